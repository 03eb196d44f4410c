/// Ids that several machines hand out together, so a route or alert id is never used by two of
/// them nor reused: the child routers of a ``TabbedRouterEvents`` share one.
///
/// A machine without a source keeps its counters inline (the single router's path stays as it
/// was); a machine with one reserves from it.
@usableFromInline
final class NavigationIDSource {

  /// The next route id to hand out; every smaller one has been used or reserved.
  @usableFromInline var nextRouteID = 1
  /// The next alert id to hand out.
  @usableFromInline var nextAlertID = 1
  /// While a container restores its parts: a restored id at or above these (and unique) is kept
  /// even though another part's restore has already moved the counters past it. The container
  /// has checked, before it set them, that the ids it restores are unique across its parts and
  /// moved the counters past all of them.
  @usableFromInline var keepRestoredFrom: (route: Int, alert: Int)?

  init() {}

  /// Reserves a route id (one access to the counter).
  @inlinable func makeRouteID() -> RouteID {
    RouteID(rawValue: Self.advance(&nextRouteID))
  }

  /// Reserves an alert id (one access to the counter).
  @inlinable func makeAlertID() -> AlertID {
    AlertID(rawValue: Self.advance(&nextAlertID))
  }

  /// Returns `counter`, then moves it on.
  @inlinable static func advance(_ counter: inout Int) -> Int {
    defer { counter &+= 1 }
    return counter
  }
}
