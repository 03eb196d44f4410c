import MVIRouter

/// The product list's intent: it only routes.
@MainActor
final class ProductListIntent {
  let model: ProductListModel
  private let routerEvents: RouterEvents<DemoScreen, DemoAlert>

  init(model: ProductListModel, routerEvents: RouterEvents<DemoScreen, DemoAlert>) {
    self.model = model
    self.routerEvents = routerEvents
  }

  func productSelected(_ index: Int) {
    guard model.products.indices.contains(index) else { return }
    routerEvents.routeTo(.product(id: model.products[index].id))
  }
}
