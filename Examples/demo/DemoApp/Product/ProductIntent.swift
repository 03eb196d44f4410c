import DemoSupport
import MVIRouter

/// Loads a product shown as a full-screen cover. A failed load asks, with an alert, whether to
/// retry or delete the product; choosing a quantity presents the picker expecting its result.
///
/// The intent knows its own route through a ``RouteContext``: it closes itself with
/// `route.close()` and its alerts belong to it. After a restore the failed-load alert is
/// already up: the intent finds it and re-attaches instead of presenting it again.
@MainActor
final class ProductIntent {
  let model: ProductModel
  let route: RouteContext<DemoScreen, DemoAlert, Never>
  private let routerEvents: RouterEvents<DemoScreen, DemoAlert>
  private let services: DemoServices
  private let catalog: ProductCatalog
  private let loader: Loader
  /// Turns while this screen loads.
  var spinner: Spinner { loader.spinner }

  init(
    model: ProductModel, route: RouteContext<DemoScreen, DemoAlert, Never>,
    environment: DemoEnvironment
  ) {
    self.model = model
    self.route = route
    routerEvents = environment.routerEvents
    services = environment.services
    catalog = environment.catalog
    loader = environment.makeLoader()
  }

  /// Loads the product, unless the screen comes back (after a restore) with its failed-load
  /// alert still up: then it answers that alert, shown once.
  func onAppear() {
    if let shown = route.alert(.productLoadFailed(id: model.id)) {
      model.phase = .failed
      routerEvents.reattach(alert: shown.id) { [weak self] action in
        self?.alertAnswered(action)
      }
      return
    }
    load()
  }

  func retryTapped() { load() }

  private func load() {
    model.phase = .loading
    model.loads += 1
    let services = services
    let id = model.id
    loader.load {
      try await services.product(id: id)
    } then: { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let product):
        model.phase = .loaded(product)
      case .failure:
        model.phase = .failed
        route.presentAlert(.productLoadFailed(id: model.id)) { [weak self] action in
          self?.alertAnswered(action)
        }
      }
    }
  }

  func alertAnswered(_ action: DemoAlert.Action) {
    switch action {
    case .retry:
      load()
    case .delete:
      catalog.delete(id: model.id)
      route.close()
    case .ok, .cancel, .discard:
      break
    }
  }

  func chooseQuantity() {
    // The picker is presented at once, and its result arrives in the same transaction that
    // finishes or dismisses it: nothing is left running, so a script's `wait-idle` (and a
    // recorded session) sees "Picked here" as soon as the pick is handled. The router's result
    // hook also records it in the catalogue, for this picker and for one opened by a deep link.
    routerEvents.routeTo(
      .quantityPicker(productID: model.id), as: .sheet, expecting: Int.self, onDismiss: nil
    ) { [weak self] result in
      switch result {
      case .value(let quantity): self?.model.picked = "\(quantity)"
      case .cancelled(let reason): self?.model.picked = "cancelled: " + reason.inWords
      }
    }
  }

  func editNote() { routerEvents.routeTo(.productNote(productID: model.id)) }

  func closeTapped() { route.close() }

  func onDisappear() {
    // The picker sits above this cover, so it has left with it and its result came back.
    loader.cancel()
  }
}
