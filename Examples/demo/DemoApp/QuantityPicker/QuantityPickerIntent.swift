import MVIRouter

/// The quantity sheet's intent: it finishes its route with the quantity picked. Its context
/// takes only an `Int`.
@MainActor
final class QuantityPickerIntent {
  let model: QuantityPickerModel
  private let route: RouteContext<DemoScreen, DemoAlert, Int>

  init(model: QuantityPickerModel, route: RouteContext<DemoScreen, DemoAlert, Int>) {
    self.model = model
    self.route = route
  }

  func quantityPicked(_ index: Int) {
    guard model.quantities.indices.contains(index) else { return }
    route.finish(model.quantities[index])
  }
}
