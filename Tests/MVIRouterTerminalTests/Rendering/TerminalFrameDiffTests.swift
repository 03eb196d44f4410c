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

/// What a key press costs the terminal, checked without a clock (the benchmark measured it
/// before the diff became `package`): moving the selection one row rewrites two lines.
@Suite @MainActor struct KeyPressBytesTests {
  @Test func aKeyPressWritesUnderAQuarterOfAFullRedraw() {
    let factory = FixtureScreenFactory()
    let host = TerminalHost(screenFactory: factory)
    host.colour = true
    factory.routerEvents.routeTo(.list)
    factory.routerEvents.routeTo(.edit)
    let before = host.renderedFrame()
    host.handle(.down)
    let after = host.renderedFrame()
    let keyPress = TerminalFrameDiff.update(from: before, to: after).utf8.count
    let full = TerminalFrameDiff.redraw(after.styledLines).utf8.count
    #expect(keyPress > 0)
    #expect(keyPress * 4 < full, "\(keyPress) bytes for a key press, \(full) for a full redraw")
  }
}
