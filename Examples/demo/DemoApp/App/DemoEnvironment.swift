import DemoMovies
import MVIRouter

/// What every screen of the demo shares: the one router, the fake services, the task tracker
/// the product catalogue, and the Movies feature's environment (routing through a scoped router).
@MainActor
final class DemoEnvironment {
  let routerEvents: RouterEvents<DemoScreen, DemoAlert>
  let services: DemoServices
  let tasks = DemoTasks()
  let catalog = ProductCatalog()
  let movies: MovieEnvironment

  init(services: DemoServices) {
    self.services = services
    let routerEvents = RouterEvents(router: DemoRouter())
    self.routerEvents = routerEvents
    let tasks = tasks
    movies = MovieEnvironment(
      router: routerEvents.scope(
        screen: DemoScreen.movies, extract: \.movies, alert: DemoAlert.movies, extract: \.movies),
      services: MovieServices(
        search: { [services] in try await services.searchMovies($0) },
        movie: { [services] in try await services.movie(id: $0) }),
      run: { tasks.run($0) })
  }
}
