import MVIRouterTerminal

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
