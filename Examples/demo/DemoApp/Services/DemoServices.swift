import DemoMovies

/// The demo's data, from bundled fakes: each call waits `delay` (a stand-in for the network)
/// and fails when `failEverything` is set or the request is one that always fails.
struct DemoServices: Sendable {
  var delay: Duration
  var failEverything: Bool

  init(delay: Duration = .milliseconds(400), failEverything: Bool = false) {
    self.delay = delay
    self.failEverything = failEverything
  }

  private func wait() async throws {
    if delay > .zero { try await Task.sleep(for: delay) }
    try Task.checkCancellation()
  }

  func loadImage(broken: Bool) async throws -> DemoImage {
    try await wait()
    if broken || failEverything { throw DemoServiceError.unavailable("image") }
    return DemoData.image
  }

  /// Up to 10 dog images, by file name.
  func searchDogs(badConnection: Bool) async throws -> [String] {
    try await wait()
    if badConnection || failEverything { throw DemoServiceError.unavailable("dog images") }
    return Array(DemoData.dogImages.prefix(10))
  }

  func searchMovies(_ query: String) async throws -> [Movie] {
    try await wait()
    let query = query.lowercased()
    if failEverything || query == "error" { throw DemoServiceError.unavailable("movies") }
    return MovieCatalog.movies.filter { $0.title.lowercased().contains(query) }
  }

  func movie(id: Int) async throws -> Movie {
    try await wait()
    guard !failEverything, let movie = MovieCatalog.movies.first(where: { $0.id == id }) else {
      throw DemoServiceError.unavailable("movie \(id)")
    }
    return movie
  }

  func product(id: Int) async throws -> Product {
    try await wait()
    guard !failEverything, let product = DemoData.products.first(where: { $0.id == id }),
      !product.alwaysFails
    else { throw DemoServiceError.unavailable("product \(id)") }
    return product
  }
}

enum DemoServiceError: Error, Equatable, CustomStringConvertible {
  case unavailable(String)

  var description: String {
    switch self {
    case .unavailable(let what): "the \(what) service is unavailable"
    }
  }
}
