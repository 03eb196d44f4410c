import MVIRouter
import Testing

@Suite @MainActor struct TabbedRouterEventsTests {
  /// A tab the container does not have is added at the end, at its root, when looked up (as
  /// selecting it adds it); nothing is reported and the selection stays.
  @Test func lookingUpATabTheContainerDoesNotHaveAddsItAtItsRoot() {
    let harness = TabHarness(tabs: [.home, .search])
    let router = harness.tabs[tab: .profile]
    #expect(router.state.routes.isEmpty)
    #expect(harness.tabs.tabs == [.home, .search, .profile])
    #expect(harness.text == "[home] root · search: root · profile: root")
    #expect(harness.takeEvents().isEmpty)
    #expect(harness.tabs[tab: .profile] === router)
  }

  @Test func eachTabKeepsItsOwnStack() {
    let harness = TabHarness()
    harness.tabs[tab: .home].routeTo(.list)
    harness.tabs[tab: .search].routeTo(.detail(1))
    harness.tabs.select(.search)
    harness.tabs.selected.routeTo(.edit)
    #expect(
      harness.text
        == "home: root > push list · [search] root > push detail(1) > sheet edit · profile: root")
    #expect(harness.tabs[tab: .home].state.description == "root > push list")
  }

  @Test func switchingTabsDismissesNothingAndAHiddenRouteKeepsItsCallback() {
    let harness = TabHarness()
    var reasons: [DismissReason] = []
    harness.tabs[tab: .home].routeTo(.detail(1), as: .push) { reasons.append($0) }
    harness.tabs.select(.search)
    harness.tabs.select(.profile)
    #expect(reasons.isEmpty)
    #expect(harness.tabs.state[tab: .home].description == "root > push detail(1)")
    harness.tabs[tab: .home].pop()
    #expect(reasons == [.popped])
    #expect(
      harness.takeEvents() == [
        "home: routed push detail(1)", "tab selected: home → search",
        "tab selected: search → profile", "home: dismissed push detail(1) (popped)",
      ])
  }

  @Test func reselectingTheSelectedTabPopsItToItsRoot() {
    let harness = TabHarness()
    harness.tabs.selected.routeTo(.list)
    harness.tabs.selected.routeTo(.detail(2))
    _ = harness.takeEvents()
    #expect(harness.tabs.select(.home) == .applied)
    #expect(
      harness.takeEvents() == [
        "home: dismissed push detail(2) (poppedToRoot)", "home: dismissed push list (poppedToRoot)",
      ])
    #expect(harness.text == "[home] root · search: root · profile: root")
  }

  @Test func reselectingWithASheetInTheTabPopsTheSheetsStackOnly() {
    let harness = TabHarness()
    harness.tabs.selected.routeTo(.list)
    harness.tabs.selected.routeTo(.edit)
    harness.tabs.selected.routeTo(.detail(1))
    _ = harness.takeEvents()
    harness.tabs.select(.home)
    #expect(harness.takeEvents() == ["home: dismissed push detail(1) (poppedToRoot)"])
    #expect(harness.tabs.state.selected.description == "root > push list > sheet edit")
  }

  @Test func reselectingChangesNothingWhenPoppingToRootIsTurnedOff() {
    let harness = TabHarness()
    harness.tabs.reselectPopsToRoot = false
    harness.tabs.selected.routeTo(.list)
    _ = harness.takeEvents()
    let outcome = harness.tabs.select(.home)
    #expect(outcome == .ignored(.unchanged(.selectTab("home"))))
    #expect("\(outcome)" == "ignored: select(home): the tab is already selected")
    // The container's observers hear why, as a router's hear an ignored change.
    #expect(
      harness.takeEvents() == ["over tabs: ignored: select(home): the tab is already selected"])
    #expect(harness.tabs.state.selected.description == "root > push list")
  }

  @Test func idsAreUniqueAcrossTabsAndTheOverlay() {
    let harness = TabHarness()
    var routeIDs: [RouteID] = []
    var alertIDs: [AlertID] = []
    for tab in [CoreTab.home, .search, .profile] {
      routeIDs.append(harness.tabs[tab: tab].routeTo(.list))
      alertIDs.append(harness.tabs[tab: tab].presentAlert(.info))
    }
    routeIDs.append(harness.tabs.overlay.routeTo(.edit))
    alertIDs.append(harness.tabs.overlay.presentAlert(.info))
    #expect(Set(routeIDs).count == routeIDs.count)
    #expect(Set(alertIDs).count == alertIDs.count)
    // Ids that left are not handed out again, whichever tab asks.
    harness.tabs.dismissAll()
    let next = harness.tabs[tab: .search].routeTo(.list)
    #expect(!routeIDs.contains(next))
    #expect(throws: Never.self) { try harness.tabs.state.validate() }
  }

  @Test func dismissAllClearsEveryTabOnceTopMostFirst() {
    let harness = TabHarness(selected: .search)
    var fired: [String: [DismissReason]] = [:]
    func route(
      _ routerEvents: RouterEvents<CoreScreen, CoreAlert>, _ screen: CoreScreen, _ name: String
    ) {
      routerEvents.routeTo(screen) { fired[name, default: []].append($0) }
    }
    route(harness.tabs[tab: .home], .list, "home list")
    route(harness.tabs[tab: .home], .edit, "home edit")
    route(harness.tabs[tab: .search], .detail(1), "search detail")
    route(harness.tabs[tab: .profile], .settings, "profile settings")
    route(harness.tabs.overlay, .picker, "overlay picker")
    _ = harness.takeEvents()
    #expect(harness.tabs.dismissAll() == .applied)
    #expect(
      harness.takeEvents() == [
        "over tabs: dismissed sheet picker (dismissedAll)",
        "search: dismissed push detail(1) (dismissedAll)",
        "home: dismissed sheet edit (dismissedAll)",
        "home: dismissed push list (dismissedAll)",
        "profile: dismissed fullScreenCover settings (dismissedAll)",
      ])
    #expect(fired.count == 5)
    #expect(fired.values.allSatisfy { $0 == [.dismissedAll] })
    #expect(harness.text == "home: root · [search] root · profile: root")
    #expect(harness.tabs.dismissAll() == .ignored(.noModal(.dismissAll)))
  }

  @Test func aHiddenTabsAlertWaitsUntilItsTabIsSelected() {
    let harness = TabHarness()
    harness.tabs[tab: .home].routeTo(.list)
    harness.tabs[tab: .home].presentAlert(.delete)
    harness.tabs.select(.search)
    #expect(harness.tabs.state.visibleAlert == nil)
    #expect(harness.tabs.visibleAlertRouter == nil)
    // The user's back in the visible tab does not answer the hidden tab's alert.
    #expect(harness.tabs.userDidGoBack() == .ignored(.nothingPresented(.userBack)))
    harness.tabs.select(.home)
    #expect(harness.tabs.state.visibleAlert?.alert == .delete)
    #expect(harness.tabs.visibleAlertRouter === harness.tabs[tab: .home])
    harness.tabs.userDidGoBack()
    #expect(harness.tabs.state.visibleAlert == nil)
    #expect(harness.hooks.alertActions == ["delete: Cancel"])
  }

  @Test func anOverlayAlertShowsOverAnyTabAndComesFirst() {
    let harness = TabHarness()
    harness.tabs[tab: .home].presentAlert(.delete)
    harness.tabs.overlay.presentAlert(.info)
    #expect(harness.tabs.state.visibleAlert?.alert == .info)
    #expect(harness.tabs.state.visibleAlertTab == nil)
    harness.tabs.select(.profile)
    #expect(harness.tabs.state.visibleAlert?.alert == .info)
    harness.tabs.userDidGoBack()
    #expect(harness.tabs.state.visibleAlert == nil)
    harness.tabs.select(.home)
    #expect(harness.tabs.state.visibleAlert?.alert == .delete)
    #expect(harness.tabs.state.visibleAlertTab == .home)
    #expect(harness.hooks.alertActions == ["info: OK"])
  }

  @Test func theUserGoingBackLeavesTheOverlayFirst() {
    let harness = TabHarness()
    harness.tabs.selected.routeTo(.list)
    harness.tabs.overlay.routeTo(.edit)
    _ = harness.takeEvents()
    harness.tabs.userDidGoBack()
    harness.tabs.userDidGoBack()
    #expect(
      harness.takeEvents() == [
        "over tabs: dismissed sheet edit (userBack)", "home: dismissed push list (userBack)",
      ])
  }

  @Test func aResultReachesItsPresenterInAHiddenTab() {
    let harness = TabHarness()
    var results: [RouteResult<Int>] = []
    let home = harness.tabs[tab: .home]
    let id = home.routeTo(.picker, expecting: Int.self) { results.append($0) }
    harness.tabs.select(.search)
    home.finish(id, with: 4)
    #expect(results == [.value(4)])
    let second = home.routeTo(.picker, expecting: Int.self) { results.append($0) }
    harness.tabs.select(.profile)
    harness.tabs.dismissAll()
    #expect(results == [.value(4), .cancelled(.dismissedAll)])
    #expect(home.state.route(second) == nil)
  }

  /// A change requested while any tabs of the container delivers waits until the delivery is
  /// over, FIFO, whichever tabs or the container it is asked of.
  @Test func aCallbackRoutingInAnotherTabIsQueuedUntilTheDeliveryEnds() {
    let harness = TabHarness()
    var outcomes: [RouterOutcome] = []
    harness.tabs[tab: .home].routeTo(.list) { _ in
      outcomes.append(harness.tabs.select(.search))
      harness.tabs[tab: .search].routeTo(.detail(5))
      outcomes.append(harness.tabs.dismissAll())
    }
    harness.tabs[tab: .home].pop()
    #expect(outcomes == [.queued, .queued])
    #expect(harness.text == "home: root · [search] root · profile: root")
    #expect(
      harness.takeEvents() == [
        "home: routed push list", "home: dismissed push list (popped)",
        "tab selected: home → search", "search: routed push detail(5)",
        "search: dismissed push detail(5) (dismissedAll)",
      ])
  }

  /// The container's operations over several routers are one operation: what their callbacks
  /// ask for waits until all of it is over, in the order asked.
  @Test func whatACallbackAsksDuringDismissAllArrivesAfterIt() {
    let harness = TabHarness()
    let home = harness.tabs[tab: .home]
    home.routeTo(.list) { _ in home.routeTo(.detail(4)) }
    harness.tabs.overlay.routeTo(.edit) { _ in home.routeTo(.detail(3)) }
    _ = harness.takeEvents()
    harness.tabs.dismissAll()
    #expect(harness.tabs.state.selected.description == "root > push detail(3) > push detail(4)")
    #expect(
      harness.takeEvents() == [
        "over tabs: dismissed sheet edit (dismissedAll)",
        "home: dismissed push list (dismissedAll)",
        "home: routed push detail(3)", "home: routed push detail(4)",
      ])
  }

  @Test func aChangeAskedOfABatchWhileAnotherTabDeliversFollowsTheBatch() {
    let harness = TabHarness()
    let home = harness.tabs[tab: .home]
    let search = harness.tabs[tab: .search]
    search.routeTo(.list) { _ in home.routeTo(.detail(9)) }
    _ = harness.takeEvents()
    home.perform {
      home.routeTo(.list)
      search.pop()
    }
    #expect(home.state.description == "root > push list > push detail(9)")
    #expect(
      harness.takeEvents() == [
        "search: dismissed push list (popped)", "home: routed push list",
        "home: routed push detail(9)",
      ])
  }

  @Test func aBatchAskedFromAnotherTabsCallbackWaitsAsOneGroup() {
    let harness = TabHarness()
    let home = harness.tabs[tab: .home]
    let search = harness.tabs[tab: .search]
    search.routeTo(.list) { _ in
      home.perform {
        home.routeTo(.list)
        home.routeTo(.detail(2))
      }
    }
    search.pop()
    #expect(home.state.description == "root > push list > push detail(2)")
  }

  @Test func selectingATabTheContainerDoesNotHaveAddsIt() {
    let harness = TabHarness(tabs: [.home], selected: .home)
    #expect(!harness.tabs.tabs.contains(.profile))
    #expect(harness.tabs.select(.profile) == .applied)
    harness.tabs[tab: .profile].routeTo(.list)
    #expect(harness.tabs.tabs == [.home, .profile])
    #expect(harness.text == "home: root · [profile] root > push list")
    #expect(harness.takeEvents() == ["tab selected: home → profile", "profile: routed push list"])
  }

  @Test func aNewContainerFromAStateWithSharedIdsRenewsTheLaterOnes() {
    let one = RouteID(rawValue: 1)
    let stack = NavigationState<CoreScreen, CoreAlert>(
      routes: [Route(id: one, screen: .list, presentation: .push)],
      alerts: [
        PresentedAlert(
          id: AlertID(rawValue: 1), alert: .info, owner: one, title: "Saved", message: nil,
          buttons: [.cancel("OK")])
      ])
    let state = TabbedNavigationState<CoreTab, CoreScreen, CoreAlert>(
      tabs: [.home, .search], selected: .home, stacks: [.home: stack, .search: stack])
    let tabs = TabbedRouterEvents(state: state)
    #expect(throws: Never.self) { try tabs.state.validate() }
    #expect(tabs[tab: .home].state == stack)
    let renewed = tabs[tab: .search].state
    #expect(renewed.routes.map(\.id) == [RouteID(rawValue: 2)])
    #expect(renewed.alerts.map(\.owner) == [RouteID(rawValue: 2)])
    #expect(tabs.state.description == state.description)
    #expect(tabs.overlay.routeTo(.edit) == RouteID(rawValue: 3))
  }

  @Test func aContainerMendsTabsItCannotHold() {
    let state = TabbedNavigationState<CoreTab, CoreScreen, CoreAlert>(
      tabs: [.home, .home], selected: .profile,
      stacks: [
        .search: NavigationState(routes: [
          Route(id: RouteID(rawValue: 4), screen: .list, presentation: .push)
        ])
      ])
    #expect(throws: NavigationStateError.self) { try state.validate() }
    let tabs = TabbedRouterEvents(state: state)
    #expect(tabs.tabs == [.home, .profile, .search])
    #expect(tabs.selectedTab == .profile)
    #expect(tabs[tab: .search].state.routes.map(\.screen) == [.list])
  }

  @Test func theEventStreamDeliversTaggedEventsInOrder() async {
    let harness = TabHarness()
    let stream = harness.tabs.events()
    harness.tabs.overlay.routeTo(.edit)
    harness.tabs.select(.search)
    harness.tabs.overlay.dismiss()
    var received: [String] = []
    for await event in stream {
      received.append("\(event)")
      if received.count == 3 { break }
    }
    #expect(
      received == [
        "over tabs: routed sheet edit", "tab selected: home → search",
        "over tabs: dismissed sheet edit (dismissed)",
      ])
  }
}
