import Foundation
import MVIRouter
import Testing

/// Records every change a guard stopped, as the router hears it.
@MainActor
final class GuardHookRouter: RouterPolicy {
  typealias Alert = RouterDefaultAlert
  var heard: [String] = []

  func getScreenPresentationType(for type: CoreScreen) -> RouterScreenPresentationType {
    switch type {
    case .list, .detail: .push
    default: .sheet
    }
  }

  func onGuardedChange(_ change: GuardedChange, of route: Route<CoreScreen>) {
    heard.append("\(change) (\(route))")
  }
}

@Suite @MainActor struct GuardTests {
  let harness = CoreHarness()
  var routerEvents: RouterEvents<CoreScreen, CoreAlert> { harness.routerEvents }

  /// Presents `list > detail(1) > sheet edit > push detail(2)`, recording dismissals.
  func presentStack(_ reasons: Reasons) -> [RouteID] {
    [
      routerEvents.routeTo(.list) { reasons.add("list \($0)") },
      routerEvents.routeTo(.detail(1)) { reasons.add("detail(1) \($0)") },
      routerEvents.routeTo(.edit) { reasons.add("edit \($0)") },
      routerEvents.routeTo(.detail(2)) { reasons.add("detail(2) \($0)") },
    ]
  }

  @MainActor final class Reasons {
    var all: [String] = []
    func add(_ text: String) { all.append(text) }
  }

  // MARK: Veto

