import DemoSupport
import MVIRouter

/// Loads the image when the screen appears; opens its description, or says why it cannot.
@MainActor
final class ImageIntent {
  let model: ImageModel
  private let routerEvents: RouterEvents<DemoScreen, DemoAlert>
  private let services: DemoServices
  private let loader: Loader
  /// Turns while this screen loads.
  var spinner: Spinner { loader.spinner }

  init(model: ImageModel, environment: DemoEnvironment) {
    self.model = model
    routerEvents = environment.routerEvents
    services = environment.services
    loader = environment.makeLoader()
  }

  func onAppear() { reload(broken: false) }

  func reload(broken: Bool) {
    model.phase = .loading
    let services = services
    loader.load {
      try await services.loadImage(broken: broken)
    } then: { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let image):
        model.phase = .loaded(image)
      case .failure:
        model.phase = .failed
        routerEvents.presentAlert(.uploadFailed)
      }
    }
  }

  func imageTapped() {
    if case .loaded(let image) = model.phase {
      routerEvents.routeTo(.imageDescription(image.description))
    } else {
      routerEvents.presentAlert(.failedToOpen)
    }
  }

  func onDisappear() { loader.cancel() }
}
