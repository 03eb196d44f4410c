import DemoMovies
import DemoSupport
import MVIRouter

/// What every screen of the demo shares: the one router, the fake services, the task tracker,
/// the product catalogue, and the Movies feature's environment (routing through a scoped router).
@MainActor
final class DemoEnvironment {
  let routerEvents: RouterEvents<DemoScreen, DemoAlert>
  let services: DemoServices
  let tasks: DemoTasks
  let catalog: ProductCatalog
  let movies: MovieEnvironment

  convenience init(services: DemoServices) {
    let catalog = ProductCatalog()
    self.init(
      services: services, routerEvents: RouterEvents(router: DemoRouter(catalog: catalog)),
      tasks: DemoTasks(), catalog: catalog)
  }

  /// An environment routing with `routerEvents` and sharing the rest: one per tab.
  init(
    services: DemoServices, routerEvents: RouterEvents<DemoScreen, DemoAlert>, tasks: DemoTasks,
    catalog: ProductCatalog
  ) {
    self.services = services
    self.routerEvents = routerEvents
    self.tasks = tasks
    self.catalog = catalog
    movies = MovieEnvironment(
      routerEvents: routerEvents.scope(
        screen: DemoScreen.movies, extract: \.movies, alert: DemoAlert.movies, extract: \.movies,
        router: MovieRouter()),
      services: MovieServices(
        search: { [services] in try await services.searchMovies($0) },
        movie: { [services] in try await services.movie(id: $0) }),
      run: { tasks.run($0) })
  }

  /// A loader for one screen, its work tracked by ``tasks``.
  func makeLoader() -> Loader { Loader(run: { [tasks] in tasks.run($0) }) }
}
