import MVIRouter
import MVIRouterTerminal
import Observation

@MainActor @Observable
final class DogSearchModel {
  enum Phase: Equatable {
    case loading
    case results([String])
    case error(String)
  }
  var phase = Phase.loading

  /// The navigation title follows the state.
  var title: String {
    switch phase {
    case .loading: "Searching…"
    case .results: "Results"
    case .error: "Error"
    }
  }
}

@MainActor
final class DogSearchIntent {
  let model: DogSearchModel
  private let environment: DemoEnvironment
  private var search: Task<Void, Never>?

  init(model: DogSearchModel, environment: DemoEnvironment) {
    self.model = model
    self.environment = environment
  }

  func start() { searchAgain(badConnection: false) }

  func searchAgain(badConnection: Bool) {
    search?.cancel()
    model.phase = .loading
    let services = environment.services
    search = environment.tasks.load {
      try await services.searchDogs(badConnection: badConnection)
    } then: { [weak self] result in
      switch result {
      case .success(let breeds): self?.model.phase = .results(breeds)
      case .failure(let error): self?.model.phase = .error("\(error)")
      }
    }
  }

  func cancel() { search?.cancel() }
}

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
