/// A key the terminal host understands, decoded from the bytes a terminal sends.
///
/// ```swift
/// var decoder = TerminalKeyDecoder()
/// print(decoder.feed([0x1B, 0x5B, 0x41]))  // [up]
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
  /// Enter or Return.
  case enter
  /// Esc on its own.
  case escape
  /// Backspace (0x7F or 0x08).
  case backspace
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Ctrl-C.
  case interrupt
  /// A printable character.
  case character(Character)

  /// The key's name as scripts write it: `up`, `enter`, `esc`, `x`.
  public var description: String {
    switch self {
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .enter: "enter"
    case .escape: "esc"
    case .backspace: "backspace"
    case .tab: "tab"
    case .backTab: "backtab"
    case .interrupt: "ctrl-c"
    case .character(let character): String(character)
    }
  }
}
