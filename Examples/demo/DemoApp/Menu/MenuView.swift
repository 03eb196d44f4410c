import MVIRouterTerminal

@MainActor
final class MenuView: TerminalScreen {
  let intent: MenuIntent
  init(intent: MenuIntent) { self.intent = intent }

  var title: String { "MVIRouter demo" }
  var body: [String] { ["Pick a demo. Esc goes back, ? lists every key, q quits."] }
  var rows: [TerminalRow] { MenuIntent.demos.map { TerminalRow($0.title, detail: $0.detail) } }
  func activate(row index: Int) { intent.demoSelected(index) }
}
