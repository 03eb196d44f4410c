/// A grid of terminal cells the renderer draws into. A wide character takes its cell and marks
/// the next one as its continuation, so every line comes out at most `width` columns.
///
/// Cells are numbers, not strings, so drawing a frame costs little: a Unicode scalar value, or
/// for a character of several scalars an index into `clusters`.
struct Canvas {
  let width: Int
  let height: Int
  private var cells: [UInt32]
  private var clusters: [Character] = []

  private static let space: UInt32 = 0x20
  private static let continuation: UInt32 = .max
  private static let clusterBase: UInt32 = 0x20_0000

  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: Self.space, count: self.width * self.height)
  }

  /// Writes `text` at `row`, `column`, cut at `maxWidth` columns (and at the canvas edge).
  mutating func put(_ text: String, row: Int, column: Int, maxWidth: Int? = nil) {
    guard row >= 0, row < height, column < width else { return }
    let limit = min(width, column + (maxWidth ?? width))
    let base = row * width
    var col = column
    // Printable ASCII and the frame's drawing characters are one column per scalar: no
    // grapheme breaking or property lookups needed.
    if text.unicodeScalars.allSatisfy({
      $0.isASCII ? $0.value >= 0x20 && $0.value < 0x7F : DisplayWidth.isNarrowSymbol($0.value)
    }) {
      for scalar in text.unicodeScalars {
        if col + 1 > limit { break }
        if col >= 0 { set(base: base, column: col, to: scalar.value) }
        col += 1
      }
      return
    }
    for character in text {
      let w = DisplayWidth.of(character)
      if w == 0 { continue }
      if col + w > limit { break }
      if col >= 0 {
        let value: UInt32
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
          value = scalar.value
        } else {
          value = Self.clusterBase + UInt32(clusters.count)
          clusters.append(character)
        }
        set(base: base, column: col, to: value)
        if w == 2 {
          clear(base: base, column: col + 1)
          if col + 1 < width { cells[base + col + 1] = Self.continuation }
        }
      }
      col += w
    }
  }

  private mutating func set(base: Int, column: Int, to value: UInt32) {
    clear(base: base, column: column)
    cells[base + column] = value
  }

  /// Sets `count` cells of `row` from `column` to `character` (a space by default).
  mutating func fill(row: Int, column: Int, count: Int, with character: Unicode.Scalar = " ") {
    guard row >= 0, row < height else { return }
    let base = row * width
    let start = max(0, column)
    let end = min(width, column + count)
    guard start < end else { return }
    clear(base: base, column: start)
    clear(base: base, column: end - 1)
    for col in start..<end { cells[base + col] = character.value }
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

  /// The lines, trailing spaces removed.
  var lines: [String] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * 3)
    return (0..<height).map { row in
      let base = row * width
      var end = base + width
      while end > base, cells[end - 1] == Self.space { end -= 1 }
      bytes.removeAll(keepingCapacity: true)
      for index in base..<end {
        let value = cells[index]
        if value == Self.continuation { continue }
        if value >= Self.clusterBase {
          bytes.append(contentsOf: clusters[Int(value - Self.clusterBase)].utf8)
        } else {
          Self.appendUTF8(value, to: &bytes)
        }
      }
      return String(decoding: bytes, as: UTF8.self)
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
