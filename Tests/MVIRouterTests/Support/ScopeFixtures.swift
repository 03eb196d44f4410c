import MVIRouter

/// A feature's screens, which know nothing of the app's.
enum ShopScreen: RouterScreenProtocol, Codable {
  case catalog
  case item(Int)
  case basket
}

/// A feature's alerts.
enum ShopAlert: RouterAlertScreenProtocol, Codable {
  case outOfStock
}

/// An app that embeds the shop feature beside its own screens. Its description prints the
/// shop's screens without their type's name: `shop(item(3))`.
enum HostScreen: RouterScreenProtocol, Codable, CustomStringConvertible {
  case home
  case settings
  case shop(ShopScreen)

  var description: String {
    switch self {
    case .home: "home"
    case .settings: "settings"
    case .shop(let screen): "shop(\(screen))"
    }
  }

  var shop: ShopScreen? {
    if case .shop(let screen) = self { screen } else { nil }
  }
}

/// The app's alerts, with the shop's embedded.
enum HostAlert: RouterAlertScreenProtocol, Codable {
  case offline
  case shop(ShopAlert)

  var shop: ShopAlert? {
    if case .shop(let alert) = self { alert } else { nil }
  }
}

/// The shop's own router: how it presents its screens and what its alert says.
struct ShopRouter: RouterPolicy {
  func getScreenPresentationType(for type: ShopScreen) -> RouterScreenPresentationType {
    type == .basket ? .sheet : .push
  }

  func getAlertTitle(for type: ShopAlert) -> String? { "Out of stock" }

  func getAlertActions(for type: ShopAlert) -> [RouterAlertButton<String>] {
    [.default("Notify me"), .cancel()]
  }
}

/// The app's routerEvents, forwarding the shop's cases to the shop's routerEvents.
struct HostRouter: RouterPolicy {
  func getScreenPresentationType(for type: HostScreen) -> RouterScreenPresentationType {
    switch type {
    case .home: .push
    case .settings: .fullScreenCover
    case .shop(let screen): ShopRouter().getScreenPresentationType(for: screen)
    }
  }

  func getAlertTitle(for type: HostAlert) -> String? {
    switch type {
    case .offline: "Offline"
    case .shop(let alert): ShopRouter().getAlertTitle(for: alert)
    }
  }

  func getAlertActions(for type: HostAlert) -> [RouterAlertButton<String>] {
    switch type {
    case .offline: [.cancel("OK")]
    case .shop(let alert): ShopRouter().getAlertActions(for: alert)
    }
  }
}

/// A feature intent: it routes through any routerEvents of the shop's types.
@MainActor
final class ShopIntent {
  let routerEvents: any RouterEventsProtocol<ShopScreen, ShopAlert>
  var dismissals: [DismissReason] = []

  init(routerEvents: any RouterEventsProtocol<ShopScreen, ShopAlert>) {
    self.routerEvents = routerEvents
  }

  func itemSelected(_ id: Int) {
    routerEvents.routeTo(.item(id)) { [weak self] reason in self?.dismissals.append(reason) }
  }

  func basketTapped() { routerEvents.routeTo(.basket) }

  func buyTapped() { routerEvents.presentAlert(.outOfStock) }

  func closeTapped() { routerEvents.goBack() }
}

extension RouterEvents where Screen == HostScreen, Alert == HostAlert {
  /// The shop's scoped routerEvents.
  var shop: any RouterEventsProtocol<ShopScreen, ShopAlert> {
    scope(
      screen: HostScreen.shop, extract: \.shop, alert: HostAlert.shop, extract: \.shop,
      router: ShopRouter())
  }
}
