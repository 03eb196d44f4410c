// What the `///` examples of MVIRouterTerminal take as given: an app's screens, alerts, tabs and
// router, its screens' views and factory, `App.host()`, and the values a `main.swift` or a test
// holds. Every block is compiled inside a method of `AppIntent`.
import Foundation
import MVIRouter
import MVIRouterTerminal
import Observation

enum AppScreen: RouterScreenProtocol, Codable {
  case message(id: Int)
  case movies(MovieScreen)
  case checkout(CheckoutScreen)
}
enum MovieScreen: RouterScreenProtocol, Codable { case search }
enum AppAlert: RouterAlertScreenProtocol, Codable { case offline }
enum AppTab: Hashable, Sendable, Codable { case inbox, settings }

/// An embedded feature's screens and alerts.
enum CheckoutScreen: RouterScreenProtocol, Codable { case quantity }
enum CheckoutAlert: RouterAlertScreenProtocol { case declined }

struct AppRouter: RouterPolicy {
  typealias Screen = AppScreen
  typealias Alert = AppAlert
  init(_ options: AppOptions = AppOptions()) {}
}
struct CheckoutRouter: RouterPolicy {
  typealias Screen = CheckoutScreen
  typealias Alert = CheckoutAlert
}

/// The app's own command-line options, after the host's.
struct AppOptions {
  var forTests = "[]"
  init() {}
  init(parsing arguments: [String]) throws {}
}

/// A screen's model, as its view reads it.
@Observable @MainActor final class AppModel {
  var isLoading = false
  var query = ""
  var password = ""
}

// The app's views.
@MainActor class TitledView: TerminalScreen {
  let title: String
  init(_ title: String) { self.title = title }
}
/// The root screen: its second line opens the movie search, which shows "Results" at once.
@MainActor final class HomeView: TerminalScreen {
  let routerEvents: RouterEvents<AppScreen, AppAlert>
  init(routerEvents: RouterEvents<AppScreen, AppAlert>) { self.routerEvents = routerEvents }
  var title: String { "Home" }
  var rows: [TerminalRow] { [TerminalRow("Inbox"), TerminalRow("Movies")] }
  func activate(row index: Int) {
    routerEvents.routeTo(index == 0 ? .message(id: 1) : .movies(.search), as: .push)
  }
}
@MainActor final class SearchView: TerminalScreen {
  var title: String { "Search" }
  var body: [String] { ["Results"] }
}
@MainActor final class InboxView: TitledView {
  init(router: RouterEvents<AppScreen, AppAlert>) { super.init("Inbox") }
}
@MainActor final class SettingsView: TitledView {
  init() { super.init("Settings") }
}
@MainActor final class MessageView: TitledView {
  init(route: Route<AppScreen>) { super.init("\(route.screen)") }
}
@MainActor final class QuantityView: TitledView {
  init(route: RouteContext<CheckoutScreen, CheckoutAlert, Int>) { super.init("Quantity") }
}
@MainActor enum CheckoutViews {
  static func make(_ context: RouteContext<CheckoutScreen, CheckoutAlert, Never>)
    -> any TerminalScreen
  {
    TitledView("\(context.route.screen)")
  }
}

@MainActor struct AppScreenFactory: TerminalScreenFactory {
  let routerEvents: RouterEvents<AppScreen, AppAlert>
  init(routerEvents: RouterEvents<AppScreen, AppAlert> = RouterEvents(router: AppRouter())) {
    self.routerEvents = routerEvents
  }
  init(_ options: AppOptions) { self.init(routerEvents: RouterEvents(router: AppRouter(options))) }
  func makeRootScreen() -> any TerminalScreen { HomeView(routerEvents: routerEvents) }
  func makeScreen(for route: Route<AppScreen>) -> any TerminalScreen {
    route.screen == .movies(.search) ? SearchView() : MessageView(route: route)
  }
}

/// The app module's host factory, as `main.swift` and the tests call it: its host opens the
/// app's links with the script command `open`.
enum App {
  @MainActor static func host(arguments: [String] = []) throws -> TerminalHost<AppScreenFactory> {
    let host = TerminalHost(screenFactory: AppScreenFactory())
    host.addScriptCommand("open") { [routerEvents = host.screenFactory.routerEvents] link in
      try routerEvents.open(link, using: links)
    }
    return host
  }
}

@MainActor var routerEvents = RouterEvents(router: AppRouter())
@MainActor var checkout: any RouterEventsProtocol<CheckoutScreen, CheckoutAlert> =
  routerEvents.scope(
    screen: AppScreen.checkout, extract: { if case .checkout(let s) = $0 { s } else { nil } },
    alert: { (_: CheckoutAlert) in AppAlert.offline }, extract: { _ in nil },
    router: CheckoutRouter())
@MainActor var host = TerminalHost(screenFactory: AppScreenFactory(routerEvents: routerEvents))
@MainActor var model = AppModel()
let links = DeepLinkMap<AppScreen>(
  scheme: "app", [DeepLink("inbox/:id") { p in [.push(.message(id: try p.int("id")))] }])
@MainActor var exploration = TerminalExploration(links: ["app://inbox/1"]) { try App.host() }

/// The intent every example is written in.
@MainActor final class AppIntent {}

/// Fresh values for the next example: `.ci/doc-examples-check.sh` calls it before it runs each
/// example that says what it prints, so that no example sees another's routes.
@MainActor func freshPrelude() {
  routerEvents = RouterEvents(router: AppRouter())
  checkout = routerEvents.scope(
    screen: AppScreen.checkout, extract: { if case .checkout(let s) = $0 { s } else { nil } },
    alert: { (_: CheckoutAlert) in AppAlert.offline }, extract: { _ in nil },
    router: CheckoutRouter())
  host = TerminalHost(screenFactory: AppScreenFactory(routerEvents: routerEvents))
  model = AppModel()
  exploration = TerminalExploration(links: ["app://inbox/1"]) { try App.host() }
}
