import MVIRouter

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
