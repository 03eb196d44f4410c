/// One change requested of a router, as the pure machine applies it.
///
/// Ids of new routes and alerts are chosen when the change is requested, so an operation queued
/// during event delivery can still return its id at once.
@usableFromInline
package enum NavigationCommand<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
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

  case present(Route<Screen>)
  case presentAlert(PresentedAlert<Alert>, AlertOwner)
  case dismissTopModal
  case dismissRoute(RouteID, DismissReason)
  case pop
  case popToRoot
  case popTo(RouteID)
  case dismissAll
  case goBack(DismissReason?)
  case setRoutes([RouteStep<Screen>], DismissReason)
  /// Replaces every route and alert with a saved state's.
  case restore(NavigationState<Screen, Alert>)
  case resolveAlert(RouterAlertAction)
  case cancelAlert
}
