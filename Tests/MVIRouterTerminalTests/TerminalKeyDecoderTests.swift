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

  @Test func aSequenceSplitAcrossReads() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.feed([0x5B]) == [])
    #expect(decoder.feed([0x41]) == [.up])
  }

  @Test func escapeFollowedByAKeyIsTwoKeys() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed([0x1B, 0x71]) == [.escape, .character("q")])
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
    #expect(decoder.feed([0x1B, 0x5B, 0x31, 0x35, 0x7E, 0x61]) == [.character("a")])
    #expect(decoder.feed([0xFF, 0xC3, 0x28, 0x62]) == [.character("("), .character("b")])
    #expect(decoder.feed([0x01]) == [])
  }

  @Test func anIncompleteCharacterIsDroppedOnFlush() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed([0xE6, 0x97]) == [])
    #expect(decoder.flush() == [])
    #expect(decoder.feed([0x61]) == [.character("a")])
  }
}
