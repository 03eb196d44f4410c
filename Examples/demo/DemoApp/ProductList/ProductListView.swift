import MVIRouter
import MVIRouterTerminal

/// The product list in the terminal.
@MainActor
final class ProductListView: TerminalScreen {
  let container: MVIContainer<ProductListIntent, ProductListModel>
  private var intent: ProductListIntent { container.intent }
  private var model: ProductListModel { container.model }

  init(container: MVIContainer<ProductListIntent, ProductListModel>) { self.container = container }

  /// The list with a new model and intent.
  static func build(environment: DemoEnvironment) -> ProductListView {
    let model = ProductListModel(catalog: environment.catalog)
    return ProductListView(
      container: MVIContainer(
        intent: ProductListIntent(model: model, routerEvents: environment.routerEvents),
        model: model))
  }

  var title: String { "Products" }
  var body: [String] {
    guard !model.products.isEmpty else { return ["No products left."] }
    return ["A product opens full screen."]
      + (model.lastViewed.map { ["Last viewed: \($0)"] } ?? [])
  }
  var rows: [TerminalRow] { model.products.map { TerminalRow($0.name, detail: $0.price) } }
  func activate(row index: Int) { intent.productSelected(index) }
}
