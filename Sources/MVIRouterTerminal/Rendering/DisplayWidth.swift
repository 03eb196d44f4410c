/// Measures text in terminal columns: wide (East Asian) characters and emoji take two columns,
/// combining marks and zero-width characters none.
enum DisplayWidth {
  /// The columns `character` takes.
  static func of(_ character: Character) -> Int {
    // Most text is ASCII: skip the Unicode property lookups for it.
    // A tab or a line break inside one line shows as a space (``Canvas`` writes one), so the
    // words on either side stay apart; other control characters take no column and are dropped.
    if let ascii = character.asciiValue {
      return ascii >= 0x20 && ascii != 0x7F || Self.showsAsSpace(character) ? 1 : 0
    }
    guard let first = character.unicodeScalars.first else { return 0 }
    if isNarrowSymbol(first.value), character.unicodeScalars.count == 1 { return 1 }
    if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    if first.properties.isEmojiPresentation { return 2 }
    return of(first)
  }

  /// Whether `character` is a tab or a line break (`\n`, `\r`, `\r\n`): in one line of the frame
  /// it shows as a space.
  static func showsAsSpace(_ character: Character) -> Bool {
    character == "\t" || character == "\n" || character == "\r" || character == "\r\n"
  }

  /// The columns `text` takes.
  static func of(_ text: some StringProtocol) -> Int {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    if isSimple(text) { return text.unicodeScalars.count }
    return text.reduce(0) { $0 + of($1) }
  }

  /// Whether every scalar of `text` is printable ASCII or one of the frame's drawing
  /// characters: then each scalar is one character of one column, and measuring or cutting
  /// needs no grapheme breaking.
  static func isSimple(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.allSatisfy {
      $0.isASCII ? $0.value >= 0x20 && $0.value < 0x7F : isNarrowSymbol($0.value)
    }
  }

  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if isNarrowSymbol(value) { return 1 }
    if value == 0 { return 0 }
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B { return 0 }
    return isWide(value) ? 2 : 1
  }

  /// The frame's own drawing characters — box drawing, blocks, arrows, punctuation such as
  /// `…`, `›`, `·`, shapes such as `▸` — and the Latin-1 letters and signs (but the soft
  /// hyphen) take one column; knowing it skips property lookups.
  static func isNarrowSymbol(_ v: UInt32) -> Bool {
    (0xA1...0xFF).contains(v) && v != 0xAD || (0x2010...0x2027).contains(v)
      || (0x2030...0x205E).contains(v)
      || (0x2190...0x21FF).contains(v) || (0x2500...0x25FC).contains(v)
  }

  private static func isWide(_ v: UInt32) -> Bool {
    (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v)
      || (0x3041...0x33FF).contains(v) || (0x3400...0x4DBF).contains(v)
      || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
      || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v)
      || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
      || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v)
      || (0x1F900...0x1F9FF).contains(v) || (0x20000...0x3FFFD).contains(v)
  }

  /// `text` cut to at most `width` columns at the end of a word, ending with `…`, and before
  /// a parenthesis the cut would leave open; cut inside a word only when the first word alone
  /// does not fit.
  static func truncateAtWord(_ text: String, to width: Int) -> String {
    guard of(text) > width else { return text }
    let cut = truncate(text, to: width)
    var kept = Substring(cut.dropLast())
    // Unless the cut falls just before a space, the last word is cut: drop it.
    if text.dropFirst(kept.count).first != " " {
      guard let space = kept.lastIndex(of: " ") else { return cut }
      kept = kept[..<space]
    }
    if let open = kept.lastIndex(of: "("), !kept[open...].contains(")") {
      kept = kept[..<open]
    }
    while kept.last == " " { kept = kept.dropLast() }
    return kept.isEmpty ? cut : kept + "…"
  }

  /// `text` cut to at most `width` columns; a cut text ends with `…`.
  static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    if isSimple(text) {
      let scalars = text.unicodeScalars
      if scalars.count <= width { return text }
      return String(scalars.prefix(width - 1)) + "…"
    }
    if of(text) <= width { return text }
    var result = ""
    var used = 0
    for character in text {
      let w = of(character)
      if used + w > width - 1 { break }
      result.append(character)
      used += w
    }
    return result + "…"
  }

  /// `text` cut to at most `width` columns from the left; a cut text starts with `…`.
  static func truncateLeft(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    if isSimple(text) {
      let scalars = text.unicodeScalars
      if scalars.count <= width { return text }
      return "…" + String(scalars.suffix(width - 1))
    }
    if of(text) <= width { return text }
    var kept: [Character] = []
    var used = 0
    for character in text.reversed() {
      let w = of(character)
      if used + w > width - 1 { break }
      kept.append(character)
      used += w
    }
    return "…" + String(kept.reversed())
  }

  /// Splits `text` into lines of at most `width` columns, at spaces where it can.
  static func wrap(_ text: String, to width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    // Every line break starts a line: `\r\n` (one Swift character) and `\r` as well as `\n`.
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      if of(paragraph) <= width {
        lines.append(String(paragraph))
        continue
      }
      var line = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        var word = String(word)
        let candidate = line.isEmpty ? word : line + " " + word
        if of(candidate) <= width {
          line = candidate
          continue
        }
        if !line.isEmpty { lines.append(line) }
        if of(word) > width {
          // Cut into lines in one pass (measuring the rest again for each line would make a
          // pasted token of n characters cost n² / width). A character wider than the line
          // stops the cutting: the rest stays as it is, and the canvas cuts it.
          var head = ""
          var used = 0
          var index = word.startIndex
          while index < word.endIndex {
            let c = word[index]
            let w = of(c)
            if used + w > width {
              if head.isEmpty { break }
              lines.append(head)
              head = ""
              used = 0
              continue
            }
            head.append(c)
            used += w
            index = word.index(after: index)
          }
          word = head + word[index...]
        }
        line = word
      }
      lines.append(line)
    }
    return lines
  }
}
