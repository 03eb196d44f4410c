import MVIRouter
import MVIRouterTerminal

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
