import Foundation
import MVIRouter
import Testing

/// The rules version 3 of the engine keeps in the machine, each written first as a failing test
/// of the defect that broke it: changes asked for from a delivery, deferrals across routers,
/// container operations as one transaction, the value being only the value, late observers and
/// ids at the end of their range.
@Suite @MainActor struct EngineRulesTests {
  // MARK: A route asked for in the same delivery

  @Test func aGuardSetFromACallbackOnARouteAskedForInTheSameDeliveryHolds() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    var guarded: Bool?
    var editor: RouteID?
    routerEvents.routeTo(.list, as: .push) { _ in
      let id = routerEvents.routeTo(.edit, as: .sheet)
      editor = id
      guarded = routerEvents.guardDismissal(of: id, .veto)
    }
    routerEvents.pop()
    #expect(guarded == true)
    #expect(routerEvents.state.description == "root > sheet edit")
    #expect(routerEvents.dismissGuard(of: editor!) == .veto)
    #expect(routerEvents.dismiss() == .ignored(.vetoed(.dismiss, route: editor!)))
    #expect(routerEvents.state.description == "root > sheet edit")
  }

  @Test func aClosureReattachedFromACallbackToARouteAskedForInTheSameDeliveryFires() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    var reasons: [DismissReason] = []
    var reattached: Bool?
    routerEvents.routeTo(.list, as: .push) { _ in
      let id = routerEvents.routeTo(.edit, as: .sheet)
      reattached = routerEvents.reattach(route: id) { reasons.append($0) }
    }
    routerEvents.pop()
    #expect(reattached == true)
    routerEvents.dismiss()
    #expect(reasons == [.dismissed])
  }

  // MARK: Deferrals belong to the router that made them

  @Test func aDeferralOfOneTabCannotBeConfirmedByAnother() throws {
    let tabs = TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>(
      tabs: [.home, .search], selected: .home)
    let home = tabs[tab: .home]
    let search = tabs[tab: .search]
    var inHome: GuardedChange?
    let homeEditor = home.routeTo(.edit, as: .sheet)
    home.guardDismissal(of: homeEditor, .defer) { inHome = $0 }
    let searchEditor = search.routeTo(.edit, as: .sheet)
    search.guardDismissal(of: searchEditor, .defer)
    home.dismiss()
    search.dismiss()
    let change = try #require(inHome)
    #expect(
      search.confirm(change) == .ignored(.noDeferredChange(.confirmDeferred(change.id))))
    #expect(search.state.description == "root > sheet edit")
    #expect(home.confirm(change) == .applied)
    #expect(home.state.description == "root")
  }

  @Test func aDeferralOfOneRouterCannotBeConfirmedByAnotherRouter() throws {
    let first = RouterEvents<CoreScreen, CoreAlert>()
    let second = RouterEvents<CoreScreen, CoreAlert>()
    var inFirst: GuardedChange?
    first.guardDismissal(of: first.routeTo(.edit, as: .sheet), .defer) { inFirst = $0 }
    second.guardDismissal(of: second.routeTo(.edit, as: .sheet), .defer)
    first.dismiss()
    second.dismiss()
    let change = try #require(inFirst)
    #expect(second.confirm(change) == .ignored(.noDeferredChange(.confirmDeferred(change.id))))
    #expect(second.state.description == "root > sheet edit")
  }

  // MARK: A container operation is one transaction

  @Test func whatTheCallbacksOfAContainersDismissAllAskForArrivesAfterAllOfIt() {
    let harness = TabHarness(tabs: [.home, .search], selected: .home)
    let home = harness.tabs[tab: .home]
    home.routeTo(.list, as: .push) { _ in home.routeTo(.detail(2), as: .push) }
    harness.tabs[tab: .search].routeTo(.detail(4), as: .push)
    _ = harness.takeEvents()
    harness.tabs.dismissAll()
    #expect(
      harness.takeEvents() == [
        "home: dismissed push list (dismissedAll)",
        "search: dismissed push detail(4) (dismissedAll)",
        "home: routed push detail(2)",
      ])
  }

  @Test func whatTheCallbacksOfATabbedRestoreAskForArrivesAfterTheTabIsSelected() throws {
    let harness = TabHarness(tabs: [.home, .search], selected: .home)
    let saved = harness.tabs.state
    harness.tabs.select(.search)
    let search = harness.tabs[tab: .search]
    search.routeTo(.list, as: .push) { _ in search.routeTo(.detail(2), as: .push) }
    _ = harness.takeEvents()
    try harness.tabs.restore(saved)
    #expect(
      harness.takeEvents() == [
        "search: dismissed push list (restored)",
        "tab selected: search → home",
        "search: routed push detail(2)",
      ])
  }

  @Test func aContainersDismissAllStoppedByAGuardReportsTheGuard() {
    let tabs = TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>(
      tabs: [.home, .search], selected: .home)
    let home = tabs[tab: .home]
    let editor = home.routeTo(.edit, as: .sheet)
    home.guardDismissal(of: editor, .defer)
    #expect(tabs.dismissAll() == .ignored(.deferred(.dismissAll, route: editor)))
    #expect(home.state.description == "root > sheet edit")
    #expect(home.dismissAll() == .ignored(.deferred(.dismissAll, route: editor)))
  }

  @Test func confirmingAContainersDismissAllDismissesWhatItWouldHave() throws {
    let tabs = TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>(
      tabs: [.home, .search], selected: .home)
    let home = tabs[tab: .home]
    var change: GuardedChange?
    home.guardDismissal(of: home.routeTo(.edit, as: .sheet), .defer) { change = $0 }
    tabs[tab: .search].routeTo(.detail(1), as: .push)
    tabs.dismissAll()
    // A guard anywhere stops all of it; confirmed through the container, all of it is done.
    #expect(tabs.state.description == "[home] root > sheet edit · search: root > push detail(1)")
    #expect(tabs.confirm(try #require(change)) == .applied)
    #expect(tabs.state.description == "[home] root · search: root")
  }

  // MARK: The value is the value

  @Test func aRouterBuiltFromAnothersStateHasNoneOfItsGuards() {
    let first = RouterEvents<CoreScreen, CoreAlert>()
    let editor = first.routeTo(.edit, as: .sheet)
    first.guardDismissal(of: editor, .veto)
    let second = RouterEvents(state: first.state)
    #expect(second.dismissGuard(of: editor) == .allow)
    #expect(second.dismiss() == .applied)
    #expect(first.dismiss() == .ignored(.vetoed(.dismiss, route: editor)))
  }

  @Test func aRestoredRouteIsUnguardedAndExpectsNoType() throws {
    let first = RouterEvents<CoreScreen, CoreAlert>()
    let picker = first.routeTo(.picker, as: .sheet, expecting: Int.self) { _ in }
    first.guardDismissal(of: picker, .veto)
    let second = RouterEvents<CoreScreen, CoreAlert>()
    try second.restore(first.state)
    #expect(second.dismissGuard(of: picker) == .allow)
    #expect(second.finish(picker, with: "text") == .applied)
    #expect(second.state.description == "root")
  }

  @Test func guardsAndExpectedTypesDoNotChangeTheValue() {
    let guarded = RouterEvents<CoreScreen, CoreAlert>()
    let plain = RouterEvents<CoreScreen, CoreAlert>()
    let id = guarded.routeTo(.picker, as: .sheet, expecting: Int.self) { _ in }
    plain.routeTo(.picker, as: .sheet)
    guarded.guardDismissal(of: id, .veto)
    #expect(guarded.state == plain.state)
  }

  // MARK: Observers

  @Test func anObserverAddedDuringADeliveryHearsFromTheNextTransactionOn() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    let other = routerEvents.observe { _ in }
    var late: RouterSubscription?
    var heard: [String] = []
    routerEvents.routeTo(.list, as: .push)
    routerEvents.routeTo(.detail(1), as: .push) { _ in
      late = routerEvents.observe { heard.append("\($0)") }
    }
    routerEvents.popToRoot()
    #expect(heard == [])
    routerEvents.routeTo(.edit, as: .sheet)
    #expect(heard == ["routed sheet edit"])
    withExtendedLifetime((other, late)) {}
  }

  // MARK: Ids

  @Test func restoringTheLargestValidIdKeepsEveryLaterIdValid() throws {
    let largest = RouteID.validRawValues.upperBound
    let saved = NavigationState<CoreScreen, CoreAlert>(
      routes: [Route(id: RouteID(rawValue: largest), screen: .list, presentation: .push)],
      alerts: [
        PresentedAlert(
          id: AlertID(rawValue: AlertID.validRawValues.upperBound), alert: .info, owner: nil,
          title: "Saved", message: nil, buttons: [.default("OK")])
      ])
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    try routerEvents.restore(saved)
    let next = routerEvents.routeTo(.edit, as: .sheet)
    #expect(RouteID.validRawValues.contains(next.rawValue))
    routerEvents.presentAlert(.delete)
    try routerEvents.state.validate()
    let again = RouterEvents<CoreScreen, CoreAlert>()
    #expect(throws: Never.self) { try again.restore(from: routerEvents.savedState()) }
  }
}

