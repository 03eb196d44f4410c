@testable import MVIRouter

/// A router of the tests' own that passes every requirement on to a ``RouterEvents``: an
/// operation called on it builds a `RouterRequest`, which the router's `submit(_:)` carries out.
/// That is the path a `RouterEvents` held as `any RouterEventsProtocol` takes in an optimized
/// build; a debug build carries out a `RouterEvents`' operations directly wherever it is held.
@MainActor
final class ThroughRequests: RouterEventsProtocol {
  let router: RouterEvents<CoreScreen, CoreAlert>

  init(_ router: RouterEvents<CoreScreen, CoreAlert>) { self.router = router }

  var state: NavigationState<CoreScreen, CoreAlert> { router.state }

  func submit(_ request: RouterRequest) -> RouterOutcome { router.submit(request) }

  func makeID<Tag: NavigationIDTag>() -> NavigationID<Tag> { router.makeID() }

  func observe(_ observer: @escaping (RouterEvent<CoreScreen, CoreAlert>) -> Void)
    -> RouterSubscription
  { router.observe(observer) }

  func events() -> AsyncStream<RouterEvent<CoreScreen, CoreAlert>> { router.events() }

  func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    try router.perform(body)
  }
}
