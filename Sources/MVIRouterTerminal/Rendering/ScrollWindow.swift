/// The lines a scrolled list shows in a number of slots, with markers for the lines out of
/// view: `↑ N more` in the first slot when lines are hidden above, `↓ N more` in the last when
/// lines are hidden below. A marker never hides a line the list has not shown: scrolling one
/// line hides one line, and a page starts with the line after the last one shown, so paging
/// shows every line exactly once (the last page may be short).
///
/// ```swift
/// let window = ScrollWindow(total: 13, rows: 6, scroll: 0)
/// print(window.shown, window.below, window.nextPage)
/// ```
///
/// Prints:
/// ```
/// 0..<5 true 5
/// ```
struct ScrollWindow: Hashable, Sendable {
  /// How many lines the list has.
  var total: Int
  /// How many slots show them, markers included.
  var rows: Int
  /// The first line shown: how many lines are hidden above.
  var first: Int
  /// The lines shown.
  var shown: Range<Int>
  /// Whether the first slot says how many lines are hidden above.
  var above: Bool
  /// Whether the last slot says how many lines are hidden below.
  var below: Bool

  /// The window scrolled `scroll` lines from the top, as far as the last line.
  init(total: Int, rows: Int, scroll: Int) {
    self.total = max(0, total)
    self.rows = max(0, rows)
    let rows = self.rows
    let total = self.total
    guard total > rows, rows > 0 else {
      (first, shown, above, below) = (0, 0..<total, false, false)
      return
    }
    let first = min(max(0, scroll), total - 1)
    self.first = first
    guard rows >= 3 else {
      // No room for markers: the lines alone.
      (shown, above, below) = (first..<min(total, first + rows), false, false)
      return
    }
    above = first > 0
    let available = rows - (above ? 1 : 0)
    if total - first <= available {
      (shown, below) = (first..<total, false)
    } else {
      (shown, below) = (first..<(first + available - 1), true)
    }
  }

  /// The largest scroll a line at a time reaches: the one that shows the last line at the
  /// bottom.
  var lastScroll: Int {
    guard total > rows, rows > 0 else { return 0 }
    return rows >= 3 ? total - rows + 1 : total - rows
  }

  /// The scroll of the next page: it starts with the line after the last one shown.
  var nextPage: Int { shown.upperBound < total ? shown.upperBound : first }

  /// The scroll of the page before: the longest page that ends just before the first line
  /// shown.
  var previousPage: Int {
    guard first > 0 else { return 0 }
    for candidate in 0..<first
    where ScrollWindow(total: total, rows: rows, scroll: candidate).shown.upperBound >= first {
      return candidate
    }
    return first - 1
  }
}
