import MVIRouter
import Observation

/// The products the list shows, and the quantity chosen for each; deleting one removes it for
/// every screen.
///
/// The quantities live here, keyed by product id, rather than in a product screen's model: the
/// router's result hook records them, so a quantity picker that came from a deep link or a
/// restore delivers its quantity like one the product screen opened.
@MainActor @Observable
final class ProductCatalog {
  private(set) var products = DemoData.products
  private(set) var quantities: [Int: String] = [:]
  private(set) var notes: [Int: String] = [:]
  /// The product whose cover left last, however it left.
  private(set) var lastViewedID: Int?

  /// Records that product `id`'s cover left.
  func viewed(id: Int) { lastViewedID = id }

  func delete(id: Int) {
    products.removeAll { $0.id == id }
    quantities[id] = nil
  }

  /// The note saved for a product; empty when none.
  func note(for id: Int) -> String { notes[id] ?? "" }

  /// Saves a product's note.
  func saveNote(_ note: String, for id: Int) { notes[id] = note.isEmpty ? nil : note }

  /// The quantity chosen for a product, as the product screen shows it.
  func quantity(for id: Int) -> String { quantities[id] ?? "not chosen" }

  /// Records what the quantity picker of a product delivered; a cancelled pick keeps the
  /// quantity chosen before it.
  func record(_ result: RouteResult<Int>, for id: Int) {
    switch result {
    case .value(let quantity): quantities[id] = "\(quantity)"
    case .cancelled: break
    }
  }
}
