import DemoMovies
import MVIRouter

extension DemoAlert {
  /// What the buttons of the demo's alerts stand for: intents switch on these, never on titles.
  /// The Movies feature's buttons stand for the feature's own actions, which its scoped router
  /// gives its handlers: the app re-maps none.
  enum Action: Hashable, Sendable, Codable {
    case ok
    case delete
    case retry
    case cancel
    case discard
  }
}

/// How the demo presents its screens, what its alerts say, and where results go whichever way
/// a route arrived (opened by an intent, a deep link or a restore).
///
/// The Movies feature routes through its scoped router, whose `MovieRouter` presents its
/// screens and gives its alerts' content: this policy forwards nothing of it. It says only how
/// the app's own router presents the feature's screen the menu opens (`.movies(.search)`), and
/// its hooks hear the feature's routes as the app's.
struct DemoRouter: RouterPolicy {
  /// Where chosen quantities are kept, keyed by product id.
  let catalog: ProductCatalog

  func getScreenPresentationType(for type: DemoScreen) -> RouterScreenPresentationType {
    switch type {
    case .image, .dogSearch, .products: .push
    case .movies: .push
    case .imageDescription, .quantityPicker, .productNote: .sheet
    case .product: .fullScreenCover
    }
  }

  /// The quantity sheet rests at half height, whoever opens it (a deep link too).
  func getPresentationOptions(for type: DemoScreen) -> PresentationOptions {
    if case .quantityPicker = type { return .medium }
    return .standard
  }

  func getAlertTitle(for type: DemoAlert) -> String? {
    switch type {
    case .plain(.defaultAlert(let title, _)): title
    case .productLoadFailed: "The product could not be loaded"
    case .movies: nil  // Presented by the feature's scoped router, which says its title.
    case .discardChanges: "Discard changes?"
    }
  }

  func getAlertMessage(for type: DemoAlert) -> String? {
    switch type {
    case .plain(.defaultAlert(_, let message)): message
    case .productLoadFailed: "Retry, or delete the product from the list."
    case .movies: nil
    case .discardChanges: "The note has changes that are not saved."
    }
  }

  func getAlertActions(for type: DemoAlert) -> [RouterAlertButton<DemoAlert.Action>] {
    switch type {
    case .plain: [.cancel("OK", action: .ok)]
    case .productLoadFailed(let id):
      [
        .destructive("Delete \(DemoData.productName(id: id))", action: .delete),
        .default("Retry", action: .retry), .cancel(action: .cancel),
      ]
    case .discardChanges:
      [.destructive("Discard", action: .discard), .cancel("Keep editing", action: .cancel)]
    case .movies: []
    }
  }

  /// The dismiss hook: whichever way a product's cover leaves — Close, the back key, a deletion,
  /// a deep link or a restore — the catalogue remembers it as the last one viewed.
  func onScreenDismiss(type: DemoScreen, reason: DismissReason) {
    if case .product(let id) = type { catalog.viewed(id: id) }
  }

  /// Every quantity a picker finishes with reaches the catalogue, including a picker opened by
  /// `demo://products/1/quantity` or restored from a file, which no intent is waiting for.
  func onResult(
    _ result: RouteResult<RouterResultValue>, of route: Route<DemoScreen>,
    presenter: Route<DemoScreen>?
  ) {
    guard case .quantityPicker(let productID) = route.screen else { return }
    switch result {
    case .value(let value):
      if let quantity = value.value(as: Int.self) {
        catalog.record(.value(quantity), for: productID)
      }
    case .cancelled(let reason):
      catalog.record(.cancelled(reason), for: productID)
    }
  }
}
