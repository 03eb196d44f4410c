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
    // Enter opens the entry, a second Enter jumps back to it.
    host.handle(.enter)
    host.handle(.enter)
    #expect(events.state.description == "root")
    let deepest = (1...6).map { "push detail(\($0))" }.joined(separator: " > ")
    // The inspector stays open after a jump.
    host.handle(.character("g"))
    host.handle(.character("G"))
    host.handle(.up)
    host.handle(.enter)
    host.handle(.enter)
    #expect(events.state.description == "root > " + deepest)
    for _ in 0..<3 { host.handle(.pageUp) }
    host.handle(.enter)
    host.handle(.enter)
    #expect(events.state.description == "root")
  }
}
