import MVIRouter
import MVIRouterTerminal

/// The description sheet in the terminal.
@MainActor
final class ImageDescriptionView: TerminalScreen {
  let container: MVIContainer<ImageDescriptionIntent, ImageDescriptionModel>
  private var intent: ImageDescriptionIntent { container.intent }
  private var model: ImageDescriptionModel { container.model }

  init(container: MVIContainer<ImageDescriptionIntent, ImageDescriptionModel>) {
    self.container = container
  }

  /// The sheet with a new model and intent, closing `route`.
  static func build(text: String, route: RouteContext<DemoScreen, DemoAlert, Never>)
    -> ImageDescriptionView
  {
    let model = ImageDescriptionModel(text: text)
    return ImageDescriptionView(
      container: MVIContainer(
        intent: ImageDescriptionIntent(model: model, route: route), model: model))
  }

  var title: String { "Description" }
  var body: [String] { [model.text] }
  var rows: [TerminalRow] { [TerminalRow("Close")] }
  func activate(row index: Int) { intent.closeTapped() }
}
