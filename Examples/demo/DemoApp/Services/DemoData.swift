/// A picture drawn in text, and the words that describe it.
struct DemoImage: Hashable, Sendable {
  var lines: [String]
  var description: String
}

struct Product: Hashable, Sendable {
  var id: Int
  var name: String
  var price: String
  var alwaysFails = false
}

/// The bundled data the fake services answer with.
enum DemoData {
  static let image = DemoImage(
    lines: [
      "      /\\        /\\  ",
      "     /  \\  /\\  /  \\ ",
      "    /    \\/  \\/    \\",
      "   /  ~~   ~~   ~~  \\",
      "  ~~~~~~~~~~~~~~~~~~~~",
    ],
    description: "Mountains over a lake at dawn, drawn in text.")

  /// The dog images the search finds, by file name; the search answers with the first 10.
  static let dogImages = [
    "akita.jpg", "beagle.jpg", "boxer.jpg", "collie.jpg", "corgi.jpg", "dachshund.jpg",
    "dalmatian.jpg", "husky.jpg", "labrador.jpg", "poodle.jpg", "pug.jpg", "samoyed.jpg",
  ]

  /// A dog image as the terminal draws it: a small text picture.
  static let dogPicture = "o'')}____//"

  static let products = [
    Product(id: 1, name: "Tea pot", price: "24.00"),
    Product(id: 2, name: "Cups, set of 4", price: "18.50"),
    Product(id: 3, name: "Broken product", price: "—", alwaysFails: true),
  ]

  /// Whether the demo has product `id`: the one rule its deep links (`demo://products/999` is
  /// refused) and restored screens (a saved `product(id: 999)` is refused) follow.
  static func hasProduct(id: Int) -> Bool {
    products.contains { $0.id == id }
  }

  /// The name of product `id`, as its alert's Delete button says it: `Delete Tea pot`.
  static func productName(id: Int) -> String {
    products.first { $0.id == id }?.name ?? "product \(id)"
  }
}
