import MVIRouter

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
