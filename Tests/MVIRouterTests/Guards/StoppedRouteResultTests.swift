import MVIRouter
import Testing

/// A route the route guard stops never arrives, yet its presenter asked for a result: the
/// machine reports `.cancelled(.vetoed)` as an ordinary result, so the handler, the policy's
/// `onResult` and the observers hear it once, in that order, naming the route.
@MainActor
@Suite struct StoppedRouteResultTests {
  /// Records the route guard's questions and every hook call, in one log with the observers.
  @MainActor final class Gate: RouterPolicy {
    typealias Alert = CoreAlert
    var decide: (CoreScreen) -> GuardDecision = { _ in .allow }
    var log: [String] = []

    func getRouteDecision(for type: CoreScreen, as presentation: RouterScreenPresentationType)
      -> GuardDecision
    { decide(type) }

    func onResult(
      _ result: RouteResult<RouterResultValue>, of route: Route<CoreScreen>,
      presenter: Route<CoreScreen>?
    ) {
      log.append("hook \(route.screen) \(result)")
    }
  }

  @Test func aVetoedRouteResultIsHeardByItsHandlerTheHookAndTheObserversInOrder() {
    let gate = Gate()
    gate.decide = { $0 == .picker ? .veto : .allow }
    let router = RouterEvents(router: gate)
    let subscription = router.observe { event in
      if case .result = event { gate.log.append("observer \(event)") }
    }
    let id = router.routeTo(.picker, expecting: Int.self) { gate.log.append("handler \($0)") }
    #expect(
      gate.log == [
        "hook picker cancelled (vetoed)", "handler cancelled (vetoed)",
        "observer result sheet picker: cancelled (vetoed)",
      ])
    #expect(router.state.route(id) == nil)
    _ = subscription
  }

  @Test func anAbandonedDeferredRouteResultIsHeardByItsHandlerTheHookAndTheObservers() throws {
    let gate = Gate()
    gate.decide = { $0 == .picker ? .defer : .allow }
    let router = RouterEvents(router: gate)
    let subscription = router.observe { event in
      if case .result = event { gate.log.append("observer \(event)") }
    }
    router.routeTo(.picker, expecting: Int.self) { gate.log.append("handler \($0)") }
    #expect(gate.log.isEmpty)
    router.abandon(try #require(router.deferredChange))
    #expect(
      gate.log == [
        "hook picker cancelled (vetoed)", "handler cancelled (vetoed)",
        "observer result sheet picker: cancelled (vetoed)",
      ])
    _ = subscription
  }

  @Test func aWaitingRouteReplacedByAnotherDeferralIsHeardOnce() throws {
    let gate = Gate()
    gate.decide = { _ in .defer }
    let router = RouterEvents(router: gate)
    router.routeTo(.picker, expecting: Int.self) { gate.log.append("handler \($0)") }
    router.routeTo(.edit)
    #expect(gate.log == ["hook picker cancelled (vetoed)", "handler cancelled (vetoed)"])
    router.abandon(try #require(router.deferredChange))
    #expect(gate.log == ["hook picker cancelled (vetoed)", "handler cancelled (vetoed)"])
  }
}
