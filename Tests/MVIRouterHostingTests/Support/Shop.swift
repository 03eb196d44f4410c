import MVIRouterHosting

/// The screens of the tests' app: a list, a detail pushed on it, an editor in a sheet and a
/// checkout in a full-screen cover.
enum ShopScreen: RouterScreenProtocol {
  case list
  case detail(Int)
  case edit
  case checkout
}

/// The tests' alerts: deleting asks, a note only informs.
enum ShopAlert: RouterAlertScreenProtocol {
  case delete
  case note

  enum Action: Hashable, Sendable {
    case delete, keep, ok
  }
}

/// The tests' policy, written with the public API alone.
struct ShopRouter: RouterPolicy {
  func getScreenPresentationType(for type: ShopScreen) -> RouterScreenPresentationType {
    switch type {
    case .list, .detail: .push
    case .edit: .sheet
    case .checkout: .fullScreenCover
    }
  }

  func getAlertTitle(for type: ShopAlert) -> String? {
    switch type {
    case .delete: "Delete the item?"
    case .note: "Saved"
    }
  }

  func getAlertActions(for type: ShopAlert) -> [RouterAlertButton<ShopAlert.Action>] {
    switch type {
    case .delete: [.destructive("Delete", action: .delete), .cancel("Keep", action: .keep)]
    case .note: [.default("OK", action: .ok)]
    }
  }
}

/// A router with the tests' policy and the model a host would make for it.
@MainActor
func makeShop() -> (RouterEvents<ShopScreen, ShopAlert>, HostModel<ShopScreen, ShopAlert>) {
  let routerEvents = RouterEvents(router: ShopRouter())
  return (routerEvents, HostModel(routerEvents))
}
