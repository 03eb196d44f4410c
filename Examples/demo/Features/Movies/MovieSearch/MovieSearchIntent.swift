import DemoSupport
import MVIRouter

/// Searches when the query is submitted, as the seed does (typing only edits the query; the
/// last search wins), and pushes the selected result.
@MainActor
final class MovieSearchIntent {
  let model: MovieSearchModel
  private let routerEvents: any RouterEventsProtocol<MovieScreen, MovieAlert>
  private let services: MovieServices
  private let loader: Loader
  /// Turns while this screen loads.
  var spinner: Spinner { loader.spinner }

  init(model: MovieSearchModel, environment: MovieEnvironment) {
    self.model = model
    routerEvents = environment.routerEvents
    services = environment.services
    loader = environment.makeLoader()
  }

  func queryChanged(_ query: String) {
    model.query = query
    guard model.words.isEmpty else { return }
    loader.cancel()
    model.searched = ""
    model.phase = .initial
  }

  func searchSubmitted() {
    let words = model.words
    guard !words.isEmpty else { return }
    model.searched = words
    model.phase = .loading
    let services = services
    loader.load {
      try await services.search(words)
    } then: { [weak self] result in
      switch result {
      case .success(let movies): self?.model.phase = movies.isEmpty ? .noResults : .results(movies)
      case .failure(let error): self?.model.phase = .apiError("\(error)")
      }
    }
  }

  func resultSelected(_ index: Int) {
    let results = model.results
    guard results.indices.contains(index) else { return }
    routerEvents.routeTo(.detail(id: results[index].id))
  }

  func onDisappear() { loader.cancel() }
}
