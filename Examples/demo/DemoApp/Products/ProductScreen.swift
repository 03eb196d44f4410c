import MVIRouter
import MVIRouterTerminal
import Observation

@MainActor @Observable
final class ProductModel {
  enum Phase: Equatable {
    case loading
    case loaded(Product)
    case failed
  }
  let id: Int
  var phase = Phase.loading
  var quantity = "not chosen"
  var loads = 0
  init(id: Int) { self.id = id }
}

/// Loads a product shown as a full-screen cover. A failed load asks, with an alert, whether to
/// retry or delete the product; choosing a quantity routes expecting a result.
@MainActor
final class ProductIntent {
  let model: ProductModel
  private let environment: DemoEnvironment
  private var load: Task<Void, Never>?
  /// The product screen's own route, so its alerts belong to it.
  var routeID: RouteID?

  init(model: ProductModel, environment: DemoEnvironment) {
    self.model = model
    self.environment = environment
  }

  func start() {
    load?.cancel()
    model.phase = .loading
    model.loads += 1
    let services = environment.services
    let id = model.id
    load = environment.tasks.load {
      try await services.product(id: id)
    } then: { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let product):
        model.phase = .loaded(product)
      case .failure:
        model.phase = .failed
        environment.routerEvents.presentAlert(.productLoadFailed, owner: routeID) {
          [weak self] action in self?.alertAnswered(action)
        }
      }
    }
  }

  func alertAnswered(_ action: RouterAlertAction) {
    switch action.title {
    case "Retry":
      start()
    case "Delete":
      environment.catalog.delete(id: model.id)
      if let routeID { environment.routerEvents.dismiss(routeID) }
    default:
      break
    }
  }

  func chooseQuantity() {
    environment.routerEvents.routeTo(
      .quantityPicker(productID: model.id), as: .sheet, expecting: Int.self
    ) { [weak self] result in
      switch result {
      case .value(let quantity): self?.model.quantity = "\(quantity)"
      case .cancelled: self?.model.quantity = "cancelled"
      }
    }
  }

  func close() {
    if let routeID { environment.routerEvents.dismiss(routeID) }
  }

  func cancel() { load?.cancel() }
}

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
    case .loaded(let product): ["Price: \(product.price)", "Quantity: \(intent.model.quantity)"]
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

/// A sheet that finishes with the quantity picked.
@MainActor
final class QuantityPickerView: TerminalScreen {
  let routeID: RouteID
  let routerEvents: RouterEvents<DemoScreen, DemoAlert>
  init(routeID: RouteID, routerEvents: RouterEvents<DemoScreen, DemoAlert>) {
    self.routeID = routeID
    self.routerEvents = routerEvents
  }

  var title: String { "Quantity" }
  var body: [String] { ["How many? Esc cancels."] }
  var rows: [TerminalRow] { (1...5).map { TerminalRow("\($0)") } }
  func activate(row index: Int) { routerEvents.finish(routeID, with: index + 1) }
}