/// The rules the docs were silent on, decided in the machine and written in the engine article.
@Suite @MainActor struct EngineDecidedRulesTests {
  @Test func aChangeStoppedAndConfirmedInOneBatchIsNotHeardByTheGuardsHandler() throws {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    var events: [String] = []
    routerEvents.observeAlways { events.append("\($0)") }
    let edit = routerEvents.routeTo(.edit, as: .sheet)
    var heard: [GuardedChange] = []
    routerEvents.guardDismissal(of: edit, .defer) { heard.append($0) }
    var confirmed: RouterOutcome?
    routerEvents.perform {
      routerEvents.dismiss()
      confirmed = routerEvents.confirm(routerEvents.deferredChange!)
    }
    // The route left in the batch, and its handler with it: observers still hear the stop.
    #expect(confirmed == .applied)
    #expect(heard.isEmpty)
    #expect(
      events.suffix(2) == [
        "ignored: dismiss(): deferred by the guard of route #1 until confirmed",
        "dismissed sheet edit (dismissed)",
      ])
    #expect(routerEvents.state.description == "root")
  }

  @Test func restoringTheNavigationAlreadyShownKeepsAWaitingDeferral() throws {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    let edit = routerEvents.routeTo(.edit, as: .sheet)
    routerEvents.guardDismissal(of: edit, .defer)
    routerEvents.dismiss()
    let waiting = try #require(routerEvents.deferredChange)
    #expect(try routerEvents.restore(routerEvents.state) == .ignored(.unchanged(.restore)))
    #expect(routerEvents.deferredChange == waiting)
    #expect(routerEvents.confirm(waiting) == .applied)
  }

  @Test func restoringOtherNavigationDropsAWaitingDeferral() throws {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    let edit = routerEvents.routeTo(.edit, as: .sheet)
    routerEvents.guardDismissal(of: edit, .defer)
    routerEvents.dismiss()
    let waiting = try #require(routerEvents.deferredChange)
    try routerEvents.restore(NavigationState())
    #expect(routerEvents.deferredChange == nil)
    #expect(
      routerEvents.confirm(waiting) == .ignored(.noDeferredChange(.confirmDeferred(waiting.id))))
  }

  @Test func aSheetDismissedByHandKeepsALockedPushOnItAndTheSheet() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    let sheet = routerEvents.routeTo(.edit, as: .sheet)
    routerEvents.routeTo(.detail(1), as: .push, options: .locked)
    #expect(
      routerEvents.writeBack(.sheetDismissed(sheet))
        == .ignored(.interactiveDismissDisabled(.writeBack(.sheetDismissed(sheet)))))
    #expect(routerEvents.state.description == "root > sheet edit > push[locked] detail(1)")
  }

  @Test func whenSeveralGuardsVetoTheTopMostIsNamed() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    let lower = routerEvents.routeTo(.edit, as: .sheet)
    let upper = routerEvents.routeTo(.picker, as: .sheet)
    routerEvents.guardDismissal(of: lower, .veto)
    routerEvents.guardDismissal(of: upper, .veto)
    #expect(routerEvents.dismissAll() == .ignored(.vetoed(.dismissAll, route: upper)))
  }

  @Test func aVetoBelowADeferralWins() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    let lower = routerEvents.routeTo(.edit, as: .sheet)
    let upper = routerEvents.routeTo(.picker, as: .sheet)
    routerEvents.guardDismissal(of: lower, .veto)
    routerEvents.guardDismissal(of: upper, .defer)
    #expect(routerEvents.dismissAll() == .ignored(.vetoed(.dismissAll, route: lower)))
    #expect(routerEvents.deferredChange == nil)
  }
}

