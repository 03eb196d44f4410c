import MVIRouter
import MVIRouterTerminal

/// The root: one row per demo. Its intent only routes.
@MainActor
final class MenuIntent {
  let routerEvents: RouterEvents<DemoScreen, DemoAlert>
  static let demos: [(title: String, detail: String, screen: DemoScreen)] = [
    ("Image", "loading, a description sheet, error alerts", .image),
    ("Dog search", "a title that follows the state", .dogSearch),
    ("Movie search", "a query field, pushes to details", .movies(.search)),
    ("Products", "a full-screen cover, alerts, a result", .products),
  ]

  init(routerEvents: RouterEvents<DemoScreen, DemoAlert>) { self.routerEvents = routerEvents }

  func demoSelected(_ index: Int) {
    guard MenuIntent.demos.indices.contains(index) else { return }
    routerEvents.routeTo(MenuIntent.demos[index].screen)
  }
}

@MainActor
final class MenuView: TerminalScreen {
  let intent: MenuIntent
  init(intent: MenuIntent) { self.intent = intent }

  var title: String { "MVIRouter demo" }
  var body: [String] { ["Pick a demo. Esc goes back, ? lists every key, q quits."] }
  var rows: [TerminalRow] { MenuIntent.demos.map { TerminalRow($0.title, detail: $0.detail) } }
  func activate(row index: Int) { intent.demoSelected(index) }
}
