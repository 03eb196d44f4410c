import Testing

@testable import MVIRouter

/// The tab container's rules as a pure value: each container operation decided from what the
/// routers' machines answer, without a router.
@Suite struct TabsMachineTests {
  typealias Machine = TabsMachine<String, [Int]>
  typealias Facts = Machine.Facts

  static let empty = Facts(hasRoutes: false)
  static let routes = Facts(hasRoutes: true)

  @Test func tabsCountOnceAndTheSelectedTabIsAlwaysOne() {
    let machine = Machine(tabs: ["inbox", "settings", "inbox"], selected: "search")
    #expect(machine.tabs == ["inbox", "settings", "search"])
    #expect(machine.selection == "search")
  }

  @Test func selectingMovesTheSelectionAndReselectingPopsOrChangesNothing() {
    var machine = Machine(tabs: ["inbox", "settings"], selected: "inbox")
    let selecting = machine.select("settings")
    #expect(selecting == .selected(from: "inbox", to: "settings"))
    #expect(machine.selection == "settings")
    let reselecting = machine.select("settings")
    #expect(reselecting == .popToRoot("settings"))
    machine.reselectPopsToRoot = false
    let reselectingWithoutPop = machine.select("settings")
    #expect(reselectingWithoutPop == .unchanged)
    // A link or a restore shows a tab: the selected one is not popped.
    machine.reselectPopsToRoot = true
    let showingTheSelected = machine.show("settings")
    #expect(showingTheSelected == .unchanged)
    let showing = machine.show("inbox")
    #expect(showing == .selected(from: "settings", to: "inbox"))
  }

  @Test func dismissAllClearsTheOverlayThenTheSelectedTabThenTheOthersInOrder() {
    let machine = Machine(tabs: ["a", "b", "c"], selected: "b")
    #expect(machine.dismissAllOrder == [.overlay, .tab("b"), .tab("a"), .tab("c")])
    let parts = machine.dismissAllOrder.map { part in
      (part, part == .tab("a") ? Self.empty : Self.routes)
    }
    #expect(machine.dismissAll(parts) == .clear([.overlay, .tab("b"), .tab("c")]))
    #expect(machine.dismissAll([]) == .clear([]))
  }

