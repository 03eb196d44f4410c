import MVIRouterTerminal
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

  @Test func aStyledFrameIsComparedAndWrittenWithItsStyles() {
    let plain = TerminalFrame(lines: ["a", "b"])
    let styled = TerminalFrame(lines: ["a", "b"], styledLines: ["a", "\u{1B}[0;7mb\u{1B}[0m"])
    #expect(TerminalFrameDiff.update(from: plain, to: plain) == "")
    #expect(
      TerminalFrameDiff.update(from: plain, to: styled)
        == "\u{1B}[2;1H\u{1B}[0;7mb\u{1B}[0m\u{1B}[K")
  }

  @Test func linesAreWrittenAsTheyAre() {
    let redraw = TerminalFrameDiff.redraw(["\u{1B}[0;1mtitle\u{1B}[0m", "body"])
    #expect(redraw.contains("\u{1B}[1;1H\u{1B}[0;1mtitle\u{1B}[0m\u{1B}[K"))
    #expect(redraw.contains("\u{1B}[2;1Hbody\u{1B}[K"))
  }
}
