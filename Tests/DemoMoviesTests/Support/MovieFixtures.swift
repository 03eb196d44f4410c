import MVIRouter

@testable import DemoMovies

/// An error the fake services throw.
struct Unavailable: Error, CustomStringConvertible {
  var description: String { "the movies service is unavailable" }
}

/// Fake services over the catalogue: they answer at once, fail for "error" (or always, with
/// `fail`), and wait `delay` first when given.
func fakeServices(fail: Bool = false, delay: Duration = .zero) -> MovieServices {
  MovieServices(
    search: { query in
      if delay > .zero { try await Task.sleep(for: delay) }
      let query = query.lowercased()
      if fail || query == "error" { throw Unavailable() }
      return MovieCatalog.movies.filter { $0.title.lowercased().contains(query) }
    },
    movie: { id in
      if delay > .zero { try await Task.sleep(for: delay) }
      guard !fail, let movie = MovieCatalog.movies.first(where: { $0.id == id }) else {
        throw Unavailable()
      }
      return movie
    })
}

/// The feature on its own: a routerEvents of the feature's types and a task tracker to wait on.
@MainActor
final class MovieHarness {
  let routerEvents = RouterEvents<MovieScreen, MovieAlert>(router: MovieRouter())
  var tasks: [Task<Void, Never>] = []
  lazy var environment = MovieEnvironment(
    routerEvents: routerEvents, services: services,
    run: { [unowned self] work in
      let task = Task { await work() }
      tasks.append(task)
      return task
    })
  let services: MovieServices

  init(services: MovieServices = fakeServices()) { self.services = services }

  /// Waits for every piece of work started so far.
  func waitIdle() async {
    while let task = tasks.popLast() { await task.value }
  }
}
