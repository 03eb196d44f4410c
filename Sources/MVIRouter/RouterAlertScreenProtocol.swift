/// An alert that a router can present.
///
/// Describe the alerts a screen can show as an enum. The router turns each value into a title,
/// a message and buttons (see ``RouterProtocol/getAlertActions(for:)``).
///
/// ```swift
/// enum ProductAlert: RouterAlertScreenProtocol {
///   case loadFailed(message: String)
/// }
///
/// print(ProductAlert.loadFailed(message: "Offline"))
/// ```
///
/// Prints `loadFailed(message: "Offline")`.
public protocol RouterAlertScreenProtocol: Hashable, Sendable {}
