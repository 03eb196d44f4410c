import MVIRouter
import MVIRouterTerminal
import Observation

@MainActor @Observable
final class ImageModel {
  enum Phase: Equatable {
    case loading
    case loaded(DemoImage)
    case failed
  }
  var phase = Phase.loading
}

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

@MainActor
final class ImageView: TerminalScreen {
  let intent: ImageIntent
  init(intent: ImageIntent) {
    self.intent = intent
    intent.start()
  }

  var title: String { "Image" }
  var body: [String] {
    switch intent.model.phase {
    case .loading: ["Loading…"]
    case .loaded(let image): image.lines
    case .failed: ["Fail"]
    }
  }
  var rows: [TerminalRow] {
    [TerminalRow("Open the image"), TerminalRow("Load again"), TerminalRow("Load a broken image")]
  }
  func activate(row index: Int) {
    switch index {
    case 0: intent.imageTapped()
    case 1: intent.reload(broken: false)
    default: intent.reload(broken: true)
    }
  }
  func didDisappear() { intent.cancel() }
}

/// The description sheet.
@MainActor
final class ImageDescriptionView: TerminalScreen {
  let text: String
  let routerEvents: RouterEvents<DemoScreen, DemoAlert>
  init(text: String, routerEvents: RouterEvents<DemoScreen, DemoAlert>) {
    self.text = text
    self.routerEvents = routerEvents
  }

  var title: String { "Description" }
  var body: [String] { [text] }
  var rows: [TerminalRow] { [TerminalRow("Close")] }
  func activate(row index: Int) { routerEvents.dismiss() }
}
