@_spi(Benchmarks) import MVIRouterTerminal
import Testing

@Suite struct TerminalFrameDiffTests {
  @Test func onlyChangedLinesAreWritten() {
    let update = TerminalFrameDiff.update(from: ["a", "b", "c"], to: ["a", "x", "c"])
    #expect(update == "\u{1B}[2;1Hx\u{1B}[K")
  }

  @Test func nothingChangedWritesNothing() {
    #expect(TerminalFrameDiff.update(from: ["a"], to: ["a"]) == "")
  }

  @Test func noPreviousFrameOrANewSizeRedrawsEverything() {
    let full = TerminalFrameDiff.update(from: nil, to: ["a", "b"])
    #expect(full == "\u{1B}[H\u{1B}[2J\u{1B}[1;1Ha\u{1B}[K\u{1B}[2;1Hb\u{1B}[K")
    #expect(TerminalFrameDiff.update(from: ["a"], to: ["a", "b"]) == full)
  }

  @Test func stylesAreOnlyAddedWhenAsked() {
    let plain = TerminalFrameDiff.redraw(["title", "body", "keys"])
    #expect(!plain.contains("\u{1B}[1m"))
    let styled = TerminalFrameDiff.redraw(["title", "body", "keys"], styles: true)
    #expect(styled.contains("\u{1B}[1mtitle\u{1B}[0m"))
    #expect(styled.contains("\u{1B}[2mkeys\u{1B}[0m"))
  }
}
