import MVIRouterTerminal

@MainActor
final class DogSearchView: TerminalScreen {
  let intent: DogSearchIntent
  init(intent: DogSearchIntent) {
    self.intent = intent
    intent.start()
  }

  /// The screen's name and its state's title, e.g. `Dog search: Results`.
  var title: String { "Dog search: \(intent.model.title)" }
  var body: [String] {
    switch intent.model.phase {
    case .loading: ["Looking for dogs…"]
    case .results(let breeds): breeds.enumerated().map { "\($0.offset + 1). \($0.element)" }
    case .error(let message): ["Error: \(message)"]
    }
  }
  var rows: [TerminalRow] {
    [TerminalRow("Search again"), TerminalRow("Search with a bad connection")]
  }
  func activate(row index: Int) { intent.searchAgain(badConnection: index == 1) }
  func didDisappear() { intent.cancel() }
}
