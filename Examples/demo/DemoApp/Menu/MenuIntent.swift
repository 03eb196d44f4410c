import MVIRouter

/// The root's intent: it only routes.
@MainActor
final class MenuIntent {
  let model: MenuModel
  private let routerEvents: RouterEvents<DemoScreen, DemoAlert>

  init(model: MenuModel, routerEvents: RouterEvents<DemoScreen, DemoAlert>) {
    self.model = model
    self.routerEvents = routerEvents
  }

  func demoSelected(_ index: Int) {
    guard model.demos.indices.contains(index) else { return }
    routerEvents.routeTo(model.demos[index].screen)
  }
}
