/// An alert that a router can present.
///
/// Describe the alerts a screen can show as an enum. The router turns each value into a title,
/// a message and buttons (see ``RouterPolicy/getAlertButtons(for:)``).
///
/// An alert may name the values its buttons stand for as its `Action` type; handlers, hooks,
/// ``RouterEvents/resolveAlert(_:)`` and test expectations then use those values, never the
/// buttons' titles. Alerts that name none keep the seed's buttons: their action value is the
/// ``RouterAlertAction`` (title and role) itself.
///
/// ```swift
/// enum ProductAlert: RouterAlertScreenProtocol {
///   case loadFailed(message: String)
///
///   enum Action: Hashable, Sendable, Codable { case retry, delete, cancel }
/// }
///
/// print(ProductAlert.loadFailed(message: "Offline"), ProductAlert.Action.retry)
/// ```
///
/// Prints `loadFailed(message: "Offline") retry`.
public protocol RouterAlertScreenProtocol: Hashable, Sendable {
  /// The values the alert's buttons stand for. Default: ``RouterAlertAction`` (the button's
  /// title and role), as in the seed.
  associatedtype Action: Hashable & Sendable = RouterAlertAction
}
