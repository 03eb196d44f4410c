import DemoMovies
import MVIRouter

/// The demo's deep links, e.g. `demo://movies/2` or `demo://products/1/quantity`. The Movies
/// feature's own links are mounted under `movies`.
enum DemoLinks {
  static let map = DeepLinkMap<DemoScreen>(
    scheme: "demo",
    [
      DeepLink("") { _ in [] },
      DeepLink("image") { _ in [.push(.image)] },
      DeepLink("image/description") { _ in
        [.push(.image), .sheet(.imageDescription(DemoData.image.description))]
      },
      DeepLink("dogs") { _ in [.push(.dogSearch)] },
      DeepLink("products") { _ in [.push(.products)] },
      DeepLink("products/:id") { parameters in
        [.push(.products), .cover(.product(id: try productID(parameters)))]
      },
      DeepLink("products/:id/quantity") { parameters in
        let id = try productID(parameters)
        return [.push(.products), .cover(.product(id: id)), .sheet(.quantityPicker(productID: id))]
      },
    ]
  )
  .mounting(MovieLinks.map, at: "movies", embed: DemoScreen.movies)

  /// Links `--explore` opens: one of each pattern, and some the map refuses (an unknown
  /// product, an unknown path, a number too big, another scheme), which must be errors.
  static let examples = [
    "demo://", "demo://image", "demo://image/description", "demo://dogs", "demo://products",
    "demo://products/1", "demo://products/3", "demo://products/2/quantity", "demo://movies",
    "demo://movies/2", "demo://products/9", "demo://nowhere", "demo://movies/99999999999999999999",
    "other://products/1",
  ]

  static func productID(_ parameters: DeepLinkParameters) throws -> Int {
    let id = try parameters.int("id")
    guard DemoData.hasProduct(id: id) else {
      throw DeepLinkError.invalidParameter(name: "id", value: "\(id)", reason: "is not a product")
    }
    return id
  }
}
