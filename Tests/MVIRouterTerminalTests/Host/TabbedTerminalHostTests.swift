import MVIRouter
import MVIRouterTesting
import Testing

@testable import MVIRouterTerminal

@Suite @MainActor struct TabbedTerminalHostTests {
  let router = FixtureTabbedRouter()
  var tabbed: TabbedRouterEvents<CatalogTab, CatalogScreen, CatalogAlert> {
    router.tabbedRouterEvents
  }

  func host(width: Int = 60, height: Int = 16) -> TerminalHost<FixtureTabbedRouter> {
    let host = TerminalHost(screenFactory: router)
    host.width = width
    host.height = height
    return host
  }

  // MARK: Frames

  @Test func theTabBarSitsAboveTheKeysLineWithTheSelectedTabMarked() {
    let host = host()
    tabbed[tab: .shop].routeTo(.list)
    tabbed[tab: .shop].routeTo(.detail(7))
    let lines = host.frame()
    expectGolden(lines, named: "tabs-wide")
    #expect(lines[14] == "[▸1 Shop] [ 2 Search] [ 3 Account]")
    #expect(lines[0] == "Shop › Lists › Item 7")
    #expect(lines[15].contains("1-3 [ ] tabs"))
  }

  @Test func aNarrowTerminalCutsTheTabTitles() {
    let host = host(width: 30, height: 10)
    tabbed.select(.account)
    let lines = host.frame()
    expectGolden(lines, named: "tabs-narrow")
    #expect(lines[8] == "[ 1 Shop] [ 2 Sea…] [▸3 Acc…]")
  }

  @Test func modalsOverTheTabBarDrawOverTheSelectedTabAndDimTheTabs() {
    let host = host()
    host.colour = true
    tabbed[tab: .shop].routeTo(.detail(7))
    tabbed.overlay.routeTo(.edit)
    let frame = host.renderedFrame()
    expectGolden(frame.lines, named: "tabs-overlay-sheet")
    #expect(frame.lines[0] == "Shop › Item 7 › Edit")
    // The tabs are dimmed (a grey that reads on any background) and take no clicks.
    #expect(frame.styledLines[14].hasPrefix("\u{1B}[0;38;5;243m[▸1 Shop]"))
    #expect(!frame.hitTargets.contains { if case .tab = $0.target { true } else { false } })
    host.handle(.character("2"))
    #expect(tabbed.selectedTab == .shop)
  }

  @Test func aFullScreenCoverOverTheTabBarHidesTheTabs() {
    let host = host()
    tabbed.overlay.routeTo(.checkout)
    let lines = host.frame()
    expectGolden(lines, named: "tabs-overlay-cover")
    #expect(!lines.joined().contains("[▸1 Shop]"))
  }

  /// Under an alert the tab keys and clicks do nothing: the bar says so by being dimmed, and
  /// the keys line lists no tab keys.
  @Test func anAlertDimsTheTabBar() {
    let host = host()
    host.colour = true
    tabbed[tab: .shop].presentAlert(.info)
    let frame = host.renderedFrame()
    #expect(frame.lines[14] == "[▸1 Shop] [ 2 Search] [ 3 Account]")
    #expect(frame.styledLines[14].hasPrefix("\u{1B}[0;38;5;243m[▸1 Shop]"))
    #expect(!frame.styledLines[14].contains(";7"))
    #expect(!frame.hitTargets.contains { if case .tab = $0.target { true } else { false } })
    #expect(!frame.lines[15].contains("tabs"))
  }

  /// A full-screen cover in a tab covers the whole terminal, tab bar included, and the tab
  /// keys do nothing under it.
  @Test func aFullScreenCoverInATabHidesTheTabsAndTheirKeys() {
    let host = host()
    tabbed[tab: .shop].routeTo(.checkout)
    let lines = host.frame()
    #expect(!lines.joined().contains("[▸1 Shop]"), "\(lines.joined(separator: "\n"))")
    #expect(!lines[15].contains("tabs"))
    host.handle(.character("2"))
    host.handle(.character("]"))
    #expect(tabbed.selectedTab == .shop)
    host.handle(.escape)
    #expect(host.frame().joined().contains("[▸1 Shop]"))
  }

