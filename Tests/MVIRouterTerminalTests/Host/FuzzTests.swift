import MVIRouterTerminal
import Testing

/// Random inputs for what the terminal host reads from outside: script lines and key bytes.
@Suite struct FuzzTests {
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state
    }
  }

  @Test func randomScriptLinesParseOrSayWhy() {
    var random = Generator(state: 11)
    let words = [
      "key", "type", "resize", "snapshot", "expect", "wait-idle", "quit", "down", "esc", "\"",
      "60", "-1", "x", " ", "日本", "🎬", "\t", "#", "open", "99999999999999999999",
    ]
    var parsed = 0
    var refused = 0
    for _ in 0..<20_000 {
      let line = (0..<Int.random(in: 0...5, using: &random)).map { _ in
        words.randomElement(using: &random)!
      }.joined(separator: Bool.random(using: &random) ? " " : "")
      do {
        _ = try ScriptCommand.parse(line, customNames: ["open"])
        parsed += 1
      } catch {
        refused += 1
        #expect(!error.reason.isEmpty)
      }
    }
    #expect(parsed > 0)
    #expect(refused > 0)
  }

  @Test func randomBytesDecodeTheSameHoweverTheyAreSplit() {
    var random = Generator(state: 5)
    let interesting: [UInt8] = [
      0x1B, 0x5B, 0x4F, 0x41, 0x42, 0x5A, 0x7F, 0x08, 0x0D, 0x03, 0xE6, 0x97, 0xA5, 0xF0, 0x9F,
      0xFF, 0x61, 0x32, 0x30, 0x31, 0x7E, 0x3C, 0x3B, 0x4D, 0x6D,
    ]
    for _ in 0..<5_000 {
      let bytes = (0..<Int.random(in: 0...24, using: &random)).map { _ in
        Bool.random(using: &random)
          ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
      }
      expectSameKeysWholeAndSplit(bytes, using: &random)
    }
  }

  @Test func randomPastesMouseReportsAndKeysDecodeTheSameHoweverTheyAreSplit() {
    var random = Generator(state: 17)
    let tokens = [
      "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[20", "\u{1B}[<0;3;4M", "\u{1B}[<64;1;1M", "\u{1B}[3~",
      "\u{1B}OQ", "\u{1B}a", "\u{1B}", "日", "a", "\r", "\u{1}", "[", "~",
    ].map { Array($0.utf8) }
    for _ in 0..<5_000 {
      let bytes = (0..<Int.random(in: 0...12, using: &random)).flatMap { _ in
        tokens.randomElement(using: &random)!
      }
      expectSameKeysWholeAndSplit(bytes, using: &random)
    }
  }

  /// Decodes `bytes` in one feed and in random pieces, and expects the same keys, nothing left.
  private func expectSameKeysWholeAndSplit(
    _ bytes: [UInt8], using random: inout Generator,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var whole = TerminalKeyDecoder()
    let all = whole.feed(bytes) + whole.flush()
    var split = TerminalKeyDecoder()
    var keys: [TerminalKey] = []
    var rest = bytes[...]
    while !rest.isEmpty {
      let size = Int.random(in: 1...max(1, rest.count), using: &random)
      keys += split.feed(Array(rest.prefix(size)))
      rest = rest.dropFirst(size)
    }
    keys += split.flush()
    #expect(keys == all, "\(bytes)", sourceLocation: sourceLocation)
    #expect(!whole.hasPending && !split.hasPending, sourceLocation: sourceLocation)
  }
}
