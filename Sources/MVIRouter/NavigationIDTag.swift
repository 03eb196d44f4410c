/// The kind of presentation a ``NavigationID`` names; it only keeps the kinds apart.
///
/// The library has two: ``RouteTag`` (ids print as `#3`) and ``AlertTag`` (ids print as `!2`).
///
/// ```swift
/// print(RouteTag.mark, AlertTag.mark)
/// ```
///
/// Prints `# !`.
public protocol NavigationIDTag: Sendable {
  /// What an id of this kind prints before its number.
  static var mark: String { get }
}