/// One event hub: the tab container's observers follow the router's rules.
@Suite @MainActor struct EventHubTests {
  @Test func anObserverAddedToTheTabsDuringADeliveryHearsFromTheNextChangeOn() {
    let tabs = TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>(
      tabs: [.home, .search], selected: .home)
    let other = tabs.observe { _ in }
    var late: RouterSubscription?
    var heard: [String] = []
    let home = tabs[tab: .home]
    home.routeTo(.list, as: .push)
    home.routeTo(.detail(1), as: .push) { _ in
      late = tabs.observe { heard.append("\($0)") }
    }
    home.popToRoot()
    #expect(heard == [])
    tabs.select(.search)
    #expect(heard == ["tab selected: home → search"])
    withExtendedLifetime((other, late)) {}
  }

  @Test func aTabsStreamEndsWhenTheContainerIsReleased() async {
    var tabs: TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>? = TabbedRouterEvents(
      tabs: [.home], selected: .home)
    let stream = tabs!.events()
    tabs![tab: .home].routeTo(.list, as: .push)
    tabs = nil
    var heard: [String] = []
    for await event in stream { heard.append("\(event)") }
    #expect(heard == ["home: routed push list"])
  }
}

extension EventHubTests {
  @Test func aTabsRouterOutlivingItsContainerStillDelivers() {
    var reasons: [DismissReason] = []
    var tabs: TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>? = TabbedRouterEvents(
      tabs: [.home], selected: .home)
    tabs!.observeAlways { _ in }
    let home = tabs![tab: .home]
    home.routeTo(.list, as: .push) { reasons.append($0) }
    tabs = nil
    home.pop()
    #expect(reasons == [.popped])
  }
}
