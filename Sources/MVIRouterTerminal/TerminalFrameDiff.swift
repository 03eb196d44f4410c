/// The bytes the interactive driver writes to go from one frame to the next: only the lines
/// that changed, each as a cursor move, the line and erase-to-end-of-line; everything when
/// there is no previous frame or the size changed.
///
/// ```swift
/// let old = ["Menu", "▸ Images"]
/// let new = ["Menu", "  Images"]
/// print(TerminalFrameDiff.update(from: old, to: new).debugDescription)
/// // "\u{1B}[2;1H  Images\u{1B}[K"
/// ```
@_spi(Benchmarks) public enum TerminalFrameDiff {
  /// The bytes that turn the screen showing `old` into `new`.
  ///
  /// - Parameters:
  ///   - old: The frame on screen, or `nil` to redraw everything.
  ///   - new: The frame to show.
  ///   - styles: Whether to style the breadcrumb and keys lines (off when `NO_COLOR` is set).
  /// - Returns: The text to write in one `write`.
  public static func update(from old: [String]?, to new: [String], styles: Bool = false) -> String {
    var output = ""
    let full = old == nil || old?.count != new.count
    if full { output += "\u{1B}[H\u{1B}[2J" }
    for (index, line) in new.enumerated() {
      if !full, let old, old[index] == line { continue }
      output += "\u{1B}[\(index + 1);1H"
      output += styled(line, row: index, count: new.count, styles: styles)
      output += "\u{1B}[K"
    }
    return output
  }

  /// Everything, as after a resize.
  ///
  /// - Parameters:
  ///   - frame: The frame to show.
  ///   - styles: Whether to style the breadcrumb and keys lines.
  /// - Returns: The text to write.
  public static func redraw(_ frame: [String], styles: Bool = false) -> String {
    update(from: nil, to: frame, styles: styles)
  }

  private static func styled(_ line: String, row: Int, count: Int, styles: Bool) -> String {
    guard styles, !line.isEmpty else { return line }
    if row == 0 { return "\u{1B}[1m" + line + "\u{1B}[0m" }
    if row == count - 1 { return "\u{1B}[2m" + line + "\u{1B}[0m" }
    return line
  }
}
