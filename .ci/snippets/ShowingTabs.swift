// The app's tabs, screens, router and the views the page's factory makes.
import MVIRouterTerminal

enum AppTab: Hashable, Sendable { case inbox, settings }
enum AppScreen: RouterScreenProtocol { case message(id: Int) }
enum AppAlert: RouterAlertScreenProtocol { case offline }
struct AppRouter: RouterPolicy {
  typealias Screen = AppScreen
  typealias Alert = AppAlert
}

@MainActor final class InboxView: TerminalScreen {
  let routerEvents: RouterEvents<AppScreen, AppAlert>
  init(routerEvents: RouterEvents<AppScreen, AppAlert>) { self.routerEvents = routerEvents }
  var title: String { "Inbox" }
}

@MainActor final class SettingsView: TerminalScreen {
  var title: String { "Settings" }
}

@MainActor final class MessageView: TerminalScreen {
  let route: Route<AppScreen>
  init(route: Route<AppScreen>) { self.route = route }
  var title: String { "\(route.screen)" }
}
