/// Turns the bytes a terminal sends into keys, incrementally: a sequence split across reads is
/// decoded when its last byte arrives.
///
/// Arrows come as `ESC [ A` or `ESC O A` (Ctrl-← and Ctrl-→ as `ESC [ 1 ; 5 D` and
/// `ESC [ 1 ; 5 C`, Alt with them alike; other modifiers are ignored), Home/End/Delete/Page
/// Up/Page Down and F1–F12 in their xterm and VT forms, Alt+key as `ESC` and the key (Alt with
/// an arrow also as `ESC` and the arrow's sequence, as rxvt writes it: the arrow, never Esc), a
/// bracketed paste as `ESC [ 200 ~` … `ESC [ 201 ~`, mouse events as SGR
/// `ESC [ < b ; x ; y M`. Unknown sequences and invalid UTF-8 are dropped.
///
/// A terminal writes a key's sequence in one go, so its bytes arrive in one read: the driver
/// calls ``readEnded()`` after feeding each read, and an Esc left alone at the end of a read is
/// the Esc key at once — Esc then `q` typed quickly is Esc and `q`, not Alt-q. What cannot be
/// decided that way (a sequence split across reads) waits; the driver calls ``flush()`` after
/// a short quiet time (never inside a paste).
///
/// Each call costs time linear in the bytes it is given, however many: 1 MB in one call is
/// decoded in one pass.
///
/// ```swift
/// var decoder = TerminalKeyDecoder()
/// // An Esc may start a sequence: it waits.
/// print(decoder.feed([0x1B]))        // []
/// print(decoder.feed([0x4F, 0x42]))  // [down]
/// print(decoder.feed([0x1B, 0x61]))  // [alt-a]
/// print(decoder.feed([0x1B]))        // []
/// print(decoder.flush())             // [esc]
/// print(decoder.feed([0x1B]))        // []
/// // The read held nothing after the Esc:
/// print(decoder.readEnded())         // [esc]
/// ```
package struct TerminalKeyDecoder: Sendable {
  /// Bytes of an incomplete key, kept for the next call.
  private var pending: [UInt8] = []
  /// The text of a bracketed paste in progress.
  private var paste: [UInt8]?

  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// Creates a decoder with nothing pending.
  package init() {}

  /// Whether bytes wait for more to complete a key or a paste.
  package var hasPending: Bool { !pending.isEmpty || paste != nil }

  /// Whether a bracketed paste has started and not ended; a quiet moment does not end it.
  package var isInPaste: Bool { paste != nil }

  /// Decodes `bytes`, keeping an incomplete sequence for the next call.
  ///
  /// - Parameter bytes: The bytes read.
  /// - Returns: The keys they complete, in order.
  package mutating func feed(_ bytes: [UInt8]) -> [TerminalKey] {
    if pending.isEmpty { pending = bytes } else { pending += bytes }
    var keys: [TerminalKey] = []
    var index = 0
    decoding: while index < pending.count {
      if paste != nil {
        let (next, waits) = continuePaste(from: index, into: &keys)
        index = next
        if waits { break decoding }
        continue
      }
      switch decodeOne(at: index) {
      case .key(let key, let length):
        if let key { keys.append(key) }
        index += length
      case .pasteStart(let length):
        paste = []
        index += length
      case .incomplete:
        break decoding
      }
    }
    // One removal per call keeps the whole call linear.
    pending.removeFirst(index)
    return keys
  }

  /// Ends a read: when all that is pending is one Esc (or two), it is the Esc key (pressed
  /// twice), since a terminal sends an escape sequence (or Alt and a key) in one write.
  /// Anything else waits.
  ///
  /// - Returns: `[.escape]` (or two), or nothing.
  package mutating func readEnded() -> [TerminalKey] {
    guard paste == nil, pending == [0x1B] || pending == [0x1B, 0x1B] else { return [] }
    defer { pending = [] }
    return pending.map { _ in .escape }
  }

  /// Decodes what is pending as if no more bytes will come: a lone Esc becomes
  /// ``TerminalKey/escape``, Esc and one character ``TerminalKey/alt(_:)``, and a paste that has
  /// not ended is delivered as it stands.
  ///
  /// - Returns: The keys.
  package mutating func flush() -> [TerminalKey] {
    var keys: [TerminalKey] = []
    if var text = paste {
      text += pending
      pending = []
      paste = nil
      keys.append(.paste(String(decoding: text, as: UTF8.self)))
    }
    while !pending.isEmpty {
      if pending[0] == 0x1B {
        if pending.count == 2, (0x20..<0x7F).contains(pending[1]) {
          keys.append(.alt(Character(Unicode.Scalar(pending[1]))))
          pending = []
          break
        }
        keys.append(.escape)
      }
      // An Esc on its own, or an incomplete UTF-8 character that will not be completed.
      pending.removeFirst()
      keys += feed([])
    }
    return keys
  }

  // MARK: Decoding one key

  private enum Step {
    case key(TerminalKey?, length: Int)
    case pasteStart(length: Int)
    case incomplete
  }

  /// Appends the paste's bytes from `index` on, up to its end marker if it is there; returns
  /// where decoding goes on, and whether it must wait for more bytes (the end marker may be
  /// split across reads). Only bytes not seen before are scanned.
  private mutating func continuePaste(
    from index: Int, into keys: inout [TerminalKey]
  ) -> (Int, waits: Bool) {
    let end = Self.pasteEnd
    var scan = index
    while scan < pending.count {
      if pending[scan] == 0x1B {
        let available = min(end.count, pending.count - scan)
        if pending[scan..<(scan + available)].elementsEqual(end[0..<available]) {
          if available < end.count {
            // Maybe the end marker, split across reads: keep it pending.
            paste?.append(contentsOf: pending[index..<scan])
            return (scan, true)
          }
          paste?.append(contentsOf: pending[index..<scan])
          keys.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
          paste = nil
          return (scan + end.count, false)
        }
      }
      scan += 1
    }
    paste?.append(contentsOf: pending[index..<pending.count])
    return (pending.count, false)
  }

  private func decodeOne(at start: Int) -> Step {
    let first = pending[start]
    switch first {
    case 0x1B: return decodeEscape(at: start)
    case 0x0D, 0x0A: return .key(.enter, length: 1)
    case 0x7F, 0x08: return .key(.backspace, length: 1)
    case 0x09: return .key(.tab, length: 1)
    case 0x03: return .key(.interrupt, length: 1)
    case 0x01...0x1A:
      return .key(.control(Character(Unicode.Scalar(first + 0x60))), length: 1)
    case 0x00..<0x20: return .key(nil, length: 1)
    case 0x20..<0x7F: return .key(.character(Character(Unicode.Scalar(first))), length: 1)
    default:
      let (character, length) = decodeUTF8(at: start)
      guard length > 0 else { return .incomplete }
      return .key(character.map(TerminalKey.character), length: length)
    }
  }

  private func decodeEscape(at start: Int) -> Step {
    let available = pending.count - start
    guard available >= 2 else { return .incomplete }
    let second = pending[start + 1]
    if second == 0x4F {  // ESC O x
      guard available >= 3 else { return .incomplete }
      // Cut short by the next key's Esc: Alt-O, and the next key is decoded on its own.
      if pending[start + 2] == 0x1B { return .key(.alt("O"), length: 2) }
      return .key(finalKey(pending[start + 2]), length: 3)
    }
    if second == 0x5B { return decodeCSI(at: start) }
    switch second {
    case 0x20..<0x7F:
      return .key(.alt(Character(Unicode.Scalar(second))), length: 2)
    case 0x80...:
      let (character, length) = decodeUTF8(at: start + 1)
      guard length > 0 else { return .incomplete }
      guard let character else { return .key(.escape, length: 1) }
      return .key(.alt(character), length: 1 + length)
    case 0x1B:
      // Esc before an arrow's (or another key's) sequence is Alt and that key, as rxvt and
      // terminals sending Option as an Esc prefix write it (`ESC ESC [ A`): the key, ← and →
      // moving by words as the xterm Alt form does; Alt never acts as Esc. Before anything
      // else (another Esc, Alt and a key, a paste) the first Esc stands alone.
      guard available >= 3 else { return .incomplete }
      guard pending[start + 2] == 0x5B || pending[start + 2] == 0x4F else {
        return .key(.escape, length: 1)
      }
      switch decodeEscape(at: start + 1) {
      case .incomplete: return .incomplete
      case .pasteStart: return .key(.escape, length: 1)
      case .key(.left?, let length): return .key(.controlLeft, length: 1 + length)
      case .key(.right?, let length): return .key(.controlRight, length: 1 + length)
      case .key(let key, let length): return .key(key, length: 1 + length)
      }
    default:
      // Alt and a control key (Alt-Backspace, Alt-Enter): the key; Alt never acts as Esc.
      guard case .key(let key, 1) = decodeOne(at: start + 1) else { return .key(nil, length: 2) }
      return .key(key, length: 2)
    }
  }

  /// `ESC [ parameters final`: parameters are 0x30–0x3F, the final byte 0x40–0x7E.
  private func decodeCSI(at start: Int) -> Step {
    var index = start + 2
    while index < pending.count, (0x30...0x3F).contains(pending[index]) { index += 1 }
    let parameterCount = index - start - 2
    guard index < pending.count else {
      return parameterCount > 32 ? .key(nil, length: index - start) : .incomplete
    }
    let final = pending[index]
    let length = index - start + 1
    if final == 0x1B {
      // Cut short by the next key's Esc: Alt-[ when nothing came between, else dropped; the
      // next key is decoded on its own.
      return .key(parameterCount == 0 ? .alt("[") : nil, length: length - 1)
    }
    guard (0x40...0x7E).contains(final) else { return .key(nil, length: length) }
    let parameters = pending[(start + 2)..<index]
    if parameters.first == 0x3C {  // `<`: an SGR mouse report
      return .key(mouse(parameters.dropFirst(), final: final), length: length)
    }
    let numbers = parameters.split(separator: 0x3B, omittingEmptySubsequences: false).map {
      number($0)
    }
    switch final {
    case 0x7E:  // `~`
      guard let code = numbers.first ?? nil else { return .key(nil, length: length) }
      if code == 200 { return .pasteStart(length: length) }
      return .key(tildeKey(code), length: length)
    case 0x5A:
      return .key(.backTab, length: length)
    default:
      // No parameters, or `1;modifiers`: the key itself; Ctrl or Alt with ← and → move by
      // words, other modifiers are ignored.
      guard numbers.count <= 2, parameterCount == 0 || numbers.first == 1 else {
        return .key(nil, length: length)
      }
      let key = finalKey(final)
      if numbers.count == 2, let modifiers = numbers[1], modifiers > 1,
        (modifiers - 1) & 0b110 != 0
      {
        // xterm's modifier parameter is 1 + Shift 1, Alt 2, Ctrl 4.
        if key == .left { return .key(.controlLeft, length: length) }
        if key == .right { return .key(.controlRight, length: length) }
      }
      return .key(key, length: length)
    }
  }

  private func number(_ digits: ArraySlice<UInt8>) -> Int? {
    guard !digits.isEmpty, digits.count <= 6 else { return nil }
    var value = 0
    for digit in digits {
      guard (0x30...0x39).contains(digit) else { return nil }
      value = value * 10 + Int(digit - 0x30)
    }
    return value
  }

  /// The key of `ESC [ final` or `ESC O final`.
  private func finalKey(_ byte: UInt8) -> TerminalKey? {
    switch byte {
    case 0x41: .up
    case 0x42: .down
    case 0x43: .right
    case 0x44: .left
    case 0x48: .home
    case 0x46: .end
    case 0x50...0x53: .function(Int(byte) - 0x4F)  // P Q R S: F1–F4
    default: nil
    }
  }

  /// The key of `ESC [ code ~`.
  private func tildeKey(_ code: Int) -> TerminalKey? {
    switch code {
    case 1, 7: .home
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(code - 10)
    case 17...21: .function(code - 11)
    case 23, 24: .function(code - 12)
    default: nil
    }
  }

  /// `b ; x ; y` then `M` (press) or `m` (release).
  private func mouse(_ parameters: ArraySlice<UInt8>, final: UInt8) -> TerminalKey? {
    let numbers = parameters.split(separator: 0x3B, omittingEmptySubsequences: false).map {
      number($0)
    }
    guard numbers.count == 3, let button = numbers[0], let x = numbers[1], let y = numbers[2],
      x >= 1, y >= 1, final == 0x4D || final == 0x6D
    else { return nil }
    let kind: TerminalMouse.Kind
    switch (button & ~0b11100, final) {  // modifier bits (Shift, Alt, Ctrl) ignored
    case (64, _): kind = .wheelUp
    case (65, _): kind = .wheelDown
    case (0, 0x4D): kind = .press
    case (0...2, 0x6D): kind = .release
    default: return nil  // other buttons, motion
    }
    return .mouse(TerminalMouse(kind, line: y - 1, column: x - 1))
  }

  /// The character at `start`: its length, or 0 when more bytes are needed; `nil` with
  /// length 1 for a byte that starts no character.
  private func decodeUTF8(at start: Int) -> (Character?, length: Int) {
    let first = pending[start]
    let length: Int
    switch first {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (nil, 1)
    }
    let available = min(length, pending.count - start)
    let continuing = pending[(start + 1)..<(start + available)].allSatisfy {
      (0x80...0xBF).contains($0)
    }
    guard continuing else { return (nil, 1) }
    guard available == length else { return (nil, 0) }
    guard let text = String(validating: pending[start..<(start + length)], as: UTF8.self),
      let character = text.first
    else { return (nil, 1) }
    return (character, length)
  }
}
