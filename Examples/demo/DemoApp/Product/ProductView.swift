import MVIRouter
import MVIRouterTerminal

/// A product's cover in the terminal.
@MainActor
final class ProductView: TerminalScreen {
  let container: MVIContainer<ProductIntent, ProductModel>
  private var intent: ProductIntent { container.intent }
  private var model: ProductModel { container.model }

  init(container: MVIContainer<ProductIntent, ProductModel>) { self.container = container }

  /// The cover of product `id` with a new model and intent, knowing its own route.
  static func build(
    id: Int, route: RouteContext<DemoScreen, DemoAlert, Never>, environment: DemoEnvironment
  ) -> ProductView {
    let model = ProductModel(id: id, catalog: environment.catalog)
    let intent = ProductIntent(model: model, route: route, environment: environment)
    return ProductView(container: MVIContainer(intent: intent, model: model))
  }

  /// The product's name, as the list shows it, whether it loaded or not.
  var title: String {
    if case .loaded(let product) = model.phase { return product.name }
    return DemoData.productName(id: model.id)
  }
  /// Two lines whatever the phase (more once loaded, when there is a pick or a note), so the
  /// rows do not move when the load ends.
  var body: [String] {
    switch model.phase {
    case .loading: ["\(intent.spinner.glyph) Loading…", "Quantity: \(model.quantity)"]
    case .loaded(let product):
      ["Price: \(product.price)", "Quantity: \(model.quantity)"]
        + (model.picked.map { ["Picked here: \($0)"] } ?? [])
        + (model.note.isEmpty ? [] : ["Note: \(model.note)"])
    case .failed: ["The product could not be loaded.", "Quantity: \(model.quantity)"]
    }
  }
  var rows: [TerminalRow] {
    switch model.phase {
    case .loaded: [TerminalRow("Choose quantity"), TerminalRow("Close"), TerminalRow("Edit note")]
    // Retry does nothing while loading: it shows, disabled, where it will be.
    case .loading: [TerminalRow("Retry", isEnabled: false), TerminalRow("Close")]
    case .failed: [TerminalRow("Retry"), TerminalRow("Close")]
    }
  }
  func activate(row index: Int) {
    switch (model.phase, index) {
    case (.loaded, 0): intent.chooseQuantity()
    case (.failed, 0): intent.retryTapped()
    case (_, 1): intent.closeTapped()
    case (.loaded, 2): intent.editNote()
    default: break
    }
  }
  func didAppear() { intent.onAppear() }
  func didDisappear() { intent.onDisappear() }
}
