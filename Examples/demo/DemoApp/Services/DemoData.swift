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

  static let dogBreeds = [
    "akita", "beagle", "boxer", "collie", "corgi", "dachshund", "dalmatian", "husky",
    "labrador", "poodle", "pug", "samoyed",
  ]

  static let products = [
    Product(id: 1, name: "Tea pot", price: "24.00"),
    Product(id: 2, name: "Cups, set of 4", price: "18.50"),
    Product(id: 3, name: "Broken product", price: "—", alwaysFails: true),
  ]
}
