import MVIRouter
import MVIRouterTerminal

enum CatalogTab: String, Hashable, Sendable, Codable {
  case shop
  case search
  case account
}

/// A tabbed shop: the Shop tab's root lists, the Search tab's root has a text field, the
/// Account tab's root is plain text. Screens are the fixture router's.
@MainActor
final class FixtureTabbedRouter: TabbedTerminalScreenFactory {
  typealias Screen = CatalogScreen
  typealias Alert = CatalogAlert
  let tabbedRouterEvents = TabbedRouterEvents<CatalogTab, CatalogScreen, CatalogAlert>(
    tabs: [.shop, .search, .account], selected: .shop, router: CatalogRouter())
  private let screens = FixtureScreenFactory()
  private(set) var roots: [CatalogTab: FixtureScreen] = [:]
  private(set) var madeIn: [RouteID: CatalogTab?] = [:]

  func title(for tab: CatalogTab) -> String {
    switch tab {
    case .shop: "Shop"
    case .search: "Search"
    case .account: "Account"
    }
  }

  func makeRootScreen(for tab: CatalogTab) -> any TerminalScreen {
    let root: FixtureScreen
    switch tab {
    case .shop:
      root = FixtureScreen(
        title: "Shop", body: ["Welcome to the shop."], rows: ["Lists", "Checkout"])
    case .search:
      root = FixtureScreen(
        title: "Find", rows: ["First hit"],
        field: TerminalTextField(label: "Find", text: "", placeholder: "item name"))
    case .account:
      root = FixtureScreen(title: "Account", body: ["Signed in as Ada."], rows: ["Sign out"])
    }
    roots[tab] = root
    return root
  }

  func makeScreen(for route: Route<CatalogScreen>, in tab: CatalogTab?) -> any TerminalScreen {
    madeIn.updateValue(tab, forKey: route.id)
    return screens.makeScreen(for: route)
  }

  func screen(_ id: RouteID) -> FixtureScreen? { screens.screen(id) }

  /// Every screen made for a route, by its route's id.
  var made: [RouteID: FixtureScreen] { screens.made }
}
