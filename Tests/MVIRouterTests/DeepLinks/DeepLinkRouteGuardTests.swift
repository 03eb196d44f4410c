import MVIRouter
import Testing

/// Opening a link asks the router's route guard for each route it would present, bottom-up,
/// with the veto and defer of `routeTo`: the first route stopped stops the link there.
@Suite @MainActor struct DeepLinkRouteGuardTests {
  let gate = RouteGateRouter()
  let routerEvents: RouterEvents<CoreScreen, CoreAlert>
  let recorder = RouteGuardTests.EventRecorder()
  let subscription: RouterSubscription

  init() {
    routerEvents = RouterEvents(router: gate)
    subscription = routerEvents.observe { [recorder] event in recorder.events.append("\(event)") }
  }

  @Test func aLinkAsksTheRouteGuardForEachRouteItWouldPresentOnly() throws {
    routerEvents.routeTo(.list)
    gate.asked = []
    _ = recorder.take()
    #expect(try routerEvents.open("shop://items/3/edit", using: coreLinks) == .applied)
    // `push list` is kept: it is not presented, so not asked about.
    #expect(gate.asked == ["push detail(3)", "sheet edit"])
    #expect("\(routerEvents.state)" == "root > push list > push detail(3) > sheet edit")
  }

  @Test func aVetoStopsThatRouteAndWhatFollowsAndTheRoutesBeforeItStay() throws {
    gate.decide = { $0 == .detail(3) ? .veto : .allow }
    routerEvents.routeTo(.picker)
    _ = recorder.take()
    #expect(try routerEvents.open("shop://items/3/edit", using: coreLinks) == .applied)
    #expect(gate.asked == ["sheet picker", "push list", "push detail(3)"])
    #expect("\(routerEvents.state)" == "root > push list")
    #expect(
      recorder.take() == [
        "dismissed sheet picker (deepLink)", "routed push list",
        "ignored: routeTo(push detail(3)): vetoed by the router's route guard",
      ])
    #expect(routerEvents.deferredChange == nil)
  }

  @Test func aLinkStoppedAtItsFirstNewRouteStillRemovesTheRoutesItDoesNotShare() throws {
    gate.decide = { $0 == .list ? .veto : .allow }
    routerEvents.routeTo(.picker)
    _ = recorder.take()
    #expect(try routerEvents.open("shop://items/3", using: coreLinks) == .applied)
    #expect("\(routerEvents.state)" == "root")
    #expect(
      recorder.take() == [
        "dismissed sheet picker (deepLink)",
        "ignored: routeTo(push list): vetoed by the router's route guard",
      ])
  }

  @Test func aLinkWhoseFirstNewRouteIsVetoedAndThatRemovesNothingIsIgnored() throws {
    gate.decide = { $0 == .edit ? .veto : .allow }
    try routerEvents.open("shop://items/3", using: coreLinks)
    let outcome = try routerEvents.open("shop://items/3/edit", using: coreLinks)
    guard case .ignored(.vetoed(.routeTo(.sheet, screen: "edit"), _)) = outcome else {
      Issue.record("expected a veto, got \(outcome)")
      return
    }
    #expect("\(routerEvents.state)" == "root > push list > push detail(3)")
  }

  @Test func aDeferralWaitsAndConfirmingItOpensTheRestOfTheLinkAskingAgainForWhatFollows() throws {
    var signedIn = false
    gate.decide = { screen in
      switch screen {
      case .detail: signedIn ? .allow : .defer
      case .edit: signedIn ? .allow : .veto
      default: .allow
      }
    }
    #expect(try routerEvents.open("shop://items/3/edit", using: coreLinks) == .applied)
    #expect("\(routerEvents.state)" == "root > push list")
    let change = try #require(routerEvents.deferredChange)
    #expect("\(change)" == "routeTo(push detail(3)) deferred by the router's route guard")
    signedIn = true
    gate.asked = []
    _ = recorder.take()
    #expect(routerEvents.confirm(change) == .applied)
    // The confirmed route is not asked again; the one after it is.
    #expect(gate.asked == ["sheet edit"])
    #expect("\(routerEvents.state)" == "root > push list > push detail(3) > sheet edit")
    #expect(routerEvents.state.routes[1].id == change.route)
    #expect(recorder.take() == ["routed push detail(3)", "routed sheet edit"])
  }

  @Test func abandoningADeferredLinkLeavesTheRoutesBeforeIt() throws {
    gate.decide = { $0 == .edit ? .defer : .allow }
    try routerEvents.open("shop://items/3/edit", using: coreLinks)
    let change = try #require(routerEvents.deferredChange)
    #expect(routerEvents.abandon(change) == .applied)
    #expect("\(routerEvents.state)" == "root > push list > push detail(3)")
    #expect(
      routerEvents.confirm(change) == .ignored(.noDeferredChange(.confirmDeferred(change.id))))
  }

  @Test func aLinkQueuedDuringDeliveryAsksWhenItsTurnComes() throws {
    var signedIn = false
    gate.decide = { $0 == .detail(3) && !signedIn ? .veto : .allow }
    routerEvents.routeTo(.picker) { _ in
      _ = try? self.routerEvents.open("shop://items/3", using: coreLinks)
      signedIn = true
    }
    routerEvents.dismiss()
    #expect(gate.asked == ["sheet picker", "push list", "push detail(3)"])
    #expect("\(routerEvents.state)" == "root > push list > push detail(3)")
  }

  @Test func aTabbedLinkAsksTheTabsRouteGuard() throws {
    let tabs = TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>(
      tabs: [.home, .search], selected: .search, router: gate)
    gate.decide = { $0 == .detail(2) ? .veto : .allow }
    #expect(try tabs.open("shop://home/items/2", using: TabbedDeepLinkMapTests.links) == .applied)
    #expect(gate.asked == ["push list", "push detail(2)"])
    #expect("\(tabs.state)" == "[home] root > push list · search: root")
    #expect(
      try tabs.open("shop://home/items/2", using: TabbedDeepLinkMapTests.links)
        == .ignored(.vetoed(.routeTo(.push, screen: "detail(2)"), route: RouteID(rawValue: 3))))
  }
}
