import MVIRouter
import Testing

/// An object a closure captures, to see when the router lets go of the closure.
@MainActor
private final class Token {}

/// The operations whose cost the operation table (`callgrind.sh --ops`) found high: a route's
/// re-attached callbacks, a guard's handler and `setRoutes`. They take a cheaper path now; these
/// pin what an app sees of them: the closure replaced is let go and never called, the new one
/// is called once, and a change asked for during a delivery waits for it.
@MainActor
@Suite struct ReplacedClosuresTests {
  @Test func reattachingReleasesTheReplacedCallbackAndOnlyTheNewOneHearsTheDismissal() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    var heard: [String] = []
    weak var old: Token?
    let id: RouteID
    do {
      let token = Token()
      old = token
      id = routerEvents.routeTo(.edit, as: .sheet) { _ in
        _ = token
        heard.append("old")
      }
    }
    #expect(old != nil)
    #expect(routerEvents.reattach(route: id) { heard.append("new \($0)") })
    #expect(old == nil)
    routerEvents.dismiss()
    #expect(heard == ["new dismissed"])
  }

  @Test func aGuardsReplacedHandlerIsReleasedAndOnlyTheNewOneHearsTheVeto() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    routerEvents.routeTo(.edit, as: .sheet)
    let route = routerEvents.context(for: routerEvents.state.routes.last!)
    var heard: [String] = []
    weak var old: Token?
    do {
      let token = Token()
      old = token
      #expect(
        route.guardDismissal(.veto) { _ in
          _ = token
          heard.append("old")
        })
    }
    #expect(old != nil)
    #expect(route.guardDismissal(.veto) { heard.append("new \($0)") })
    #expect(old == nil)
    #expect(routerEvents.dismiss() != .applied)
    #expect(heard.count == 1 && heard[0].hasPrefix("new "))
    #expect(route.guardDismissal(.allow))
    #expect(routerEvents.dismiss() == .applied)
    #expect(routerEvents.state.routes.isEmpty)
  }

  @Test func aGuardAndACallbackForARouteAskedInTheSameDeliveryWaitForIt() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    var heard: [String] = []
    var asked: RouteID?
    let subscription = routerEvents.observe { event in
      guard case .routed(let route) = event, route.screen == .list else { return }
      let id = routerEvents.routeTo(.edit, as: .sheet) { _ in heard.append("old") }
      asked = id
      // Asked for during this delivery: both wait behind the route, and are applied once it is.
      #expect(routerEvents.reattach(route: id) { heard.append("new \($0)") })
    }
    defer { subscription.cancel() }
    routerEvents.routeTo(.list, as: .push)
    #expect(routerEvents.state.routes.map(\.id).last == asked)
    routerEvents.dismiss()
    #expect(heard == ["new dismissed"])
  }

  @Test func setRoutesAskedForDuringADeliveryIsQueuedThenApplied() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    var outcomes: [RouterOutcome] = []
    let subscription = routerEvents.observe { event in
      guard case .routed(let route) = event, route.screen == .settings else { return }
      outcomes.append(routerEvents.setRoutes([.push(.list), .push(.detail(2))]))
    }
    defer { subscription.cancel() }
    routerEvents.routeTo(.settings, as: .fullScreenCover)
    #expect(outcomes == [.queued])
    #expect(routerEvents.state.routes.map(\.screen) == [.list, .detail(2)])
    #expect(routerEvents.setRoutes([]) == .applied)
    #expect(routerEvents.state.routes.isEmpty)
  }
}
