/// A grid of terminal cells the renderer draws into. A wide character takes its cell and marks
/// the next one as its continuation, so every line comes out at most `width` columns.
struct Canvas {
  let width: Int
  let height: Int
  private var cells: [[String]]

  private static let continuation = ""

  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: Array(repeating: " ", count: self.width), count: self.height)
  }

  /// Writes `text` at `row`, `column`, cut at `maxWidth` columns (and at the canvas edge).
  mutating func put(_ text: String, row: Int, column: Int, maxWidth: Int? = nil) {
    guard row >= 0, row < height, column < width else { return }
    let limit = min(width, column + (maxWidth ?? width))
    var col = column
    for character in text {
      let w = DisplayWidth.of(character)
      if w == 0 { continue }
      if col + w > limit { break }
      if col >= 0 {
        clear(row: row, column: col)
        if w == 2 { clear(row: row, column: col + 1) }
        cells[row][col] = String(character)
        if w == 2 { cells[row][col + 1] = Self.continuation }
      }
      col += w
    }
  }

  /// Blanks the cells of `row` from `column` for `count` columns.
  mutating func fill(row: Int, column: Int, count: Int, with character: Character = " ") {
    guard row >= 0, row < height else { return }
    for col in max(0, column)..<min(width, column + count) {
      clear(row: row, column: col)
      cells[row][col] = String(character)
    }
  }

  /// Empties a cell, blanking the other half of a wide character it belongs to.
  private mutating func clear(row: Int, column: Int) {
    guard column >= 0, column < width else { return }
    if cells[row][column] == Self.continuation, column > 0 {
      cells[row][column - 1] = " "
    } else if column + 1 < width, cells[row][column + 1] == Self.continuation {
      cells[row][column + 1] = " "
    }
    cells[row][column] = " "
  }

  /// The lines, trailing spaces removed.
  var lines: [String] {
    cells.map { row in
      var line = row.joined()
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
