import MVIRouterTerminal

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
