import MVIRouter
import Testing

/// When every route of a router leaves in one run (a popToRoot of pushes on the root, a
/// `setRoutes([])`), the router hands its whole stack of closures to the delivery as it is, so
/// that nothing grows with the number of routes; the callbacks are called and released exactly as
/// when some routes stay: called top-most first, released bottom-most first, after the delivery.
@MainActor
@Suite struct LeavingStackTests {
  /// Pushes `list`, `detail(1)`, `detail(2)` on `router` (the first over a `sheet` when
  /// `overSheet`), each with a dismiss callback that logs it and captures a probe whose release
  /// logs it and routes again.
  func leave(
    overSheet: Bool, _ remove: (RouterEvents<CoreScreen, CoreAlert>) -> Void
  ) -> [String] {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    var log: [String] = []
    if overSheet { router.routeTo(.edit, as: .sheet) }
    for screen in [CoreScreen.list, .detail(1), .detail(2)] {
      let probe = ReleaseProbe {
        log.append("released \(screen)")
        router.routeTo(.picker, as: .push)
      }
      router.routeTo(screen, as: .push) { reason in
        withExtendedLifetime(probe) { log.append("\(screen) \(reason)") }
      }
    }
    remove(router)
    log.append("after: \(router.state)")
    return log
  }

  @Test func theWholeStackLeavingIsCalledAndReleasedAsARunThatLeavesSomeRoutes() {
    let whole = leave(overSheet: false) { $0.popToRoot() }
    let part = leave(overSheet: true) { $0.popToRoot() }
    let expected = [
      "detail(2) poppedToRoot", "detail(1) poppedToRoot", "list poppedToRoot",
      "released list", "released detail(1)", "released detail(2)",
    ]
    #expect(Array(whole.dropLast()) == expected)
    #expect(Array(part.dropLast()) == expected)
    // The deinits' routes arrive after the popToRoot, in the order the probes were released.
    #expect(whole.last == "after: root > push picker > push picker > push picker")
    #expect(part.last == "after: root > sheet edit > push picker > push picker > push picker")
  }

  @Test func replacingEveryRouteCallsAndReleasesThemAsAPopToRootDoes() {
    let log = leave(overSheet: false) { $0.setRoutes([], reason: .replaced) }
    #expect(
      log == [
        "detail(2) replaced", "detail(1) replaced", "list replaced",
        "released list", "released detail(1)", "released detail(2)",
        "after: root > push picker > push picker > push picker",
      ])
  }
}
