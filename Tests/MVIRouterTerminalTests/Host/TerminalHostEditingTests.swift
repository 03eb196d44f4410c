import Foundation
import MVIRouter
import Testing

@testable import MVIRouterTerminal

/// Editing keys in a text field, and the terminal's own cursor.
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

  /// What a recording made at the keyboard compares with a scripted replay: the plain frame
  /// draws the field's cursor whether or not the terminal shows its own.
  @Test func thePlainFrameDrawsTheCursorEvenWhenTheTerminalShowsItsOwn() {
    let host = TerminalHost(screenFactory: router)
    router.routerEvents.routeTo(.search)
    host.handle(.paste("ali"))
    let scripted = host.frame()
    host.showsTerminalCursor = true
    #expect(host.frame() == scripted)
    #expect(host.frame().contains { $0.contains("Find: ali_") })
    #expect(host.renderedFrame().cursor != nil)
  }
}

/// A secure field and the `/` filter of a screen's rows.
@Suite @MainActor struct TerminalHostFieldKindsTests {
  let router = FixtureScreenFactory()
  let file = FileManager.default.temporaryDirectory
    .appendingPathComponent("secure-\(UUID().uuidString).swift")

  @Test func aSecureFieldShowsBulletsAndNeverItsText() {
    let host = TerminalHost(screenFactory: router)
    router.root.field = TerminalTextField(label: "Password", text: "", isSecure: true)
    for character in "hunter2" { host.handle(.character(character)) }
    host.handle(.left)
    #expect(router.root.field?.text == "hunter2")
    let shown = host.frame().joined(separator: "\n")
    #expect(shown.contains("Password: ••••••▏•"))
    #expect(!shown.contains("hunter"))
  }

  /// A recorded test types a placeholder the test supplies, never the secret.
  @Test func aSecureFieldsTextIsRecordedAsAPlaceholder() throws {
    let host = TerminalHost(screenFactory: router)
    router.root.field = TerminalTextField(label: "Password", text: "", isSecure: true)
    host.recordSession(
      as: SessionTestTemplate(imports: ["Shop"], makeHost: "Shop.host()"), to: file,
      writeOnQuit: false)
    for character in "hunter2" { host.handle(.character(character)) }
    host.handle(.paste("more"))
    host.handle(.down)
    let source = try #require(host.recordedSessionTest())
    #expect(!source.contains("hunter2"))
    #expect(!source.contains("more"))
    #expect(source.contains("let secret1 = \"xxxxxxxxxxx\""))
    #expect(source.contains("try await host.replay(\"type \\(secret1)\")"))
    #expect(host.showsInspector == false)
  }

  @Test func slashFiltersTheRowsAndEscClearsTheFilter() {
    let host = TerminalHost(screenFactory: router)
    router.root.rows = ["Tea pot", "Cups, set of 4", "Teaspoons", "Kettle"].map {
      TerminalRow($0)
    }
    host.handle(.character("/"))
    for character in "tea" { host.handle(.character(character)) }
    var shown = host.frame()
    #expect(shown.contains("Filter: tea_"))
    #expect(shown.contains("▸ Tea pot"))
    #expect(shown.contains("  Teaspoons"))
    #expect(!shown.contains("  Kettle"))
    #expect(shown.last?.contains("esc clear") == true)
    // The rows move and activate as filtered.
    host.handle(.down)
    host.handle(.enter)
    #expect(router.root.activated == [2])
    // q is typed into the filter, not quit.
    #expect(host.handle(.character("q")))
    #expect(host.frame().contains("Filter: teaq_"))
    host.handle(.escape)
    shown = host.frame()
    #expect(!shown.joined().contains("Filter"))
    #expect(shown.contains("  Kettle"))
    #expect(router.routerEvents.state.description == "root")
    // The help says how.
    host.handle(.character("?"))
    #expect(host.frame().contains { $0.contains("/") && $0.contains("filter the rows") })
  }

  /// A filter that matches no row says so where the rows were, and Enter activates nothing.
  @Test func aFilterMatchingNothingSaysSo() {
    let host = TerminalHost(screenFactory: router)
    router.root.rows = ["Tea pot", "Kettle"].map { TerminalRow($0) }
    host.handle(.character("/"))
    for character in "xyz" { host.handle(.character(character)) }
    var shown = host.frame()
    #expect(shown.contains("Filter: xyz_"))
    #expect(shown.contains(#"  no matches for "xyz""#), "\(shown)")
    #expect(!shown.contains { $0.contains("Tea pot") || $0.contains("Kettle") })
    // The bottom line lists the keys that work now: no row to move to or select.
    #expect(shown.last == "type to filter · esc clear · f1 help · ctrl-c quit")
    // Keys that move or activate rows act on none, and the frame stays whole.
    for key: TerminalKey in [.enter, .down, .up, .pageDown, .pageUp, .right] { host.handle(key) }
    host.handle(.mouse(TerminalMouse(.wheelDown, line: 5, column: 2)))
    host.handle(.mouse(TerminalMouse(.press, line: 5, column: 4)))
    #expect(router.root.activated.isEmpty)
    #expect(host.frameProblem() == nil)
    #expect(host.frame().contains(#"  no matches for "xyz""#))
    // One character fewer matches again: the line goes.
    for _ in 0..<3 { host.handle(.backspace) }
    host.handle(.character("k"))
    shown = host.frame()
    #expect(shown.contains("▸ Kettle"))
    #expect(!shown.joined().contains("no matches"))
  }

  @Test func slashIsTypedInAField() throws {
    let host = TerminalHost(screenFactory: router)
    let id = router.routerEvents.routeTo(.search)
    host.handle(.character("/"))
    #expect(try #require(router.screen(id)).field?.text == "/")
  }
}
