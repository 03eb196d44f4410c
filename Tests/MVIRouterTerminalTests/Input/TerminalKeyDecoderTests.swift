import MVIRouterTerminal
import Testing

@Suite struct TerminalKeyDecoderTests {
  @Test func arrowsInBothForms() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42]) == [.up, .down])
    #expect(decoder.feed([0x1B, 0x4F, 0x43, 0x1B, 0x4F, 0x44]) == [.right, .left])
  }

  @Test func aLoneEscapeWaitsForFlush() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPending)
  }

  /// Esc then `q` typed quickly arrive in two reads: the Esc is decided at the end of its read.
  @Test func aLoneEscapeAtTheEndOfAReadIsTheEscKey() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.readEnded() == [.escape])
    #expect(decoder.feed([0x71]) + decoder.readEnded() == [.character("q")])
    // Alt-q and an arrow come in one write, so in one read.
    #expect(decoder.feed([0x1B, 0x71]) + decoder.readEnded() == [.alt("q")])
    #expect(decoder.feed([0x1B, 0x5B, 0x41]) + decoder.readEnded() == [.up])
    // Two Esc keys in one read are two Esc keys.
    #expect(decoder.feed([0x1B, 0x1B]) + decoder.readEnded() == [.escape, .escape])
    // A sequence cut inside still waits for its end, and a paste is never cut.
    #expect(decoder.feed([0x1B, 0x5B]) + decoder.readEnded() == [])
    #expect(decoder.feed([0x42]) == [.down])
    #expect(decoder.feed(Array("\u{1B}[200~a\u{1B}".utf8)) + decoder.readEnded() == [])
    #expect(decoder.feed(Array("[201~".utf8)) == [.paste("a")])
  }

  @Test func ctrlOrAltWithLeftAndRightMoveByWords() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[1;5D\u{1B}[1;5C".utf8)) == [.controlLeft, .controlRight])
    #expect(decoder.feed(Array("\u{1B}[1;3D\u{1B}[1;3C".utf8)) == [.controlLeft, .controlRight])
    // Shift alone is ignored, and other keys keep their modifiers ignored.
    #expect(decoder.feed(Array("\u{1B}[1;2D\u{1B}[1;5A".utf8)) == [.left, .up])
  }

  /// A sequence cut short by the next one's Esc (Alt-O or Alt-[ and then an arrow, in one read)
  /// keeps the next key: it was swallowed, and the rest of it typed as text (`[A`, or a
  /// paste's `[200~`, whose `~` opened the inspector).
  @Test func aSequenceCutShortByAnEscKeepsTheNextKey() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed(Array("\u{1B}O\u{1B}[A".utf8)) == [.alt("O"), .up])
    #expect(decoder.feed(Array("\u{1B}[\u{1B}[A".utf8)) == [.alt("["), .up])
    #expect(decoder.feed(Array("\u{1B}[1;\u{1B}[B".utf8)) == [.down])
    #expect(
      decoder.feed(Array("\u{1B}O\u{1B}[200~x\u{1B}[201~".utf8)) == [.alt("O"), .paste("x")])
  }

  @Test func oneCallAndManySmallReadsFindTheSameKeys() {
    let pattern =
      Array("hello, wörld ".utf8) + [0x1B, 0x5B, 0x41] + Array("é→".utf8) + [0x0D]
      + [0x1B, 0x5B, 0x42] + [0x7F]
    var bytes: [UInt8] = []
    while bytes.count < 256 * 1024 { bytes += pattern }
    var oneCall = TerminalKeyDecoder()
    let keys = oneCall.feed(bytes) + oneCall.flush()
    // Reads of every size from 1 to 7 bytes split characters and sequences everywhere.
    for size in 1...7 {
      var chunked = TerminalKeyDecoder()
      var chunkedKeys: [TerminalKey] = []
      var start = 0
      while start < 4096 * 7 {
        chunkedKeys += chunked.feed(Array(bytes[start..<(start + size)]))
        start += size
      }
      chunkedKeys += chunked.flush()
      var reference = TerminalKeyDecoder()
      #expect(chunkedKeys == reference.feed(Array(bytes[0..<start])) + reference.flush())
    }
    #expect(keys.count > 100_000)
  }

  @Test func aSequenceSplitAcrossReads() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.feed([0x5B]) == [])
    #expect(decoder.feed([0x41]) == [.up])
  }

  @Test func altAndAKeyIsOneAltKeyNotEsc() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed([0x1B, 0x61]) == [.alt("a")])
    #expect(decoder.feed(Array("\u{1B}é".utf8)) == [.alt("é")])
    // Split across reads, and the forms that look like the start of a sequence.
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.feed([0x71]) == [.alt("q")])
    #expect(decoder.feed([0x1B, 0x4F]) == [])
    #expect(decoder.flush() == [.alt("O")])
  }

  /// rxvt/urxvt, and Terminal.app or iTerm2 sending Option as an Esc prefix, write Alt-↑ as
  /// `ESC ESC [ A`: the arrow (← and → move by words, as the xterm Alt form does), never Esc,
  /// which would go back by surprise.
  @Test func altWithAnArrowInTheEscPrefixFormIsTheArrowNeverEsc() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed(Array("\u{1B}\u{1B}[A".utf8)) + decoder.readEnded() == [.up])
    #expect(decoder.feed(Array("\u{1B}\u{1B}OB".utf8)) + decoder.readEnded() == [.down])
    #expect(decoder.feed(Array("\u{1B}\u{1B}[D".utf8)) + decoder.readEnded() == [.controlLeft])
    #expect(decoder.feed(Array("\u{1B}\u{1B}OC".utf8)) + decoder.readEnded() == [.controlRight])
    #expect(decoder.feed(Array("\u{1B}\u{1B}[5~".utf8)) + decoder.readEnded() == [.pageUp])
    // Split across reads, it is still the arrow once its end arrives.
    #expect(decoder.feed([0x1B, 0x1B]) + decoder.feed([0x5B]) + decoder.feed([0x42]) == [.down])
  }

  /// Esc pressed twice, Esc before Alt and a key, and Esc before a paste keep their Esc.
  @Test func anEscBeforeAnEscThatStartsNoSequenceStandsAlone() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed([0x1B, 0x1B]) + decoder.readEnded() == [.escape, .escape])
    #expect(decoder.feed([0x1B, 0x1B]) + decoder.flush() == [.escape, .escape])
    #expect(decoder.feed([0x1B, 0x1B, 0x71]) + decoder.readEnded() == [.escape, .alt("q")])
    #expect(decoder.feed([0x1B, 0x1B, 0x1B]) + decoder.readEnded() == [.escape, .escape, .escape])
    #expect(
      decoder.feed(Array("\u{1B}\u{1B}[200~x\u{1B}[201~".utf8)) == [.escape, .paste("x")])
    // Esc, then an arrow in a later read.
    #expect(decoder.feed([0x1B]) + decoder.readEnded() == [.escape])
    #expect(decoder.feed([0x1B, 0x5B, 0x41]) + decoder.readEnded() == [.up])
  }

  @Test func altAndAControlKeyIsThatKeyNeverEsc() {
    var decoder = TerminalKeyDecoder()
    #expect(
      decoder.feed([0x1B, 0x7F, 0x1B, 0x0D, 0x1B, 0x17]) == [.backspace, .enter, .control("w")])
    #expect(decoder.feed([0x1B, 0x00, 0x61]) == [.character("a")])
  }

  @Test func controlLettersEditingKeysAndFunctionKeys() {
    var decoder = TerminalKeyDecoder()
    #expect(
      decoder.feed([0x01, 0x05, 0x15, 0x17]) == [
        .control("a"), .control("e"), .control("u"), .control("w"),
      ])
    #expect(
      decoder.feed(Array("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF".utf8)) == [.home, .end, .home, .end])
    #expect(decoder.feed(Array("\u{1B}[1~\u{1B}[4~\u{1B}[3~".utf8)) == [.home, .end, .delete])
    #expect(decoder.feed(Array("\u{1B}[5~\u{1B}[6~".utf8)) == [.pageUp, .pageDown])
    #expect(
      decoder.feed(Array("\u{1B}OQ\u{1B}[12~\u{1B}[24~\u{1B}[1;5Q".utf8)) == [
        .function(2), .function(2), .function(12), .function(2),
      ])
    #expect(decoder.feed(Array("\u{1B}[1;5A\u{1B}[1;2D".utf8)) == [.up, .left])
  }

  @Test func aBracketedPasteIsOneKeyWhateverItHolds() {
    var decoder = TerminalKeyDecoder()
    let text = "q\u{1B}[Ax\u{3}日\r"
    #expect(
      decoder.feed(Array("a\u{1B}[200~\(text)\u{1B}[201~b".utf8)) == [
        .character("a"), .paste(text), .character("b"),
      ])
  }

  @Test func aPasteSplitAcrossReadsIncludingItsEndMarker() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~ab".utf8)) == [])
    #expect(decoder.isInPaste)
    #expect(decoder.feed(Array("c\u{1B}[20".utf8)) == [])
    #expect(decoder.feed(Array("1~d".utf8)) == [.paste("abc"), .character("d")])
    #expect(!decoder.hasPending)
  }

  @Test func flushInsideAPasteDeliversWhatCame() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~abc".utf8)) == [])
    #expect(decoder.flush() == [.paste("abc")])
    #expect(!decoder.hasPending)
  }

  @Test func sgrMouseClicksReleasesAndWheel() {
    var decoder = TerminalKeyDecoder()
    #expect(
      decoder.feed(Array("\u{1B}[<0;11;4M\u{1B}[<0;11;4m".utf8)) == [
        .mouse(TerminalMouse(.press, line: 3, column: 10)),
        .mouse(TerminalMouse(.release, line: 3, column: 10)),
      ])
    #expect(
      decoder.feed(Array("\u{1B}[<64;1;1M\u{1B}[<65;2;3M".utf8)) == [
        .mouse(TerminalMouse(.wheelUp, line: 0, column: 0)),
        .mouse(TerminalMouse(.wheelDown, line: 2, column: 1)),
      ])
    // Motion, other buttons and broken reports are dropped.
    #expect(
      decoder.feed(Array("\u{1B}[<32;1;1M\u{1B}[<2;1;1M\u{1B}[<0;0;1M\u{1B}[<0;1Mz".utf8)) == [
        .character("z")
      ])
  }

  @Test func oneMegabyteInOneCallDecodesEveryKey() {
    var decoder = TerminalKeyDecoder()
    let unit = Array("ab\u{1B}[A日".utf8)  // 8 bytes, 4 keys
    let bytes = Array([[UInt8]](repeating: unit, count: 131_072).joined())
    let keys = decoder.feed(bytes)
    #expect(bytes.count == 1_048_576)
    #expect(keys.count == 4 * 131_072)
    #expect(keys.suffix(4) == [.character("a"), .character("b"), .up, .character("日")])
    #expect(!decoder.hasPending)
  }

  @Test func controlKeys() {
    var decoder = TerminalKeyDecoder()
    #expect(
      decoder.feed([0x7F, 0x08, 0x0D, 0x0A, 0x09, 0x03]) == [
        .backspace, .backspace, .enter, .enter, .tab, .interrupt,
      ])
    #expect(decoder.feed([0x1B, 0x5B, 0x5A]) == [.backTab])
  }

  @Test func utf8CharactersIncludingSplitOnes() {
    var decoder = TerminalKeyDecoder()
    let bytes = Array("é日🎬".utf8)
    #expect(decoder.feed(Array(bytes[0..<3])) == [.character("é")])
    #expect(decoder.feed(Array(bytes[3...])) == [.character("日"), .character("🎬")])
  }

  @Test func unknownSequencesAndInvalidBytesAreDropped() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed([0x1B, 0x5B, 0x39, 0x39, 0x7E, 0x61]) == [.character("a")])
    #expect(decoder.feed([0xFF, 0xC3, 0x28, 0x62]) == [.character("("), .character("b")])
    #expect(decoder.feed([0x00, 0x1C]) == [])
  }

  @Test func anIncompleteCharacterIsDroppedOnFlush() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed([0xE6, 0x97]) == [])
    #expect(decoder.flush() == [])
    #expect(decoder.feed([0x61]) == [.character("a")])
  }
}
