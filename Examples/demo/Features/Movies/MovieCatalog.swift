/// A movie of the bundled catalogue.
public struct Movie: Hashable, Sendable {
  public var id: Int
  public var title: String
  public var year: Int
  public var overview: String
  /// The ids of similar movies.
  public var similar: [Int]

  public init(id: Int, title: String, year: Int, overview: String, similar: [Int]) {
    self.id = id
    self.title = title
    self.year = year
    self.overview = overview
    self.similar = similar
  }
}

/// The movies the feature's fake services answer with.
public enum MovieCatalog {
  public static let movies = [
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
}
