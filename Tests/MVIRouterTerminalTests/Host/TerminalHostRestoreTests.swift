import MVIRouter
import MVIRouterTerminal
import Testing

/// A restore into a running app: the host keys screens by route id, and ids are never reused, so
/// the restored screens replace the live ones.
@Suite @MainActor struct TerminalHostRestoreTests {
  let router = FixtureScreenFactory()
  var events: RouterEvents<CatalogScreen, CatalogAlert> { router.routerEvents }

  @Test func aRestoredRouteWithALiveRoutesIDGetsAScreenOfItsOwn() throws {
    let host = TerminalHost(screenFactory: router)
    let detail = events.routeTo(.detail(1))
    let old = try #require(router.screen(detail))
    let saved = NavigationState<CatalogScreen, CatalogAlert>(routes: [
      Route(id: detail, screen: .checkout, presentation: .fullScreenCover)
    ])
    try events.restore(saved)
    #expect(old.disappeared == 1)
    let restored = try #require(events.state.routes.last)
    #expect(restored.id != detail)
    #expect(router.screen(restored.id)?.title == "Checkout")
    #expect(host.frame().joined(separator: "\n").contains("Total: 42.00"))
    #expect(!host.frame().joined(separator: "\n").contains("Item 1"))
  }
}
