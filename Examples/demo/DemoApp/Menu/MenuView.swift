import MVIRouter
import MVIRouterTerminal

/// The root in the terminal: one row per demo.
@MainActor
final class MenuView: TerminalScreen {
  let container: MVIContainer<MenuIntent, MenuModel>
  private var intent: MenuIntent { container.intent }
  private var model: MenuModel { container.model }

  init(container: MVIContainer<MenuIntent, MenuModel>) { self.container = container }

  /// The menu with a new model and intent.
  static func build(routerEvents: RouterEvents<DemoScreen, DemoAlert>) -> MenuView {
    let model = MenuModel()
    return MenuView(
      container: MVIContainer(
        intent: MenuIntent(model: model, routerEvents: routerEvents), model: model))
  }

  var title: String { "MVIRouter demo" }
  var body: [String] { ["Pick a demo. Esc goes back, ? lists every key, q quits."] }
  var rows: [TerminalRow] { model.demos.map { TerminalRow($0.title, detail: $0.detail) } }
  func activate(row index: Int) { intent.demoSelected(index) }
}
