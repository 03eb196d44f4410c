/// The selection rules: a selection rests on an enabled row, and moving skips disabled ones.
enum RowSelection {
  /// `selection` clamped to the rows, moved to the nearest enabled row (below first) when it
  /// rests on a disabled one; unchanged when no row is enabled.
  static func settle(_ selection: Int, in rows: [TerminalRow]) -> Int {
    guard !rows.isEmpty else { return 0 }
    let clamped = min(max(0, selection), rows.count - 1)
    if rows[clamped].isEnabled { return clamped }
    if let below = rows[clamped...].firstIndex(where: \.isEnabled) { return below }
    return rows[..<clamped].lastIndex(where: \.isEnabled) ?? clamped
  }

  /// The selection after moving `delta` enabled rows; it stops at the last enabled row either
  /// way.
  static func move(_ selection: Int, by delta: Int, in rows: [TerminalRow]) -> Int {
    var index = settle(selection, in: rows)
    guard !rows.isEmpty, delta != 0 else { return index }
    let step = delta > 0 ? 1 : -1
    for _ in 0..<abs(delta) {
      var next = index + step
      while rows.indices.contains(next), !rows[next].isEnabled { next += step }
      guard rows.indices.contains(next) else { break }
      index = next
    }
    return index
  }
}

/// A screen's selection as the host keeps it: the row's index and, once the user has moved
/// the focus, its title — the row's identity. Until then the selection is the screen's
/// default, its first enabled row. Once chosen, when rows appear above it, or rows before it
/// become enabled (a screen that finished loading), the selection follows the row, not the
/// index.
struct RowMark: Hashable, Sendable {
  /// The selected row's index when it was last settled.
  var index: Int
  /// The selected row's title then; `nil` until the user moves the focus.
  var title: String?

  init(index: Int = 0, title: String? = nil) {
    self.index = index
    self.title = title
  }

  /// The index of the marked row in `rows`: the row with the same title nearest to the old
  /// index when the one there has another title, else the old index; settled on an enabled row.
  /// Unmarked, the screen's default: its first row, even while it is disabled — the focus
  /// waits for it (no row shows it, Enter does nothing) rather than landing on another row,
  /// so a screen that is loading does not put it on its Close.
  func resolve(in rows: [TerminalRow]) -> Int {
    guard let title else { return rows.isEmpty ? 0 : min(max(0, index), rows.count - 1) }
    guard !(rows.indices.contains(index) && rows[index].title == title) else {
      return RowSelection.settle(index, in: rows)
    }
    var nearest: Int?
    for (position, row) in rows.enumerated() where row.title == title {
      if nearest.map({ abs(position - index) < abs($0 - index) }) ?? true { nearest = position }
    }
    return RowSelection.settle(nearest ?? index, in: rows)
  }

  /// The mark of the row at `index`, settled, in `rows`.
  static func at(_ index: Int, in rows: [TerminalRow]) -> RowMark {
    let settled = RowSelection.settle(index, in: rows)
    return RowMark(
      index: settled, title: rows.indices.contains(settled) ? rows[settled].title : nil)
  }
}
