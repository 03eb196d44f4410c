/// The tag of ``AlertID``: an id that names a presented alert, printed `!` and its number.
///
/// ```swift
/// print(NavigationID<AlertTag>(rawValue: 2))
/// ```
///
/// Prints `!2`.
public enum AlertTag: NavigationIDTag {
  /// `!`.
  public static var mark: String { "!" }
}
