/// A request to a ``RouterEvents`` with the closures that came with it, as it waits in the
/// queue of changes requested during delivery.
@MainActor
@usableFromInline
struct Submission<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  @usableFromInline var request: NavigationRequest<Screen, Alert>
  @usableFromInline var onDismiss: ((DismissReason) -> Void)?
  @usableFromInline var onResult: ((RouteResult<any Sendable>) -> Void)?
  @usableFromInline var onAction: AlertHandler<Alert.Action>?
  /// Whether it is the last of a group applied as one transaction (a `perform` batch).
  @usableFromInline var endsGroup = true
  /// The guard handler of a queued `guardRoute` request.
  @usableFromInline var onGuard: ((GuardedChange) -> Void)?

  @inlinable init(
    _ request: NavigationRequest<Screen, Alert>, onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: ((RouteResult<any Sendable>) -> Void)? = nil,
    onAction: AlertHandler<Alert.Action>? = nil
  ) {
    self.request = request
    self.onDismiss = onDismiss
    self.onResult = onResult
    self.onAction = onAction
  }
}

/// Changes a router hands to its group's queue, held until their turn comes and then moved
/// into the router's own queue: the group's closure keeps nothing of the app's once it has run,
/// so the changes' closures leave when the router's delivery lets them leave (a route request
/// the route guard vetoes releases its callback within the delivery), not when the group
/// releases its closure.
@MainActor
@usableFromInline
final class WaitingSubmissions<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  @usableFromInline var submissions: [Submission<Screen, Alert>?]

  @inlinable init(_ submissions: [Submission<Screen, Alert>?]) {
    self.submissions = submissions
  }

  /// The changes, moved out.
  @inlinable func take() -> [Submission<Screen, Alert>?] {
    defer { submissions = [] }
    return submissions
  }
}
