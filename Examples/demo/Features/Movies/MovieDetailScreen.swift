import MVIRouter
import MVIRouterTerminal
import Observation

@MainActor @Observable
final class MovieDetailModel {
  enum Phase: Equatable {
    case loading
    case loaded(Movie)
    case failed(String)
  }
  let id: Int
  var phase = Phase.loading
  init(id: Int) { self.id = id }
}

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

@MainActor
final class MovieDetailView: TerminalScreen {
  let intent: MovieDetailIntent
  init(intent: MovieDetailIntent) {
    self.intent = intent
    intent.start()
  }

  var title: String {
    if case .loaded(let movie) = intent.model.phase { return movie.title }
    return "Movie \(intent.model.id)"
  }
  var body: [String] {
    switch intent.model.phase {
    case .loading: ["Loading…"]
    case .loaded(let movie): ["\(movie.title) (\(movie.year))", movie.overview, "", "Similar:"]
    case .failed(let message): ["Could not load: \(message)"]
    }
  }
  var rows: [TerminalRow] { intent.similar.map { TerminalRow($0.title, detail: String($0.year)) } }
  func activate(row index: Int) { intent.similarSelected(index) }
  func didDisappear() { intent.cancel() }
}
