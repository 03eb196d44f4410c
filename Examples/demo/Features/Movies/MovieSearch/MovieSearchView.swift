import MVIRouter
import MVIRouterTerminal

/// The movie search in the terminal.
@MainActor
final class MovieSearchView: TerminalScreen {
  let container: MVIContainer<MovieSearchIntent, MovieSearchModel>
  private var intent: MovieSearchIntent { container.intent }
  private var model: MovieSearchModel { container.model }

  init(container: MVIContainer<MovieSearchIntent, MovieSearchModel>) { self.container = container }

  /// The screen with a new model and intent.
  static func build(environment: MovieEnvironment) -> MovieSearchView {
    let model = MovieSearchModel()
    return MovieSearchView(
      container: MVIContainer(
        intent: MovieSearchIntent(model: model, environment: environment), model: model))
  }

  var title: String { "Movies" }
  var body: [String] {
    if model.isEdited { return ["Enter searches for \"\(model.words)\"."] }
    return switch model.phase {
    case .initial: ["Type a title, then Enter (\"error\" fails like a broken API)."]
    case .loading: ["\(intent.spinner.glyph) Querying for \(model.searched)…"]
    case .results(let movies): ["\(movies.count) found"]
    case .noResults: ["No results for \"\(model.searched)\"."]
    case .apiError(let message): ["API error: \(message)"]
    }
  }
  var textField: TerminalTextField? {
    TerminalTextField(label: "Search", text: model.query, placeholder: "movie title")
  }
  /// The results; while the field holds words not searched for yet, one row that searches.
  var rows: [TerminalRow] {
    if model.isEdited { return [TerminalRow("Search for \"\(model.words)\"")] }
    return model.results.map { TerminalRow($0.title, detail: String($0.year)) }
  }
  func activate(row index: Int) {
    if model.isEdited { intent.searchSubmitted() } else { intent.resultSelected(index) }
  }
  func textFieldDidChange(_ text: String) { intent.queryChanged(text) }
  func didDisappear() { intent.onDisappear() }
}
