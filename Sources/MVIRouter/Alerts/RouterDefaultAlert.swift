/// A ready-made alert with a title, an optional message and one "OK" button (its action, like
/// any alert's that names no action type, is the button's title: `"OK"`).
///
/// Use it when a screen needs no alerts of its own. The default implementations of
/// ``RouterPolicy`` know how to show it.
///
/// ```swift
/// let routerEvents = RouterEvents<MovieScreen, RouterDefaultAlert>()
/// routerEvents.presentAlert(.defaultAlert(title: "Offline", message: "Try again later."))
/// print(routerEvents.state)
/// ```
///
/// Prints `root | alert Offline[OK]`.
public enum RouterDefaultAlert: RouterAlertScreenProtocol, Codable {
  /// An alert with a title, a message unless `nil`, and an "OK" button.
  ///
  /// ```swift
  /// let routerEvents = RouterEvents<AppScreen, RouterDefaultAlert>()
  /// routerEvents.presentAlert(.defaultAlert(title: "Saved"))
  /// print(routerEvents.state)
  /// ```
  ///
  /// Prints `root | alert Saved[OK]`.
  case defaultAlert(title: String, message: String? = nil)

  /// The alert's title.
  package var title: String {
    switch self {
    case .defaultAlert(let title, _): title
    }
  }

  /// The alert's message, if any.
  package var message: String? {
    switch self {
    case .defaultAlert(_, let message): message
    }
  }
}

extension RouterDefaultAlert: CustomStringConvertible {
  /// The alert's title, so the text form of a state reads `alert Offline[OK]`.
  public var description: String { title }
}
