/// The line of tabs the terminal host draws above the keys line when it shows a tabbed router:
/// every tab's title with its number key, the selected one marked with `▸` so it reads without
/// colour (and in reverse video with colour).
///
/// The labels read `[▸1 Movies] [ 2 Dogs]`, like an alert's buttons. When they do not fit, the
/// titles are cut to the same width with `…` (down to `M…`), then left out (`[▸1] [ 2]`); when
/// even that does not fit, the line shows the tabs around the selected one, with `‹` and `›`
/// saying more are off the line.
/// Only the first nine tabs have a number: `1`–`9` select them.
///
/// ```swift
/// let bar = TerminalTabBar(titles: ["Image", "Dogs", "Movies"], selected: 2)
/// print(bar.layout(width: 40).text)
/// ```
///
/// Prints:
/// ```
/// [ 1 Image] [ 2 Dogs] [▸3 Movies]
/// ```
package struct TerminalTabBar: Hashable, Sendable {
  /// The tabs' titles, in order.
  package var titles: [String]
  /// The index of the selected tab.
  package var selected: Int
  /// Whether the tabs take keys and clicks; `false` while modals presented over the tab bar
  /// are shown: the line is then dimmed, with the selected tab still marked. The renderer dims
  /// it under an alert or the help too, where the tab keys do nothing.
  package var isActive: Bool

  /// Creates a tab bar.
  ///
  /// ```swift
  /// let bar = TerminalTabBar(titles: ["Inbox", "Settings"], selected: 0, isActive: false)
  /// print(bar.isActive)
  /// ```
  ///
  /// Prints:
  /// ```
  /// false
  /// ```
  ///
  /// - Parameters:
  ///   - titles: The tabs' titles, in order.
  ///   - selected: The index of the selected tab.
  ///   - isActive: Whether the tabs take keys and clicks.
  package init(titles: [String], selected: Int, isActive: Bool = true) {
    self.titles = titles
    self.selected = selected
    self.isActive = isActive
  }

  /// The laid out line: its text and the columns each shown tab takes.
  package struct Layout: Hashable, Sendable {
    /// The line, at most the width it was laid out in.
    package var text: String
    /// The shown tabs' indices, in order.
    package var indices: [Int]
    /// The display columns of each shown tab's label.
    package var columns: [Range<Int>]
  }

  /// Lays the tabs out in `width` columns.
  ///
  /// ```swift
  /// let bar = TerminalTabBar(titles: ["Image", "Dogs", "Movies", "Products"], selected: 0)
  /// print(bar.layout(width: 40).text)
  /// ```
  ///
  /// Prints:
  /// ```
  /// [▸1 Ima…] [ 2 Dogs] [ 3 Mov…] [ 4 Pro…]
  /// ```
  ///
  /// - Parameter width: The columns available.
  /// - Returns: The line and where each shown tab is.
  package func layout(width: Int) -> Layout {
    guard !titles.isEmpty, width > 0 else { return Layout(text: "", indices: [], columns: []) }
    let selected = min(max(0, selected), titles.count - 1)
    // `titleWidth` 0 leaves the title out when the tab has a number.
    func label(_ index: Int, titleWidth: Int?) -> String {
      let marker = index == selected ? "▸" : " "
      if titleWidth == 0, index < 9 { return "[" + marker + "\(index + 1)]" }
      let number = index < 9 ? "\(index + 1) " : ""
      let title =
        titleWidth.map { DisplayWidth.truncate(titles[index], to: max(2, $0)) } ?? titles[index]
      return "[" + marker + number + title + "]"
    }
    func total(_ labels: [String]) -> Int {
      labels.reduce(0) { $0 + DisplayWidth.of($1) } + labels.count - 1
    }
    var labels = titles.indices.map { label($0, titleWidth: nil) }
    // Cut every title to the same width, as little as fits; then numbers alone.
    var titleWidth = (titles.map { DisplayWidth.of($0) }.max() ?? 1) - 1
    while total(labels) > width, titleWidth >= 0 {
      labels = titles.indices.map { label($0, titleWidth: titleWidth) }
      titleWidth = titleWidth > 2 ? titleWidth - 1 : titleWidth > 0 ? 0 : -1
    }
    if total(labels) <= width {
      return place(labels, indices: Array(labels.indices), before: false, after: false)
    }
    // A window of tabs around the selected one, with markers for the tabs off the line.
    var first = selected
    var last = selected
    func windowWidth(_ first: Int, _ last: Int) -> Int {
      total(Array(labels[first...last])) + (first > 0 ? 2 : 0) + (last < labels.count - 1 ? 2 : 0)
    }
    var grew = true
    while grew {
      grew = false
      if last + 1 < labels.count, windowWidth(first, last + 1) <= width {
        last += 1
        grew = true
      }
      if first > 0, windowWidth(first - 1, last) <= width {
        first -= 1
        grew = true
      }
    }
    return place(
      Array(labels[first...last]), indices: Array(first...last), before: first > 0,
      after: last < labels.count - 1, width: width)
  }

  private func place(
    _ labels: [String], indices: [Int], before: Bool, after: Bool, width: Int = .max
  ) -> Layout {
    var text = before ? "‹ " : ""
    var column = before ? 2 : 0
    var columns: [Range<Int>] = []
    for (offset, label) in labels.enumerated() {
      if offset > 0 {
        text += " "
        column += 1
      }
      let labelWidth = DisplayWidth.of(label)
      columns.append(column..<(column + labelWidth))
      text += label
      column += labelWidth
    }
    if after { text += " ›" }
    return Layout(text: DisplayWidth.truncate(text, to: width), indices: indices, columns: columns)
  }
}
