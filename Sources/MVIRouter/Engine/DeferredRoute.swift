/// A route request the router's route guard deferred: its closures, kept by ``RouterEvents``
/// until the deferral is confirmed (they go to the route) or dropped.
@usableFromInline
struct DeferredRoute {
  /// The deferral's id (``GuardedChange/id``).
  @usableFromInline var deferral: Int
  /// The id the route gets when it is confirmed.
  @usableFromInline var route: RouteID
  @usableFromInline var onDismiss: ((DismissReason) -> Void)?
  @usableFromInline var onResult: ((RouteResult<any Sendable>) -> Void)?
  /// A guard handler set for the route while it waits; it goes to the route's slot with the
  /// other closures.
  @usableFromInline var onGuard: ((GuardedChange) -> Void)?

  @inlinable init(
    deferral: Int, route: RouteID, onDismiss: ((DismissReason) -> Void)?,
    onResult: ((RouteResult<any Sendable>) -> Void)?
  ) {
    self.deferral = deferral
    self.route = route
    self.onDismiss = onDismiss
    self.onResult = onResult
  }
}
