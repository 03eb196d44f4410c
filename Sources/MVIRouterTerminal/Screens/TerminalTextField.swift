/// A one-line text field of a ``TerminalScreen``; a secure one (a password) shows a `•` for
/// each character and is never written in clear into a recorded test.
///
/// ```swift
/// let fields = [
///   TerminalTextField(label: "Search", text: model.query, placeholder: "movie title"),
///   TerminalTextField(label: "Password", text: model.password, isSecure: true),
/// ]
/// ```
///
/// The second draws, after typing `hunter2`:
/// ```
/// Password: •••••••_
/// ```
public struct TerminalTextField: Hashable, Sendable {
  /// The label before the field.
  public var label: String
  /// The current text.
  public var text: String
  /// Shown dimmed while the text is empty.
  public var placeholder: String
  /// Whether the text is secret: the frame shows a `•` for each character, and a recorded
  /// session's test types a placeholder the test supplies instead of it.
  public var isSecure: Bool

  /// Creates a field.
  ///
  /// - Parameters:
  ///   - label: The label before the field.
  ///   - text: The current text.
  ///   - placeholder: Shown while the text is empty.
  ///   - isSecure: Whether the text is secret (a password); `false` by default.
  public init(label: String, text: String, placeholder: String = "", isSecure: Bool = false) {
    self.label = label
    self.text = text
    self.placeholder = placeholder
    self.isSecure = isSecure
  }
}

extension TerminalTextField {
  /// The field with a `•` for each character of its text: what a secure field shows.
  var masked: TerminalTextField {
    var field = self
    field.text = String(repeating: "•", count: text.count)
    return field
  }
}
