import MVIRouterTerminal

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
