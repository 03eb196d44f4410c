import DemoMovies
import MVIRouter

/// Every screen of the demo. Codable, so navigation can be saved, restored and deep-linked.
enum DemoScreen: RouterScreenProtocol, Codable {
  case image
  case imageDescription(String)
  case dogSearch
  /// The Movies feature's screens, embedded.
  case movies(MovieScreen)
  case products
  case product(id: Int)
  case quantityPicker(productID: Int)
  /// A product's note editor, which asks before discarding unsaved changes.
  case productNote(productID: Int)

  /// The product this screen is about, if it is about one.
  var productID: Int? {
    switch self {
    case .product(let id), .quantityPicker(let id), .productNote(let id): id
    default: nil
    }
  }

  /// The Movies screen this screen embeds, if it is one.
  var movies: MovieScreen? {
    if case .movies(let screen) = self { screen } else { nil }
  }
}
