import Foundation
import MVIRouter

/// Searches as the query changes (the last query wins) and pushes the selected result.
@MainActor
final class MovieSearchIntent {
  let model: MovieSearchModel
  private let environment: MovieEnvironment
  private var search: Task<Void, Never>?

  init(model: MovieSearchModel, environment: MovieEnvironment) {
    self.model = model
    self.environment = environment
  }

  func queryChanged(_ query: String) {
    search?.cancel()
    model.query = query
    // Spaces around the words (Ctrl-W leaves one) do not change what is found.
    let words = query.trimmingCharacters(in: .whitespaces)
    guard !words.isEmpty else {
      model.phase = .initial
      return
    }
    model.phase = .loading
    let services = environment.services
    search = environment.load {
      try await services.search(words)
    } then: {
      [weak self] result in
      switch result {
      case .success(let movies): self?.model.phase = movies.isEmpty ? .noResults : .results(movies)
      case .failure(let error): self?.model.phase = .apiError("\(error)")
      }
    }
  }

  func resultSelected(_ index: Int) {
    let results = model.results
    guard results.indices.contains(index) else { return }
    environment.routerEvents.routeTo(.detail(id: results[index].id))
  }

  func cancel() { search?.cancel() }
}
