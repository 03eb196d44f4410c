/// What a key does in the terminal host, decided by ``action(for:in:)`` from the key and what is
/// on screen — a pure function, so key handling is tested without a terminal.
///
/// It follows the keys ``TerminalKeyHelp`` lists for the same screen, so the help never lies:
/// inside an alert only the alert's keys, `?` and Ctrl-C work (`q` does nothing there); in a
/// text field letters, `?` and `~` are typed and ←/→ move the cursor; an overlay takes every key
/// while it is open.
///
/// ```swift
/// let context = TerminalAction.Context(alertButtons: 2)
/// print(TerminalAction.action(for: .character("q"), in: context))
/// ```
///
/// Prints:
/// ```
/// none
/// ```
package enum TerminalAction: Hashable, Sendable {
  /// Move the selection by this many enabled rows.
  case move(Int)
  /// Activate the selected row.
  case activate
  /// Go back: pop or dismiss the top-most route, with the user-back reason.
  case back
  /// Insert text at the text field's cursor (a typed character or a paste).
  case insert(String)
  /// Move the text field's cursor by this many characters.
  case moveCursor(Int)
  /// Put the cursor before the first character.
  case cursorToStart
  /// Put the cursor after the last character.
  case cursorToEnd
  /// Delete the character before the cursor.
  case deleteBackward
  /// Delete the character after the cursor.
  case deleteForward
  /// Delete the word before the cursor (and the spaces after it).
  case deleteWordBackward
  /// Delete everything before the cursor.
  case deleteToStart
  /// Move the alert's button focus by this many buttons.
  case focusButton(Int)
  /// Press the alert's focused button.
  case pressButton
  /// Cancel the visible alert.
  case cancelAlert
  /// Open or close the `?` help overlay.
  case toggleHelp
  /// Open or close the navigation inspector.
  case toggleInspector
  /// Move the inspector's choice among recent states by this many entries.
  case chooseHistory(Int)
  /// Jump back to the recent state chosen in the inspector.
  case jumpToHistory
  /// A mouse click at a frame cell: the host looks up what is there.
  case click(line: Int, column: Int)
  /// Quit the host.
  case quit
  /// Nothing.
  case none

  /// What is on screen when a key arrives.
  package struct Context: Hashable, Sendable {
    /// The visible alert's button count; 0 when no alert is visible.
    package var alertButtons: Int
    /// Whether the top screen has a text field.
    package var hasTextField: Bool
    /// Whether that text field is empty.
    package var textIsEmpty: Bool
    /// The overlay open, if any.
    package var overlay: Overlay?

    /// An overlay that takes the keys while it is open.
    package enum Overlay: Hashable, Sendable {
      /// The `?` help.
      case help
      /// The navigation inspector.
      case inspector
    }

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - alertButtons: The visible alert's button count; 0 when none is visible.
    ///   - hasTextField: Whether the top screen has a text field.
    ///   - textIsEmpty: Whether that text field is empty.
    ///   - overlay: The overlay open, if any.
    package init(
      alertButtons: Int = 0, hasTextField: Bool = false, textIsEmpty: Bool = true,
      overlay: Overlay? = nil
    ) {
      self.alertButtons = alertButtons
      self.hasTextField = hasTextField
      self.textIsEmpty = textIsEmpty
      self.overlay = overlay
    }
  }

  /// The action of `key` in `context`.
  ///
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - context: What is on screen.
  /// - Returns: What to do.
  package static func action(for key: TerminalKey, in context: Context) -> TerminalAction {
    if key == .interrupt { return .quit }
    switch context.overlay {
    case .help: return helpAction(for: key)
    case .inspector: return inspectorAction(for: key)
    case nil: break
    }
    if context.alertButtons > 0 { return alertAction(for: key) }
    if case .mouse(let mouse) = key { return mouseAction(mouse, wheel: TerminalAction.move) }
    if key == .escape { return .back }
    if key == .function(2) { return .toggleInspector }
    if context.hasTextField, let action = fieldAction(for: key, textIsEmpty: context.textIsEmpty) {
      return action
    }
    switch key {
    case .up: return .move(-1)
    case .down: return .move(1)
    case .enter: return .activate
    case .right: return context.hasTextField ? .none : .activate
    case .left, .backspace: return context.hasTextField ? .none : .back
    case .character("k"): return .move(-1)
    case .character("j"): return .move(1)
    case .character("q"): return .quit
    case .character("?"): return .toggleHelp
    case .character("~"): return .toggleInspector
    default: return .none
    }
  }

  private static func helpAction(for key: TerminalKey) -> TerminalAction {
    switch key {
    case .escape, .character("?"): .toggleHelp
    default: .none
    }
  }

  private static func inspectorAction(for key: TerminalKey) -> TerminalAction {
    switch key {
    case .up, .character("k"): .chooseHistory(-1)
    case .down, .character("j"): .chooseHistory(1)
    case .enter: .jumpToHistory
    case .escape, .function(2), .character("~"): .toggleInspector
    case .mouse(let mouse): mouseAction(mouse, wheel: TerminalAction.chooseHistory)
    default: .none
    }
  }

  private static func alertAction(for key: TerminalKey) -> TerminalAction {
    switch key {
    case .tab, .right: .focusButton(1)
    case .backTab, .left: .focusButton(-1)
    case .enter: .pressButton
    case .escape: .cancelAlert
    case .character("?"): .toggleHelp
    case .mouse(let mouse) where mouse.kind == .press:
      .click(line: mouse.line, column: mouse.column)
    default: .none
    }
  }

  /// The keys a text field takes; `nil` for the ones it leaves to the screen.
  private static func fieldAction(for key: TerminalKey, textIsEmpty: Bool) -> TerminalAction? {
    switch key {
    case .character(let character): .insert(String(character))
    case .paste(let text): .insert(text)
    case .left: .moveCursor(-1)
    case .right: .moveCursor(1)
    case .home, .control("a"): .cursorToStart
    case .end, .control("e"): .cursorToEnd
    case .backspace: textIsEmpty ? .back : .deleteBackward
    case .delete: .deleteForward
    case .control("w"): .deleteWordBackward
    case .control("u"): .deleteToStart
    default: nil
    }
  }

  private static func mouseAction(
    _ mouse: TerminalMouse, wheel: (Int) -> TerminalAction
  ) -> TerminalAction {
    switch mouse.kind {
    case .press: .click(line: mouse.line, column: mouse.column)
    case .release: .none
    case .wheelUp: wheel(-1)
    case .wheelDown: wheel(1)
    }
  }
}
