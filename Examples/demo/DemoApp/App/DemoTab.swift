/// The tabs of the tabbed demo (`demo --tabs`): one per demo, each with its own stack.
enum DemoTab: String, CaseIterable, Hashable, Sendable, Codable {
  case image
  case dogs
  case movies
  case products

  /// The title the tab bar shows.
  var title: String {
    switch self {
    case .image: "Image"
    case .dogs: "Dogs"
    case .movies: "Movies"
    case .products: "Products"
    }
  }
}
