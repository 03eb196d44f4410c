/// A movie of the bundled catalogue.
public struct Movie: Hashable, Sendable {
  /// The movie's id, as in `demo://movies/7`.
  public var id: Int
  /// The title.
  public var title: String
  /// The year it came out.
  public var year: Int
  /// One line about it.
  public var overview: String
  /// The ids of similar movies.
  public var similar: [Int]

  /// Creates a movie.
  ///
  /// - Parameters:
  ///   - id: The movie's id.
  ///   - title: The title.
  ///   - year: The year it came out.
  ///   - overview: One line about it.
  ///   - similar: The ids of similar movies.
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
  /// Every movie, by id.
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
