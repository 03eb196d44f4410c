/// One line of a host script, parsed.
///
/// Scripts drive the terminal host without a terminal, one command a line:
/// ```
/// key down            # up, down, left, right, enter, esc, backspace, tab, backtab, q, ctrl-c, or one character
/// type dog            # types the text into the screen's field
/// resize 60 20        # the terminal's new width and height
/// snapshot results    # prints the frame under a header
/// expect "Results"    # fails unless the frame shows the text
/// wait-idle           # waits until the work the screens started has finished
/// quit
/// ```
/// Blank lines and lines starting with `#` are skipped. Commands a host adds with
/// ``TerminalHost/addScriptCommand(_:_:)`` parse as ``custom(_:_:)``.
///
/// ```swift
/// let command = try ScriptCommand.parse("resize 60 20")  // .resize(width: 60, height: 20)
/// ```
public enum ScriptCommand: Hashable, Sendable {
  /// Press a key.
  case key(TerminalKey)
  /// Type text, one character a key press.
  case type(String)
  /// Change the terminal's size.
  case resize(width: Int, height: Int)
  /// Print the frame under a header naming it.
  case snapshot(String)
  /// Fail unless the frame contains the text.
  case expect(String)
  /// Wait until the screens' work has finished.
  case waitIdle
  /// Stop.
  case quit
  /// A command the host added: its name and the rest of the line.
  case custom(String, String)
  /// A blank line or a comment.
  case nothing

  /// The commands every host understands.
  public static let builtInNames = [
    "key", "type", "resize", "snapshot", "expect", "wait-idle", "quit",
  ]

  /// Parses one line.
  ///
  /// - Parameters:
  ///   - line: The line, without its newline.
  ///   - customNames: Names of the commands the host added.
  /// - Returns: The command.
  /// - Throws: ``ScriptError`` naming what is wrong with the line.
  public static func parse(_ line: String, customNames: Set<String> = []) throws(ScriptError)
    -> ScriptCommand
  {
    let trimmed = line.trimmingSpaces()
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return .nothing }
    let name: String
    let rest: String
    if let space = trimmed.firstIndex(of: " ") {
      name = String(trimmed[..<space])
      rest = String(trimmed[space...]).trimmingSpaces()
    } else {
      name = trimmed
      rest = ""
    }
    switch name {
    case "key":
      guard !rest.isEmpty else { throw ScriptError("key needs a key name, e.g. key down") }
      return .key(try key(named: rest))
    case "type":
      guard !rest.isEmpty else { throw ScriptError("type needs text, e.g. type dog") }
      return .type(rest)
    case "resize":
      let parts = rest.split(separator: " ")
      guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
        (1...1000).contains(width), (1...1000).contains(height)
      else {
        throw ScriptError("resize needs a width and a height from 1 to 1000, e.g. resize 60 20")
      }
      return .resize(width: width, height: height)
    case "snapshot":
      guard !rest.isEmpty, !rest.contains(" ") else {
        throw ScriptError("snapshot needs one name without spaces, e.g. snapshot menu")
      }
      return .snapshot(rest)
    case "expect":
      guard rest.count >= 2, rest.hasPrefix("\""), rest.hasSuffix("\"") else {
        throw ScriptError("expect needs quoted text, e.g. expect \"Results\"")
      }
      return .expect(String(rest.dropFirst().dropLast()))
    case "wait-idle", "quit":
      guard rest.isEmpty else { throw ScriptError("\(name) takes no arguments") }
      return name == "quit" ? .quit : .waitIdle
    default:
      if customNames.contains(name) { return .custom(name, rest) }
      let known = (builtInNames + customNames.sorted()).joined(separator: ", ")
      throw ScriptError("unknown command \"\(name)\"; commands: \(known)")
    }
  }

  /// The key a script names: `up`, `down`, `left`, `right`, `enter`, `esc`, `backspace`, `tab`,
  /// `backtab`, `ctrl-c`, or a single character.
  ///
  /// - Parameter name: The key's name.
  /// - Returns: The key.
  /// - Throws: ``ScriptError`` for an unknown name.
  public static func key(named name: String) throws(ScriptError) -> TerminalKey {
    switch name {
    case "up": return .up
    case "down": return .down
    case "left": return .left
    case "right": return .right
    case "enter", "return": return .enter
    case "esc", "escape": return .escape
    case "backspace": return .backspace
    case "tab": return .tab
    case "backtab": return .backTab
    case "ctrl-c": return .interrupt
    case "space": return .character(" ")
    default:
      guard name.count == 1, let character = name.first else {
        throw ScriptError(
          "unknown key \"\(name)\"; keys: up, down, left, right, enter, esc, backspace, tab, "
            + "backtab, ctrl-c, space, or one character")
      }
      return .character(character)
    }
  }
}

extension String {
  func trimmingSpaces() -> String {
    var text = self[...]
    while let first = text.first, first == " " || first == "\t" || first == "\r" {
      text = text.dropFirst()
    }
    while let last = text.last, last == " " || last == "\t" || last == "\r" {
      text = text.dropLast()
    }
    return String(text)
  }
}
