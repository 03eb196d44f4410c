import DemoSupport
import Foundation
import MVIRouter

/// Searches as the query changes (the last query wins) and pushes the selected result.
@MainActor
final class MovieSearchIntent {
  let model: MovieSearchModel
  private let routerEvents: any RouterEventsProtocol<MovieScreen, MovieAlert>
  private let services: MovieServices
  private let loader: Loader

  init(model: MovieSearchModel, environment: MovieEnvironment) {
    self.model = model
    routerEvents = environment.routerEvents
    services = environment.services
    loader = environment.makeLoader()
  }

  func queryChanged(_ query: String) {
    model.query = query
    // Spaces around the words (Ctrl-W leaves one) do not change what is found.
    let words = query.trimmingCharacters(in: .whitespaces)
    guard !words.isEmpty else {
      loader.cancel()
      model.phase = .initial
      return
    }
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