  @Test func anAlertOverTheTabsShowsOverAnyTabAndAHiddenTabsAlertWaits() {
    let host = host()
    tabbed[tab: .search].presentAlert(.info)
    #expect(!host.frame().joined().contains("Saved"))
    host.handle(.character("2"))
    #expect(host.frame().joined().contains("Saved"))
    host.handle(.enter)
    #expect(tabbed[tab: .search].state.visibleAlert == nil)
    tabbed.overlay.presentAlert(.deleteFailed)
    host.handle(.character("]"))  // the alert takes the keys
    #expect(tabbed.selectedTab == .search)
    host.handle(.escape)
    #expect(tabbed.overlay.state.visibleAlert == nil)
  }

  // MARK: Keys

  @Test func numberKeysAndBracketsSwitchTabsAndWrapAround() {
    let host = host()
    host.handle(.character("3"))
    #expect(tabbed.selectedTab == .account)
    host.handle(.character("]"))
    #expect(tabbed.selectedTab == .shop)
    host.handle(.character("["))
    #expect(tabbed.selectedTab == .account)
    host.handle(.character("9"))
    #expect(tabbed.selectedTab == .account)
    #expect(host.frame()[0] == "Account")
  }

  @Test func selectingTheSelectedTabAgainPopsItToItsRoot() {
    let host = host()
    var reasons: [DismissReason] = []
    tabbed[tab: .shop].routeTo(.list) { reasons.append($0) }
    tabbed[tab: .shop].routeTo(.detail(1)) { reasons.append($0) }
    host.handle(.character("1"))
    #expect(tabbed[tab: .shop].state.routes.isEmpty)
    #expect(reasons == [.poppedToRoot, .poppedToRoot])
  }

  @Test func insideATextFieldDigitsAreTypedAndAltDigitSwitches() throws {
    let host = host()
    host.handle(.character("2"))
    host.handle(.character("1"))
    host.handle(.character("]"))
    #expect(tabbed.selectedTab == .search)
    #expect(try #require(router.roots[.search]).field?.text == "1]")
    host.handle(.alt("1"))
    #expect(tabbed.selectedTab == .shop)
  }

  /// The selected tab's key pops it to its root; when that root has a field, the digits still
  /// switch tabs until the user types into the field.
  @Test func digitsAfterAReselectSwitchTabsRatherThanTypeIntoTheRootsField() throws {
    let host = host()
    tabbed[tab: .search].routeTo(.detail(1))
    host.handle(.character("2"))
    #expect(host.frame()[0] == "Find › Item 1")
    host.handle(.character("2"))
    #expect(host.frame()[0] == "Find")
    #expect(host.frame().last?.contains("1-3 [ ] tabs") == true)
    host.handle(.character("1"))
    #expect(tabbed.selectedTab == .shop)
    #expect(try #require(router.roots[.search]).field?.text == "")
    // Typed into, the field takes the digits again.
    tabbed[tab: .search].routeTo(.detail(2))
    host.handle(.character("2"))
    host.handle(.character("2"))
    host.handle(.character("a"))
    host.handle(.character("1"))
    #expect(tabbed.selectedTab == .search)
    #expect(try #require(router.roots[.search]).field?.text == "a1")
  }

  @Test func clickingATabSelectsIt() {
    let host = host()
    let line = host.frame()[14]
    let column = try! #require(line.range(of: "Account")).lowerBound.utf16Offset(in: line)
    host.handle(.mouse(TerminalMouse(.press, line: 14, column: column)))
    #expect(tabbed.selectedTab == .account)
  }

