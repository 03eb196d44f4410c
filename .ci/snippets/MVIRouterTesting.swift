// The README quick start's intent, as much of it as the page uses.
import MVIRouter

enum MovieScreen: RouterScreenProtocol {
  case detail(id: Int)
}

struct MovieRouter: RouterPolicy {
  typealias Alert = RouterDefaultAlert
  func getScreenPresentationType(for type: MovieScreen) -> RouterScreenPresentationType { .push }
}

@MainActor final class MovieListIntent {
  let routerEvents = RouterEvents(router: MovieRouter())
  func didSelectMovie(id: Int) { routerEvents.routeTo(.detail(id: id)) }
}
