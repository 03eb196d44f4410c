/// A place in a frame that a mouse click chooses: a row, an alert button, an inspector
/// history entry or a tab.
///
/// ```swift
/// let hit = TerminalHitTarget(line: 4, columns: 0..<20, target: .row(2))
/// print(hit.columns.contains(5))
/// ```
///
/// Prints:
/// ```
/// true
/// ```
package struct TerminalHitTarget: Hashable, Sendable {
  /// What a click chooses.
  package enum Target: Hashable, Sendable {
    /// The top-most screen's row at this index.
    case row(Int)
    /// The visible alert's button at this index.
    case alertButton(Int)
    /// The inspector's history entry at this index.
    case history(Int)
    /// The tab bar's tab at this index.
    case tab(Int)
  }

  /// The 0-based frame line.
  package var line: Int
  /// The display columns the target covers.
  package var columns: Range<Int>
  /// What a click there chooses.
  package var target: Target

  /// Creates a hit target.
  ///
  /// - Parameters:
  ///   - line: The 0-based frame line.
  ///   - columns: The display columns.
  ///   - target: What a click there chooses.
  package init(line: Int, columns: Range<Int>, target: Target) {
    self.line = line
    self.columns = columns
    self.target = target
  }
}
