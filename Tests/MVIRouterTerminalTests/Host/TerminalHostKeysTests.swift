import Foundation
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

  /// A screen that loads offers only Close until it has loaded: the focus waits for its first
  /// action (no row shows it, and Enter does nothing), then is there, so the first Enter never
  /// leaves by surprise.
  @Test func focusFollowsTheScreensDefaultUntilTheUserMovesIt() {
    let host = TerminalHost(screenFactory: router)
    router.root.rows = [TerminalRow("Retry", isEnabled: false), TerminalRow("Close")]
    #expect(host.frame().contains("  Close"))
    #expect(!host.frame().contains { $0.hasPrefix("▸") })
    host.handle(.enter)
    #expect(router.root.activated.isEmpty)
    router.root.rows = [
      TerminalRow("Choose quantity"), TerminalRow("Close"), TerminalRow("Edit note"),
    ]
    #expect(host.frame().contains("▸ Choose quantity"))
    host.handle(.enter)
    #expect(router.root.activated == [0])
  }

  @Test func focusTheUserMovedStaysOnItsRowWhenTheRowsAboveBecomeEnabledOrAppear() {
    let host = TerminalHost(screenFactory: router)
    router.root.rows = [
      TerminalRow("Retry", isEnabled: false), TerminalRow("Close"), TerminalRow("Help"),
    ]
    // The first move from the waiting focus takes the nearest enabled row.
    host.handle(.down)
    #expect(host.frame().contains("▸ Close"))
    host.handle(.down)
    host.handle(.up)
    #expect(host.frame().contains("▸ Close"))
    // Loaded: a row appears above and Retry becomes enabled; the focus stays on Close.
    router.root.rows = [
      TerminalRow("Choose quantity"), TerminalRow("Retry"), TerminalRow("Close"),
      TerminalRow("Help"),
    ]
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

  /// The help's key lines, top to bottom, without its box and scroll markers.
  private func helpKeys(_ frame: [String]) -> [String] {
    frame.compactMap { line -> String? in
      let parts = line.split(separator: "│", omittingEmptySubsequences: false)
      guard parts.count >= 3 else { return nil }
      let text = parts[1].trimmingCharacters(in: .whitespaces)
      if text.isEmpty || text.hasPrefix("↑ ") || text.hasPrefix("↓ ") { return nil }
      return text
    }
  }

  /// Page Down shows the line after the last one shown: every key once, none skipped.
  @Test(arguments: [13, 9, 8]) func pagingTheHelpShowsEveryLineOnce(height: Int) {
    let tabs = FixtureTabbedRouter()
    let host = TerminalHost(screenFactory: tabs)
    host.height = height
    host.handle(.character("?"))
    var seen = helpKeys(host.frame())
    for _ in 0..<20 {
      let before = host.frame()
      host.handle(.pageDown)
      if host.frame() == before { break }
      seen += helpKeys(host.frame())
    }
    host.height = 60
    let all = helpKeys(host.frame())
    #expect(all.count > 10)
    #expect(seen == all)
    // Page Up goes back the same way, to the top.
    host.height = height
    let bottom = helpKeys(host.frame())
    #expect(bottom.last == all.last)
    for _ in 0..<20 { host.handle(.pageUp) }
    #expect(helpKeys(host.frame()).first == all.first)
  }

  @Test func oneDownInTheHelpHidesOneKey() {
    let tabs = FixtureTabbedRouter()
    let host = TerminalHost(screenFactory: tabs)
    host.height = 13
    host.handle(.character("?"))
    let top = helpKeys(host.frame())
    host.handle(.down)
    let scrolled = helpKeys(host.frame())
    #expect(host.frame().contains { $0.contains("↑ 1 more") })
    #expect(scrolled.first == top.dropFirst().first)
    #expect(Array(top.dropFirst().prefix(scrolled.count)) == scrolled)
  }

  /// In a short pane the chosen entry's first line, with its `▸`, stays in view, Page Down
  /// moves by the entries a page shows, and headers are cut at a word.
  @Test func theInspectorKeepsTheChosenEntryInViewInAShortPane() {
    let host = TerminalHost(screenFactory: router)
    host.width = 60
    host.height = 20
    for id in 1...8 { events.routeTo(.named("a screen with a long name number \(id)")) }
    host.handle(.function(2))
    host.handle(.character("g"))
    #expect(host.frame().contains { $0.contains("▸ root") })
    host.handle(.down)
    #expect(host.frame().contains { $0.contains("▸ + push named(\"a screen") })
    #expect(!host.frame().joined().contains("(enter o"))
    #expect(host.frame().contains { $0.hasSuffix("History: what changed…") })
    // Page Down from the first entry moves by a page, not to the newest entry.
    host.handle(.character("g"))
    host.handle(.pageDown)
    let chosen = host.frame().first { $0.contains("▸ ") } ?? ""
    #expect(chosen.contains("▸ + push named"))
    host.handle(.character("G"))
    let newest = host.frame().first { $0.contains("▸ ") } ?? ""
    #expect(chosen != newest)
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
    for _ in 0..<10 { host.handle(.pageUp) }
    host.handle(.enter)
    host.handle(.enter)
    #expect(events.state.description == "root")
  }
}
