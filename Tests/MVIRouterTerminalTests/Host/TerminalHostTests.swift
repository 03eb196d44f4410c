import MVIRouter
import Testing

@testable import MVIRouterTerminal

@Suite @MainActor struct TerminalHostTests {
  let router = FixtureScreenFactory()
  var events: RouterEvents<CatalogScreen, CatalogAlert> { router.routerEvents }

  @Test func theBackKeyIsARealDismissalWithTheUserBackReason() {
    let host = TerminalHost(screenFactory: router)
    var reasons: [DismissReason] = []
    events.routeTo(.detail(1)) { reasons.append($0) }
    host.handle(.escape)
    #expect(reasons == [.userBack])
    #expect(events.state.routes.isEmpty)
  }

  /// A body longer than the screen is read with ↑ past the first row (and the wheel), line by
  /// line; ↓ scrolls back down to the selection, then moves it again; Enter while scrolled away
  /// first shows the selection.
  @Test func upPastTheFirstRowScrollsBackThroughALongBody() {
    let host = TerminalHost(screenFactory: router)
    host.width = 40
    host.height = 12
    events.routeTo(.article)
    #expect(host.frame()[2] == "↑ 7 more")
    #expect(host.frame().contains("▸ Like"))
    for _ in 0..<20 { host.handle(.up) }
    #expect(host.frame()[2] == "Paragraph 1")
    #expect(host.frame()[10] == "↓ 7 more")
    host.handle(.down)
    #expect(host.frame()[2] == "↑ 2 more")
    for _ in 0..<5 { host.handle(.down) }
    #expect(host.frame()[2] == "↑ 7 more")
    #expect(host.frame().contains("▸ Like"))
    host.handle(.down)
    #expect(host.frame().contains("▸ Share"))
    host.handle(.up)
    host.handle(.mouse(TerminalMouse(.wheelUp, line: 5, column: 5)))
    #expect(host.frame()[2] == "↑ 6 more")
    host.handle(.enter)  // shows the selection, activates nothing unseen
    #expect(router.screen(events.state.routes[0].id)?.activated == [])
    #expect(host.frame()[2] == "↑ 7 more")
    host.handle(.enter)
    #expect(router.screen(events.state.routes[0].id)?.activated == [0])
  }

  /// When the keys do not fit, the help box says how many more there are and ↓ scrolls to them.
  @Test func theHelpScrollsWhenItsKeysDoNotFit() {
    let host = TerminalHost(screenFactory: router)
    host.width = 40
    host.height = 12
    events.routeTo(.detail(1))
    host.handle(.character("?"))
    #expect(host.frame().contains { $0.contains("↓ 6 more") })
    #expect(!host.frame().contains { $0.contains("close help") })
    for _ in 0..<6 { host.handle(.down) }
    #expect(host.frame().contains { $0.contains("↑ 6 more") })
    #expect(host.frame().contains { $0.contains("close help") })
    #expect(host.frame().contains { $0.contains("quit") })
    host.handle(.up)
    #expect(!host.frame().contains { $0.contains("close help") })
    host.handle(.escape)
    #expect(host.frame().contains("▸ Edit"))
  }

  @Test func backAtTheRootChangesNothing() {
    let host = TerminalHost(screenFactory: router)
    #expect(host.handle(.escape))
    #expect(events.state.description == "root")
  }

  @Test func enterActivatesTheSelectedRowOfTheTopScreen() throws {
    let host = TerminalHost(screenFactory: router)
    host.handle(.down)
    host.handle(.down)
    host.handle(.down)  // stays on the last row
    host.handle(.enter)
    #expect(router.root.activated == [2])
    let id = events.routeTo(.detail(2))
    host.handle(.character("j"))
    host.handle(.right)
    let detail = try #require(router.screen(id))
    #expect(detail.activated == [1])
    #expect(router.root.activated == [2])
  }

  @Test func eachRouteKeepsItsOwnSelection() {
    let host = TerminalHost(screenFactory: router)
    host.handle(.down)
    events.routeTo(.list)
    #expect(host.frame().contains("▸ Groceries"))
    host.handle(.escape)
    #expect(host.frame().contains("▸ Search"))
  }

  @Test func tabMovesAlertFocusAndEnterResolvesWithTheChosenButton() {
    let host = TerminalHost(screenFactory: router)
    var chosen: [String] = []
    events.presentAlert(.deleteFailed) { chosen.append($0) }
    #expect(host.frame().joined().contains("[▸Cancel] [ Delete]"))
    host.handle(.tab)
    #expect(host.frame().joined().contains("[ Cancel] [▸Delete]"))
    host.handle(.enter)
    #expect(chosen == ["Delete"])
    #expect(events.state.visibleAlert == nil)
  }

