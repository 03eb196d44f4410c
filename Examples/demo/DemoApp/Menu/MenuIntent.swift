import MVIRouter

/// The root: one row per demo. Its intent only routes.
@MainActor
final class MenuIntent {
  let routerEvents: RouterEvents<DemoScreen, DemoAlert>
  static let demos: [(title: String, detail: String, screen: DemoScreen)] = [
    ("Image", "loading, a description sheet, error alerts", .image),
    ("Dog search", "a title that follows the state", .dogSearch),
    ("Movie search", "a query field, pushes to details", .movies(.search)),
    ("Products", "a full-screen cover, alerts, a result", .products),
  ]

  init(routerEvents: RouterEvents<DemoScreen, DemoAlert>) { self.routerEvents = routerEvents }

  func demoSelected(_ index: Int) {
    guard MenuIntent.demos.indices.contains(index) else { return }
    routerEvents.routeTo(MenuIntent.demos[index].screen)
  }
}
