/// A request to a ``RouterEvents`` with the closures that came with it, as it waits in the
/// queue of changes requested during delivery.
@MainActor
@usableFromInline
struct Submission<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  @usableFromInline var request: NavigationRequest<Screen, Alert>
  @usableFromInline var onDismiss: ((DismissReason) -> Void)?
  @usableFromInline var onResult: ((RouteResult<any Sendable>) -> Void)?
  @usableFromInline var onAction: ((RouterAlertAction) -> Void)?
  /// Whether it is the last of a group applied as one transaction (a `perform` batch).
  @usableFromInline var endsGroup = true

  @inlinable init(
    _ request: NavigationRequest<Screen, Alert>, onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: ((RouteResult<any Sendable>) -> Void)? = nil,
    onAction: ((RouterAlertAction) -> Void)? = nil
  ) {
    self.request = request
    self.onDismiss = onDismiss
    self.onResult = onResult
    self.onAction = onAction
  }
}

/// An effect the machine produced, with the closure it calls.
@MainActor
@usableFromInline
struct Delivery<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  @usableFromInline var effect: NavigationEffect<Screen, Alert>
  @usableFromInline var onDismiss: ((DismissReason) -> Void)?
  @usableFromInline var onResult: ((RouteResult<any Sendable>) -> Void)?
  @usableFromInline var onAction: ((RouterAlertAction) -> Void)?

  @inlinable init(
    _ effect: NavigationEffect<Screen, Alert>, onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: ((RouteResult<any Sendable>) -> Void)? = nil,
    onAction: ((RouterAlertAction) -> Void)? = nil
  ) {
    self.effect = effect
    self.onDismiss = onDismiss
    self.onResult = onResult
    self.onAction = onAction
  }
}
