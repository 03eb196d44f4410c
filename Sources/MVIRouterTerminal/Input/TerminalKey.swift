/// A key the terminal host understands, decoded from the bytes a terminal sends.
///
/// Besides keys, a terminal sends a bracketed paste (``paste(_:)``) and, in mouse mode, clicks
/// and wheel turns (``mouse(_:)``); they arrive through the same channel, so they are keys here.
///
/// ```swift
/// print(TerminalKey.up, TerminalKey.control("w"), TerminalKey.function(2))
/// // up ctrl-w f2
/// ```
public enum TerminalKey: Hashable, Sendable, CustomStringConvertible {
  /// ↑
  case up
  /// ↓
  case down
  /// ←
  case left
  /// →
  case right
  /// Ctrl-← (or Alt-←): in a text field, one word left.
  case controlLeft
  /// Ctrl-→ (or Alt-→): in a text field, one word right.
  case controlRight
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Enter or Return.
  case enter
  /// Esc on its own.
  case escape
  /// Backspace (0x7F or 0x08).
  case backspace
  /// Delete (the key that deletes forward).
  case delete
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Ctrl-C.
  case interrupt
  /// Ctrl and a letter, other than the letters with a key of their own (Ctrl-C is
  /// ``interrupt``, Ctrl-H ``backspace``, Ctrl-I ``tab``, Ctrl-J and Ctrl-M ``enter``).
  case control(Character)
  /// Alt (or Option) and a character: the terminal sends Esc and the character.
  case alt(Character)
  /// A function key: `function(2)` is F2.
  case function(Int)
  /// A printable character.
  case character(Character)
  /// Text pasted in one go (a bracketed paste), whatever characters it holds.
  case paste(String)
  /// A mouse click or wheel turn.
  case mouse(TerminalMouse)

  /// The key's name as scripts write it: `up`, `enter`, `esc`, `ctrl-w`, `ctrl-left`, `alt-a`,
  /// `f2`, `x`.
  public var description: String {
    switch self {
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .controlLeft: "ctrl-left"
    case .controlRight: "ctrl-right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageup"
    case .pageDown: "pagedown"
    case .enter: "enter"
    case .escape: "esc"
    case .backspace: "backspace"
    case .delete: "delete"
    case .tab: "tab"
    case .backTab: "backtab"
    case .interrupt: "ctrl-c"
    case .control(let character): "ctrl-\(character)"
    case .alt(let character): "alt-\(character)"
    case .function(let number): "f\(number)"
    case .character(let character): String(character)
    case .paste(let text): "paste \(text)"
    case .mouse(let mouse): "\(mouse)"
    }
  }
}
