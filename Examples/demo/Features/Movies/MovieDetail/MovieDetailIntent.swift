import DemoSupport
import MVIRouter

/// Loads one movie when the screen appears; its similar movies push further details. It routes
/// through its route's context: a failed load's alert is owned by this detail (it leaves with
/// the detail).
@MainActor
final class MovieDetailIntent {
  let model: MovieDetailModel
  private let route: RouteContext<MovieScreen, MovieAlert, Never>
  private let services: MovieServices
  private let loader: Loader
  /// Turns while this screen loads.
  var spinner: Spinner { loader.spinner }

  init(
    model: MovieDetailModel, route: RouteContext<MovieScreen, MovieAlert, Never>,
    environment: MovieEnvironment
  ) {
    self.model = model
    self.route = route
    services = environment.services
    loader = environment.makeLoader()
  }

  func onAppear() {
    let services = services
    let id = model.id
    model.phase = .loading
    loader.load {
      try await services.movie(id)
    } then: { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let movie): model.phase = .loaded(movie)
      case .failure(let error):
        model.phase = .failed("\(error)")
        route.presentAlert(.loadFailed(id: id))
      }
    }
  }

  var similar: [Movie] {
    guard case .loaded(let movie) = model.phase else { return [] }
    return movie.similar.compactMap { id in MovieCatalog.movies.first { $0.id == id } }
  }

  func similarSelected(_ index: Int) {
    let similar = similar
    guard similar.indices.contains(index) else { return }
    route.router.routeTo(.detail(id: similar[index].id))
  }

  func onDisappear() { loader.cancel() }
}
