/// One thing a router must do after the machine applied a request, in order, as a value (the
/// machine writes effects into a ``NavigationOutbox``, which stores them more compactly).
///
/// Each effect is also the event observers receive (see ``RouterEvent``). What a router does
/// beside telling observers:
/// - `dismissed`: call the router's `onScreenDismiss(type:reason:)` and the route's dismiss
///   callback (the top entry of the router's handler stack, which mirrors the routes);
/// - `result`: deliver the result to the handler of the route dismissed just before;
/// - `alertResolved`: call the router's `onAlertAction(_:for:)` and the alert's handler;
/// - `alertDismissed`: drop the alert's handler.
@usableFromInline
package enum NavigationEffect<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Sendable
{
  case routed(Route<Screen>)
  case dismissed(Route<Screen>, DismissReason)
  case result(Route<Screen>, RouteResult<any Sendable>)
  case alertPresented(PresentedAlert<Alert>)
  case alertResolved(PresentedAlert<Alert>, RouterAlertAction)
  case alertDismissed(PresentedAlert<Alert>, DismissReason)
  case ignored(IgnoreReason)

  /// The effect's case.
  @usableFromInline package enum Kind: UInt8, Sendable {
    case routed, dismissed, result, alertPresented, alertResolved, alertDismissed, ignored
  }

  /// The event observers receive.
  @inlinable package var event: RouterEvent<Screen, Alert> {
    switch self {
    case .routed(let route): .routed(route)
    case .dismissed(let route, let reason): .dismissed(route, reason)
    case .result(let route, .value(let value)): .result(route, .value(PlainText.describe(value)))
    case .result(let route, .cancelled(let reason)): .result(route, .cancelled(reason))
    case .alertPresented(let alert): .alertPresented(alert)
    case .alertResolved(let alert, let action): .alertResolved(alert, action)
    case .alertDismissed(let alert, let reason): .alertDismissed(alert, reason)
    case .ignored(let reason): .ignored(reason)
    }
  }
}
