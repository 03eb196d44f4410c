/// A selectable row of a ``TerminalScreen``.
///
/// ```swift
/// TerminalRow("Delete", detail: "cannot be undone")
/// ```
public struct TerminalRow: Hashable, Sendable {
  /// The row's text.
  public var title: String
  /// Dimmer text after the title, if any.
  public var detail: String?

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - title: The row's text.
  ///   - detail: Dimmer text after the title.
  public init(_ title: String, detail: String? = nil) {
    self.title = title
    self.detail = detail
  }
}
