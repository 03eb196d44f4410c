// What the page's `main.swift` takes from the rest of the app: its screens, router and factory.
import MVIRouterTerminal

enum AppScreen: RouterScreenProtocol { case detail }
enum AppAlert: RouterAlertScreenProtocol { case failed }
struct AppRouter: RouterPolicy {
  typealias Screen = AppScreen
  typealias Alert = AppAlert
}

@MainActor final class TitleScreen: TerminalScreen {
  let title: String
  init(_ title: String) { self.title = title }
}

@MainActor struct AppScreenFactory: TerminalScreenFactory {
  let routerEvents: RouterEvents<AppScreen, AppAlert>
  func makeRootScreen() -> any TerminalScreen { TitleScreen("Home") }
  func makeScreen(for route: Route<AppScreen>) -> any TerminalScreen { TitleScreen("Detail") }
}
