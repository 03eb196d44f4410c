/// What a key does in the terminal host, decided by ``TerminalAction/action(for:in:)`` from the
/// key and what is on screen — a pure function, so key handling is tested without a terminal.
///
/// ```swift
/// let context = TerminalAction.Context(alertButtons: 0, hasTextField: false, textIsEmpty: true)
/// print(TerminalAction.action(for: .escape, in: context))  // back
/// ```
public enum TerminalAction: Hashable, Sendable {
  /// Move the selection by this many rows.
  case move(Int)
  /// Activate the selected row.
  case activate
  /// Go back: pop or dismiss the top-most route, with the user-back reason.
  case back
  /// Type a character into the text field.
  case type(Character)
  /// Delete the text field's last character.
  case deleteBackward
  /// Move the alert's button focus by this many buttons.
  case focusButton(Int)
  /// Press the alert's focused button.
  case pressButton
  /// Cancel the visible alert.
  case cancelAlert
  /// Quit the host.
  case quit
  /// Nothing.
  case none

  /// What is on screen when a key arrives.
  public struct Context: Hashable, Sendable {
    /// The visible alert's button count; 0 when no alert is visible.
    public var alertButtons: Int
    /// Whether the top screen has a text field.
    public var hasTextField: Bool
    /// Whether that text field is empty.
    public var textIsEmpty: Bool

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - alertButtons: The visible alert's button count; 0 when none is visible.
    ///   - hasTextField: Whether the top screen has a text field.
    ///   - textIsEmpty: Whether that text field is empty.
    public init(alertButtons: Int, hasTextField: Bool, textIsEmpty: Bool) {
      self.alertButtons = alertButtons
      self.hasTextField = hasTextField
      self.textIsEmpty = textIsEmpty
    }
  }

  /// The action of `key` in `context`.
  ///
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - context: What is on screen.
  /// - Returns: What to do.
  public static func action(for key: TerminalKey, in context: Context) -> TerminalAction {
    if key == .interrupt { return .quit }
    if context.alertButtons > 0 {
      switch key {
      case .tab, .right: return .focusButton(1)
      case .backTab, .left: return .focusButton(-1)
      case .enter: return .pressButton
      case .escape, .backspace: return .cancelAlert
      case .character("q"): return .quit
      default: return .none
      }
    }
    switch key {
    case .up: return .move(-1)
    case .down: return .move(1)
    case .enter, .right: return .activate
    case .escape, .left: return .back
    case .backspace: return context.hasTextField && !context.textIsEmpty ? .deleteBackward : .back
    case .character(let character):
      if context.hasTextField { return .type(character) }
      switch character {
      case "k": return .move(-1)
      case "j": return .move(1)
      case "q": return .quit
      default: return .none
      }
    case .tab, .backTab, .interrupt: return .none
    }
  }
}
