/// An alert that a router can present.
///
/// Describe the alerts a screen can show as an enum. The router turns each value into a title,
/// a message and buttons (see ``RouterPolicy/getAlertActions(for:)``).
///
/// An alert names the values its buttons stand for as its `Action` type; handlers, hooks,
/// ``RouterEvents/resolveAlert(_:)`` and test expectations then use those values, never the
/// buttons' titles. An alert that names none has `String` actions: each button stands for its
/// title.
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
  /// The values the alert's buttons stand for. Default: `String`, the button's title.
  associatedtype Action: Hashable & Sendable = String
}
