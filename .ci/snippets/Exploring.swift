// The app the page explores: a screen enum, a factory, its deep links and `App.host()`.
import MVIRouterTerminal

enum AppScreen: RouterScreenProtocol {
  case inbox
  case message(id: Int)
  case settings
}

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

enum AppLinks {
  static let examples = ["app://inbox", "app://inbox/7", "app://settings"]
}

enum App {
  @MainActor static func host() throws -> TerminalHost<AppScreenFactory> {
    TerminalHost(screenFactory: AppScreenFactory())
  }
}
