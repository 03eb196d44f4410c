/// Where an app is: the routes presented over the root, and the alerts.
///
/// The state is a value: compare it, print it, save it, restore it. `routes` are in order from
/// the bottom: a `push` belongs to the navigation stack of the nearest modal below it, or of the
/// root. The first of `alerts` is visible; the rest wait in order.
///
/// ```swift
/// router.routeTo(.detail(id: 3), as: .push)
/// router.routeTo(.edit, as: .sheet)
/// router.presentAlert(.delete)
/// print(router.state)
/// ```
///
/// Prints `root > push detail(id: 3) > sheet edit | alert delete[Delete, Cancel]`.
public struct NavigationState<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Hashable, Sendable
{
  /// The presented routes, from the bottom up.
  public var routes: [Route<Screen>]
  /// The alerts: the first is visible, the rest wait in FIFO order.
  public var alerts: [PresentedAlert<Alert>]

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - routes: The presented routes, from the bottom up.
  ///   - alerts: The alerts; the first is visible.
  public init(routes: [Route<Screen>] = [], alerts: [PresentedAlert<Alert>] = []) {
    self.routes = routes
    self.alerts = alerts
  }

  /// The alert on screen, if any.
  public var visibleAlert: PresentedAlert<Alert>? { alerts.first }

  /// The alerts waiting behind the visible one, in the order they will show.
  public var queuedAlerts: ArraySlice<PresentedAlert<Alert>> { alerts.dropFirst() }

  /// The top-most route, if any.
  public var topRoute: Route<Screen>? { routes.last }

  /// The index in `routes` of the top-most modal (`sheet` or `fullScreenCover`), if any.
  public var topModalIndex: Int? { routes.lastIndex { $0.presentation.isModal } }

  /// The routes of the top layer: the top-most modal and the pushes on it, or the pushes on the
  /// root when nothing modal is presented.
  public var topLayer: ArraySlice<Route<Screen>> { routes[(topModalIndex ?? 0)...] }

  /// The pushes on the top layer's navigation stack.
  public var topStackPushes: ArraySlice<Route<Screen>> {
    routes[((topModalIndex).map { $0 + 1 } ?? 0)...]
  }

  /// The index of the route with this id, if it is presented.
  ///
  /// - Parameter id: The route's id.
  public func index(of id: RouteID) -> Int? { routes.firstIndex { $0.id == id } }

  /// The route with this id, if it is presented.
  ///
  /// - Parameter id: The route's id.
  public func route(_ id: RouteID) -> Route<Screen>? { index(of: id).map { routes[$0] } }
}
