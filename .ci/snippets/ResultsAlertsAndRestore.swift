// The shop's screens, alerts and cart, and the product screen's intent whose methods the page
// shows (in extensions): its stored properties and the methods it calls.
import MVIRouter

enum ShopScreen: RouterScreenProtocol {
  case product(id: Int)
  case quantityPicker(productID: Int)
}

enum ShopAlert: RouterAlertScreenProtocol {
  case loadFailed
  enum Action: Hashable, Sendable { case retry, cancel }
}

@MainActor final class Cart {
  var quantities: [Int: Int] = [:]
}

@MainActor final class ProductIntent {
  let productID: Int
  let routerEvents: RouterEvents<ShopScreen, ShopAlert>
  let route: RouteContext<ShopScreen, ShopAlert, Never>
  var task: Task<Void, Never>?
  var picker: RouteID?

  init(productID: Int, routerEvents: RouterEvents<ShopScreen, ShopAlert>, route: Route<ShopScreen>)
  {
    self.productID = productID
    self.routerEvents = routerEvents
    self.route = routerEvents.context(for: route)
  }

  func answer(_ action: ShopAlert.Action) { print(action) }
  func load() {}
  func quantityChosen(_ result: RouteResult<Int>) { print(result) }
}
