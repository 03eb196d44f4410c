import Foundation
import MVIRouter
import MVIRouterTerminal
import Observation

@MainActor @Observable
final class MovieSearchModel {
  enum Phase: Equatable {
    case initial
    case loading
    case results([Movie])
    case noResults
    case apiError(String)
  }
  var query = ""
  var phase = Phase.initial

  var results: [Movie] {
    if case .results(let movies) = phase { return movies }
    return []
  }
}

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

@MainActor
final class MovieSearchView: TerminalScreen {
  let intent: MovieSearchIntent
  init(intent: MovieSearchIntent) { self.intent = intent }

  var title: String { "Movies" }
  var body: [String] {
    switch intent.model.phase {
    case .initial: ["Type a title (\"error\" fails like a broken API)."]
    case .loading: ["Searching…"]
    case .results(let movies): ["\(movies.count) found"]
    case .noResults: ["No results for \"\(intent.model.query)\"."]
    case .apiError(let message): ["API error: \(message)"]
    }
  }
  var textField: TerminalTextField? {
    TerminalTextField(label: "Search", text: intent.model.query, placeholder: "movie title")
  }
  var rows: [TerminalRow] {
    intent.model.results.map { TerminalRow($0.title, detail: String($0.year)) }
  }
  func activate(row index: Int) { intent.resultSelected(index) }
  func textFieldDidChange(_ text: String) { intent.queryChanged(text) }
  func didDisappear() { intent.cancel() }
}
