import Foundation

/// A JSON document parsed once into a flat list of nodes, for reading saved navigation.
///
/// The reader is strict (RFC 8259 with no extensions) because saved navigation is untrusted
/// input that only ``RouterEvents/savedState()`` writes: no byte order mark, no trailing commas,
/// no comments, no control characters or invalid UTF-8 in strings, no lone surrogates, numbers
/// in JSON's grammar only. Nesting deeper than ``maximumDepth`` is refused so a hostile file
/// cannot exhaust the stack of the decoder that walks it.
///
/// Nodes are in document order. A container's node is followed by its contents (for an object,
/// each key's string node then its value) and records the index just past them, so any value
/// is skipped in O(1). Strings and numbers are byte ranges of the input, decoded on demand.
final class JSONTape {
  enum Kind: UInt8 {
    case object, array, string, number, `true`, `false`, null
  }

  /// One value, in 8 bytes: a file of a million routes makes about ten million of them.
  struct Node {
    /// The kind in bits 29–31, "escaped" in bit 28, and in bits 0–27 a scalar's length in
    /// bytes or a container's element count.
    private var info: UInt32
    /// A scalar's first byte (after the opening quote of a string), or the index of the node
    /// after a container's contents.
    private var position: UInt32

    /// The largest length or count a node holds.
    static let limit = (1 << 28) - 1

    /// A string, number or literal spanning the bytes `start..<end`; `end - start` ≤ `limit`.
    init(_ kind: Kind, escaped: Bool = false, start: Int, end: Int) {
      info = UInt32(kind.rawValue) << 29 | (escaped ? 1 << 28 : 0) | UInt32(end - start)
      position = UInt32(start)
    }

    /// An object or array, empty until elements are added and it is closed.
    init(container kind: Kind) {
      info = UInt32(kind.rawValue) << 29
      position = 0
    }

    var kind: Kind { Kind(rawValue: UInt8(info >> 29)) ?? .null }
    /// For a string: it has escapes or non-ASCII bytes, so it cannot be read as plain bytes.
    var escaped: Bool { info & 1 << 28 != 0 }
    /// For a container: the number of elements (members for an object).
    var count: Int { Int(info & 0x0FFF_FFFF) }
    /// For a scalar: its first byte.
    var start: Int { Int(position) }
    /// For a scalar: the byte after it (the closing quote of a string).
    var end: Int { Int(position) + Int(info & 0x0FFF_FFFF) }
    /// For a container: the index of the node after its contents.
    var next: Int { Int(position) }

    /// Counts one more element of a container; `false` if it already holds `limit`.
    mutating func addElement() -> Bool {
      guard count < Self.limit else { return false }
      info += 1
      return true
    }

    /// Closes a container whose contents end before node `next`.
    mutating func close(next: Int) { position = UInt32(next) }
  }

  /// Why the data is not JSON, and where.
  struct SyntaxError: Error {
    var reason: String
  }

  static let maximumDepth = 512

  /// A value node the decoder is inside, and its path: `array[element].key`.
  struct PathHint {
    var node: Int
    var array: String
    var element: Int
    var key: String
  }

  /// The document, read in place (never copied).
  let data: Data
  let nodes: [Node]
  /// Where decoding is, to find coding paths quickly (see ``path(to:)``).
  var hint: PathHint?

