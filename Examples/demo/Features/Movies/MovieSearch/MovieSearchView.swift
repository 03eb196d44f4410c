import MVIRouterTerminal

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
