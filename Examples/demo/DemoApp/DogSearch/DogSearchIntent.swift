import MVIRouter

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