  /// Parses `data`; the root is node 0.
  init(_ data: Data) throws(SyntaxError) {
    self.data = data
    guard data.count < Int(UInt32.max) else {
      throw SyntaxError(reason: "the data is larger than 4 GB")
    }
    if data.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw SyntaxError(
        reason: "the data starts with a byte order mark; saved navigation is UTF-8 without one")
    }
    let parsed = data.withUnsafeBytes { raw in
      Result { () throws(SyntaxError) in try Self.parse(raw.assumingMemoryBound(to: UInt8.self)) }
    }
    nodes = try parsed.get()
  }

  /// Calls `body` with the document's bytes.
  @inline(__always) func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    data.withUnsafeBytes { body($0.assumingMemoryBound(to: UInt8.self)) }
  }

  /// The index of the node after `index` and its contents.
  @inline(__always) func next(_ index: Int) -> Int {
    let node = nodes[index]
    switch node.kind {
    case .object, .array: return node.next
    default: return index + 1
    }
  }

  // MARK: Parsing

  private static func parse(_ input: UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> [Node] {
    var parser = Parser(input: input)
    return try parser.run()
  }

  /// The parser's state; a struct so its hot loops run without exclusivity checks.
  private struct Parser {
    let input: UnsafeBufferPointer<UInt8>
    let count: Int
    var nodes: [Node] = []
    var position = 0
    /// Open containers, innermost last: the node index.
    var open: [Int] = []

    init(input: UnsafeBufferPointer<UInt8>) {
      self.input = input
      count = input.count
      nodes.reserveCapacity(input.count / 4 + 1)
      open.reserveCapacity(16)
    }

    func fail(_ what: String, at offset: Int) -> SyntaxError {
      guard offset < count else {
        return SyntaxError(reason: "the data is not valid JSON: it ends too early")
      }
      var line = 1
      var column = 1
      for byte in input[..<min(offset, count)] {
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
      return SyntaxError(
        reason: "the data is not valid JSON: \(what) at line \(line), column \(column)")
    }

    @inline(__always) mutating func skipSpace() {
      while position < count {
        switch input[position] {
        case 0x20, 0x0A, 0x0D, 0x09: position += 1
        default: return
        }
      }
    }

    func describe(_ offset: Int) -> String {
      guard offset < count else { return "the data ends" }
      let byte = input[offset]
      if byte >= 0x21 && byte < 0x7F { return "unexpected '\(Character(Unicode.Scalar(byte)))'" }
      return "unexpected byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// Reads a string starting at its opening quote; appends its node.
    mutating func string() throws(SyntaxError) {
      let quote = position
      position += 1
      let start = position
      var escaped = false
      while true {
        guard position < count else { throw fail("an unterminated string", at: position) }
        let byte = input[position]
        if byte == UInt8(ascii: "\"") { break }
        if byte < 0x20 { throw fail("a control character in a string", at: position) }
        if byte == UInt8(ascii: "\\") {
          escaped = true
          position += 1
          guard position < count else { throw fail("an unterminated string", at: position) }
          switch input[position] {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 1
          case UInt8(ascii: "u"):
            let escape = position - 1
            guard let unit = hex4(position + 1) else {
              throw fail("a broken \\u escape", at: escape)
            }
            position += 5
            if unit >= 0xD800 && unit < 0xDC00 {
              guard position + 1 < count, input[position] == UInt8(ascii: "\\"),
                input[position + 1] == UInt8(ascii: "u"), let low = hex4(position + 2),
                low >= 0xDC00 && low < 0xE000
              else { throw fail("a lone surrogate \\u escape", at: escape) }
              position += 6
            } else if unit >= 0xDC00 && unit < 0xE000 {
              throw fail("a lone surrogate \\u escape", at: escape)
            }
          default: throw fail("an unknown escape", at: position - 1)
          }
        } else if byte >= 0x80 {
          escaped = true
          position += 1
        } else {
          position += 1
        }
      }
      if escaped,
        !isWellFormedUTF8(UnsafeBufferPointer(rebasing: input[start..<position]))
      {
        throw fail("invalid UTF-8 in a string", at: start)
      }
      guard position - start <= Node.limit else { throw fail("a string over 256 MB", at: quote) }
      nodes.append(Node(.string, escaped: escaped, start: start, end: position))
      position += 1
    }

    func hex4(_ at: Int) -> UInt32? {
      guard at + 4 <= count else { return nil }
      var value: UInt32 = 0
      for offset in at..<at + 4 {
        let byte = input[offset]
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: return nil
        }
        value = value << 4 | UInt32(digit)
      }
      return value
    }

    mutating func digits() -> Int {
      let from = position
      while position < count, input[position] &- UInt8(ascii: "0") < 10 { position += 1 }
      return position - from
    }

    mutating func number() throws(SyntaxError) {
      let start = position
      if input[position] == UInt8(ascii: "-") { position += 1 }
      guard position < count, input[position] &- UInt8(ascii: "0") < 10 else {
        throw fail("a malformed number", at: start)
      }
      if input[position] == UInt8(ascii: "0") {
        position += 1
      } else {
        _ = digits()
      }
      if position < count, input[position] == UInt8(ascii: ".") {
        position += 1
        guard digits() > 0 else { throw fail("a malformed number", at: start) }
      }
      if position < count, input[position] | 0x20 == UInt8(ascii: "e") {
        position += 1
        if position < count,
          input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-")
        {
          position += 1
        }
        guard digits() > 0 else { throw fail("a malformed number", at: start) }
      }
      guard position - start <= Node.limit else { throw fail("a number over 256 MB", at: start) }
      nodes.append(Node(.number, start: start, end: position))
    }

    mutating func literal(_ text: StaticString, _ kind: Kind) throws(SyntaxError) {
      let length = text.utf8CodeUnitCount
      guard position + length <= count,
        memcmp(input.baseAddress! + position, text.utf8Start, length) == 0
      else { throw fail(describe(position), at: position) }
      nodes.append(Node(kind, start: position, end: position + length))
      position += length
    }

    /// Reads the value at `position` (space skipped); opening a container pushes it.
    mutating func value() throws(SyntaxError) {
      guard position < count else { throw fail("the data ends", at: position) }
      switch input[position] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard open.count < maximumDepth else {
          throw fail("nesting deeper than \(maximumDepth) levels", at: position)
        }
        let kind: Kind = input[position] == UInt8(ascii: "{") ? .object : .array
        open.append(nodes.count)
        nodes.append(Node(container: kind))
        position += 1
      case UInt8(ascii: "\""): try string()
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
      case UInt8(ascii: "t"): try literal("true", .true)
      case UInt8(ascii: "f"): try literal("false", .false)
      case UInt8(ascii: "n"): try literal("null", .null)
      default: throw fail(describe(position), at: position)
      }
    }

    /// Reads `"key" :` inside an object.
    mutating func key() throws(SyntaxError) {
      guard position < count, input[position] == UInt8(ascii: "\"") else {
        throw fail(
          position < count && input[position] == UInt8(ascii: "}")
            ? "a trailing comma" : "\(describe(position)) where a key should be", at: position)
      }
      try string()
      skipSpace()
      guard position < count, input[position] == UInt8(ascii: ":") else {
        throw fail("\(describe(position)) where ':' should be", at: position)
      }
      position += 1
      skipSpace()
    }

    mutating func run() throws(SyntaxError) -> [Node] {
      skipSpace()
      try value()
      while let top = open.last {
        skipSpace()
        let isObject = nodes[top].kind == .object
        let empty = nodes[top].count == 0
        guard position < count else { throw fail("the data ends", at: position) }
        let byte = input[position]
        if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          position += 1
          nodes[top].close(next: nodes.count)
          open.removeLast()
          continue
        }
        if !empty {
          guard byte == UInt8(ascii: ",") else {
            throw fail(
              "\(describe(position)) where ',' or '\(isObject ? "}" : "]")' should be", at: position
            )
          }
          position += 1
          skipSpace()
          if !isObject, position < count, input[position] == UInt8(ascii: "]") {
            throw fail("a trailing comma", at: position)
          }
        }
        guard nodes[top].addElement() else {
          throw fail("more than \(Node.limit) elements in one container", at: position)
        }
        if isObject { try key() }
        try value()
      }
      skipSpace()
      if position < count { throw fail("\(describe(position)) after the end", at: position) }
      return nodes
    }
  }

  // MARK: Reading values

  /// The text of a string node.
  func string(at index: Int) -> String {
    let node = nodes[index]
    let range = node.start..<node.end
    return withBytes { bytes in
      guard node.escaped else {
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      }
      return Self.unescape(UnsafeBufferPointer(rebasing: bytes[range]))
    }
  }

  /// The text of a string's bytes, escapes resolved; the bytes were validated while parsing.
  private static func unescape(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var units: [UInt8] = []
    units.reserveCapacity(bytes.count)
    var position = 0
    func hex(_ at: Int) -> UInt32 {
      bytes[at..<at + 4].reduce(0) { value, byte in
        let digit = byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : (byte | 0x20) - 87
        return value << 4 | UInt32(digit)
      }
    }
    while position < bytes.count {
      let byte = bytes[position]
      guard byte == UInt8(ascii: "\\") else {
        units.append(byte)
        position += 1
        continue
      }
      let escape = bytes[position + 1]
      position += 2
      switch escape {
      case UInt8(ascii: "b"): units.append(0x08)
      case UInt8(ascii: "f"): units.append(0x0C)
      case UInt8(ascii: "n"): units.append(0x0A)
      case UInt8(ascii: "r"): units.append(0x0D)
      case UInt8(ascii: "t"): units.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = hex(position)
        position += 4
        if scalar >= 0xD800 && scalar < 0xDC00 {
          scalar = 0x10000 + (scalar - 0xD800) << 10 + (hex(position + 2) - 0xDC00)
          position += 6
        }
        // Validated while parsing: pairs only, so every value is a scalar.
        units.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
      default: units.append(escape)
      }
    }
    return String(decoding: units, as: UTF8.self)
  }

  /// Whether the string node `index` is exactly `text`.
  @inline(__always) func string(at index: Int, equals text: String) -> Bool {
    let node = nodes[index]
    guard !node.escaped else { return string(at: index) == text }
    let equal = text.utf8.withContiguousStorageIfAvailable { utf8 in
      guard utf8.count == node.end - node.start else { return false }
      return withBytes { buffer in
        utf8.isEmpty
          || memcmp(buffer.baseAddress! + node.start, utf8.baseAddress!, utf8.count) == 0
      }
    }
    return equal ?? (string(at: index) == text)
  }

  /// Whether two unescaped string nodes have the same bytes.
  func sameBytes(_ first: Int, _ second: Int) -> Bool {
    let a = nodes[first]
    let b = nodes[second]
    guard a.end - a.start == b.end - b.start else { return false }
    return withBytes { buffer in
      memcmp(buffer.baseAddress! + a.start, buffer.baseAddress! + b.start, a.end - a.start) == 0
    }
  }

  /// The text of a number node, as written.
  func numberText(at index: Int) -> String {
    let node = nodes[index]
    return withBytes {
      String(decoding: UnsafeBufferPointer(rebasing: $0[node.start..<node.end]), as: UTF8.self)
    }
  }
}
