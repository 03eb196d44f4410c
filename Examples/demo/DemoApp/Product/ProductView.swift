import MVIRouterTerminal

@MainActor
final class ProductView: TerminalScreen {
  let intent: ProductIntent
  init(intent: ProductIntent) {
    self.intent = intent
    intent.start()
  }

  var title: String {
    if case .loaded(let product) = intent.model.phase { return product.name }
    return "Product \(intent.model.id)"
  }
  var body: [String] {
    switch intent.model.phase {
    case .loading: ["Loading…"]
    case .loaded(let product): ["Price: \(product.price)", "Quantity: \(intent.quantity)"]
    case .failed: ["The product could not be loaded."]
    }
  }
  var rows: [TerminalRow] {
    switch intent.model.phase {
    case .loaded: [TerminalRow("Choose quantity"), TerminalRow("Close")]
    // Retry does nothing while loading: it shows, disabled, where it will be.
    case .loading: [TerminalRow("Retry", isEnabled: false), TerminalRow("Close")]
    case .failed: [TerminalRow("Retry"), TerminalRow("Close")]
    }
  }
  func activate(row index: Int) {
    switch (intent.model.phase, index) {
    case (.loaded, 0): intent.chooseQuantity()
    case (.failed, 0): intent.start()
    case (_, 1): intent.close()
    default: break
    }
  }
  func didDisappear() { intent.cancel() }
}
