import MVIRouter
import MVIRouterTerminal

/// A movie's detail in the terminal.
@MainActor
final class MovieDetailView: TerminalScreen {
  let container: MVIContainer<MovieDetailIntent, MovieDetailModel>
  private var intent: MovieDetailIntent { container.intent }
  private var model: MovieDetailModel { container.model }

  init(container: MVIContainer<MovieDetailIntent, MovieDetailModel>) { self.container = container }

  /// The detail of movie `id` shown by `route`, with a new model and intent.
  static func build(
    id: Int, route: RouteContext<MovieScreen, MovieAlert, Never>, environment: MovieEnvironment
  ) -> MovieDetailView {
    let model = MovieDetailModel(id: id)
    return MovieDetailView(
      container: MVIContainer(
        intent: MovieDetailIntent(model: model, route: route, environment: environment),
        model: model))
  }

  var title: String {
    if case .loaded(let movie) = model.phase { return movie.title }
    return "Movie \(model.id)"
  }
  var body: [String] {
    switch model.phase {
    case .loading: ["\(intent.spinner.glyph) Loading…"]
    case .loaded(let movie): ["\(movie.title) (\(movie.year))", movie.overview, "", "Similar:"]
    case .failed(let message): ["Could not load: \(message)"]
    }
  }
  var rows: [TerminalRow] { intent.similar.map { TerminalRow($0.title, detail: String($0.year)) } }
  func activate(row index: Int) { intent.similarSelected(index) }
  func didAppear() { intent.onAppear() }
  func didDisappear() { intent.onDisappear() }
}
