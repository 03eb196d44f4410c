/// One drawn frame: exactly `height` lines of plain text, the same lines with styles, and
/// where on screen the things a mouse click can choose are.
///
/// ```swift
/// let frame = TerminalRenderer.render(
///   state: NavigationState<AppScreen, AppAlert>(), root: menu, screens: [:],
///   view: TerminalViewState(), width: 40, height: 6)
/// print(frame.lines == frame.styledLines)
/// ```
///
/// Prints (colour is off):
/// ```
/// true
/// ```
package struct TerminalFrame: Hashable, Sendable {
  /// Exactly `height` lines of plain text, none wider than `width` columns, without trailing
  /// spaces: what scripts print.
  package var lines: [String]
  /// The same lines with SGR escape codes when colour is on; equal to ``lines`` when it is off.
  /// A styled line ends with its styles reset.
  package var styledLines: [String]
  /// Where rows, alert buttons and inspector history entries are, for mouse clicks.
  package var hitTargets: [TerminalHitTarget]
  /// Where the terminal's cursor is shown: in the focused text field, when the view state asks
  /// for the terminal's cursor instead of a drawn one; `nil` hides it.
  package var cursor: Cursor?
  /// The help's lines shown, when the help is open: what its scroll and paging keys move.
  var helpWindow: ScrollWindow?
  /// How many of the inspector's history entries its pane shows, when it is open: what a page
  /// moves.
  var historyPage: Int?

  /// A cell of the frame.
  package struct Cursor: Hashable, Sendable {
    /// The 0-based line.
    package var line: Int
    /// The 0-based display column.
    package var column: Int

    /// Creates a cell position.
    ///
    /// - Parameters:
    ///   - line: The 0-based line.
    ///   - column: The 0-based display column.
    package init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  /// Creates a frame.
  ///
  /// - Parameters:
  ///   - lines: The plain lines.
  ///   - styledLines: The styled lines; `nil` for the plain ones.
  ///   - hitTargets: Where the clickable things are.
  package init(lines: [String], styledLines: [String]? = nil, hitTargets: [TerminalHitTarget] = [])
  {
    self.lines = lines
    self.styledLines = styledLines ?? lines
    self.hitTargets = hitTargets
    cursor = nil
  }

  /// The target at a cell, if a click there chooses something.
  ///
  /// ```swift
  /// if let target = frame.target(line: 4, column: 2) { print(target) }
  /// ```
  ///
  /// - Parameters:
  ///   - line: The 0-based frame line.
  ///   - column: The 0-based display column.
  /// - Returns: What a click there chooses, or `nil`.
  package func target(line: Int, column: Int) -> TerminalHitTarget.Target? {
    hitTargets.last { $0.line == line && $0.columns.contains(column) }?.target
  }
}
