/// A selectable row of a ``TerminalScreen``.
///
/// A disabled row is drawn dimmed and marked `(unavailable)`; the selection and Enter skip it.
///
/// ```swift
/// let rows = [
///   TerminalRow("Delete", detail: "cannot be undone"),
///   TerminalRow("Retry", isEnabled: !model.isLoading),
/// ]
/// ```
public struct TerminalRow: Hashable, Sendable {
  /// The row's text.
  public var title: String
  /// Dimmer text after the title, if any.
  public var detail: String?
  /// Whether the row can be selected and activated now.
  public var isEnabled: Bool

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - title: The row's text.
  ///   - detail: Dimmer text after the title.
  ///   - isEnabled: Whether the row can be selected and activated now.
  public init(_ title: String, detail: String? = nil, isEnabled: Bool = true) {
    self.title = title
    self.detail = detail
    self.isEnabled = isEnabled
  }
}
