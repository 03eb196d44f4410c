import Testing

@testable import MVIRouterTerminal

@Suite struct DisplayWidthTests {
  @Test func asciiIsOneColumnEach() {
    #expect(DisplayWidth.of("Hello") == 5)
  }

  @Test func wideCharactersAndEmojiAreTwoColumns() {
    #expect(DisplayWidth.of("日本") == 4)
    #expect(DisplayWidth.of("한") == 2)
    #expect(DisplayWidth.of("🎬") == 2)
    #expect(DisplayWidth.of("❤️") == 2)
  }

  @Test func combiningMarksTakeNoColumn() {
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("a\u{200B}b") == 2)
  }

  @Test func truncateCutsByColumnsAndEndsWithEllipsis() {
    #expect(DisplayWidth.truncate("Hello world", to: 6) == "Hello…")
    #expect(DisplayWidth.truncate("日本語です", to: 6) == "日本…")
    #expect(DisplayWidth.truncate("short", to: 10) == "short")
    #expect(DisplayWidth.truncate("abc", to: 0) == "")
  }

  @Test func truncateLeftKeepsTheEnd() {
    #expect(DisplayWidth.truncateLeft("Menu › Movies › Alien", to: 10) == "…s › Alien")
    #expect(DisplayWidth.of(DisplayWidth.truncateLeft("日本語です", to: 5)) <= 5)
  }

  @Test func drawingCharactersAreOneColumnAndCutByScalar() {
    #expect(DisplayWidth.isSimple("↑↓ move · enter › ▸ ─"))
    #expect(!DisplayWidth.isSimple("e\u{301}"))
    #expect(DisplayWidth.of("↑↓ move · q quit") == 16)
    #expect(DisplayWidth.truncate("↑↓ move · q quit", to: 8) == "↑↓ move…")
    #expect(DisplayWidth.truncateLeft("a › b › c", to: 6) == "…b › c")
    #expect(DisplayWidth.of("café") == 4)
  }

  @Test func wrapBreaksAtSpacesAndSplitsLongWords() {
    #expect(DisplayWidth.wrap("one two three", to: 7) == ["one two", "three"])
    #expect(DisplayWidth.wrap("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
    #expect(DisplayWidth.wrap("  indented", to: 20) == ["  indented"])
  }

  /// A long word without spaces (a pasted token, a URL) wraps in one pass: it was cut one line at
  /// a time, measuring and copying the rest again for each, so 100,000 characters took seconds
  /// per frame — each key pressed after such a paste waited for it. Linear, it takes
  /// milliseconds; the bound leaves a wide margin for a loaded machine and a debug build.
  @Test func aLongWordWrapsInLinearTime() {
    let word = String(repeating: "x", count: 100_000)
    let start = ContinuousClock.now
    let lines = DisplayWidth.wrap("Search: " + word + " end", to: 80)
    let elapsed = ContinuousClock.now - start
    #expect(lines.count == 1_252)
    #expect(lines.first == "Search:")
    #expect(lines.dropFirst().dropLast().allSatisfy { $0.count == 80 })
    #expect(lines.last == "end")
    #expect(elapsed < .milliseconds(700), "\(elapsed)")
  }
}
