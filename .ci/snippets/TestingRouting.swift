// The app code the page's tests test: the shop's screens, alerts, router and intents, and a
// tabbed inbox. The intents that load call back later, from a task, as loading would.
import MVIRouter

enum ShopScreen: RouterScreenProtocol { case list, edit }

enum ShopAlert: RouterAlertScreenProtocol {
  case loadFailed, uploadFailed, discardChanges
  enum Action: Hashable, Sendable { case retry, cancel, discard }
}

struct ShopRouter: RouterPolicy {
  func getScreenPresentationType(for type: ShopScreen) -> RouterScreenPresentationType { .sheet }
  func getAlertActions(for type: ShopAlert) -> [RouterAlertButton<ShopAlert.Action>] {
    switch type {
    case .loadFailed, .uploadFailed: [.default("Retry", action: .retry), .cancel(action: .cancel)]
    case .discardChanges: [.destructive("Discard", action: .discard), .cancel(action: .cancel)]
    }
  }
}

@MainActor final class ShopIntent {
  let routerEvents: RouterEvents<ShopScreen, ShopAlert>
  private(set) var loads = 0
  init(routerEvents: RouterEvents<ShopScreen, ShopAlert>) { self.routerEvents = routerEvents }
  func loadFailed() {
    routerEvents.presentAlert(.loadFailed) { [weak self] action in
      if action == .retry { self?.loads += 1 }
    }
  }
}

@MainActor final class EditorIntent {
  let routerEvents: RouterEvents<ShopScreen, ShopAlert>
  init(routerEvents: RouterEvents<ShopScreen, ShopAlert>) { self.routerEvents = routerEvents }
  func editTapped() -> RouteID {
    let id = routerEvents.routeTo(.edit)
    let route = routerEvents.context(for: routerEvents.state.routes.last!)
    route.guardDismissal(.defer) { change in
      route.presentAlert(.discardChanges) { action in
        if action == .discard { route.router.confirm(change) } else { route.router.abandon(change) }
      }
    }
    return id
  }
}

@MainActor final class UploadIntent {
  let routerEvents: RouterEvents<ShopScreen, ShopAlert>
  init(routerEvents: RouterEvents<ShopScreen, ShopAlert>) { self.routerEvents = routerEvents }
  func load() {
    Task { self.routerEvents.presentAlert(.uploadFailed) }
  }
}

enum AppTab: Hashable, Sendable { case inbox, settings }
enum AppScreen: RouterScreenProtocol { case message(id: Int) }
enum AppAlert: RouterAlertScreenProtocol { case offline }

@MainActor final class InboxIntent {
  let routerEvents: RouterEvents<AppScreen, AppAlert>
  init(routerEvents: RouterEvents<AppScreen, AppAlert>) { self.routerEvents = routerEvents }
  func openLatestMessage() {
    Task { self.routerEvents.routeTo(.message(id: 9), as: .push) }
  }
}
