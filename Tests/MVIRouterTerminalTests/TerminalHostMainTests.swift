import Testing

@testable import MVIRouterTerminal

/// What the host's `run(arguments:)` reads and says before running.
@Suite @MainActor struct TerminalHostMainTests {
  @Test func theHostsOptionsAreReadAndTheRestKeptInOrder() throws {
    let arguments = try TerminalHostArguments(parsing: [
      "--fail", "--script", "-", "--open", "x", "--size", "40x12", "--no-mouse", "-h",
    ])
    #expect(arguments.scriptPath == "-")
    #expect(arguments.width == 40 && arguments.height == 12)
    #expect(!arguments.mouse && arguments.help)
    #expect(arguments.unparsed == ["--fail", "--open", "x"])
    #expect(throws: TerminalHostError("--script needs a value")) {
      try TerminalHostArguments(parsing: ["--script"])
    }
    for size in ["80", "0x24", "axb", "1001x5"] {
      #expect(throws: TerminalHostError.self) {
        try TerminalHostArguments(parsing: ["--size", size])
      }
    }
  }

  @Test func anArgumentThatIsNotTheHostsIsAUsageError() async {
    let host = TerminalHost(screenFactory: FixtureScreenFactory())
    #expect(await host.run(arguments: ["--colour"]) == 2)
    #expect(await host.run(arguments: ["--size", "big"]) == 2)
  }

  @Test func redirectedOutputWithAKeyboardSaysItReadsAScriptAndHowToEnd() throws {
    typealias Host = TerminalHost<FixtureScreenFactory>
    let plain = TerminalHostArguments()
    let notice = try #require(
      Host.scriptModeNotice(plain, inputIsTerminal: true, outputIsTerminal: false))
    #expect(notice.contains("standard output is not a terminal"))
    #expect(notice.contains("Ctrl-D"))
    #expect(Host.scriptModeNotice(plain, inputIsTerminal: false, outputIsTerminal: false) == nil)
    let file = try TerminalHostArguments(parsing: ["--script", "walk.script"])
    #expect(Host.scriptModeNotice(file, inputIsTerminal: true, outputIsTerminal: false) == nil)
  }

  @Test func aDumbTerminalGetsNoEscapeCodesAndTheCursorGoesWhereTypingGoes() {
    #expect(TerminalMode.enterBytes(.init(mouse: true, plain: true)) == "")
    #expect(TerminalMode.enterBytes(.init(mouse: false)).contains("\u{1B}[?1049h"))
    typealias Host = TerminalHost<FixtureScreenFactory>
    #expect(Host.cursorBytes(nil) == "\u{1B}[?25l")
    #expect(
      Host.cursorBytes(TerminalFrame.Cursor(line: 3, column: 9)) == "\u{1B}[4;10H\u{1B}[?25h")
  }

  @Test func aNoticeShowsInTheKeysLineUntilTheNextKey() {
    let host = TerminalHost(screenFactory: FixtureScreenFactory())
    host.showNotice("not restoring nav.json")
    #expect(host.frame().last == "not restoring nav.json")
    host.handle(.down)
    #expect(host.frame().last?.contains("q quit") == true)
  }
}
