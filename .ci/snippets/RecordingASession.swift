// The app whose session the page records: `MyApp.host(arguments:)` stands for the app module's
// host factory (the page's `import MyApp` is left out: this target is the app).
import MVIRouterTerminal

enum AppScreen: RouterScreenProtocol { case movies(String) }

@MainActor final class TitleScreen: TerminalScreen {
  let title: String
  init(_ title: String) { self.title = title }
}

@MainActor struct AppScreenFactory: TerminalScreenFactory {
  let routerEvents = RouterEvents<AppScreen, RouterDefaultAlert>()
  func makeRootScreen() -> any TerminalScreen { TitleScreen("Home") }
  func makeScreen(for route: Route<AppScreen>) -> any TerminalScreen {
    TitleScreen("\(route.screen)")
  }
}

enum MyApp {
  @MainActor static func host(arguments: [String]) throws -> TerminalHost<AppScreenFactory> {
    TerminalHost(screenFactory: AppScreenFactory())
  }
}
