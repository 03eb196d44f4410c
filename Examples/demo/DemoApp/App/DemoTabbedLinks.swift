import DemoMovies
import MVIRouter

/// The tabbed demo's deep links: the first segment names the tab, the rest its stack, e.g.
/// `demo://movies/7` selects Movies with the detail of movie 7 pushed on its search.
enum DemoTabbedLinks {
  static let map = TabbedDeepLinkMap<DemoTab, DemoScreen>(
    scheme: "demo",
    [
      .image: DeepLinkMap(
        scheme: "demo",
        [
          DeepLink("") { _ in [] },
          DeepLink("description") { _ in [.sheet(.imageDescription(DemoData.image.description))]
          },
        ]),
      .dogs: DeepLinkMap(scheme: "demo", [DeepLink("") { _ in [] }]),
      .movies: DeepLinkMap(
        scheme: "demo",
        [
          DeepLink("") { _ in [] },
          DeepLink(":id") { parameters in
            [.push(.movies(.detail(id: try MovieLinks.movieID(parameters))))]
          },
        ]),
      .products: DeepLinkMap(
        scheme: "demo",
        [
          DeepLink("") { _ in [] },
          DeepLink(":id") { parameters in
            [.cover(.product(id: try DemoLinks.productID(parameters)))]
          },
          DeepLink(":id/quantity") { parameters in
            let id = try DemoLinks.productID(parameters)
            return [.cover(.product(id: id)), .sheet(.quantityPicker(productID: id))]
          },
        ]),
    ])

  /// Links `--tabs --explore` opens: each tab and its patterns, and some the map refuses.
  static let examples = [
    "demo://image", "demo://image/description", "demo://dogs", "demo://movies",
    "demo://movies/2", "demo://products", "demo://products/1", "demo://products/2/quantity",
    "demo://products/3", "demo://settings", "demo://movies/0", "demo://products/1/quantity/x",
  ]
}
