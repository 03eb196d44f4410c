import MVIRouter
import MVIRouterTerminal

/// A small shop for exploring, with faults a test can plant: a menu, a help sheet closed by its
/// `Close` row, and a receipt pushed after buying. Public, as `.ci/explore-check.sh` builds it
/// as an app's module in a new package, explores it and runs the test the explorer writes.
public enum ShopScreen: RouterScreenProtocol, Codable {
  case help
  case receipt(order: Int)
}

public enum ShopAlert: RouterAlertScreenProtocol, Codable {
  case confirmBuy
}

struct ShopRouter: RouterPolicy {
  func getScreenPresentationType(for screen: ShopScreen) -> RouterScreenPresentationType {
    screen == .help ? .sheet : .push
  }
  func getAlertTitle(for alert: ShopAlert) -> String? { "Buy the tea pot?" }
  func getAlertActions(for alert: ShopAlert) -> [RouterAlertButton<String>] {
    [.cancel(), .default("Buy")]
  }
}

/// A fault a test plants in the shop.
public enum ShopFault: Hashable, Sendable {
  /// The help sheet's `Close` row does nothing.
  case closeDoesNothing
  /// The receipt reads its order from memory and closes itself when there is none — as after
  /// a restore.
  case receiptNeedsMemory
}

@MainActor
public final class ShopFactory: TerminalScreenFactory {
  public let routerEvents = RouterEvents<ShopScreen, ShopAlert>(router: ShopRouter())
  let faults: Set<ShopFault>
  /// The last order bought in this run, kept in memory only.
  var lastOrder: Int?
  public var orders = 0

  init(faults: Set<ShopFault>) { self.faults = faults }

  public func makeRootScreen() -> any TerminalScreen { ShopMenuScreen(shop: self) }

  public func makeScreen(for route: Route<ShopScreen>) -> any TerminalScreen {
    switch route.screen {
    case .help: ShopHelpScreen(shop: self)
    case .receipt(let order): ShopReceiptScreen(shop: self, order: order, id: route.id)
    }
  }

  /// A host of the shop, as its tests make it.
  public static func host(_ faults: Set<ShopFault> = []) -> TerminalHost<ShopFactory> {
    TerminalHost(screenFactory: ShopFactory(faults: faults))
  }
}

@MainActor
final class ShopMenuScreen: TerminalScreen {
  let shop: ShopFactory
  var note = ""
  init(shop: ShopFactory) { self.shop = shop }
  let title = "Shop"
  var body: [String] { ["A tea pot, 24.00.", note] }
  var rows: [TerminalRow] {
    [TerminalRow("Buy"), TerminalRow("Help"), TerminalRow("Out of stock", isEnabled: false)]
  }
  var textField: TerminalTextField? { TerminalTextField(label: "Note", text: note) }
  func textFieldDidChange(_ text: String) { note = text }
  func activate(row index: Int) {
    switch index {
    case 0:
      shop.routerEvents.presentAlert(.confirmBuy) { [shop] action in
        guard action == "Buy" else { return }
        shop.orders += 1
        shop.lastOrder = shop.orders
        shop.routerEvents.routeTo(.receipt(order: shop.orders))
      }
    case 1: shop.routerEvents.routeTo(.help)
    default: break
    }
  }
}

@MainActor
final class ShopHelpScreen: TerminalScreen {
  let shop: ShopFactory
  init(shop: ShopFactory) { self.shop = shop }
  let title = "Help"
  var body: [String] { ["Pick Buy to buy the tea pot."] }
  var rows: [TerminalRow] { [TerminalRow("Close")] }
  func activate(row index: Int) {
    if !shop.faults.contains(.closeDoesNothing) { shop.routerEvents.dismiss() }
  }
}

@MainActor
final class ShopReceiptScreen: TerminalScreen {
  let shop: ShopFactory
  let order: Int
  let id: RouteID
  init(shop: ShopFactory, order: Int, id: RouteID) {
    self.shop = shop
    self.order = order
    self.id = id
  }
  var title: String { "Receipt \(order)" }
  var body: [String] { ["Thank you."] }
  var rows: [TerminalRow] { [TerminalRow("Done")] }
  func didAppear() {
    if shop.faults.contains(.receiptNeedsMemory), shop.lastOrder != order {
      shop.routerEvents.pop()
    }
  }
  func activate(row index: Int) { shop.routerEvents.pop() }
}
