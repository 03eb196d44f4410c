import MVIRouter
import MVIRouterTerminal

/// The dog search in the terminal.
@MainActor
final class DogSearchView: TerminalScreen {
  let container: MVIContainer<DogSearchIntent, DogSearchModel>
  private var intent: DogSearchIntent { container.intent }
  private var model: DogSearchModel { container.model }

  init(container: MVIContainer<DogSearchIntent, DogSearchModel>) { self.container = container }

  /// The screen with a new model and intent.
  static func build(environment: DemoEnvironment) -> DogSearchView {
    let model = DogSearchModel()
    return DogSearchView(
      container: MVIContainer(
        intent: DogSearchIntent(model: model, environment: environment), model: model))
  }

  /// The state's title, as the seed's navigation title: `Searching…`, `Results`, `Error`.
  var title: String { model.title }
  var body: [String] {
    switch model.phase {
    case .loading: ["\(intent.spinner.glyph) Looking for dogs…"]
    case .results(let images):
      // Numbers right-aligned, so the pictures start in one column.
      images.enumerated().map { offset, image in
        let number = "\(offset + 1)."
        let pad = String(repeating: " ", count: max(0, "\(images.count).".count - number.count))
        return pad + number + " \(DemoData.dogPicture)  \(image)"
      }
    case .error(let message): ["Error: \(message)"]
    }
  }
  var rows: [TerminalRow] {
    [TerminalRow("Search again"), TerminalRow("Search with a bad connection")]
  }
  func activate(row index: Int) { intent.searchAgain(badConnection: index == 1) }
  func didAppear() { intent.onAppear() }
  func didDisappear() { intent.onDisappear() }
}