  @Test func backActsOnTheSelectedTabOrOnTheModalsOverTheTabs() {
    let host = host()
    tabbed[tab: .shop].routeTo(.list)
    tabbed[tab: .account].routeTo(.list)
    tabbed.select(.account)
    host.handle(.escape)
    #expect(tabbed[tab: .account].state.routes.isEmpty)
    #expect(tabbed[tab: .shop].state.routes.count == 1)
    tabbed.overlay.routeTo(.edit)
    host.handle(.escape)
    #expect(tabbed.overlay.state.routes.isEmpty)
    #expect(tabbed[tab: .shop].state.routes.count == 1)
  }

  // MARK: Screens

  @Test func aHiddenTabKeepsItsScreensAndTheirSelection() throws {
    let host = host()
    tabbed[tab: .shop].routeTo(.detail(4))
    let id = try #require(tabbed[tab: .shop].state.routes.last?.id)
    host.handle(.down)
    host.handle(.character("3"))
    host.handle(.down)
    host.handle(.character("1"))
    let screen = try #require(router.screen(id))
    #expect(screen.disappeared == 0)
    #expect(host.frame().contains("▸ Delete"))
    #expect(router.madeIn[id] == .shop)
    tabbed[tab: .shop].pop()
    #expect(screen.disappeared == 1)
  }

  @Test func eachTabHasItsOwnRootScreenMadeOnce() {
    let host = host()
    host.handle(.character("2"))
    host.handle(.character("3"))
    host.handle(.character("2"))
    #expect(Set(router.roots.keys) == [.shop, .search, .account])
    #expect(host.frame()[0] == "Find")
  }

  @Test func aRouteOverTheTabsGetsItsScreenWithoutATab() throws {
    let host = host()
    tabbed.overlay.routeTo(.edit)
    let id = try #require(tabbed.overlay.state.routes.last?.id)
    #expect(router.madeIn[id] == .some(nil))
    #expect(host.frame()[0] == "Shop › Edit")
  }

  // MARK: Inspector and scripts

  @Test func theInspectorShowsTheTabbedStateAndTabSelections() {
    let host = host(width: 120, height: 24)
    tabbed[tab: .shop].routeTo(.list)
    host.handle(.character("2"))
    host.handle(.function(2))
    let text = host.frame().joined(separator: "\n")
    #expect(text.contains("shop: root > push list · [search] root"))
    #expect(text.contains("tab selected: shop → search"))
    #expect(text.contains("shop: routed push list"))
    // The history says what changed, in which tab.
    #expect(text.contains("shop: + push list"))
    #expect(text.contains("tab shop → search"))
  }

  @Test func jumpingBackInTheInspectorRestoresEveryTab() {
    let host = host(width: 120, height: 24)
    tabbed[tab: .shop].routeTo(.list)
    host.handle(.character("2"))
    host.handle(.function(2))
    host.handle(.up)
    host.handle(.enter)
    host.handle(.enter)
    #expect(tabbed.selectedTab == .shop)
    #expect(tabbed[tab: .shop].state.routes.count == 1)
  }

  @Test func aScriptSwitchesTabsWithKeys() async {
    let host = TerminalHost(screenFactory: router)
    let run = await host.run(
      script: "key 2\ntype dog]\nkey alt-3\nexpect \"Signed in as Ada.\"\nsnapshot account",
      width: 50, height: 10)
    #expect(run.succeeded)
    #expect(run.frame(named: "account")?.lines[8] == "[ 1 Shop] [ 2 Search] [▸3 Account]")
    #expect(router.roots[.search]?.field?.text == "dog]")
  }

  @Test func theTabScriptCommandSelectsATabByTitleOrNumber() async {
    let host = TerminalHost(screenFactory: router)
    let run = await host.run(
      script: "tab account\nexpect \"Signed in as Ada.\"\ntab 2\nexpect \"Find: _\"\ntab Basket",
      width: 50, height: 10)
    #expect(tabbed.selectedTab == .search)
    #expect(run.failure?.line == 5)
    #expect(run.failure?.reason == "no tab \"Basket\"; tabs: Shop, Search, Account")
  }

