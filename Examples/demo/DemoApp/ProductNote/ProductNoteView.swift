import MVIRouter
import MVIRouterTerminal

/// A product's note editor in the terminal.
@MainActor
final class ProductNoteView: TerminalScreen {
  let container: MVIContainer<ProductNoteIntent, ProductNoteModel>
  private var intent: ProductNoteIntent { container.intent }
  private var model: ProductNoteModel { container.model }

  init(container: MVIContainer<ProductNoteIntent, ProductNoteModel>) {
    self.container = container
  }

  /// The editor of product `productID`'s note, guarding `route` while it has changes.
  static func build(
    productID: Int, route: RouteContext<DemoScreen, DemoAlert, Never>, catalog: ProductCatalog
  ) -> ProductNoteView {
    let model = ProductNoteModel(productID: productID, saved: catalog.note(for: productID))
    return ProductNoteView(
      container: MVIContainer(
        intent: ProductNoteIntent(model: model, route: route, catalog: catalog), model: model))
  }

  var title: String { "Note" }
  var body: [String] {
    [model.hasChanges ? "Unsaved changes: Esc asks first." : "Type a note, then Save."]
  }
  var textField: TerminalTextField? {
    TerminalTextField(label: "Note", text: model.text, placeholder: "a note")
  }
  var rows: [TerminalRow] { [TerminalRow("Save")] }
  func activate(row index: Int) { intent.saveTapped() }
  func textFieldDidChange(_ text: String) { intent.textChanged(text) }
}
