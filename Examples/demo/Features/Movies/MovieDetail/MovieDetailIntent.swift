import MVIRouter

/// Loads one movie; its similar movies push further details.
@MainActor
final class MovieDetailIntent {
  let model: MovieDetailModel
  private let environment: MovieEnvironment
  private var load: Task<Void, Never>?

  init(model: MovieDetailModel, environment: MovieEnvironment) {
    self.model = model
    self.environment = environment
  }

  func start() {
    let services = environment.services
    let id = model.id
    load = environment.load {
      try await services.movie(id)
    } then: { [weak self] result in
      switch result {
      case .success(let movie): self?.model.phase = .loaded(movie)
      case .failure(let error):
        self?.model.phase = .failed("\(error)")
        self?.environment.routerEvents.presentAlert(.loadFailed(id: id))
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
    environment.routerEvents.routeTo(.detail(id: similar[index].id))
  }

  func cancel() { load?.cancel() }
}
