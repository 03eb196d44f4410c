import MVIRouter
import Testing

@testable import MVIRouterTerminal

@Suite @MainActor struct TerminalHostTests {
  let router = FixtureTerminalRouter()
  var events: RouterEvents<ShopScreen, ShopAlert> { router.routerEvents }

  @Test func theBackKeyIsARealDismissalWithTheUserBackReason() {
    let host = TerminalHost(router: router)
    var reasons: [DismissReason] = []
    events.routeTo(.detail(1)) { reasons.append($0) }
    host.handle(.escape)
    #expect(reasons == [.userBack])
    #expect(events.state.routes.isEmpty)
  }

  @Test func backAtTheRootChangesNothing() {
    let host = TerminalHost(router: router)
    #expect(host.handle(.escape))
    #expect(events.state.description == "root")
  }

  @Test func enterActivatesTheSelectedRowOfTheTopScreen() throws {
    let host = TerminalHost(router: router)
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
    let host = TerminalHost(router: router)
    host.handle(.down)
    events.routeTo(.list)
    #expect(host.frame().contains("▸ Groceries"))
    host.handle(.escape)
    #expect(host.frame().contains("▸ Search"))
  }

  @Test func tabMovesAlertFocusAndEnterResolvesWithTheChosenButton() {
    let host = TerminalHost(router: router)
    var chosen: [String] = []
    events.presentAlert(.deleteFailed) { chosen.append($0.title) }
    #expect(host.frame().joined().contains("[▸Cancel] [ Delete]"))
    host.handle(.tab)
    #expect(host.frame().joined().contains("[ Cancel] [▸Delete]"))
    host.handle(.enter)
    #expect(chosen == ["Delete"])
    #expect(events.state.visibleAlert == nil)
  }

  @Test func escapeCancelsTheAlertBeforeGoingBack() {
    let host = TerminalHost(router: router)
    events.routeTo(.detail(1))
    var chosen: [String] = []
    events.presentAlert(.deleteFailed) { chosen.append($0.title) }
    host.handle(.escape)
    #expect(chosen == ["Cancel"])
    #expect(events.state.description == "root > push detail(1)")
  }

  @Test func typingGoesToTheTextFieldAndBackspaceEdits() throws {
    let host = TerminalHost(router: router)
    let id = events.routeTo(.search)
    for character in "jq" { host.handle(.character(character)) }
    let search = try #require(router.screen(id))
    #expect(search.field?.text == "jq")
    host.handle(.backspace)
    #expect(search.field?.text == "j")
    host.handle(.backspace)
    host.handle(.backspace)
    #expect(events.state.routes.isEmpty)
  }

  @Test func screensLearnWhenTheirRouteLeavesHoweverItLeaves() throws {
    let host = TerminalHost(router: router)
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

  @Test func quitKeysReturnFalse() {
    let host = TerminalHost(router: router)
    #expect(!host.handle(.character("q")))
    #expect(!host.handle(.interrupt))
  }

  @Test func sizeArgumentsAreChecked() {
    #expect(TerminalHost<FixtureTerminalRouter>.parseSize("80x24")! == (80, 24))
    #expect(TerminalHost<FixtureTerminalRouter>.parseSize("80") == nil)
    #expect(TerminalHost<FixtureTerminalRouter>.parseSize("0x24") == nil)
    #expect(TerminalHost<FixtureTerminalRouter>.parseSize("axb") == nil)
  }

  @Test func badArgumentsExitWithUsage() async {
    let host = TerminalHost(router: router)
    #expect(await host.run(arguments: ["--bogus"]) == 2)
    #expect(await host.run(arguments: ["--size"]) == 2)
  }
}
