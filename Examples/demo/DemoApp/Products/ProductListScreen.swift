import MVIRouter
import MVIRouterTerminal

@MainActor
final class ProductListIntent {
  let catalog: ProductCatalog
  private let routerEvents: RouterEvents<DemoScreen, DemoAlert>

  init(environment: DemoEnvironment) {
    catalog = environment.catalog
    routerEvents = environment.routerEvents
  }

  func productSelected(_ index: Int) {
    guard catalog.products.indices.contains(index) else { return }
    routerEvents.routeTo(.product(id: catalog.products[index].id))
  }
}

@MainActor
final class ProductListView: TerminalScreen {
  let intent: ProductListIntent
  init(intent: ProductListIntent) { self.intent = intent }

  var title: String { "Products" }
  var body: [String] {
    intent.catalog.products.isEmpty ? ["No products left."] : ["A product opens full screen."]
  }
  var rows: [TerminalRow] {
    intent.catalog.products.map { TerminalRow($0.name, detail: $0.price) }
  }
  func activate(row index: Int) { intent.productSelected(index) }
}
