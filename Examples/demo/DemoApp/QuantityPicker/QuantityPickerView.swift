import MVIRouter
import MVIRouterTerminal

/// A sheet that finishes with the quantity picked: its context takes only an `Int`.
@MainActor
final class QuantityPickerView: TerminalScreen {
  let route: ResultRouteContext<DemoScreen, DemoAlert, Int>
  init(route: ResultRouteContext<DemoScreen, DemoAlert, Int>) { self.route = route }

  var title: String { "Quantity" }
  var body: [String] { ["How many? Esc cancels."] }
  var rows: [TerminalRow] { (1...5).map { TerminalRow("\($0)") } }
  func activate(row index: Int) { route.finish(index + 1) }
}
