import MVIRouter

/// Edits a product's note. While the text has unsaved changes its route is guarded: any way of
/// leaving (the back key, a deep link, the cover below it closing) is deferred and asks
/// "Discard changes?"; Discard confirms the change, Keep editing abandons it. Save stores the
/// note and closes the editor, which its guard does not stop (the screen's own decision).
@MainActor
final class ProductNoteIntent {
  let model: ProductNoteModel
  private let route: RouteContext<DemoScreen, DemoAlert, Never>
  private let catalog: ProductCatalog

  init(
    model: ProductNoteModel, route: RouteContext<DemoScreen, DemoAlert, Never>,
    catalog: ProductCatalog
  ) {
    self.model = model
    self.route = route
    self.catalog = catalog
  }

  func textChanged(_ text: String) {
    model.text = text
    if model.hasChanges {
      route.guardDismissal(.defer) { [weak self] change in self?.askToDiscard(change) }
    } else {
      route.guardDismissal(.allow)
    }
  }

  func saveTapped() {
    catalog.saveNote(model.text, for: model.productID)
    route.close()
  }

  private func askToDiscard(_ change: GuardedChange) {
    let router = route.router
    route.presentAlert(.discardChanges) { action in
      if action == .discard { router.confirm(change) } else { router.abandon(change) }
    }
  }
}