  @Test func escapeCancelsTheAlertBeforeGoingBack() {
    let host = TerminalHost(screenFactory: router)
    events.routeTo(.detail(1))
    var chosen: [String] = []
    events.presentAlert(.deleteFailed) { chosen.append($0) }
    host.handle(.escape)
    #expect(chosen == ["Cancel"])
    #expect(events.state.description == "root > push detail(1)")
  }

  @Test func typingGoesToTheTextFieldAndBackspaceEdits() throws {
    let host = TerminalHost(screenFactory: router)
    let id = events.routeTo(.search)
    for character in "jq" { host.handle(.character(character)) }
    let search = try #require(router.screen(id))
    #expect(search.field?.text == "jq")
    host.handle(.backspace)
    #expect(search.field?.text == "j")
    host.handle(.backspace)
    host.handle(.backspace)
    #expect(search.field?.text == "")
    #expect(events.state.description == "root > sheet search")
  }

  @Test func screensLearnWhenTheirRouteLeavesHoweverItLeaves() throws {
    let host = TerminalHost(screenFactory: router)
    let list = events.routeTo(.list)
    let detail = events.routeTo(.detail(1))
    let edit = events.routeTo(.edit)
    let screens = try [list, detail, edit].map { try #require(router.screen($0)) }
    events.dismissAll()
    #expect(screens.map(\.disappeared) == [0, 0, 1])
    events.popToRoot()
    #expect(screens.map(\.disappeared) == [1, 1, 1])
    _ = host
  }

  @Test func aRouteThatLeavesInTheSameChangeGetsNoScreen() {
    let host = TerminalHost(screenFactory: router)
    events.perform {
      events.routeTo(.detail(1))
      events.pop()
    }
    #expect(router.made.isEmpty)
    _ = host
  }

  @Test func quitKeysReturnFalse() {
    let host = TerminalHost(screenFactory: router)
    #expect(!host.handle(.character("q")))
    #expect(!host.handle(.interrupt))
  }

  @Test func altAndALetterDoesNotGoBack() {
    let host = TerminalHost(screenFactory: router)
    events.routeTo(.detail(1))
    var decoder = TerminalKeyDecoder()
    for key in decoder.feed([0x1B, 0x61]) { host.handle(key) }
    #expect(events.state.description == "root > push detail(1)")
  }

  @Test func qInsideAnAlertDoesNothingAndCtrlCStillQuits() {
    let host = TerminalHost(screenFactory: router)
    var chosen: [String] = []
    events.presentAlert(.deleteFailed) { chosen.append($0) }
    #expect(host.handle(.character("q")))
    #expect(events.state.visibleAlert != nil)
    #expect(chosen.isEmpty)
    #expect(!host.handle(.interrupt))
  }

  @Test func editingKeysWorkAtTheCursor() throws {
    let host = TerminalHost(screenFactory: router)
    let id = events.routeTo(.search)
    let search = try #require(router.screen(id))
    for character in "red big cat" { host.handle(.character(character)) }
    for _ in 0..<3 { host.handle(.left) }  // after "big "
    host.handle(.control("w"))
    #expect(search.field?.text == "red cat")
    host.handle(.home)
    host.handle(.delete)
    host.handle(.right)
    host.handle(.character("o"))
    #expect(search.field?.text == "eod cat")
    host.handle(.control("e"))
    host.handle(.backspace)
    host.handle(.control("a"))
    host.handle(.end)
    host.handle(.left)
    host.handle(.control("u"))
    #expect(search.field?.text == "a")
    host.handle(.control("e"))
    host.handle(.paste(" two\r\nlines\tand\u{7}"))
    #expect(search.field?.text == "a two lines and")
    #expect(events.state.description == "root > sheet search")
  }

  @Test func aPasteIsOneChangeOfTheField() throws {
    let host = TerminalHost(screenFactory: router)
    let id = events.routeTo(.search)
    let search = try #require(router.screen(id))
    host.handle(.paste("q?~ jk"))
    #expect(search.field?.text == "q?~ jk")
    #expect(search.edits == 1)
    #expect(events.state.description == "root > sheet search")
  }

  @Test func movementAndEnterSkipDisabledRows() {
    let host = TerminalHost(screenFactory: router)
    router.root.rows = [
      TerminalRow("Off", isEnabled: false), TerminalRow("A"), TerminalRow("Off", isEnabled: false),
      TerminalRow("B"), TerminalRow("Off", isEnabled: false),
    ]
    // The focus waits on the first row, disabled: Enter does nothing, a move takes A.
    #expect(!host.frame().contains { $0.hasPrefix("▸") })
    host.handle(.enter)
    #expect(router.root.activated.isEmpty)
    host.handle(.down)
    host.handle(.enter)
    #expect(router.root.activated == [1])
    host.handle(.down)
    host.handle(.enter)
    #expect(router.root.activated == [1, 3])
    host.handle(.down)  // nothing enabled below
    host.handle(.enter)
    #expect(router.root.activated == [1, 3, 3])
    router.root.rows = [TerminalRow("Off", isEnabled: false)]
    host.handle(.enter)
    #expect(router.root.activated == [1, 3, 3])
  }

  @Test func questionMarkTogglesHelpWhichTakesTheKeys() {
    let host = TerminalHost(screenFactory: router)
    let before = host.frame()
    host.handle(.character("?"))
    #expect(host.frame() != before)
    #expect(host.handle(.character("q")))  // q closes the help; it does not quit
    #expect(host.frame() == before)
    host.handle(.character("?"))
    host.handle(.down)
    host.handle(.escape)
    #expect(host.frame() == before)
    host.handle(.character("?"))
    host.handle(.character("?"))
    #expect(host.frame() == before)
  }

  @Test func theInspectorShowsTheLiveStateAndEventsAsTheyHappen() {
    let host = TerminalHost(screenFactory: router)
    host.handle(.function(2))
    events.routeTo(.detail(7))
    let shown = host.frame().joined(separator: "\n")
    #expect(shown.contains("root > push detail(7)"))
    #expect(shown.contains("routed push detail(7)"))
    host.handle(.escape)
    host.handle(.escape)
    #expect(events.state.description == "root")
    host.handle(.character("~"))
    #expect(host.frame().joined().contains("dismissed (userBack) push detail(7)"))
  }

  @Test func enterOpensARecentStateAndAgainJumpsBackThroughTheRouter() throws {
    let host = TerminalHost(screenFactory: router)
    var reasons: [DismissReason] = []
    let first = events.routeTo(.detail(1))
    events.routeTo(.detail(2)) { reasons.append($0) }
    events.routeTo(.edit)
    let firstScreen = try #require(router.screen(first))
    host.handle(.function(2))
    host.handle(.up)
    host.handle(.up)
    host.handle(.enter)
    // Opened: its whole text; nothing changed yet.
    let opened = host.frame().joined(separator: "\n")
    #expect(opened.contains("Entry 2 of 4"), "\(opened)")
    #expect(opened.contains("Changed: + push detail(1)"), "\(opened)")
    #expect(events.state.description == "root > push detail(1) > push detail(2) > sheet edit")
    host.handle(.enter)
    #expect(events.state.description == "root > push detail(1)")
    #expect(reasons == [.restored])
    // Through the router: the route the two share stays, and so does its screen.
    #expect(firstScreen.disappeared == 0)
    #expect(events.state.routes.last?.id == first)
    #expect(router.screen(first) === firstScreen)
    #expect(host.frame().joined(separator: "\n").contains("dismissed (restored) push detail(2)"))
    // Enter opens the live entry, Esc closes it, and jumping to the live state changes nothing.
    host.handle(.enter)
    #expect(host.frame().joined().contains("Opened"))
    host.handle(.escape)
    #expect(!host.frame().joined().contains("Opened"))
    #expect(host.frame().joined().contains("Navigation inspector"))
    host.handle(.enter)
    host.handle(.enter)
    #expect(events.state.routes.last?.id == first)
    host.handle(.escape)
    host.handle(.escape)
    #expect(!host.frame().joined().contains("Navigation inspector"))
  }

  /// A jump back is a change like any other: a guard that defers dismissing a sheet with
  /// unsaved text stops it, and the sheet and its screen stay.
  @Test func aJumpBackMeetsTheGuards() throws {
    let host = TerminalHost(screenFactory: router)
    events.routeTo(.detail(1))
    let edit = events.routeTo(.edit)
    var guarded: [GuardedChange] = []
    events.guardDismissal(of: edit, .defer) { guarded.append($0) }
    host.handle(.character("~"))
    host.handle(.up)
    host.handle(.enter)
    host.handle(.enter)
    #expect(events.state.description == "root > push detail(1) > sheet edit")
    #expect(guarded.count == 1)
    #expect(router.screen(edit)?.disappeared == 0)
  }

  /// The history lists what changed, not states cut at the right where they differ.
  @Test func theHistoryListsWhatChanged() {
    let host = TerminalHost(screenFactory: router)
    events.routeTo(.list)
    events.routeTo(.detail(3))
    events.routeTo(.checkout)
    events.dismiss()
    host.handle(.function(2))
    let text = host.frame().joined(separator: "\n")
    for change in [
      "+ push list", "+ push detail(3)", "+ fullScreenCover checkout", "− fullScreenCover checkout",
    ] {
      #expect(text.contains(change), "\(change) in \(text)")
    }
  }

  /// The inspector opens over an alert, and its entries can be opened there.
  @Test func theInspectorOpensOverAnAlert() {
    let host = TerminalHost(screenFactory: router)
    events.presentAlert(.deleteFailed)
    host.handle(.function(2))
    #expect(host.frame().joined().contains("Navigation inspector"))
    host.handle(.enter)
    #expect(host.frame().joined().contains("+ alert deleteFailed[Cancel, Delete]"))
    host.handle(.character("~"))
    #expect(!host.frame().joined().contains("Navigation inspector"))
    #expect(events.state.visibleAlert != nil)
  }

  @Test func clickingARowActivatesItAndTheWheelMovesTheSelection() throws {
    let host = TerminalHost(screenFactory: router)
    let frame = host.renderedFrame()
    let target = try #require(frame.hitTargets.first { $0.target == .row(2) })
    host.handle(.mouse(TerminalMouse(.press, line: target.line, column: target.columns.lowerBound)))
    #expect(router.root.activated == [2])
    host.handle(.mouse(TerminalMouse(.wheelUp, line: 0, column: 0)))
    host.handle(.enter)
    #expect(router.root.activated == [2, 1])
    host.handle(.mouse(TerminalMouse(.press, line: 0, column: 0)))  // the breadcrumbs: nothing
    #expect(router.root.activated == [2, 1])
  }

  @Test func aClickChoosesARecentStateAndASecondClickJumpsBackToIt() throws {
    let host = TerminalHost(screenFactory: router)
    events.routeTo(.detail(1))
    events.routeTo(.edit)
    host.handle(.character("~"))
    func click(_ entry: Int) throws {
      let frame = host.renderedFrame()
      let target = try #require(frame.hitTargets.first { $0.target == .history(entry) })
      host.handle(
        .mouse(TerminalMouse(.press, line: target.line, column: target.columns.lowerBound)))
    }
    try click(1)
    #expect(events.state.description == "root > push detail(1) > sheet edit")
    #expect(host.frame().joined().contains("Entry 2 of 3"))
    try click(1)
    #expect(events.state.description == "root > push detail(1)")
  }

  @Test func clickingAnAlertButtonPressesIt() throws {
    let host = TerminalHost(screenFactory: router)
    var chosen: [String] = []
    events.presentAlert(.deleteFailed) { chosen.append($0) }
    let frame = host.renderedFrame()
    let target = try #require(frame.hitTargets.first { $0.target == .alertButton(1) })
    host.handle(.mouse(TerminalMouse(.press, line: target.line, column: target.columns.lowerBound)))
    #expect(chosen == ["Delete"])
  }

  @Test func colourOnlyWhenTheOutputAndEnvironmentAllowIt() {
    #expect(TerminalDevice.colourAllowed(["TERM": "xterm-256color"]))
    #expect(!TerminalDevice.colourAllowed(["TERM": "xterm", "NO_COLOR": "1"]))
    #expect(TerminalDevice.colourAllowed(["TERM": "xterm", "NO_COLOR": ""]))
    #expect(!TerminalDevice.colourAllowed(["TERM": "dumb"]))
  }

  @Test func everyWayOutTurnsMouseAndPasteModesOff() {
    let on = TerminalMode.enterBytes(.init(mouse: true))
    #expect(on.contains("\u{1B}[?1000h\u{1B}[?1006h"))
    #expect(on.contains("\u{1B}[?2004h"))
    #expect(!TerminalMode.enterBytes(.init(mouse: false)).contains("?1000h"))
    for off in ["\u{1B}[?1000l", "\u{1B}[?1006l", "\u{1B}[?2004l", "\u{1B}[?1049l", "\u{1B}[?25h"] {
      #expect(TerminalMode.leaveBytes.contains(off))
    }
  }

  @Test(.enabled(if: !TerminalDevice.isInteractive))
  func theInteractiveDriverRefusesWhenNotATerminal() async {
    let host = TerminalHost(screenFactory: router)
    await #expect(throws: TerminalHostError.self) { try await host.runInteractive() }
  }

  @Test func turningGlyphsShowAtRestInThePlainFrameOnly() {
    let host = TerminalHost(screenFactory: router)
    router.root.body = ["⠹ Loading…"]
    #expect(host.frame()[2] == "⠹ Loading…")
    host.turningGlyphs = ["⠋", "⠙", "⠹"]
    #expect(host.frame()[2] == "⠋ Loading…")
    // The terminal still shows the glyph as it turns.
    #expect(host.renderedFrame().lines[2] == "⠹ Loading…")
  }
}
