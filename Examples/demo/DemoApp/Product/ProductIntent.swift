import DemoSupport
import MVIRouter

/// Loads a product shown as a full-screen cover. A failed load asks, with an alert, whether to
/// retry or delete the product; choosing a quantity presents the picker and awaits its result.
///
/// The intent knows its own route through a ``RouteContext``: it closes itself with
/// `route.close()` and its alerts belong to it. After a restore the failed-load alert is
/// already up: the intent finds it and re-attaches instead of presenting it again.
@MainActor
final class ProductIntent {
  let model: ProductModel
  let route: RouteContext<DemoScreen, DemoAlert>
  private let routerEvents: RouterEvents<DemoScreen, DemoAlert>
  private let services: DemoServices
  private let catalog: ProductCatalog
  private let loader: Loader
  /// Turns while this screen loads.
  var spinner: Spinner { loader.spinner }
  /// The quantity picker this screen opened, as the task that awaits its result.
  private var picker: Task<Int, any Error>?
  /// The task that shows the picker's result, if any.
  private(set) var pickTask: Task<Void, Never>?

  init(
    model: ProductModel, route: RouteContext<DemoScreen, DemoAlert>, environment: DemoEnvironment
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
    case .ok, .cancel, .discard, .movies:
      break
    }
  }

  func chooseQuantity() {
    // The picker is presented at once, and a task awaits its quantity. The router's result hook
    // also records it in the catalogue, for this picker and for one opened by a deep link alike.
    let quantity = routerEvents.routeTo(
      .quantityPicker(productID: model.id), as: .sheet, awaiting: Int.self)
    picker = quantity
    pickTask = Task { [weak self] in
      let picked: String
      do {
        picked = "\(try await quantity.value)"
      } catch let cancelled as RouteCancelled {
        picked = "cancelled: " + cancelled.reason.inWords
      } catch {
        picked = "\(error)"
      }
      self?.model.picked = picked
    }
  }

  func editNote() { routerEvents.routeTo(.productNote(productID: model.id)) }

  func closeTapped() { route.close() }

  func onDisappear() {
    loader.cancel()
    // Cancels the picker's own task (awaiting its value does not pass cancellation on).
    picker?.cancel()
  }
}
