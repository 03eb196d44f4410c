/// The bytes the interactive driver writes to go from one frame to the next: only the lines
/// that changed, each as a cursor move, the line and erase-to-end-of-line; everything when
/// there is no previous frame or the size changed.
///
/// For a ``TerminalFrame`` it compares and writes the styled lines, which carry their own SGR
/// codes (and end with a reset) when colour is on.
///
/// ```swift
/// let old = ["Menu", "▸ Images"]
/// let new = ["Menu", "  Images"]
/// print(TerminalFrameDiff.update(from: old, to: new).debugDescription)
/// // "\u{1B}[2;1H  Images\u{1B}[K"
/// ```
package enum TerminalFrameDiff {
  /// The bytes that turn the screen showing `old` into `new`. Lines are written as they are:
  /// pass a frame's styled lines to show its styles.
  ///
  /// - Parameters:
  ///   - old: The lines on screen, or `nil` to redraw everything.
  ///   - new: The lines to show.
  /// - Returns: The text to write in one `write`.
  package static func update(from old: [String]?, to new: [String]) -> String {
    var output = ""
    let full = old == nil || old?.count != new.count
    if full { output += "\u{1B}[H\u{1B}[2J" }
    for (index, line) in new.enumerated() {
      if !full, let old, old[index] == line { continue }
      output += "\u{1B}[\(index + 1);1H"
      output += line
      output += "\u{1B}[K"
    }
    return output
  }

  /// The bytes that turn the screen showing `old` into `new`, styles included.
  ///
  /// ```swift
  /// let bytes = TerminalFrameDiff.update(from: shown, to: frame)
  /// ```
  ///
  /// - Parameters:
  ///   - old: The frame on screen, or `nil` to redraw everything.
  ///   - new: The frame to show.
  /// - Returns: The text to write in one `write`.
  package static func update(from old: TerminalFrame?, to new: TerminalFrame) -> String {
    update(from: old?.styledLines, to: new.styledLines)
  }

  /// Everything, as after a resize.
  ///
  /// - Parameter frame: The lines to show.
  /// - Returns: The text to write.
  package static func redraw(_ frame: [String]) -> String {
    update(from: nil, to: frame)
  }
}
