/// Edits a one-line text field at a cursor (a `Character` offset), as the editing keys do.
struct FieldEditor: Equatable {
  private(set) var characters: [Character]
  private(set) var cursor: Int

  /// - Parameters:
  ///   - text: The field's text.
  ///   - cursor: The cursor; `nil` (or beyond the end) is the end.
  init(text: String, cursor: Int?) {
    characters = Array(text)
    self.cursor = min(max(0, cursor ?? characters.count), characters.count)
  }

  var text: String { String(characters) }

  /// The cursor to keep: `nil` at the end, so text added from elsewhere keeps it there.
  var storedCursor: Int? { cursor == characters.count ? nil : cursor }

  mutating func apply(_ action: TerminalAction) {
    switch action {
    case .insert(let text):
      let inserted = Self.oneLine(text)
      characters.insert(contentsOf: inserted, at: cursor)
      cursor += inserted.count
    case .moveCursor(let delta):
      cursor = min(max(0, cursor + delta), characters.count)
    case .moveWord(let delta):
      for _ in 0..<abs(delta) { cursor = wordBoundary(from: cursor, forward: delta > 0) }
    case .cursorToStart:
      cursor = 0
    case .cursorToEnd:
      cursor = characters.count
    case .deleteBackward:
      guard cursor > 0 else { return }
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .deleteForward:
      guard cursor < characters.count else { return }
      characters.remove(at: cursor)
    case .deleteWordBackward:
      var start = cursor
      while start > 0, characters[start - 1].isWhitespace { start -= 1 }
      while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
      characters.removeSubrange(start..<cursor)
      cursor = start
    case .deleteToStart:
      characters.removeSubrange(0..<cursor)
      cursor = 0
    case .deleteToEnd:
      characters.removeSubrange(cursor...)
    default:
      break
    }
  }

  /// Where one word left (the start of the word before `index`) or right (the end of the word
  /// after it) is; spaces and punctuation separate words.
  private func wordBoundary(from index: Int, forward: Bool) -> Int {
    func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber }
    var position = index
    if forward {
      while position < characters.count, !isWord(characters[position]) { position += 1 }
      while position < characters.count, isWord(characters[position]) { position += 1 }
    } else {
      while position > 0, !isWord(characters[position - 1]) { position -= 1 }
      while position > 0, isWord(characters[position - 1]) { position -= 1 }
    }
    return position
  }

  /// Pasted or typed text as one line: line breaks and tabs become spaces, other control
  /// characters are dropped.
  static func oneLine(_ text: String) -> [Character] {
    var result: [Character] = []
    var previousWasReturn = false
    for character in text {
      defer { previousWasReturn = character == "\r" }
      switch character {
      case "\n" where previousWasReturn: continue
      case "\r\n", "\n", "\r", "\t": result.append(" ")
      default:
        let isControl = character.unicodeScalars.allSatisfy {
          $0.properties.generalCategory == .control
        }
        if !isControl { result.append(character) }
      }
    }
    return result
  }
}
