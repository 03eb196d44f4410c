import MVIRouter

/// Loads the image; opens its description, or says why it cannot.
@MainActor
final class ImageIntent {
  let model: ImageModel
  private let environment: DemoEnvironment
  private var load: Task<Void, Never>?

  init(model: ImageModel, environment: DemoEnvironment) {
    self.model = model
    self.environment = environment
  }

  func start() { reload(broken: false) }

  func reload(broken: Bool) {
    load?.cancel()
    model.phase = .loading
    let services = environment.services
    load = environment.tasks.load {
      try await services.loadImage(broken: broken)
    } then: {
      [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let image):
        model.phase = .loaded(image)
      case .failure:
        model.phase = .failed
        environment.routerEvents.presentAlert(.uploadFailed)
      }
    }
  }

  func imageTapped() {
    if case .loaded(let image) = model.phase {
      environment.routerEvents.routeTo(.imageDescription(image.description))
    } else {
      environment.routerEvents.presentAlert(.failedToOpen)
    }
  }

  func cancel() { load?.cancel() }
}
