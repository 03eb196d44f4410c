/// The identity of one presented route, stable for as long as the route is presented.
///
/// Every `routeTo` returns the id of the route it creates, so a presenter can later dismiss
/// exactly that route, and the presented screen can finish it with a result.
///
/// ```swift
/// let id = routerEvents.routeTo(.edit, as: .sheet)
/// print(id)
/// routerEvents.dismiss(id)
/// ```
///
/// Prints `#1` in a new router.
public typealias RouteID = NavigationID<RouteTag>
