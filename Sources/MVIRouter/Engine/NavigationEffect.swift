/// One thing a router must do after the machine applied a request, in order, as a value (the
/// machine writes effects into a ``NavigationOutbox``, which stores them more compactly).
///
/// Each effect is also the event observers receive (see ``RouterEvent``). What a router does
/// beside telling observers:
/// - `dismissed`: call the router's `onScreenDismiss(type:reason:)` and the route's dismiss
///   callback (in the route's slot, which the machine moved into the outbox's calls with it);
/// - `result`: call the router's `onResult(_:of:presenter:)` and deliver the result to the
///   handler of the route dismissed just before;
/// - `alertResolved`: call the router's `onAlertAction(_:for:owner:)` and the alert's handler;
/// - `alertDismissed`: drop the alert's handler.
@usableFromInline
enum NavigationEffect<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Sendable
{
  case routed(Route<Screen>)
  case dismissed(Route<Screen>, DismissReason)
  /// A result for a route, with the route below it (its presenter; `nil` for the root).
  case result(Route<Screen>, RouteResult<any Sendable>, presenter: Route<Screen>?)
  case alertPresented(PresentedAlert<Alert>)
  /// An answer, with the route that owned the alert (`nil` for the root).
  case alertResolved(PresentedAlert<Alert>, RouterAlertButton<Alert.Action>, owner: Route<Screen>?)
  case alertDismissed(PresentedAlert<Alert>, DismissReason)
  case ignored(IgnoreReason)

  /// The effect's case.
  @usableFromInline enum Kind: UInt8, Sendable {
    case routed, dismissed, result, alertPresented, alertResolved, alertDismissed, ignored
  }

  /// The event observers receive.
  @inlinable var event: RouterEvent<Screen, Alert> {
    switch self {
    case .routed(let route): .routed(route)
    case .dismissed(let route, let reason): .dismissed(route, reason)
    case .result(let route, .value(let value), _): .result(route, .value(RouterResultValue(value)))
    case .result(let route, .cancelled(let reason), _): .result(route, .cancelled(reason))
    case .alertPresented(let alert): .alertPresented(alert)
    case .alertResolved(let alert, let button, _): .alertResolved(alert, button)
    case .alertDismissed(let alert, let reason): .alertDismissed(alert, reason)
    case .ignored(let reason): .ignored(reason)
    }
  }
}
