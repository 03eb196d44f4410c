import Observation

/// What a product's cover shows. Only its intent changes it; the quantity chosen is kept by the
/// catalogue, so a picker that came from a deep link or a restore shows here too.
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
  /// What the picker this screen opened gave back, once the task awaiting it has it: `3` or
  /// `cancelled: you went back`.
  var picked: String?
  private let catalog: ProductCatalog

  init(id: Int, catalog: ProductCatalog) {
    self.id = id
    self.catalog = catalog
  }

  /// The quantity chosen for this product, e.g. `3` or `not chosen`.
  var quantity: String { catalog.quantity(for: id) }

  /// The note saved for this product; empty when none.
  var note: String { catalog.note(for: id) }
}