  @Test func aVetoedUserBackIsIgnoredReportedAndFiresNothing() {
    let reasons = Reasons()
    let ids = presentStack(reasons)
    var stopped: [GuardedChange] = []
    #expect(routerEvents.guardDismissal(of: ids[3], .veto) { stopped.append($0) })
    _ = harness.takeEvents()
    let outcome = routerEvents.userDidGoBack()
    #expect(outcome == .ignored(.vetoed(.userBack, route: ids[3])))
    #expect("\(outcome)" == "ignored: userDidGoBack(): vetoed by the guard of route #4")
    #expect(harness.takeEvents() == ["ignored: userDidGoBack(): vetoed by the guard of route #4"])
    #expect(
      stopped == [GuardedChange(id: 0, route: ids[3], operation: .userBack, decision: .veto)])
    #expect(harness.text == "root > push list > push detail(1) > sheet edit > push detail(2)")
    #expect(reasons.all.isEmpty)
    #expect(routerEvents.deferredChange == nil)
  }

  @Test(arguments: [
    "dismiss", "dismissRoute", "pop", "popToRoot", "popToList", "popToScreen", "dismissAll",
    "goBack", "setRoutes", "ancestorDismissed",
  ])
  func everyOperationThatWouldRemoveAVetoingRouteIsVetoed(operation: String) {
    let reasons = Reasons()
    let ids = presentStack(reasons)
    routerEvents.guardDismissal(of: ids[3], .veto)
    let outcome: RouterOutcome =
      switch operation {
      case "dismiss": routerEvents.dismiss()
      case "dismissRoute": routerEvents.dismiss(ids[3])
      case "pop": routerEvents.pop()
      case "popToRoot": routerEvents.popToRoot()
      case "popToList": routerEvents.pop(to: ids[0])
      case "popToScreen": routerEvents.pop(to: .detail(1))
      case "dismissAll": routerEvents.dismissAll()
      case "goBack": routerEvents.goBack()
      case "setRoutes": routerEvents.setRoutes([.push(.list)])
      default: routerEvents.dismiss(ids[2])
      }
    #expect(
      outcome.ignoreReason.map { "\($0)" }?.hasSuffix("vetoed by the guard of route #4") == true)
    #expect(harness.text == "root > push list > push detail(1) > sheet edit > push detail(2)")
    #expect(reasons.all.isEmpty)
  }

  @Test func aVetoBelowTheChangeDoesNotStopIt() {
    let reasons = Reasons()
    let ids = presentStack(reasons)
    routerEvents.guardDismissal(of: ids[2], .veto)
    #expect(routerEvents.pop() == .applied)
    #expect(routerEvents.popToRoot() == .ignored(.nothingPushed(.popToRoot)))
    #expect(routerEvents.routeTo(.picker) == RouteID(rawValue: 5))
    #expect(reasons.all == ["detail(2) popped"])
  }

  @Test func theRoutesOwnCloseAndFinishAreNotGuardedButTheRoutesAboveStillAre() {
    let reasons = Reasons()
    let ids = presentStack(reasons)
    routerEvents.guardDismissal(of: ids[2], .veto)
    routerEvents.guardDismissal(of: ids[3], .veto)
    #expect(routerEvents.close(ids[2]) == .ignored(.vetoed(.close(ids[2]), route: ids[3])))
    routerEvents.guardDismissal(of: ids[3], .allow)
    #expect(routerEvents.close(ids[2]) == .applied)
    #expect(reasons.all == ["detail(2) ancestorDismissed", "edit dismissed"])
    let picker = routerEvents.routeTo(.picker)
    routerEvents.guardDismissal(of: picker, .defer)
    #expect(routerEvents.finish(picker, with: 1) == .applied)
    #expect(harness.text == "root > push list > push detail(1)")
  }

  @Test func liftingTheGuardLetsTheNextChangeThrough() {
    let edit = routerEvents.routeTo(.edit)
    routerEvents.guardDismissal(of: edit, .veto)
    #expect(routerEvents.dismissGuard(of: edit) == .veto)
    #expect(routerEvents.dismiss().isIgnored)
    routerEvents.guardDismissal(of: edit, .allow)
    #expect(routerEvents.dismiss() == .applied)
    #expect(routerEvents.dismissGuard(of: edit) == nil)
    #expect(!routerEvents.guardDismissal(of: edit, .veto))
  }

  // MARK: Defer

  @Test func aDeferredDismissalFiresNothingUntilConfirmedThenExactlyOnce() throws {
    let reasons = Reasons()
    let ids = presentStack(reasons)
    var stopped: [GuardedChange] = []
    routerEvents.guardDismissal(of: ids[3], .defer) { stopped.append($0) }
    _ = harness.takeEvents()
    #expect(routerEvents.userDidGoBack() == .ignored(.deferred(.userBack, route: ids[3])))
    #expect(
      harness.takeEvents() == [
        "ignored: userDidGoBack(): deferred by the guard of route #4 until confirmed"
      ])
    #expect(reasons.all.isEmpty)
    let change = try #require(stopped.first)
    #expect(routerEvents.deferredChange == change)
    #expect("\(change)" == "userDidGoBack() deferred by the guard of route #4")
    #expect(routerEvents.confirm(change) == .applied)
    #expect(harness.takeEvents() == ["dismissed push detail(2) (userBack)"])
    #expect(reasons.all == ["detail(2) userBack"])
    #expect(routerEvents.deferredChange == nil)
    #expect(
      routerEvents.confirm(change) == .ignored(.noDeferredChange(.confirmDeferred(change.id))))
    #expect(
      "\(routerEvents.confirm(change))"
        == "ignored: confirm(deferral 1): no such change is deferred")
    #expect(reasons.all == ["detail(2) userBack"])
  }

  @Test func anAbandonedDeferralLeavesEverythingAndCannotBeConfirmed() throws {
    let reasons = Reasons()
    let ids = presentStack(reasons)
    var stopped: [GuardedChange] = []
    routerEvents.guardDismissal(of: ids[2], .defer) { stopped.append($0) }
    #expect(routerEvents.dismissAll() == .ignored(.deferred(.dismissAll, route: ids[2])))
    let change = try #require(stopped.first)
    _ = harness.takeEvents()
    #expect(routerEvents.abandon(change) == .applied)
    #expect(harness.takeEvents().isEmpty)
    #expect(routerEvents.deferredChange == nil)
    #expect(routerEvents.confirm(change) == .ignored(.noDeferredChange(.confirmDeferred(1))))
    #expect(routerEvents.abandon(change) == .ignored(.noDeferredChange(.abandonDeferred(1))))
    #expect(harness.text == "root > push list > push detail(1) > sheet edit > push detail(2)")
    #expect(reasons.all.isEmpty)
  }

  @Test func confirmingAfterTheGuardedRouteLeftAnotherWayIsIgnoredAndReported() throws {
    let reasons = Reasons()
    let ids = presentStack(reasons)
    var stopped: [GuardedChange] = []
    routerEvents.guardDismissal(of: ids[3], .defer) { stopped.append($0) }
    routerEvents.pop()
    let change = try #require(stopped.first)
    // The screen saved and finished by itself before the user answered.
    #expect(routerEvents.finish(ids[3], with: 1) == .applied)
    #expect(routerEvents.deferredChange == nil)
    #expect(routerEvents.confirm(change) == .ignored(.noDeferredChange(.confirmDeferred(1))))
    #expect(reasons.all == ["detail(2) finished"])
    #expect(harness.text == "root > push list > push detail(1) > sheet edit")
  }

  @Test func aConfirmedChangeIsDecidedAgainstTheStateItMeets() throws {
    let reasons = Reasons()
    let ids = presentStack(reasons)
    var stopped: [GuardedChange] = []
    routerEvents.guardDismissal(of: ids[3], .defer) { stopped.append($0) }
    routerEvents.pop(to: .list)
    let change = try #require(stopped.first)
    routerEvents.routeTo(.picker)
    #expect(routerEvents.confirm(change) == .applied)
    #expect(harness.text == "root > push list")
    #expect(
      reasons.all == ["detail(2) popped", "edit popped", "detail(1) popped"])
  }

  @Test func aConfirmedBackRemovesTheGuardedRouteEvenWithRoutesAboveItNow() throws {
    var reasons: [String] = []
    let edit = routerEvents.routeTo(.edit) { reasons.append("edit \($0)") }
    var stopped: [GuardedChange] = []
    routerEvents.guardDismissal(of: edit, .defer) { stopped.append($0) }
    routerEvents.userDidGoBack()
    routerEvents.routeTo(.detail(5)) { reasons.append("detail(5) \($0)") }
    #expect(routerEvents.confirm(try #require(stopped.first)) == .applied)
    #expect(harness.text == "root")
    #expect(reasons == ["detail(5) ancestorDismissed", "edit userBack"])
  }

  @Test func aLaterDeferredChangeTakesThePlaceOfTheEarlierOne() throws {
    let ids = presentStack(Reasons())
    var stopped: [GuardedChange] = []
    routerEvents.guardDismissal(of: ids[3], .defer) { stopped.append($0) }
    routerEvents.pop()
    routerEvents.dismissAll()
    #expect(stopped.map(\.operation) == [.pop, .dismissAll])
    #expect(routerEvents.deferredChange == stopped[1])
    #expect(routerEvents.confirm(stopped[0]).isIgnored)
    #expect(routerEvents.confirm(stopped[1]) == .applied)
    #expect(harness.text == "root > push list > push detail(1)")
  }

  @Test func theDiscardChangesFlowConfirmsFromTheAlertAnswer() {
    var reasons: [DismissReason] = []
    let edit = routerEvents.routeTo(.edit) { reasons.append($0) }
    let context = routerEvents.context(for: routerEvents.state.routes.last!)
    context.guardDismissal(.defer) { change in
      context.presentAlert(.delete) { action in
        if action == "Delete" {
          context.router.confirm(change)
        } else {
          context.router.abandon(change)
        }
      }
    }
    routerEvents.userDidGoBack()
    #expect(harness.text == "root > sheet edit | alert delete[Delete, Cancel]")
    // Back on the alert cancels it: the change is abandoned, the editor stays.
    routerEvents.userDidGoBack()
    #expect(harness.text == "root > sheet edit")
    #expect(routerEvents.deferredChange == nil)
    routerEvents.userDidGoBack()
    _ = harness.takeEvents()
    routerEvents.resolveAlert("Delete")
    #expect(
      harness.takeEvents() == [
        "alert resolved delete: Delete", "dismissed sheet edit (userBack)",
      ])
    #expect(reasons == [.userBack])
    #expect(routerEvents.dismissGuard(of: edit) == nil)
  }

  // MARK: Nested guards and other routes

  @Test func nestedGuardsAreAskedOneByOneTopMostFirst() throws {
    let reasons = Reasons()
    let ids = presentStack(reasons)
    var stopped: [GuardedChange] = []
    routerEvents.guardDismissal(of: ids[2], .defer) { stopped.append($0) }
    routerEvents.guardDismissal(of: ids[3], .defer) { stopped.append($0) }
    #expect(routerEvents.dismiss() == .ignored(.deferred(.dismiss, route: ids[3])))
    #expect(routerEvents.confirm(stopped[0]) == .ignored(.deferred(.dismiss, route: ids[2])))
    #expect(reasons.all.isEmpty)
    #expect(routerEvents.confirm(stopped[1]) == .applied)
    #expect(reasons.all == ["detail(2) ancestorDismissed", "edit dismissed"])
    #expect(stopped.map(\.route) == [ids[3], ids[2]])
  }

  @Test func aVetoAnywhereInTheRangeWinsOverADeferAboveIt() {
    let reasons = Reasons()
    let ids = presentStack(reasons)
    var stopped: [GuardedChange] = []
    routerEvents.guardDismissal(of: ids[1], .veto) { stopped.append($0) }
    routerEvents.guardDismissal(of: ids[3], .defer) { stopped.append($0) }
    #expect(routerEvents.pop(to: ids[0]) == .ignored(.vetoed(.popToRoute(ids[0]), route: ids[1])))
    #expect(routerEvents.deferredChange == nil)
    #expect(stopped.map(\.decision) == [.veto])
  }

  @Test func presentingOverAGuardedRouteIsNotGuarded() {
    let edit = routerEvents.routeTo(.edit)
    routerEvents.guardDismissal(of: edit, .veto)
    routerEvents.routeTo(.detail(3))
    routerEvents.presentAlert(.info)
    #expect(harness.text == "root > sheet edit > push detail(3) | alert info[OK]")
    #expect(routerEvents.setRoutes([.sheet(.edit), .push(.detail(4))]) == .applied)
  }

  @Test func aDeepLinkThatWouldReplaceAGuardedRouteWaitsForConfirmation() throws {
    let edit = routerEvents.routeTo(.edit)
    var stopped: [GuardedChange] = []
    routerEvents.guardDismissal(of: edit, .defer) { stopped.append($0) }
    #expect(
      routerEvents.setRoutes([.push(.list), .push(.detail(9))])
        == .ignored(.deferred(.setRoutes, route: edit)))
    #expect(harness.text == "root > sheet edit")
    #expect(routerEvents.confirm(try #require(stopped.first)) == .applied)
    #expect(harness.text == "root > push list > push detail(9)")
  }

  @Test func aRestoreIsNotGuardedAndDropsTheDeferralAndTheGuards() throws {
    let source = CoreHarness()
    source.routerEvents.routeTo(.list)
    let saved = try source.routerEvents.savedState()
    let edit = routerEvents.routeTo(.edit)
    var stopped: [GuardedChange] = []
    routerEvents.guardDismissal(of: edit, .defer) { stopped.append($0) }
    routerEvents.dismiss()
    let whileDeferred = try routerEvents.savedState()
    #expect(!String(decoding: whileDeferred, as: UTF8.self).contains("guard"))
    try routerEvents.restore(from: saved)
    #expect(harness.text == "root > push list")
    #expect(routerEvents.deferredChange == nil)
    #expect(routerEvents.confirm(try #require(stopped.first)).isIgnored)
    try routerEvents.restore(from: whileDeferred)
    #expect(harness.text == "root > sheet edit")
    let restored = try #require(routerEvents.state.routes.last)
    #expect(routerEvents.dismissGuard(of: restored.id) == .allow)
    #expect(routerEvents.dismiss() == .applied)
  }

  @Test func aQueuedChangeMeetsTheGuardSetBeforeItIsApplied() {
    let edit = routerEvents.routeTo(.edit)
    var outcomes: [RouterOutcome] = []
    routerEvents.presentAlert(.info) { _ in
      outcomes.append(self.routerEvents.dismiss())
      self.routerEvents.guardDismissal(of: edit, .veto)
    }
    routerEvents.resolveAlert("OK")
    #expect(outcomes == [.queued])
    #expect(harness.text == "root > sheet edit")
    #expect(harness.takeEvents().last == "ignored: dismiss(): vetoed by the guard of route #1")
  }

  @Test func theRouterHearsEveryStoppedChangeAndTheHandlerLeavesWithItsRoute() {
    let hooks = GuardHookRouter()
    let app = RouterEvents(router: hooks)
    let edit = app.routeTo(.edit)
    let counter = LifetimeProbe.Counter()
    do {
      let probe = LifetimeProbe(counter)
      app.guardDismissal(of: edit, .veto) { [probe] _ in _ = probe }
    }
    app.dismiss()
    #expect(counter.alive == 1)
    do {
      let probe = LifetimeProbe(counter)
      app.guardDismissal(of: edit, .defer) { [probe] _ in _ = probe }
    }
    // The new handler replaced the old one.
    #expect(counter.alive == 1)
    app.userDidGoBack()
    #expect(
      hooks.heard == [
        "dismiss() vetoed by the guard of route #1 (sheet edit)",
        "userDidGoBack() deferred by the guard of route #1 (sheet edit)",
      ])
    #expect(app.close(edit) == .applied)
    #expect(counter.alive == 0)
  }

  @Test func aScopesRemovalsMeetTheGuardsToo() {
    let app = RouterEvents<HostScreen, HostAlert>(router: HostRouter())
    let shop = app.shop
    shop.routeTo(.catalog)
    let item = shop.routeTo(.item(1))
    app.guardDismissal(of: item, .veto)
    #expect(shop.pop().isIgnored)
    #expect(shop.popToRoot() == .ignored(.vetoed(.popToRoot, route: item)))
    #expect(shop.setRoutes([.push(.basket)]) == .ignored(.vetoed(.setRoutes, route: item)))
    #expect("\(app.state)" == "root > push shop(catalog) > push shop(item(1))")
  }

  @Test func aFeatureGuardsItsOwnRoutesOnlyAndConfirmsThroughItsScope() throws {
    let app = RouterEvents<HostScreen, HostAlert>(router: HostRouter())
    let shop = app.shop
    let home = app.routeTo(.home)
    let basket = shop.routeTo(.basket)
    var stopped: [GuardedChange] = []
    #expect(!shop.guardDismissal(of: home, .veto))
    #expect(shop.guardDismissal(of: basket, .defer) { stopped.append($0) })
    #expect(app.dismissAll() == .ignored(.deferred(.dismissAll, route: basket)))
    #expect(shop.abandon(try #require(stopped.first)) == .applied)
    app.dismissAll()
    #expect(shop.confirm(try #require(stopped.last)) == .applied)
    #expect("\(app.state)" == "root > push home")
  }

  @Test func aHandlerThatConfirmsAtOnceIsQueuedAndAppliedAfterTheReport() {
    var reasons: [DismissReason] = []
    var outcomes: [RouterOutcome] = []
    let picker = routerEvents.routeTo(.picker, expecting: Int.self) { _ in }
    let context = routerEvents.context(for: routerEvents.state.route(picker)!, returning: Int.self)
    routerEvents.reattach(route: picker, onDismiss: { reasons.append($0) })
    context.guardDismissal(.defer) { change in outcomes.append(self.routerEvents.confirm(change)) }
    _ = harness.takeEvents()
    #expect(routerEvents.userDidGoBack() == .ignored(.deferred(.userBack, route: picker)))
    #expect(outcomes == [.queued])
    #expect(
      harness.takeEvents() == [
        "ignored: userDidGoBack(): deferred by the guard of route #1 until confirmed",
        "dismissed sheet picker (userBack)", "result sheet picker: cancelled (userBack)",
      ])
    #expect(reasons == [.userBack])
  }

  @Test func anIntentHoldingAnyRouterEventsProtocolGuardsItsRoute() {
    let any: any RouterEventsProtocol<CoreScreen, CoreAlert> = routerEvents
    let edit = any.routeTo(.edit)
    var stopped: [GuardedChange] = []
    #expect(any.guardDismissal(of: edit, .defer) { stopped.append($0) })
    #expect(any.dismiss() == .ignored(.deferred(.dismiss, route: edit)))
    #expect(stopped.map { any.confirm($0) } == [.applied])
    #expect(harness.text == "root")
  }

  @Test func aTabbedDeepLinkMeetsTheGuardsOfEachRouterItChanges() throws {
    let harness = TabHarness()
    let picker = harness.tabs.overlay.routeTo(.picker)
    harness.tabs.overlay.guardDismissal(of: picker, .veto)
    let outcome = try harness.tabs.open("shop://search/4", using: TabbedDeepLinkMapTests.links)
    // The overlay's veto stops the whole link, as in a single router.
    #expect(outcome == .ignored(.vetoed(.openLink, route: picker)))
    #expect(harness.text == "[home] root · search: root · profile: root | over tabs: sheet picker")
    #expect(
      harness.takeEvents().contains(
        "over tabs: ignored: open(_:using:): vetoed by the guard of route #1"))
  }
}
