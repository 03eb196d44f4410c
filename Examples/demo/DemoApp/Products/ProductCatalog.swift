import Observation

/// The products the list shows; deleting one removes it for every screen.
@MainActor @Observable
final class ProductCatalog {
  private(set) var products = DemoData.products

  func delete(id: Int) { products.removeAll { $0.id == id } }
}
