// This file imports `MVIRouterTerminal` alone, as an app's `main.swift` does (the module's
// landing page): the engine's names must come along with it.
import MVIRouterTerminal
import Testing

/// Importing `MVIRouterTerminal` brings `MVIRouter` along, as `MVIRouterHosting` and
/// `MVIRouterTesting` do: the landing page's `main.swift` did not compile
/// (`cannot find 'RouterEvents' in scope`).
@Suite @MainActor struct ExportsTests {
  enum Screen: RouterScreenProtocol { case detail }

  @Test func theEngineComesAlongWithTheTerminalHost() {
    let routerEvents = RouterEvents<Screen, RouterDefaultAlert>()
    routerEvents.routeTo(.detail, as: .push)
    #expect(routerEvents.state.description == "root > push detail")
  }
}
