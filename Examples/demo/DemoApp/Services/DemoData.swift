/// A picture drawn in text, and the words that describe it.
struct DemoImage: Hashable, Sendable {
  var lines: [String]
  var description: String
}

struct Movie: Hashable, Sendable {
  var id: Int
  var title: String
  var year: Int
  var overview: String
  var similar: [Int]
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

  static let movies = [
    Movie(
      id: 1, title: "Alien", year: 1979, overview: "A crew meets a perfect organism.",
      similar: [2, 3]),
    Movie(
      id: 2, title: "Aliens", year: 1986, overview: "This time it's war.", similar: [1, 4]),
    Movie(
      id: 3, title: "Solaris", year: 1972, overview: "An ocean that remembers.",
      similar: [1]),
    Movie(
      id: 4, title: "The Thing", year: 1982, overview: "Trust no one at the station.",
      similar: [1, 2]),
    Movie(
      id: 5, title: "Arrival", year: 2016, overview: "A linguist meets visitors.",
      similar: [3]),
  ]

  static let products = [
    Product(id: 1, name: "Tea pot", price: "24.00"),
    Product(id: 2, name: "Cups, set of 4", price: "18.50"),
    Product(id: 3, name: "Broken product", price: "—", alwaysFails: true),
  ]
}
