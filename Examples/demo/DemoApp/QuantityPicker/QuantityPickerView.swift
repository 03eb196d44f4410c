import MVIRouter
import MVIRouterTerminal

/// The quantity sheet in the terminal.
@MainActor
final class QuantityPickerView: TerminalScreen {
  let container: MVIContainer<QuantityPickerIntent, QuantityPickerModel>
  private var intent: QuantityPickerIntent { container.intent }
  private var model: QuantityPickerModel { container.model }

  init(container: MVIContainer<QuantityPickerIntent, QuantityPickerModel>) {
    self.container = container
  }

  /// The sheet for `productID` with a new model and intent, finishing `route`.
  static func build(productID: Int, route: RouteContext<DemoScreen, DemoAlert, Int>)
    -> QuantityPickerView
  {
    let model = QuantityPickerModel(productID: productID)
    return QuantityPickerView(
      container: MVIContainer(
        intent: QuantityPickerIntent(model: model, route: route), model: model))
  }

  var title: String { "Quantity" }
  var body: [String] { ["How many? Esc cancels."] }
  var rows: [TerminalRow] { model.quantities.map { TerminalRow("\($0)") } }
  func activate(row index: Int) { intent.quantityPicked(index) }
}
