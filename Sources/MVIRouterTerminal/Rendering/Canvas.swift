/// A grid of terminal cells the renderer draws into. A wide character takes its cell and marks
/// the next one as its continuation, so every line comes out at most `width` columns.
///
/// Cells are numbers, not strings, so drawing a frame costs little: a Unicode scalar value, or
/// for a character of several scalars an index into `clusters`. Each cell has a ``Style``
/// beside it; the plain lines ignore it, the styled lines turn it into SGR codes.
struct Canvas {
  /// How a cell is drawn when colour is on.
  struct Style: OptionSet, Hashable {
    let rawValue: UInt8
    static let bold = Style(rawValue: 1)
    /// Drawn in a mid grey (256-colour 243), which reads on dark and light backgrounds alike:
    /// SGR 2 (faint) alone shows as plain black on a black-on-white terminal.
    static let dim = Style(rawValue: 2)
    static let reverse = Style(rawValue: 4)
    static let red = Style(rawValue: 8)
  }

  let width: Int
  let height: Int
  private var cells: [UInt32]
  /// Where the terminal's own cursor goes (a focused text field's cursor), if anywhere.
  var cursor: TerminalFrame.Cursor?
  private var styles: [UInt8]
  private var clusters: [Character] = []

  private static let space: UInt32 = 0x20
  private static let continuation: UInt32 = .max
  private static let clusterBase: UInt32 = 0x20_0000

  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: Self.space, count: self.width * self.height)
    styles = Array(repeating: 0, count: self.width * self.height)
  }

  /// Writes `text` at `row`, `column`, cut at `maxWidth` columns (and at the canvas edge).
  ///
  /// - Returns: The column after the last one written.
  @discardableResult
  mutating func put(
    _ text: String, row: Int, column: Int, maxWidth: Int? = nil, style: Style = []
  ) -> Int {
    guard row >= 0, row < height, column < width else { return column }
    let limit = min(width, column + (maxWidth ?? width))
    let base = row * width
    var col = column
    // Printable ASCII and the frame's drawing characters are one column per scalar: no
    // grapheme breaking or property lookups needed.
    if DisplayWidth.isSimple(text) {
      let scalars = text.unicodeScalars
      let end = min(limit, column + scalars.count)
      guard end > max(0, column) else { return max(column, end) }
      // Only the first and last cells can cut a wide character in two.
      clear(base: base, column: max(0, column))
      clear(base: base, column: end - 1)
      cells.withUnsafeMutableBufferPointer { cells in
        styles.withUnsafeMutableBufferPointer { styles in
          for scalar in scalars {
            if col >= end { break }
            if col >= 0 {
              cells[base + col] = scalar.value
              styles[base + col] = style.rawValue
            }
            col += 1
          }
        }
      }
      return col
    }
    for character in text {
      let w = DisplayWidth.of(character)
      if w == 0 { continue }
      if col + w > limit { break }
      if col >= 0 {
        let value: UInt32
        let scalars = character.unicodeScalars
        if DisplayWidth.showsAsSpace(character) {
          value = 0x20
        } else if scalars.count == 1, let scalar = scalars.first {
          value = scalar.value
        } else {
          value = Self.clusterBase + UInt32(clusters.count)
          clusters.append(character)
        }
        set(base: base, column: col, to: value, style: style)
        if w == 2 {
          clear(base: base, column: col + 1)
          if col + 1 < width {
            cells[base + col + 1] = Self.continuation
            styles[base + col + 1] = style.rawValue
          }
        }
      }
      col += w
    }
    return col
  }

  private mutating func set(base: Int, column: Int, to value: UInt32, style: Style) {
    clear(base: base, column: column)
    cells[base + column] = value
    styles[base + column] = style.rawValue
  }

  /// Sets `count` cells of `row` from `column` to `character` (a space by default).
  mutating func fill(
    row: Int, column: Int, count: Int, with character: Unicode.Scalar = " ", style: Style = []
  ) {
    guard row >= 0, row < height else { return }
    let base = row * width
    let start = max(0, column)
    let end = min(width, column + count)
    guard start < end else { return }
    clear(base: base, column: start)
    clear(base: base, column: end - 1)
    cells.withUnsafeMutableBufferPointer {
      $0[(base + start)..<(base + end)].update(repeating: character.value)
    }
    styles.withUnsafeMutableBufferPointer {
      $0[(base + start)..<(base + end)].update(repeating: style.rawValue)
    }
  }

  /// Blanks the cells of rows `top...bottom`, columns `left...right`, clipped to the canvas;
  /// an empty rectangle is nothing.
  mutating func clear(top: Int, bottom: Int, left: Int, right: Int) {
    guard left <= right else { return }
    for row in max(0, top)..<max(max(0, top), min(height, bottom + 1)) {
      fill(row: row, column: left, count: right - left + 1)
    }
  }

  /// Blanks the cells of a rectangle like ``clear(top:bottom:left:right:)``, except box-drawing
  /// characters: text goes, the borders of the boxes below stay.
  mutating func clearText(top: Int, bottom: Int, left: Int, right: Int) {
    let first = max(0, left)
    let last = min(width - 1, right)
    guard first <= last else { return }
    for row in max(0, top)..<max(max(0, top), min(height, bottom + 1)) {
      let base = row * width
      for col in first...last where !(0x2500...0x257F).contains(cells[base + col]) {
        clear(base: base, column: col)
        styles[base + col] = 0
      }
    }
  }

  /// Sets the style of the cells of rows `top...bottom`, columns `left...right` (clipped to the
  /// canvas) to `style`.
  mutating func restyle(top: Int, bottom: Int, left: Int, right: Int, to style: Style) {
    let first = max(0, left)
    let last = min(width - 1, right)
    guard first <= last else { return }
    styles.withUnsafeMutableBufferPointer { styles in
      for row in max(0, top)..<max(max(0, top), min(height, bottom + 1)) {
        let base = row * width
        styles[(base + first)...(base + last)].update(repeating: style.rawValue)
      }
    }
  }

  /// Adds `style` to the cells of `row` in `columns`.
  mutating func addStyle(_ style: Style, row: Int, columns: Range<Int>) {
    guard row >= 0, row < height else { return }
    let base = row * width
    for col in max(0, columns.lowerBound)..<min(width, columns.upperBound) {
      styles[base + col] |= style.rawValue
    }
  }

  /// Copies `other` onto this canvas with its top-left cell at `row`, `column`.
  mutating func draw(_ other: Canvas, row: Int, column: Int) {
    for r in 0..<other.height where row + r >= 0 && row + r < height {
      let from = r * other.width
      let to = (row + r) * width
      for c in 0..<other.width where column + c >= 0 && column + c < width {
        var value = other.cells[from + c]
        if value >= Self.clusterBase, value != Self.continuation {
          value = Self.clusterBase + UInt32(clusters.count)
          clusters.append(other.clusters[Int(other.cells[from + c] - Self.clusterBase)])
        }
        cells[to + column + c] = value
        styles[to + column + c] = other.styles[from + c]
      }
    }
  }

  /// Empties a cell, blanking the other half of a wide character it belongs to.
  private mutating func clear(base: Int, column: Int) {
    guard column >= 0, column < width else { return }
    if cells[base + column] == Self.continuation, column > 0 {
      cells[base + column - 1] = Self.space
    } else if column + 1 < width, cells[base + column + 1] == Self.continuation {
      cells[base + column + 1] = Self.space
    }
    cells[base + column] = Self.space
  }

  /// The lines with SGR codes for the cells' styles, trailing spaces removed; a line that
  /// turns a style on ends with a reset, so erasing the rest of the line paints no style.
  var styledLines: [String] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * 4)
    return (0..<height).map { row in
      let base = row * width
      var end = base + width
      while end > base, cells[end - 1] == Self.space, styles[end - 1] & Style.reverse.rawValue == 0
      {
        end -= 1
      }
      bytes.removeAll(keepingCapacity: true)
      var current: UInt8 = 0
      for index in base..<end {
        let value = cells[index]
        if value == Self.continuation { continue }
        let style = styles[index]
        if style != current {
          Self.appendSGR(style, to: &bytes)
          current = style
        }
        if value >= Self.clusterBase {
          bytes.append(contentsOf: clusters[Int(value - Self.clusterBase)].utf8)
        } else {
          Self.appendUTF8(value, to: &bytes)
        }
      }
      if current != 0 { bytes.append(contentsOf: Array("\u{1B}[0m".utf8)) }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// Appends the SGR sequence that sets exactly `style`.
  private static func appendSGR(_ style: UInt8, to bytes: inout [UInt8]) {
    var codes = "\u{1B}[0"
    if style & Style.bold.rawValue != 0 { codes += ";1" }
    if style & Style.dim.rawValue != 0 { codes += ";38;5;243" }
    if style & Style.reverse.rawValue != 0 { codes += ";7" }
    if style & Style.red.rawValue != 0 { codes += ";31" }
    bytes.append(contentsOf: Array((codes + "m").utf8))
  }

  /// The lines, trailing spaces removed.
  var lines: [String] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * 3)
    return cells.withUnsafeBufferPointer { cells in
      (0..<height).map { row in
        let base = row * width
        var end = base + width
        while end > base, cells[end - 1] == Self.space { end -= 1 }
        bytes.removeAll(keepingCapacity: true)
        for index in base..<end {
          let value = cells[index]
          if value < 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value))
          } else if value == Self.continuation {
            continue
          } else if value >= Self.clusterBase {
            bytes.append(contentsOf: clusters[Int(value - Self.clusterBase)].utf8)
          } else {
            Self.appendUTF8(value, to: &bytes)
          }
        }
        return String(decoding: bytes, as: UTF8.self)
      }
    }
  }

  /// Appends the UTF-8 encoding of a Unicode scalar value.
  private static func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
    switch value {
    case 0..<0x80:
      bytes.append(UInt8(value))
    case 0x80..<0x800:
      bytes.append(UInt8(0xC0 | (value >> 6)))
      bytes.append(UInt8(0x80 | (value & 0x3F)))
    case 0x800..<0x10000:
      bytes.append(UInt8(0xE0 | (value >> 12)))
      bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
      bytes.append(UInt8(0x80 | (value & 0x3F)))
    default:
      bytes.append(UInt8(0xF0 | (value >> 18)))
      bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
      bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
      bytes.append(UInt8(0x80 | (value & 0x3F)))
    }
  }
}
