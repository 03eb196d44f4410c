import MVIRouter

/// The description sheet's intent: it closes its own route.
@MainActor
final class ImageDescriptionIntent {
  let model: ImageDescriptionModel
  private let route: RouteContext<DemoScreen, DemoAlert, Never>

  init(model: ImageDescriptionModel, route: RouteContext<DemoScreen, DemoAlert, Never>) {
    self.model = model
    self.route = route
  }

  func closeTapped() { route.close() }
}
