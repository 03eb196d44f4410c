// What the `///` examples of MVIRouterHosting take as given: an app's screens and alerts, its
// router and a host's model of it. Every block is compiled inside a method of `AppIntent`.
import MVIRouter
import MVIRouterHosting

enum AppScreen: RouterScreenProtocol {
  case list, edit, crop
  case detail(id: Int)
}

enum AppAlert: RouterAlertScreenProtocol {
  case delete, discard
  enum Action: Hashable, Sendable { case delete, discard, cancel }
}

struct AppRouter: RouterPolicy {
  typealias Screen = AppScreen
  func getAlertActions(for type: AppAlert) -> [RouterAlertButton<AppAlert.Action>] {
    switch type {
    case .delete: [.destructive("Delete", action: .delete), .cancel(action: .cancel)]
    case .discard: [.destructive("Discard", action: .discard), .cancel(action: .cancel)]
    }
  }
}

@MainActor var routerEvents = RouterEvents(router: AppRouter())
/// The host's model of `routerEvents`, as a host keeps it.
@MainActor var model = HostModel(routerEvents)

/// The intent every example is written in.
@MainActor final class AppIntent {}

/// Fresh values for the next example: `.ci/doc-examples-check.sh` calls it before it runs each
/// example that says what it prints, so that no example sees another's routes.
@MainActor func freshPrelude() {
  routerEvents = RouterEvents(router: AppRouter())
  model = HostModel(routerEvents)
}
