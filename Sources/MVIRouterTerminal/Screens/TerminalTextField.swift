/// A one-line text field of a ``TerminalScreen``.
///
/// ```swift
/// TerminalTextField(label: "Search", text: model.query, placeholder: "movie title")
/// ```
public struct TerminalTextField: Hashable, Sendable {
  /// The label before the field.
  public var label: String
  /// The current text.
  public var text: String
  /// Shown dimmed while the text is empty.
  public var placeholder: String

  /// Creates a field.
  ///
  /// - Parameters:
  ///   - label: The label before the field.
  ///   - text: The current text.
  ///   - placeholder: Shown while the text is empty.
  public init(label: String, text: String, placeholder: String = "") {
    self.label = label
    self.text = text
    self.placeholder = placeholder
  }
}
