/// What the explorer reads of a host to choose its next step and to check the one it took:
/// the top screen as the keys see it.
struct ExplorationView {
  /// The top screen's title.
  var title: String
  /// The top screen's rows.
  var rows: [TerminalRow]
  /// The row the host shows selected; `-1` while the focus waits for the screen's disabled
  /// default row (no row is marked).
  var selection: Int
  /// The top screen's field, if it has one.
  var field: TerminalTextField?
  /// The visible alert's buttons' titles; empty without an alert.
  var alertButtons: [String]
  /// Whether the help or the inspector takes the keys.
  var overlayIsOpen: Bool
  /// The top route's screen as plain text; `nil` at a root.
  var topRoute: String?
  /// Whether the terminal is too small to draw the screen.
  var isTooSmall: Bool
  /// Whether the screen is scrolled away from its selection: Enter then only shows it.
  var isScrolled: Bool
  /// The selected tab's title, when the tab bar shows.
  var tab: String?

  /// Where the user is, as coverage names it: the top route's screen without its values
  /// (`product` for `product(id: 1)`), or the root: its tab's title with tabs, else its own
  /// title.
  var place: String {
    guard let route = topRoute else { return "root: \(tab ?? title)" }
    return String(route.prefix { $0 != "(" })
  }

  /// The rows that can be pressed.
  var enabledRows: [Int] { rows.indices.filter { rows[$0].isEnabled } }

  /// Whether the row leaves the screen by its title: `Close`, `Cancel`, `Done`, `Back`,
  /// `Dismiss` (the first word, case ignored).
  static func leaves(_ row: TerminalRow) -> Bool {
    let word = row.title.split(separator: " ").first.map { $0.lowercased() } ?? ""
    return ["close", "cancel", "done", "back", "dismiss"].contains(word)
  }
}
