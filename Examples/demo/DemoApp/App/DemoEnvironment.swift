import MVIRouter

/// What every screen of the demo shares: the one router, the fake services, the task tracker
/// and the product catalogue.
@MainActor
final class DemoEnvironment {
  let routerEvents: RouterEvents<DemoScreen, DemoAlert>
  let services: DemoServices
  let tasks: DemoTasks
  let catalog: ProductCatalog

  convenience init(services: DemoServices) {
    let catalog = ProductCatalog()
    self.init(
      services: services, routerEvents: RouterEvents(router: DemoRouter(catalog: catalog)),
      tasks: DemoTasks(), catalog: catalog)
  }

  /// An environment routing with `routerEvents` and sharing the rest: one per tab.
  init(
    services: DemoServices, routerEvents: RouterEvents<DemoScreen, DemoAlert>, tasks: DemoTasks,
    catalog: ProductCatalog
  ) {
    self.services = services
    self.routerEvents = routerEvents
    self.tasks = tasks
    self.catalog = catalog
  }
}
