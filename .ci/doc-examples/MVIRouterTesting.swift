// What the `///` examples of MVIRouterTesting take as given: an app's screens, alerts and tabs,
// its routers, the intents a test drives and a recorder of `routerEvents`. Every block is
// compiled inside a method of `AppIntent`.
import MVIRouter
import MVIRouterTerminal
import MVIRouterTesting

enum AppScreen: RouterScreenProtocol {
  case edit, quantity, picker, login, compose
  case detail(id: Int)
  case message(id: Int)
}

enum AppAlert: RouterAlertScreenProtocol {
  case loadFailed, deleteFailed, uploadFailed, discardChanges
  enum Action: Hashable, Sendable { case retry, delete, discard, cancel }
}

enum AppTab: Hashable, Sendable { case inbox, settings }

/// A value a picker finishes with.
enum Folder: Hashable, Sendable { case inbox, archive }

struct AppRouter: RouterPolicy {
  typealias Screen = AppScreen
  func getAlertActions(for type: AppAlert) -> [RouterAlertButton<AppAlert.Action>] {
    [
      .default("Retry", action: .retry), .destructive("Discard", action: .discard),
      .cancel(action: .cancel),
    ]
  }
}

@MainActor var routerEvents = RouterEvents(router: AppRouter())
@MainActor var tabs = TabbedRouterEvents<AppTab, AppScreen, AppAlert>(
  tabs: [.inbox, .settings], selected: .inbox, router: AppRouter())
@MainActor var recorder = RoutingRecorder(routerEvents)
@MainActor var intent = AppIntent()

/// The screens a test drives and the app's host.
@MainActor final class AppScreenFactory: TerminalScreenFactory {
  let routerEvents = RouterEvents(router: AppRouter())
  func makeRootScreen() -> any TerminalScreen { TitledView("Home") }
  func makeScreen(for route: Route<AppScreen>) -> any TerminalScreen {
    TitledView("\(route.screen)")
  }
}
@MainActor final class TitledView: TerminalScreen {
  let title: String
  init(_ title: String) { self.title = title }
}
@MainActor var host = TerminalHost(screenFactory: AppScreenFactory())

/// A screen's intent, as a test makes it.
@MainActor final class MovieListIntent {
  let routerEvents = RouterEvents(router: AppRouter())
  private(set) var reloads = 0
  func loadDidFail() {
    routerEvents.presentAlert(.loadFailed) { [weak self] action in
      if action == .retry { self?.reloads += 1 }
    }
  }
}

/// The intent every example is written in, and the one its test drives.
@MainActor final class AppIntent {
  func load() {}
  func resultSelected(_ id: Int) {}
  func closeTapped() {}
  func detailClosed() {}
  func openSettings() {}
  func openLatestMessage() {}
  func didTapTab(_ tab: AppTab) {}
  @discardableResult func editTapped() -> RouteID { routerEvents.routeTo(.edit, as: .sheet) }
}

/// Fresh values for the next example: `.ci/doc-examples-check.sh` calls it before it runs each
/// example that says what it prints, so that no example sees another's routes.
@MainActor func freshPrelude() {
  routerEvents = RouterEvents(router: AppRouter())
  tabs = TabbedRouterEvents(tabs: [.inbox, .settings], selected: .inbox, router: AppRouter())
  recorder = RoutingRecorder(routerEvents)
  intent = AppIntent()
  host = TerminalHost(screenFactory: AppScreenFactory())
}