  @Test func aVetoAnywhereStopsAllOfDismissAllElseTheFirstDeferral() {
    let machine = Machine(tabs: ["a", "b", "c"], selected: "a")
    let deferring = Facts(hasRoutes: true, stop: .defer)
    let vetoing = Facts(hasRoutes: true, stop: .veto)
    #expect(
      machine.dismissAll([
        (.overlay, deferring), (.tab("a"), Self.routes), (.tab("b"), vetoing),
        (.tab("c"), deferring),
      ]) == .stop(.tab("b")))
    #expect(
      machine.dismissAll([
        (.overlay, Self.routes), (.tab("a"), Self.routes), (.tab("b"), deferring),
        (.tab("c"), deferring),
      ]) == .stop(.tab("b")))
    // A router with no routes takes no part, whatever its facts say.
    #expect(
      machine.dismissAll([(.overlay, Facts(hasRoutes: false, stop: .veto))]) == .clear([]))
  }

  @Test func onlyTheDeferralThatStoppedDismissAllFinishesIt() {
    var machine = Machine(tabs: ["a"], selected: "a")
    let stopped = GuardedChange(
      id: 2, route: RouteID(rawValue: 5), operation: .dismissAll, decision: .defer)
    let other = GuardedChange(id: 3, route: RouteID(rawValue: 5), operation: .pop, decision: .defer)
    machine.stopped(deferring: stopped)
    let confirmingAnother = machine.confirm(other)
    #expect(!confirmingAnother)
    let confirming = machine.confirm(stopped)
    #expect(confirming)
    // Once confirmed, it finishes nothing again.
    let confirmingAgain = machine.confirm(stopped)
    #expect(!confirmingAgain)
    machine.stopped(deferring: stopped)
    machine.abandon(stopped)
    let confirmingAbandoned = machine.confirm(stopped)
    #expect(!confirmingAbandoned)
    // A veto leaves no deferral behind, and takes the place of an older one.
    machine.stopped(deferring: stopped)
    machine.stopped(deferring: nil)
    let confirmingAfterAVeto = machine.confirm(stopped)
    #expect(!confirmingAfterAVeto)
  }

  @Test func aRoutersOwnConfirmOfTheContainersDeferralIsTheContainersToFinish() {
    var machine = Machine(tabs: ["a"], selected: "a")
    let stopped = GuardedChange(
      id: 2, route: RouteID(rawValue: 5), operation: .dismissAll, decision: .defer, origin: 7)
    // While the stop is reported, the stopping router's deferred dismissAll is the container's.
    machine.stopping()
    #expect(machine.finishesDismissAll(stopped, askedOf: 7))
    #expect(!machine.finishesDismissAll(stopped, askedOf: 8))
    machine.stopped(deferring: stopped)
    #expect(machine.finishesDismissAll(stopped, askedOf: 7))
    // Another router's deferral, or another change of the same router, stays its own.
    let own = GuardedChange(
      id: 3, route: RouteID(rawValue: 5), operation: .dismissAll, decision: .defer, origin: 7)
    #expect(!machine.finishesDismissAll(own, askedOf: 7))
    let confirming = machine.confirm(stopped)
    #expect(confirming)
    #expect(!machine.finishesDismissAll(stopped, askedOf: 7))
  }

  @Test func aLinkMeetsTheOverlaysGuardFirstThenTheTabs() {
    let machine = Machine(tabs: ["a", "b"], selected: "a")
    let deferring = Facts(hasRoutes: true, stop: .defer)
    #expect(machine.open("b", overlay: deferring, tabStops: true) == .stop(.overlay))
    #expect(machine.open("b", overlay: Self.routes, tabStops: true) == .stop(.tab("b")))
    #expect(machine.open("b", overlay: Self.routes, tabStops: false) == .open(clearsOverlay: true))
    #expect(machine.open("b", overlay: Self.empty, tabStops: false) == .open(clearsOverlay: false))
    // An overlay with no routes has nothing a guard could stop.
    #expect(
      machine.open("b", overlay: Facts(hasRoutes: false, stop: .veto), tabStops: false)
        == .open(clearsOverlay: false))
  }

  @Test func aDeferredLinkIsTheContainersToFinishUntilConfirmedAbandonedOrReplaced() {
    var machine = Machine(tabs: ["a", "b"], selected: "a")
    let byOverlay = GuardedChange(
      id: 4, route: RouteID(rawValue: 2), operation: .openLink, decision: .defer, origin: 7)
    machine.stopped(link: [1, 2], to: "b", by: .overlay, deferring: byOverlay)
    // The router that stopped it (or the container, asking with the change's origin) finishes
    // it; the overlay stopped it, so the rest shows the tab's steps.
    let finishing = machine.finishesLink(byOverlay, askedOf: 7)
    #expect(finishing?.tab == "b")
    #expect(finishing?.link == [1, 2])
    #expect(finishing?.showsTab == true)
    #expect(machine.finishesLink(byOverlay, askedOf: 8) == nil)
    let other = GuardedChange(
      id: 5, route: RouteID(rawValue: 2), operation: .openLink, decision: .defer, origin: 7)
    #expect(machine.finishesLink(other, askedOf: 7) == nil)
    // Confirmed, nothing of it waits; it is not the container's dismissAll.
    let confirming = machine.confirm(byOverlay)
    #expect(!confirming)
    #expect(machine.finishesLink(byOverlay, askedOf: 7) == nil)
    // Stopped by the tab: its confirm applies the steps, the rest does not show them again.
    let byTab = GuardedChange(
      id: 6, route: RouteID(rawValue: 3), operation: .openLink, decision: .defer, origin: 9)
    machine.stopped(link: [3], to: "b", by: .tab("b"), deferring: byTab)
    #expect(machine.finishesLink(byTab, askedOf: 9)?.showsTab == false)
    // Abandoned, or followed by a later link's veto: nothing of it waits.
    machine.abandon(byTab)
    #expect(machine.finishesLink(byTab, askedOf: 9) == nil)
    machine.stopped(link: [3], to: "b", by: .tab("b"), deferring: byTab)
    machine.stopped(link: [4], to: "a", by: .overlay, deferring: nil)
    #expect(machine.finishesLink(byTab, askedOf: 9) == nil)
  }

  @Test func aRestoreOrdersTheSavedTabsFirst() {
    var machine = Machine(tabs: ["a", "b", "c"], selected: "a")
    let (order, reordered) = machine.restore(tabs: ["c", "a"])
    #expect(order == ["c", "a", "b"])
    #expect(reordered)
    #expect(machine.tabs == ["c", "a", "b"])
    // The selection stays on its tab, at its new position.
    #expect(machine.selection == "a")
    #expect(machine.selectedPosition == 1)
    let restoringTheSameOrder = machine.restore(tabs: ["c", "a", "b"])
    #expect(restoringTheSameOrder == (["c", "a", "b"], false))
    // A saved tab the container does not have is added in its place.
    let restoringANewTab = machine.restore(tabs: ["d"])
    #expect(restoringANewTab == (["d", "c", "a", "b"], true))
    // Worked out on a copy, then applied by position: where each tab of the order was.
    let restored = machine.restoredOrder(["b", "e"])
    #expect(restored.order == ["b", "e", "d", "c", "a"])
    #expect(restored.previous == [3, nil, 0, 1, 2])
    let reorderedAgain = machine.reorder(restored.order, previous: restored.previous)
    #expect(reorderedAgain)
    #expect(machine.tabs == ["b", "e", "d", "c", "a"])
    #expect(machine.selection == "a")
  }

  @Test func theUsersBackMeetsTheVisibleAlertThenTheTopMostRoutes() {
    let machine = Machine(tabs: ["a", "b"], selected: "b")
    let alert = Facts(hasRoutes: false, hasVisibleAlert: true)
    #expect(machine.back(overlay: alert, selected: alert) == .overlay)
    #expect(machine.back(overlay: Self.routes, selected: alert) == .tab("b"))
    #expect(machine.back(overlay: Self.routes, selected: Self.routes) == .overlay)
    #expect(machine.back(overlay: Self.empty, selected: Self.empty) == .tab("b"))
    #expect(machine.visibleAlert(overlay: Self.routes, selected: Self.routes) == nil)
  }

  @Test func aStopIsWhatAContainerOperationReportsWhenNothingApplied() {
    let veto = RouterOutcome.ignored(.vetoed(.dismissAll, route: RouteID(rawValue: 1)))
    let deferral = RouterOutcome.ignored(.deferred(.dismissAll, route: RouteID(rawValue: 2)))
    let nothing = RouterOutcome.ignored(.noModal(.dismissAll))
    #expect(Machine.combined(nothing, deferral) == deferral)
    #expect(Machine.combined(deferral, veto) == veto)
    #expect(Machine.combined(veto, deferral) == veto)
    #expect(Machine.combined(veto, .applied) == .applied)
    #expect(Machine.combined(.applied, .queued) == .queued)
    #expect(Machine.combined(nothing, nothing) == nothing)
  }
}
