import MVIRouter
import Testing

@_spi(Benchmarks) @testable import MVIRouterTerminal

@Suite @MainActor struct TerminalRendererTests {
  let router = FixtureTerminalRouter()
  var events: RouterEvents<ShopScreen, ShopAlert> { router.routerEvents }

  func frame(width: Int = 60, height: Int = 16) -> [String] {
    let host = TerminalHost(router: router)
    host.width = width
    host.height = height
    return host.frame()
  }

  @Test func root() {
    expectGolden(frame(), named: "root")
  }

  @Test func push() {
    events.routeTo(.list)
    events.routeTo(.detail(7))
    expectGolden(frame(), named: "push")
  }

  @Test func sheetOverAPush() {
    events.routeTo(.detail(7))
    events.routeTo(.edit)
    expectGolden(frame(), named: "sheet-over-push")
  }

  @Test func twoSheetsInsetFurther() {
    events.routeTo(.detail(7))
    events.routeTo(.edit)
    events.routeTo(.search)
    expectGolden(frame(), named: "two-sheets")
  }

  @Test func coverHidesWhatIsBelow() {
    events.routeTo(.detail(7))
    events.routeTo(.edit)
    events.routeTo(.checkout)
    let lines = frame()
    expectGolden(lines, named: "cover")
    #expect(!lines.joined().contains("Item 7 costs"))
  }

  @Test func alertOverASheet() {
    events.routeTo(.detail(7))
    events.routeTo(.edit)
    events.presentAlert(.deleteFailed)
    events.presentAlert(.info)
    let lines = frame()
    expectGolden(lines, named: "alert-over-sheet")
    #expect(lines.joined().contains("[ Cancel] [▸Delete]") == false)
    #expect(lines.joined().contains("[▸Cancel] [ Delete]"))
    #expect(lines.joined().contains("+1 queued"))
  }

  @Test func longBreadcrumbIsCutFromTheLeft() {
    for name in ["Groceries", "Vegetables", "Roots", "Carrots", "Orange carrots", "Organic"] {
      events.routeTo(.named(name))
    }
    let lines = frame(width: 40)
    expectGolden(lines, named: "long-breadcrumb")
    #expect(lines[0].hasPrefix("…"))
    #expect(lines[0].hasSuffix("Organic"))
  }

  @Test func narrowTerminal() {
    events.routeTo(.detail(7))
    events.routeTo(.edit)
    events.presentAlert(.deleteFailed)
    expectGolden(frame(width: 30, height: 14), named: "narrow")
  }

  @Test func tinyTerminalSaysSo() {
    let lines = frame(width: 16, height: 4)
    expectGolden(lines, named: "tiny")
    #expect(lines.joined(separator: " ").contains("too small"))
  }

  @Test func everyFrameHasExactlyHeightLinesNoneWiderThanWidth() {
    events.routeTo(.named("日本語のタイトル 🎬"))
    events.routeTo(.edit)
    events.routeTo(.search)
    events.presentAlert(.deleteFailed)
    for width in [1, 2, 10, 23, 24, 25, 31, 40, 80, 133] {
      for height in [1, 2, 5, 6, 7, 12, 24, 50] {
        let lines = frame(width: width, height: height)
        #expect(lines.count == height, "\(width)×\(height)")
        for line in lines {
          #expect(DisplayWidth.of(line) <= width, "\(width)×\(height): \(line)")
        }
      }
    }
  }

  @Test func zeroHeightIsNoLines() {
    #expect(frame(width: 80, height: 0).isEmpty)
  }

  @Test func selectedRowStaysInViewWhenRowsDoNotFit() {
    let content = TerminalScreenContent(
      title: "Long", rows: (1...30).map { TerminalRow("Row \($0)") }, selectedRow: 27)
    let lines = TerminalRenderer.render(
      state: NavigationState<ShopScreen, ShopAlert>(), root: content, screens: [:],
      alertFocus: 0, width: 30, height: 10)
    #expect(lines.contains("▸ Row 28"))
  }

  @Test func keysLineFollowsWhatIsOnScreen() {
    #expect(frame(width: 80).last == "↑↓ move · enter open · q quit")
    events.routeTo(.search)
    #expect(frame(width: 80).last == "type to edit · ↑↓ move · enter open · esc back · ctrl-c quit")
    events.presentAlert(.info)
    #expect(frame(width: 80).last == "tab/←→ choose · enter press · esc cancel · ctrl-c quit")
  }
}
