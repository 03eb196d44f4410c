import MVIRouter
import MVIRouterTerminal

/// The image screen in the terminal: shows the model, sends the user's choices to the intent.
@MainActor
final class ImageView: TerminalScreen {
  let container: MVIContainer<ImageIntent, ImageModel>
  private var intent: ImageIntent { container.intent }
  private var model: ImageModel { container.model }

  init(container: MVIContainer<ImageIntent, ImageModel>) { self.container = container }

  /// The screen with a new model and intent.
  static func build(environment: DemoEnvironment) -> ImageView {
    let model = ImageModel()
    return ImageView(
      container: MVIContainer(
        intent: ImageIntent(model: model, environment: environment), model: model))
  }

  var title: String { "Image" }
  /// The seed's grey square, the image's size, drawn while there is no image.
  static let placeholder = Array(
    repeating: String(repeating: "░", count: DemoData.image.lines.map(\.count).max() ?? 0),
    count: DemoData.image.lines.count)

  var body: [String] {
    switch model.phase {
    case .loading: Self.placeholder + ["\(intent.spinner.glyph) Loading…"]
    // A line under the picture in every phase, so the rows stay put when the load ends.
    case .loaded(let image): image.lines + ["Loaded."]
    case .failed: Self.placeholder + ["Fail"]
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
  func didAppear() { intent.onAppear() }
  func didDisappear() { intent.onDisappear() }
}
