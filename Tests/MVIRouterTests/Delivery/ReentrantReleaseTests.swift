import MVIRouter
import Testing

/// Calls out of the router — a callback, an observer, a stream's end, and the release of a
/// closure, which may run a deinit — may re-enter it in any way. Each of these crashed, or would
/// have trapped with exclusivity enforced, before the router's state became one value that no
/// call out overlaps.
@MainActor
@Suite struct ReentrantReleaseTests {
  /// Holds a subscription, as an object that observes does.
  @MainActor final class Owner {
    var subscription: RouterSubscription?
  }

  @Test func cancellingOneSubscriptionToBreakACycleCancelsTheOtherInItsDeinit() {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    var heard: [String] = []
    var owner: Owner? = Owner()
    owner!.subscription = router.observe { event in heard.append("inner \(event)") }
    let outer = router.observe { [owner] event in
      _ = owner
      heard.append("outer \(event)")
    }
    owner = nil
    // Releasing the outer closure releases the owner, whose deinit cancels the inner one.
    outer.cancel()
    router.routeTo(.detail(1), as: .push)
    #expect(heard.isEmpty)
    #expect(router.state.description == "root > push detail(1)")
  }

  @Test func aSubscriptionReleasedWhileItsRouterDeliversHearsNothingMore() {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    var heard: [String] = []
    var second: RouterSubscription?
    let first = router.observe { event in
      heard.append("first \(event)")
      second = nil
    }
    second = router.observe { event in heard.append("second \(event)") }
    router.routeTo(.detail(1), as: .push)
    router.pop()
    #expect(
      heard == [
        "first routed push detail(1)", "first dismissed push detail(1) (popped)",
      ])
    #expect(second == nil)
    _ = first
  }

  @Test func aTabContainersSubscriptionCancelledFromADeinitLeavesTheOthersWorking() {
    let tabs = TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>(
      tabs: CoreTab.allTabs, selected: .home)
    var heard: [String] = []
    var owner: Owner? = Owner()
    owner!.subscription = tabs.observe { _ in heard.append("inner") }
    let outer = tabs.observe { [owner] _ in _ = owner }
    let kept = tabs.observe { event in heard.append("kept \(event)") }
    owner = nil
    outer.cancel()
    tabs[tab: .home].routeTo(.detail(1), as: .push)
    #expect(heard == ["kept home: routed push detail(1)"])
    _ = kept
  }

  @Test func aDismissCallbackWhoseReleaseRoutesAppliesTheRouteAfterTheDismissal() {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    var log: [String] = []
    var token: ReleaseProbe? = ReleaseProbe {
      log.append("released")
      router.routeTo(.settings, as: .fullScreenCover)
    }
    router.routeTo(.edit, as: .sheet) { [token] reason in
      _ = token
      log.append("edit \(reason)")
    }
    token = nil
    router.dismiss()
    #expect(log == ["edit dismissed", "released"])
    #expect(router.state.description == "root > fullScreenCover settings")
  }

  /// Found by the scoped model-based run: the dismiss callback of a queued request that the
  /// route guard vetoed was released as the request was applied, before its transaction was
  /// delivered — so a deinit it ran spoke before the result handler, and an observer it added
  /// heard that transaction.
  @Test func aQueuedRouteTheRouteGuardVetoesReleasesItsCallbackAfterItsTransaction() {
    let gate = RouteGateRouter()
    gate.decide = { $0 == .edit ? .veto : .allow }
    let router = RouterEvents(router: gate)
    var log: [String] = []
    var late: [String] = []
    var lateSubscription: RouterSubscription?
    router.routeTo(.detail(1), as: .push) { _ in
      let token = ReleaseProbe {
        log.append("released")
        lateSubscription = router.observe { late.append("\($0)") }
      }
      router.routeTo(
        .edit, as: .sheet, expecting: Int.self, onDismiss: { [token] _ in _ = token },
        onResult: { log.append("result \($0)") })
    }
    router.pop()
    #expect(log == ["result cancelled (vetoed)", "released"])
    #expect(late.isEmpty)
    #expect(router.state.description == "root")
    _ = lateSubscription
  }

  @Test func handlersReleasedByAPopToRootMayCancelSubscriptionsAndRoute() {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    var heard: [String] = []
    let subscription = router.observe { event in heard.append("\(event)") }
    var tokens: [ReleaseProbe?] = []
    for index in 1...3 {
      tokens.append(
        ReleaseProbe {
          if index == 2 { subscription.cancel() }
          if index == 3 { router.routeTo(.detail(99), as: .push) }
        })
    }
    for index in 1...3 {
      router.routeTo(.detail(index), as: .push) { [token = tokens[index - 1]] _ in _ = token }
    }
    tokens.removeAll()
    heard.removeAll()
    router.popToRoot()
    #expect(router.state.description == "root > push detail(99)")
    #expect(
      heard == [
        "dismissed push detail(3) (poppedToRoot)", "dismissed push detail(2) (poppedToRoot)",
        "dismissed push detail(1) (poppedToRoot)",
      ])
  }

  @Test func anObserverReleasedByItsCancelMayRouteFromItsDeinit() {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    var token: ReleaseProbe? = ReleaseProbe { router.routeTo(.detail(7), as: .push) }
    let subscription = router.observe { [token] _ in _ = token }
    token = nil
    subscription.cancel()
    #expect(router.state.description == "root > push detail(7)")
  }

  @Test func anAlertHandlerReleasedByItsAnswerMayPresentAnotherAlert() {
    let router = RouterEvents<CoreScreen, CoreAlert>(router: CoreRouter())
    var token: ReleaseProbe? = ReleaseProbe { router.presentAlert(.info) }
    router.presentAlert(.delete, onAction: { [token] _ in _ = token })
    token = nil
    router.userDidGoBack()
    #expect(router.state.visibleAlert?.alert == .info)
  }

  /// An alert's handler is kept by the machine beside its alert and leaves with it: when its
  /// owner route leaves, when the alert's presentation is refused, and when it is replaced by
  /// `reattach`, its release may route (it runs after the router's access).
  @Test func anAlertHandlerLeavingWithItsOwnerMayRouteFromItsRelease() {
    let router = RouterEvents<CoreScreen, CoreAlert>(router: CoreRouter())
    var log: [String] = []
    var token: ReleaseProbe? = ReleaseProbe {
      log.append("released")
      router.routeTo(.settings, as: .fullScreenCover)
    }
    router.routeTo(.edit, as: .sheet) { reason in log.append("edit \(reason)") }
    router.presentAlert(.delete, onAction: { [token] _ in _ = token })
    token = nil
    router.dismiss()
    #expect(log == ["edit dismissed", "released"])
    #expect(router.state.description == "root > fullScreenCover settings")
  }

  @Test func aRefusedAlertsHandlerAndAReplacedOneMayRouteFromTheirRelease() {
    let router = RouterEvents<CoreScreen, CoreAlert>(router: CoreRouter())
    var token: ReleaseProbe? = ReleaseProbe { router.routeTo(.detail(1), as: .push) }
    router.presentAlert(
      .delete, owner: .route(RouteID(rawValue: 99)), onAction: { [token] _ in _ = token })
    token = nil
    #expect(router.state.description == "root > push detail(1)")
    var replaced: ReleaseProbe? = ReleaseProbe { router.routeTo(.detail(2), as: .push) }
    var heard: [String] = []
    let id = router.presentAlert(.info, onAction: { [replaced] _ in _ = replaced })
    replaced = nil
    #expect(router.reattach(alert: id, onAction: { heard.append("\($0)") }))
    #expect(router.state.routes.map(\.screen) == [.detail(1), .detail(2)])
    router.resolveAlert(router.state.visibleAlert!.buttons[0].action!)
    #expect(heard.count == 1)
  }

  @Test func aStreamDroppedFromAnObserverEndsAndTheRouterGoesOn() async {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    var stream: AsyncStream<RouterEvent<CoreScreen, CoreAlert>>? = router.events()
    var heard: [String] = []
    let subscription = router.observe { event in
      heard.append("\(event)")
      stream = nil
    }
    router.routeTo(.detail(1), as: .push)
    router.pop()
    #expect(stream == nil)
    #expect(heard.count == 2)
    // The stream's end reaches the router on the main actor; routing goes on meanwhile.
    await Task.yield()
    router.routeTo(.detail(2), as: .push)
    #expect(router.state.description == "root > push detail(2)")
    _ = subscription
  }
}
