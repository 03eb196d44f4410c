import DemoSupport
import MVIRouter

/// Searches for dog images when the screen appears, and again when asked.
@MainActor
final class DogSearchIntent {
  let model: DogSearchModel
  private let services: DemoServices
  private let loader: Loader
  /// Turns while this screen loads.
  var spinner: Spinner { loader.spinner }

  init(model: DogSearchModel, environment: DemoEnvironment) {
    self.model = model
    services = environment.services
    loader = environment.makeLoader()
  }

  func onAppear() { searchAgain(badConnection: false) }

  func searchAgain(badConnection: Bool) {
    model.phase = .loading
    let services = services
    loader.load {
      try await services.searchDogs(badConnection: badConnection)
    } then: { [weak self] result in
      switch result {
      case .success(let breeds): self?.model.phase = .results(breeds)
      case .failure(let error): self?.model.phase = .error("\(error)")
      }
    }
  }

  func onDisappear() { loader.cancel() }
}
