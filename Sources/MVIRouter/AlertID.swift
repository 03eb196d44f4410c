/// The identity of one presented alert.
///
/// ```swift
/// let id = routerEvents.presentAlert(.defaultAlert(title: "Saved", message: nil))
/// print(routerEvents.state.visibleAlert?.id == id)
/// ```
///
/// Prints `true`.
public typealias AlertID = NavigationID<AlertTag>
