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
