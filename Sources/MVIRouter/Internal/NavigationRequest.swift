/// One change asked of a router, as the pure machine applies it.
///
/// A request names what the caller wants, never what it found at call time: the machine decides
/// against the state at the moment it applies the request (`popToScreen` finds the screen then,
/// `userBack` chooses between the alert and the route then, `finish` checks the result type then).
///
/// The large payloads are `indirect`, so the requests that wait in a router's queue (mostly
/// `present` and the removals) stay small.
@usableFromInline
package enum NavigationRequest<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Sendable
{
  /// Where a new alert belongs.
  @usableFromInline package enum AlertOwner: Sendable, Hashable {
    /// The top-most route when the alert is applied (the root if none).
    case topRoute
    /// The root: the alert leaves only when resolved.
    case root
    /// This route; the alert is ignored if the route is not presented.
    case route(RouteID)
  }

  /// Presents a route whose id the machine reserved; `resultType` when the presenter expects a
  /// result.
  case present(Route<Screen>, resultType: ResultType?)
  /// Presents an alert whose id the machine reserved.
  indirect case presentAlert(PresentedAlert<Alert>, AlertOwner)
  case dismissTopModal
  case dismissRoute(RouteID, DismissReason)
  case pop
  case popToRoot
  case popToRoute(RouteID)
  /// Pops to the top-most route showing the screen, found when applied.
  case popToScreen(Screen)
  case dismissAll
  case goBack(DismissReason?)
  /// The user went back: cancels the visible alert if there is one, else removes the top route.
  case userBack
  indirect case setRoutes([RouteStep<Screen>], DismissReason)
  /// Replaces every route and alert with a saved state's; ids this router has used are renewed.
  indirect case restore(NavigationState<Screen, Alert>)
  indirect case resolveAlert(RouterAlertAction)
  case cancelAlert
  /// Finishes a route with a value; the route's expected result type is checked when applied.
  indirect case finish(RouteID, value: any Sendable)
  /// An operation of a scoped router, confined to the routes and alerts of its scope.
  indirect case scoped(ScopedOperation<Screen, Alert>, RouteScope<Screen, Alert>)
}