  @Test func theTabScriptCommandNeedsAHostWithTabs() async {
    let host = TerminalHost(screenFactory: FixtureScreenFactory())
    let run = await host.run(script: "tab Shop")
    #expect(run.failure?.reason == "tab needs a host with tabs; this one has none")
  }

  @Test func theHelpListsTheTabKeys() {
    let host = host(width: 60, height: 24)
    host.handle(.character("?"))
    let text = host.frame().joined(separator: "\n")
    #expect(text.contains("1-3 [ ]"))
    #expect(text.contains("switch tabs"))
    #expect(text.contains("back to its root"))
    host.handle(.character("2"))
    #expect(tabbed.selectedTab == .shop)
  }

  @Test func theFrameUnderModalsOverTheTabsFollowsEveryChange() {
    let host = host()
    tabbed.overlay.routeTo(.edit)
    #expect(host.frame()[0] == "Shop › Edit")
    tabbed[tab: .shop].routeTo(.detail(2))
    #expect(host.frame()[0] == "Shop › Item 2 › Edit")
    tabbed.select(.account)
    #expect(host.frame()[0] == "Account › Edit")
    tabbed.overlay.presentAlert(.info)
    #expect(host.frame().joined().contains("Saved"))
    tabbed.overlay.cancelAlert()
    tabbed.overlay.dismiss()
    #expect(host.frame()[0] == "Account")
    #expect(host.frame()[14] == "[ 1 Shop] [ 2 Search] [▸3 Account]")
  }

  /// Random keys and routing in every tab and over the tabs: every frame fits, the tab bar marks
  /// the selected tab, and a screen is told it disappeared exactly when its route has left.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomKeysAndRoutingKeepEveryTabsScreensExactlyAsLongAsTheirRoutes(seed: UInt64) {
    var random = FuzzTests.Generator(state: seed)
    let router = FixtureTabbedRouter()
    let tabbed = router.tabbedRouterEvents
    let host = TerminalHost(screenFactory: router)
    host.width = 50
    host.height = 12
    let keys: [TerminalKey] = [
      .character("1"), .character("2"), .character("3"), .character("]"), .character("["),
      .alt("2"), .escape, .enter, .down, .up, .tab, .character("x"), .function(2),
      .character("?"), .mouse(TerminalMouse(.press, line: 10, column: 3)),
      .mouse(TerminalMouse(.press, line: 10, column: 14)),
    ]
    let screens: [CatalogScreen] = [.list, .detail(1), .edit, .search, .checkout]
    for _ in 0..<300 {
      let tab = [CatalogTab.shop, .search, .account].randomElement(using: &random)!
      switch Int.random(in: 0..<10, using: &random) {
      case 0...4: host.handle(keys.randomElement(using: &random)!)
      case 5, 6: tabbed[tab: tab].routeTo(screens.randomElement(using: &random)!)
      case 7: tabbed.overlay.routeTo(screens.randomElement(using: &random)!)
      case 8: tabbed[tab: tab].presentAlert(.info)
      default: tabbed.dismissAll()
      }
      let lines = host.frame()
      #expect(lines.count == 12)
      #expect(lines.allSatisfy { DisplayWidth.of($0) <= 50 })
      let selected = tabbed.tabs.firstIndex(of: tabbed.selectedTab)!
      // A full-screen cover, over the tab bar or in the selected tab, hides the tabs.
      let covered = (tabbed.overlay.state.routes + tabbed.selected.state.routes).contains {
        $0.presentation == .fullScreenCover
      }
      #expect(covered != lines[10].contains("[▸\(selected + 1) "))
      if !covered {
        #expect(lines[10].contains("[▸\(selected + 1) "))
      }
      for (id, screen) in router.made {
        let present =
          tabbed.overlay.state.route(id) != nil
          || tabbed.tabs.contains { tabbed[tab: $0].state.route(id) != nil }
        #expect(screen.disappeared == (present ? 0 : 1))
      }
    }
  }
}
