/// One line of a host script, parsed.
///
/// Scripts drive the terminal host without a terminal, one command a line:
/// ```
/// key down            # a key by name (see key(named:)) or one character
/// type dog            # types the text, one key a character
/// paste a long text   # pastes the text in one go, as a terminal's bracketed paste
/// click 5 12          # clicks the frame's cell at line 5, column 12 (from 0)
/// wheel down          # turns the mouse wheel: up or down
/// resize 60 20        # the terminal's new width and height
/// snapshot results    # prints the frame under a header
/// expect "Results"    # fails unless the frame shows the text
/// wait-idle           # waits until the work the screens started has finished
/// tab Movies          # selects the tab with this title (or number), as clicking it would
/// quit
/// ```
/// Blank lines and lines starting with `#` are skipped. Commands a host adds with
/// ``TerminalHost/addScriptCommand(_:_:)`` parse as ``custom(_:_:)``.
///
/// ```swift
/// let command = try ScriptCommand.parse("resize 60 20")
/// print(command)  // resize(width: 60, height: 20)
/// ```
package enum ScriptCommand: Hashable, Sendable {
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
  /// Select the tab with this title or number, as a click on it would.
  case tab(String)
  /// Stop.
  case quit
  /// A command the host added: its name and the rest of the line.
  case custom(String, String)
  /// A blank line or a comment.
  case nothing

  /// The commands every host understands.
  package static let builtInNames = [
    "key", "type", "paste", "click", "wheel", "resize", "snapshot", "expect", "wait-idle", "tab",
    "quit",
  ]

  /// Parses one line.
  ///
  /// - Parameters:
  ///   - line: The line, without its newline.
  ///   - customNames: Names of the commands the host added.
  /// - Returns: The command.
  /// - Throws: ``TerminalHostError`` naming what is wrong with the line.
  package static func parse(_ line: String, customNames: Set<String> = []) throws(TerminalHostError)
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
      guard !rest.isEmpty else { throw TerminalHostError("key needs a key name, e.g. key down") }
      return .key(try key(named: rest))
    case "type":
      guard !rest.isEmpty else { throw TerminalHostError("type needs text, e.g. type dog") }
      return .type(rest)
    case "paste":
      guard !rest.isEmpty else { throw TerminalHostError("paste needs text, e.g. paste a dog") }
      return .key(.paste(rest))
    case "click":
      let parts = rest.split(separator: " ")
      guard parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]),
        (0..<1000).contains(line), (0..<1000).contains(column)
      else {
        throw TerminalHostError("click needs a line and a column from 0 to 999, e.g. click 5 12")
      }
      return .key(.mouse(TerminalMouse(.press, line: line, column: column)))
    case "wheel":
      guard rest == "up" || rest == "down" else {
        throw TerminalHostError("wheel needs up or down, e.g. wheel down")
      }
      return .key(.mouse(TerminalMouse(rest == "up" ? .wheelUp : .wheelDown, line: 0, column: 0)))
    case "resize":
      let parts = rest.split(separator: " ")
      guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
        (1...1000).contains(width), (1...1000).contains(height)
      else {
        throw TerminalHostError(
          "resize needs a width and a height from 1 to 1000, e.g. resize 60 20")
      }
      return .resize(width: width, height: height)
    case "snapshot":
      guard !rest.isEmpty, !rest.contains(" ") else {
        throw TerminalHostError("snapshot needs one name without spaces, e.g. snapshot menu")
      }
      return .snapshot(rest)
    case "expect":
      guard rest.count >= 2, rest.hasPrefix("\""), rest.hasSuffix("\"") else {
        throw TerminalHostError("expect needs quoted text, e.g. expect \"Results\"")
      }
      return .expect(String(rest.dropFirst().dropLast()))
    case "tab":
      guard !rest.isEmpty else {
        throw TerminalHostError("tab needs a tab's title or number, e.g. tab Movies")
      }
      return .tab(rest)
    case "wait-idle", "quit":
      guard rest.isEmpty else { throw TerminalHostError("\(name) takes no arguments") }
      return name == "quit" ? .quit : .waitIdle
    default:
      if customNames.contains(name) { return .custom(name, rest) }
      let known = (builtInNames + customNames.sorted()).joined(separator: ", ")
      throw TerminalHostError("unknown command \"\(name)\"; commands: \(known)")
    }
  }

  /// A script's lines, split at `\n`, `\r\n` (a file saved on Windows) or `\r`. Swift reads
  /// `\r\n` as one character, so splitting at `"\n"` alone would find no line in such a file.
  package static func lines(of script: String) -> [String] {
    script.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
  }

  /// The key a script names: `up`, `down`, `left`, `right`, `home`, `end`, `pageup`,
  /// `pagedown`, `enter`, `esc`, `backspace`, `delete`, `tab`, `backtab`, `space`, `f1`…`f12`,
  /// `ctrl-a`…`ctrl-z`, `ctrl-left`, `ctrl-right`, `alt-` and a character, or a single
  /// character.
  ///
  /// - Parameter name: The key's name.
  /// - Returns: The key.
  /// - Throws: ``TerminalHostError`` for an unknown name.
  package static func key(named name: String) throws(TerminalHostError) -> TerminalKey {
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
    case "home": return .home
    case "end": return .end
    case "pageup": return .pageUp
    case "pagedown": return .pageDown
    case "delete": return .delete
    case "ctrl-left": return .controlLeft
    case "ctrl-right": return .controlRight
    default:
      if name.count == 1, let character = name.first { return .character(character) }
      if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number) {
        return .function(number)
      }
      if name.hasPrefix("ctrl-"), name.count == 6, let letter = name.last,
        letter.isASCII, letter.isLowercase
      {
        // The letters with keys of their own decode as those keys, so they name them here too.
        let byte = [UInt8(letter.asciiValue! - 0x60)]
        var decoder = TerminalKeyDecoder()
        if let key = decoder.feed(byte).first { return key }
      }
      if name.hasPrefix("alt-"), name.count == 5, let character = name.last {
        return .alt(character)
      }
      throw TerminalHostError(
        "unknown key \"\(name)\"; keys: up, down, left, right, home, end, pageup, pagedown, "
          + "enter, esc, backspace, delete, tab, backtab, space, f1-f12, ctrl-a-ctrl-z, "
          + "ctrl-left, ctrl-right, alt-<character>, or one character")
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
