import MVIRouter
import MVIRouterTerminal
import Observation

enum CatalogScreen: RouterScreenProtocol {
  case list
  case detail(Int)
  case edit
  case search
  case checkout
  case named(String)
  case article
}

enum CatalogAlert: RouterAlertScreenProtocol {
  case deleteFailed
  case info
}

struct CatalogRouter: RouterPolicy {
  func getScreenPresentationType(for screen: CatalogScreen) -> RouterScreenPresentationType {
    switch screen {
    case .list, .detail, .named, .article: .push
    case .edit, .search: .sheet
    case .checkout: .fullScreenCover
    }
  }

  func getAlertTitle(for alert: CatalogAlert) -> String? {
    alert == .deleteFailed ? "Delete failed" : "Saved"
  }

  func getAlertMessage(for alert: CatalogAlert) -> String? {
    alert == .deleteFailed ? "The item is still in use by another order." : nil
  }

  func getAlertActions(for alert: CatalogAlert) -> [RouterAlertButton<String>] {
    alert == .deleteFailed ? [.cancel(), .destructive("Delete")] : [.cancel("OK")]
  }
}

/// A screen whose content tests set directly; it records what the host asked of it.
@MainActor @Observable
final class FixtureScreen: TerminalScreen {
  var title: String
  var body: [String]
  var rows: [TerminalRow]
  var field: TerminalTextField?
  var activated: [Int] = []
  var edits = 0
  var disappeared = 0

  init(
    title: String, body: [String] = [], rows: [String] = [], field: TerminalTextField? = nil
  ) {
    self.title = title
    self.body = body
    self.rows = rows.map { TerminalRow($0) }
    self.field = field
  }

  var textField: TerminalTextField? { field }
  func activate(row index: Int) { activated.append(index) }
  func textFieldDidChange(_ text: String) {
    edits += 1
    field?.text = text
  }
  func didDisappear() { disappeared += 1 }
}

@MainActor
final class FixtureScreenFactory: TerminalScreenFactory {
  let routerEvents = RouterEvents<CatalogScreen, CatalogAlert>(router: CatalogRouter())
  let root = FixtureScreen(
    title: "Shop", body: ["Welcome to the shop."], rows: ["Lists", "Search", "Checkout"])
  private(set) var made: [RouteID: FixtureScreen] = [:]

  func makeRootScreen() -> any TerminalScreen { root }

  func makeScreen(for route: Route<CatalogScreen>) -> any TerminalScreen {
    let screen: FixtureScreen
    switch route.screen {
    case .list: screen = FixtureScreen(title: "Lists", rows: ["Groceries", "Hardware"])
    case .detail(let id):
      screen = FixtureScreen(
        title: "Item \(id)", body: ["Item \(id) costs \(id * 3).00."], rows: ["Edit", "Delete"])
    case .edit:
      screen = FixtureScreen(title: "Edit", body: ["Change the name."], rows: ["Save", "Cancel"])
    case .search:
      screen = FixtureScreen(
        title: "Search", rows: ["First hit"],
        field: TerminalTextField(label: "Find", text: "", placeholder: "item name"))
    case .checkout:
      screen = FixtureScreen(title: "Checkout", body: ["Total: 42.00"], rows: ["Pay"])
    case .named(let name): screen = FixtureScreen(title: name)
    case .article:
      screen = FixtureScreen(
        title: "Article", body: (1...12).map { "Paragraph \($0)" }, rows: ["Like", "Share"])
    }
    made[route.id] = screen
    return screen
  }

  func screen(_ id: RouteID) -> FixtureScreen? { made[id] }
}
