import Observation

/// What the product list shows: the catalogue's products, which every screen shares.
@MainActor @Observable
final class ProductListModel {
  private let catalog: ProductCatalog
  init(catalog: ProductCatalog) { self.catalog = catalog }

  var products: [Product] { catalog.products }

  /// The name of the product whose cover left last, if it is still in the list.
  var lastViewed: String? {
    products.first { $0.id == catalog.lastViewedID }?.name
  }
}
