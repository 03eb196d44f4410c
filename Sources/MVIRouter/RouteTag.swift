/// The tag of ``RouteID``: an id that names a presented route, printed `#` and its number.
///
/// ```swift
/// print(NavigationID<RouteTag>(rawValue: 3))
/// ```
///
/// Prints `#3`.
public enum RouteTag: NavigationIDTag {
  /// `#`.
  public static var mark: String { "#" }
}
