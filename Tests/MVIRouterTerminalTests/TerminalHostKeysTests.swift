import MVIRouter
import Testing

@testable import MVIRouterTerminal

/// Keys under the fingers: nothing navigates by surprise, focus stays where it was, paging.
@Suite @MainActor struct TerminalHostKeysTests {
  let router = FixtureScreenFactory()
  var events: RouterEvents<CatalogScreen, CatalogAlert> { router.routerEvents }

  @Test func holdingBackspaceInAFieldClearsItAndNeverLeavesTheScreen() throws {
    let host = TerminalHost(screenFactory: router)
    let id = events.routeTo(.search)
    for character in "ali" { host.handle(.character(character)) }
    let search = try #require(router.screen(id))
    for _ in 0..<10 { host.handle(.backspace) }
    #expect(search.field?.text == "")
    #expect(events.state.description == "root > sheet search")
    // Esc still goes back from a field.
    host.handle(.escape)
    #expect(events.state.routes.isEmpty)
  }

  @Test func focusStaysOnItsRowWhenTheRowsAboveBecomeEnabledOrAppear() {
    let host = TerminalHost(screenFactory: router)
    // Loading: only Close can be chosen, so it has the focus.
    router.root.rows = [TerminalRow("Retry", isEnabled: false), TerminalRow("Close")]
    #expect(host.frame().contains("▸ Close"))
    // Loaded: a row appears above and Retry becomes enabled; the focus stays on Close.
    router.root.rows = [TerminalRow("Choose quantity"), TerminalRow("Retry"), TerminalRow("Close")]
    #expect(host.frame().contains("▸ Close"))
    host.handle(.enter)
    #expect(router.root.activated == [2])
  }

  @Test func focusStaysOnItsRowEvenWhenNoFrameWasDrawnInBetween() {
    let host = TerminalHost(screenFactory: router)
    host.handle(.down)  // Search
    router.root.rows = [TerminalRow("New"), TerminalRow("Lists"), TerminalRow("Search")]
    host.handle(.enter)
    #expect(router.root.activated == [2])
    // A row that disappears leaves the focus at its place.
    router.root.rows = [TerminalRow("New"), TerminalRow("Lists")]
    host.handle(.enter)
    #expect(router.root.activated == [2, 1])
  }

  @Test func whileTheTerminalIsTooSmallOnlyQuitAndResizeDoAnything() {
    let host = TerminalHost(screenFactory: router)
    host.width = 20
    host.height = 6
    #expect(host.frame().joined().contains("too small"))
    for key in [TerminalKey.down, .down, .enter, .down, .enter, .character("?"), .function(2)] {
      #expect(host.handle(key))
    }
    host.handle(.escape)
    #expect(events.state.description == "root")
    #expect(router.root.activated.isEmpty)
    host.width = 80
    host.height = 24
    #expect(host.frame().contains("▸ Lists"))
    host.width = 20
    #expect(!host.handle(.character("q")))
    #expect(!host.handle(.interrupt))
  }

  @Test func pagingKeysMoveTheSelectionByAPageAndToTheEnds() {
    let host = TerminalHost(screenFactory: router)
    host.height = 12
    router.root.rows = (1...40).map { TerminalRow("Row \($0)") }
    host.handle(.pageDown)
    let page = router.root.rows.firstIndex { host.frame().contains("▸ \($0.title)") } ?? 0
    #expect(page > 2)
    host.handle(.end)
    #expect(host.frame().contains("▸ Row 40"))
    host.handle(.home)
    #expect(host.frame().contains("▸ Row 1"))
    host.handle(.character("G"))
    #expect(host.frame().contains("▸ Row 40"))
    host.handle(.pageUp)
    #expect(host.frame().contains("▸ Row \(40 - page)"))
    host.handle(.character("g"))
    #expect(host.frame().contains("▸ Row 1"))
  }

  @Test func inAFieldHomeAndEndMoveTheCursorAndGIsTyped() throws {
    let host = TerminalHost(screenFactory: router)
    let id = events.routeTo(.search)
    let search = try #require(router.screen(id))
    host.handle(.character("g"))
    host.handle(.home)
    host.handle(.character("G"))
    #expect(search.field?.text == "Gg")
  }

  @Test func pagingKeysScrollTheHelp() {
    let host = TerminalHost(screenFactory: router)
    host.height = 8
    host.handle(.character("?"))
    let top = host.frame()
    host.handle(.end)
    let bottom = host.frame()
    #expect(bottom != top)
    host.handle(.pageDown)
    #expect(host.frame() == bottom)
    host.handle(.character("g"))
    #expect(host.frame() == top)
    host.handle(.character("G"))
    #expect(host.frame() == bottom)
    host.handle(.home)
    #expect(host.frame() == top)
    host.handle(.pageDown)
    #expect(host.frame() != top)
  }

