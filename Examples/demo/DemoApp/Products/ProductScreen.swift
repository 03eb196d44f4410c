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
  var loads = 0
  init(id: Int) { self.id = id }
}

/// Loads a product shown as a full-screen cover. A failed load asks, with an alert, whether to
/// retry or delete the product; choosing a quantity routes expecting a result.
///
/// The intent knows its own route through a ``RouteContext``: it closes itself with
/// `route.close()` and its alerts belong to it. After a restore the failed-load alert is
/// already up: the intent finds it and re-attaches instead of presenting it again.
@MainActor
final class ProductIntent {
  let model: ProductModel
  let route: RouteContext<DemoScreen, DemoAlert>
  private let environment: DemoEnvironment
  private var load: Task<Void, Never>?

  init(
    model: ProductModel, route: RouteContext<DemoScreen, DemoAlert>, environment: DemoEnvironment
  ) {
    self.model = model
    self.route = route
    self.environment = environment
  }

  /// The quantity chosen for this product, kept by the catalogue.
  var quantity: String { environment.catalog.quantity(for: model.id) }

  /// Loads the product, unless the screen comes back (after a restore) with its failed-load
  /// alert still up: then it answers that alert, shown once.
  func start() {
    if let shown = route.alert(.productLoadFailed) {
      model.phase = .failed
      environment.routerEvents.reattach(alert: shown.id) { [weak self] action in
        self?.alertAnswered(action)
      }
      return
    }
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
        route.presentAlert(.productLoadFailed) { [weak self] action in self?.alertAnswered(action) }
      }
    }
  }

  func alertAnswered(_ action: DemoAlert.Action) {
    switch action {
    case .retry:
      start()
    case .delete:
      environment.catalog.delete(id: model.id)
      route.close()
    case .ok, .cancel, .movies:
      break
    }
  }

  func chooseQuantity() {
    // The router's result hook records the quantity in the catalogue, for this picker and for
    // one opened by a deep link alike; the type is checked when the picker finishes.
    environment.routerEvents.routeTo(
      .quantityPicker(productID: model.id), as: .sheet, expecting: Int.self
    ) { _ in }
  }

  func close() { route.close() }

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

/// A sheet that finishes with the quantity picked: its context takes only an `Int`.
@MainActor
final class QuantityPickerView: TerminalScreen {
  let route: ResultRouteContext<DemoScreen, DemoAlert, Int>
  init(route: ResultRouteContext<DemoScreen, DemoAlert, Int>) { self.route = route }

  var title: String { "Quantity" }
  var body: [String] { ["How many? Esc cancels."] }
  var rows: [TerminalRow] { (1...5).map { TerminalRow("\($0)") } }
  func activate(row index: Int) { route.finish(index + 1) }
}
