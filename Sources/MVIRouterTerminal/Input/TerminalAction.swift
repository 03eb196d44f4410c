/// What a key does in the terminal host, decided by ``action(for:in:)`` from the key and what is
/// on screen — a pure function, so key handling is tested without a terminal.
///
/// It follows the keys ``TerminalKeyHelp`` lists for the same screen, so the help never lies:
/// inside an alert only the alert's keys, `?`, F2/`~` and Ctrl-C work (`q` does nothing there); in a
/// text field letters, digits, `?` and `~` are typed and ←/→ move the cursor (F1 opens the help
/// everywhere, alt with a digit switches tabs); an overlay takes every key while it is open.
/// With tabs, `1`–`9` select a tab and `[`/`]` the one before or after — also in a field that
/// the selected tab's key just went back to, until a key goes to the field. Page Up/Down, Home/End
/// and `g`/`G` page and go to the first and last row, in lists, the help and the inspector.
///
/// Nothing navigates by surprise: Backspace in an empty field does nothing (Esc goes back), and
/// while the terminal is too small to draw the screen only quit (and Ctrl-L, Ctrl-Z) act.
/// Ctrl-L repaints and Ctrl-Z suspends wherever the keys go.
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
  /// Go back: pop or dismiss the top-most route, with the user-back reason; in the inspector,
  /// close the opened entry, then the inspector.
  case back
  /// Insert text at the text field's cursor (a typed character or a paste).
  case insert(String)
  /// Move the text field's cursor by this many characters.
  case moveCursor(Int)
  /// Move the text field's cursor by this many words.
  case moveWord(Int)
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
  /// Delete everything after the cursor.
  case deleteToEnd
  /// Move by this many pages: the selection, the help's lines or the inspector's entries.
  case page(Int)
  /// Go to the first row (the top of the help, the oldest inspector entry).
  case moveToFirst
  /// Go to the last row (the end of the help, the newest inspector entry).
  case moveToLast
  /// Draw the whole screen again.
  case repaint
  /// Suspend the program, as a shell's job control does; it repaints when continued.
  case suspend
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
  /// Open the recent state chosen in the inspector; with it open, jump back to it.
  case jumpToHistory
  /// Write the session recorded so far as a test (`r` in the inspector).
  case recordSession
  /// Select the tab at this index; the selected tab again goes back to its root.
  case selectTab(Int)
  /// Select the tab this many tabs after the selected one, wrapping around.
  case switchTab(Int)
  /// A mouse click at a frame cell: the host looks up what is there.
  case click(line: Int, column: Int)
  /// Open the `/` filter of the top screen's rows.
  case openFilter
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
    /// How many tabs the tab keys switch between; 0 without a tab bar, or while modals over
    /// the tab bar take the keys.
    package var tabs: Int
    /// Whether the terminal is too small to draw the screen: only quit acts then.
    package var tooSmall: Bool
    /// Whether the tab keys go before the top screen's field: right after the selected tab's
    /// key took it back to a root with a field, until a key goes to the field.
    package var tabKeysFirst = false
    /// Whether `/` opens the filter of the top screen's rows: it has rows and no field, and no
    /// filter is open.
    package var canFilter = false

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
    ///   - tabs: How many tabs the tab keys switch between; 0 for none.
    ///   - tooSmall: Whether the terminal is too small to draw the screen.
    package init(
      alertButtons: Int = 0, hasTextField: Bool = false, textIsEmpty: Bool = true,
      overlay: Overlay? = nil, tabs: Int = 0, tooSmall: Bool = false
    ) {
      self.alertButtons = alertButtons
      self.hasTextField = hasTextField
      self.textIsEmpty = textIsEmpty
      self.overlay = overlay
      self.tabs = tabs
      self.tooSmall = tooSmall
    }
  }

  /// The action of `key` in `context`.
  ///
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - context: What is on screen.
  /// - Returns: What to do.
  package static func action(for key: TerminalKey, in context: Context) -> TerminalAction {
    switch key {
    case .interrupt: return .quit
    case .control("l"): return .repaint
    case .control("z"): return .suspend
    default: break
    }
    // Nothing the user cannot see happens: only quit, whatever else is on screen.
    if context.tooSmall { return key == .character("q") ? .quit : .none }
    // `?` is typed in a text field: F1 is the help key that works everywhere.
    if key == .function(1), context.overlay != .inspector { return .toggleHelp }
    switch context.overlay {
    case .help: return helpAction(for: key)
    case .inspector: return inspectorAction(for: key)
    case nil: break
    }
    if context.alertButtons > 0 { return alertAction(for: key) }
    if case .mouse(let mouse) = key { return mouseAction(mouse, wheel: TerminalAction.move) }
    if key == .escape { return .back }
    if key == .function(2) { return .toggleInspector }
    if key == .character("/"), context.canFilter { return .openFilter }
    if let action = tabAction(
      for: key, tabs: context.tabs, hasTextField: context.hasTextField && !context.tabKeysFirst)
    {
      return action
    }
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
    case .pageUp: return .page(-1)
    case .pageDown: return .page(1)
    case .home, .character("g"): return .moveToFirst
    case .end, .character("G"): return .moveToLast
    case .character("q"): return .quit
    case .character("?"): return .toggleHelp
    case .character("~"): return .toggleInspector
    default: return .none
    }
  }

  /// The help takes the keys: ↑/↓ and the wheel scroll it when its keys do not fit.
  private static func helpAction(for key: TerminalKey) -> TerminalAction {
    switch key {
    case .escape, .character("?"), .character("q"): .toggleHelp
    case .up, .character("k"): .move(-1)
    case .down, .character("j"): .move(1)
    case .pageUp: .page(-1)
    case .pageDown: .page(1)
    case .home, .character("g"): .moveToFirst
    case .end, .character("G"): .moveToLast
    case .mouse(let mouse) where mouse.kind == .wheelUp || mouse.kind == .wheelDown:
      .move(mouse.kind == .wheelUp ? -1 : 1)
    default: .none
    }
  }

  private static func inspectorAction(for key: TerminalKey) -> TerminalAction {
    switch key {
    case .up, .character("k"): .chooseHistory(-1)
    case .down, .character("j"): .chooseHistory(1)
    case .pageUp: .page(-1)
    case .pageDown: .page(1)
    case .home, .character("g"): .moveToFirst
    case .end, .character("G"): .moveToLast
    case .enter: .jumpToHistory
    case .character("r"): .recordSession
    // Esc closes the open entry first; F2 and `~` close the inspector.
    case .escape: .back
    case .function(2), .character("~"): .toggleInspector
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
    // The inspector opens over an alert: how the alert came is what one wants to see.
    case .function(2), .character("~"): .toggleInspector
    case .mouse(let mouse) where mouse.kind == .press:
      .click(line: mouse.line, column: mouse.column)
    default: .none
    }
  }

  /// The tab keys: `1`–`9` and `[`/`]`, except in a text field, where they are typed and alt
  /// with a digit switches instead; `nil` for other keys, or a digit past the last tab.
  private static func tabAction(for key: TerminalKey, tabs: Int, hasTextField: Bool)
    -> TerminalAction?
  {
    guard tabs > 0 else { return nil }
    switch key {
    case .alt(let character), .character(let character):
      if case .character = key, hasTextField { return nil }
      if let digit = character.wholeNumberValue, character.isASCII,
        (1...min(tabs, 9)).contains(digit)
      {
        return .selectTab(digit - 1)
      }
      guard case .character = key else { return nil }
      switch character {
      case "[": return .switchTab(-1)
      case "]": return .switchTab(1)
      default: return nil
      }
    default:
      return nil
    }
  }

  /// The keys a text field takes; `nil` for the ones it leaves to the screen. Backspace in an
  /// empty field does nothing: holding it to clear the field never leaves the screen.
  private static func fieldAction(for key: TerminalKey, textIsEmpty: Bool) -> TerminalAction? {
    switch key {
    case .character(let character): .insert(String(character))
    case .paste(let text): .insert(text)
    case .left: .moveCursor(-1)
    case .right: .moveCursor(1)
    case .controlLeft, .alt("b"): .moveWord(-1)
    case .controlRight, .alt("f"): .moveWord(1)
    case .home, .control("a"): .cursorToStart
    case .end, .control("e"): .cursorToEnd
    case .backspace: textIsEmpty ? TerminalAction.none : .deleteBackward
    case .delete, .control("d"): .deleteForward
    case .control("w"): .deleteWordBackward
    case .control("u"): .deleteToStart
    case .control("k"): .deleteToEnd
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
