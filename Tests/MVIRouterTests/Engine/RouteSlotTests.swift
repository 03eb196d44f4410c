import MVIRouter
import Testing

/// What a router keeps of a presented route beside its value — its expected result type, its
/// guard and its closures — sits in one slot the machine pushes and moves out with the route.
/// These are the cases where the slot travels a path of its own: a quiet run of dismissals that
/// hands the whole stack over as it is (or stops doing so midway), and a route that waits for the
/// route guard, whose closures reach its slot only when it arrives.
@MainActor
@Suite struct RouteSlotTests {
  /// Pushes `list` (expecting an `Int`), `detail(1)` and `detail(2)` on a router that nothing
  /// observes, each logging its dismissal, `list` also its result.
  func quietStack(_ log: Log) -> RouterEvents<CoreScreen, CoreAlert> {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    router.routeTo(
      .list, as: .push, expecting: Int.self, onDismiss: { log.lines.append("list \($0)") },
      onResult: { log.lines.append("list result \($0)") })
    for screen in [CoreScreen.detail(1), .detail(2)] {
      router.routeTo(screen, as: .push) { log.lines.append("\(screen) \($0)") }
    }
    return router
  }

  @MainActor final class Log {
    var lines: [String] = []
  }

  @Test func aQuietRunThatMeetsAResultMovesTheSlotsTopMostFirst() {
    let log = Log()
    let router = quietStack(log)
    router.popToRoot()
    // The bottom route's result breaks the run: the slots above it move first, in order.
    #expect(
      log.lines == [
        "detail(2) poppedToRoot", "detail(1) poppedToRoot", "list poppedToRoot",
        "list result cancelled (poppedToRoot)",
      ])
    #expect("\(router.state)" == "root")
  }

  @Test func aQuietRunThatMeetsAnAlertMovesTheSlotsTopMostFirst() {
    let log = Log()
    let router = RouterEvents<CoreScreen, CoreAlert>()
    router.routeTo(.list, as: .push) { log.lines.append("list \($0)") }
    router.presentAlert(.delete)
    for screen in [CoreScreen.detail(1), .detail(2)] {
      router.routeTo(screen, as: .push) { log.lines.append("\(screen) \($0)") }
    }
    router.popToRoot()
    #expect(
      log.lines == ["detail(2) poppedToRoot", "detail(1) poppedToRoot", "list poppedToRoot"])
    #expect("\(router.state)" == "root")
  }

  @Test func dismissingTheBottomModalUnderPushesCallsEachRoutesOwnCallback() {
    let log = Log()
    let router = RouterEvents<CoreScreen, CoreAlert>()
    router.routeTo(.edit, as: .sheet) { log.lines.append("edit \($0)") }
    for screen in [CoreScreen.list, .detail(1)] {
      router.routeTo(screen, as: .push) { log.lines.append("\(screen) \($0)") }
    }
    // Two reasons, so two runs: the stack is not handed over as one.
    router.dismiss()
    #expect(
      log.lines == [
        "detail(1) ancestorDismissed", "list ancestorDismissed", "edit dismissed",
      ])
    router.routeTo(.edit, as: .sheet) { log.lines.append("edit again \($0)") }
    router.dismiss()
    #expect(log.lines.last == "edit again dismissed")
  }

  @Test func finishingTheOnlyRouteOfAQuietRouterDeliversTheValueToItsHandler() {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    var heard: [String] = []
    let list = router.routeTo(
      .list, as: .push, expecting: Int.self, onDismiss: { heard.append("\($0)") },
      onResult: { heard.append("result \($0)") })
    #expect(router.finish(list, with: 7) == .applied)
    #expect(heard == ["finished", "result 7"])
  }

  @Test func aRestoredRouteGivenAnExpectedTypeLaterIsCancelledByAQuietRun() throws {
    let source = RouterEvents<CoreScreen, CoreAlert>()
    source.routeTo(.list, as: .push)
    source.routeTo(.detail(1), as: .push)
    let router = RouterEvents<CoreScreen, CoreAlert>()
    #expect(try router.restore(from: source.savedState()) == .applied)
    // Restored routes arrive with empty slots; the presenter re-attaches and expects a value.
    var heard: [String] = []
    let list = try #require(router.state.routes.first?.id)
    #expect(router.reattach(route: list, expecting: Int.self) { heard.append("\($0)") })
    router.popToRoot()
    #expect(heard == ["cancelled (poppedToRoot)"])
  }

  @Test func aGuardHandlerSetWhileItsRouteWaitsForTheRouteGuardArrivesWithIt() throws {
    let gate = RouteGateRouter()
    gate.decide = { $0 == .picker ? .defer : .allow }
    let router = RouterEvents<CoreScreen, CoreAlert>(router: gate)
    var reasons: [DismissReason] = []
    let picker = router.routeTo(.picker) { reasons.append($0) }
    let arrival = try #require(router.deferredChange)
    var heard: [String] = []
    #expect(router.guardDismissal(of: picker, .veto) { heard.append("\($0)") })
    #expect(router.confirm(arrival) == .applied)
    #expect(router.dismissGuard(of: picker) == .veto)
    #expect(router.dismiss().isIgnored)
    #expect(heard.count == 1)
    #expect(heard.first?.contains("vetoed by the guard of route \(picker)") == true)
    // Allowed now: the route leaves with its request's dismiss callback.
    router.guardDismissal(of: picker, .allow)
    #expect(router.dismiss() == .applied)
    #expect(reasons == [.dismissed])
    #expect(heard.count == 1)
  }

  @Test func theGuardHandlerOfARouteThatNeverArrivesIsReleasedAfterItsTransaction() throws {
    let gate = RouteGateRouter()
    gate.decide = { $0 == .picker ? .defer : .allow }
    let router = RouterEvents<CoreScreen, CoreAlert>(router: gate)
    var log: [String] = []
    let picker = router.routeTo(.picker)
    let arrival = try #require(router.deferredChange)
    do {
      // Its release routes: it must run after the abandon's access to the router has ended.
      let probe = ReleaseProbe {
        log.append("released")
        router.routeTo(.list, as: .push)
      }
      router.guardDismissal(of: picker, .defer) { _ in withExtendedLifetime(probe) {} }
    }
    #expect(log.isEmpty)
    #expect(router.abandon(arrival) == .applied)
    #expect(log == ["released"])
    #expect("\(router.state)" == "root > push list")
  }
}
