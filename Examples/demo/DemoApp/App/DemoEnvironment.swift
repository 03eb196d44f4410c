import MVIRouter

/// What every screen of the demo shares: the one router, the fake services, the task tracker
/// and the product catalogue.
@MainActor
final class DemoEnvironment {
  let routerEvents: RouterEvents<DemoScreen, DemoAlert>
  let services: DemoServices
  let tasks = DemoTasks()
  let catalog = ProductCatalog()

  init(services: DemoServices) {
    self.services = services
    routerEvents = RouterEvents(router: DemoRouter(catalog: catalog))
  }
}