  @Test func pagingKeysChooseInTheInspectorsHistory() {
    let host = TerminalHost(screenFactory: router)
    for id in 1...6 { events.routeTo(.detail(id)) }
    host.handle(.function(2))
    host.handle(.home)
    host.handle(.enter)
    #expect(events.state.description == "root")
    let deepest = (1...6).map { "push detail(\($0))" }.joined(separator: " > ")
    // The inspector stays open after a jump.
    host.handle(.character("g"))
    host.handle(.character("G"))
    host.handle(.up)
    host.handle(.enter)
    #expect(events.state.description == "root > " + deepest)
    for _ in 0..<3 { host.handle(.pageUp) }
    host.handle(.enter)
    #expect(events.state.description == "root")
  }
}

@Suite @MainActor struct TerminalHostEditingTests {
  let router = FixtureScreenFactory()

  @Test func wordKeysAndKillKeysEditAtTheCursor() throws {
    let host = TerminalHost(screenFactory: router)
    let id = router.routerEvents.routeTo(.search)
    let search = try #require(router.screen(id))
    host.handle(.paste("red tea-pot 2"))
    host.handle(.controlLeft)
    host.handle(.controlLeft)
    host.handle(.character("X"))
    #expect(search.field?.text == "red tea-Xpot 2")
    host.handle(.alt("b"))
    host.handle(.alt("b"))
    host.handle(.control("k"))
    #expect(search.field?.text == "red ")
    host.handle(.control("a"))
    host.handle(.control("d"))
    #expect(search.field?.text == "ed ")
    host.handle(.controlRight)
    host.handle(.alt("f"))
    host.handle(.character("!"))
    #expect(search.field?.text == "ed !")
  }

  @Test func ctrlLAndCtrlZAskTheTerminalAndChangeNothingElse() {
    let host = TerminalHost(screenFactory: router)
    let before = host.frame()
    host.handle(.control("l"))
    host.handle(.control("z"))
    #expect(host.frame() == before)
    #expect(host.takeTerminalRequests() == [.repaint, .suspend])
    #expect(host.takeTerminalRequests() == [])
  }

  @Test func theFieldCursorIsTheTerminalsOwnWhenTheDriverAsks() throws {
    let host = TerminalHost(screenFactory: router)
    router.routerEvents.routeTo(.search)
    // Scripts draw it: `_` at the end.
    #expect(host.frame().contains { $0.contains("Find: _ (item name)") })
    #expect(host.renderedFrame().cursor == nil)
    host.showsTerminalCursor = true
    let empty = host.renderedFrame()
    let line = try #require(empty.lines.firstIndex { $0.contains("Find: (item name)") })
    let column = try #require(empty.lines[line].range(of: "(item name)")).lowerBound
    let start = empty.lines[line].distance(from: empty.lines[line].startIndex, to: column)
    #expect(empty.cursor == TerminalFrame.Cursor(line: line, column: start))
    host.handle(.paste("ali"))
    var frame = host.renderedFrame()
    #expect(frame.lines[line].contains("Find: ali "))
    #expect(frame.cursor == TerminalFrame.Cursor(line: line, column: start + 3))
    host.handle(.left)
    host.handle(.left)
    frame = host.renderedFrame()
    #expect(frame.lines[line].contains("Find: ali "))
    #expect(frame.cursor == TerminalFrame.Cursor(line: line, column: start + 1))
    // An alert or an overlay takes the keys: no cursor.
    router.routerEvents.presentAlert(.info)
    #expect(host.renderedFrame().cursor == nil)
  }

  @Test func aLongFieldScrollsToKeepTheTerminalCursorInside() throws {
    let host = TerminalHost(screenFactory: router)
    host.width = 30
    host.showsTerminalCursor = true
    router.routerEvents.routeTo(.search)
    host.handle(.paste(String(repeating: "abcdefghij", count: 6)))
    for _ in 0..<30 {
      let frame = host.renderedFrame()
      let cursor = try #require(frame.cursor)
      #expect(cursor.column < 30)
      host.handle(.left)
    }
    host.handle(.home)
    let frame = host.renderedFrame()
    let cursor = try #require(frame.cursor)
    let line = Array(frame.lines[cursor.line])
    #expect(line[cursor.column] == "a")
    #expect(line.contains("…"))
  }
}

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

  @Test func aNoticeShowsInTheKeysLineUntilTheNextKey() {
    let host = TerminalHost(screenFactory: FixtureScreenFactory())
    host.showNotice("not restoring nav.json")
    #expect(host.frame().last == "not restoring nav.json")
    host.handle(.down)
    #expect(host.frame().last?.contains("q quit") == true)
  }
}
