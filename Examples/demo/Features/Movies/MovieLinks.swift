import MVIRouter

/// The Movies feature's deep links, relative to where an app mounts them: `` (the search) and
/// `:id` (a movie over the search). On its own the map answers `movies://` and `movies://7`.
public enum MovieLinks {
  /// The feature's links.
  public static let map = DeepLinkMap<MovieScreen>(
    scheme: "movies",
    [
      DeepLink("") { _ in [.push(.search)] },
      DeepLink(":id") { parameters in
        [.push(.search), .push(.detail(id: try movieID(parameters)))]
      },
    ])

  public static func movieID(_ parameters: DeepLinkParameters) throws -> Int {
    let id = try parameters.int("id")
    guard MovieCatalog.movies.contains(where: { $0.id == id }) else {
      throw DeepLinkError.invalidParameter(name: "id", value: "\(id)", reason: "is not a movie")
    }
    return id
  }
}
