import Foundation

/// Encodes an `Encodable` value as JSON with sorted keys — the bytes `JSONEncoder` with
/// `.sortedKeys` writes — without building the value's tree first.
///
/// `JSONEncoder` holds the whole value as a tree of boxed JSON values before it writes a byte:
/// about 1.4 KB per saved route. Here each value is written out as soon as its `encode(to:)`
/// returns: an array's elements go straight into one growing buffer, and only the entries of the
/// objects being encoded (a few per level) wait, to be written in key order. Saving is the one
/// user: ``NavigationState``'s `Codable` conformance stays the one definition of the format, and
/// its routes, the bulk of a saved state, are written by hand (`writeSavedRoutes`) in the same
/// bytes, only their screens going through `Codable`.
///
/// Output, as `JSONEncoder` writes it: keys in ascending order; `/` escaped as `\/`, `"`, `\`,
/// `\b`, `\f`, `\n`, `\r`, `\t` escaped, other control characters as `\u00XX`; a `Double` or
/// `Float` as its `description` without a trailing `.0`; `nil` as `null`; non-finite numbers are
/// an error.
struct SortedJSONEncoder {
  func encode<Value: Encodable>(_ value: Value) throws -> Data {
    let encoder = WritingEncoder(link: nil)
    try value.encode(to: encoder)
    var bytes: [UInt8] = []
    try encoder.slot.write(into: &bytes)
    return Data(bytes)
  }
}

/// Where one value's JSON goes while it is encoded.
private final class Slot {
  enum Content {
    case empty
    case bytes([UInt8])
    case object(ObjectNode)
    case array(ArrayNode)
  }

  var content = Content.empty

  func write(into bytes: inout [UInt8]) throws {
    switch content {
    case .empty:
      // A value that encoded nothing: `JSONEncoder` writes an empty object.
      bytes.append(contentsOf: "{}".utf8)
    case .bytes(let written): bytes.append(contentsOf: written)
    case .object(let object): try object.write(into: &bytes)
    case .array(let array): try array.write(into: &bytes)
    }
  }

  /// The value, written out.
  func rendered() throws -> [UInt8] {
    if case .bytes(let written) = content { return written }
    var bytes: [UInt8] = []
    try write(into: &bytes)
    return bytes
  }
}

/// An object being encoded: its entries wait here to be written in key order.
private final class ObjectNode {
  var entries: [(key: String, slot: Slot)] = []

  func slot(for key: String) -> Slot {
    if let index = entries.firstIndex(where: { $0.key == key }) { return entries[index].slot }
    let slot = Slot()
    entries.append((key, slot))
    return slot
  }

  func write(into bytes: inout [UInt8]) throws {
    bytes.append(UInt8(ascii: "{"))
    entries.sort { $0.key < $1.key }
    for (index, entry) in entries.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      JSONText.appendString(entry.key, to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      try entry.slot.write(into: &bytes)
    }
    bytes.append(UInt8(ascii: "}"))
  }
}

/// An array being encoded: each element is written as soon as it is complete; an element still
/// open (a nested container handed out) waits in `pending` until the array is written.
private final class ArrayNode {
  var bytes: [UInt8] = [UInt8(ascii: "[")]
  var count = 0
  var pending: Slot?
  /// An error met writing an open element when the next one started, thrown when the array is
  /// written (a container handed out cannot throw).
  var failure: (any Error)?

  func flushPending() throws {
    guard let open = pending else { return }
    pending = nil
    try open.write(into: &bytes)
  }

  func startElement() throws {
    try flushPending()
    if count > 0 { bytes.append(UInt8(ascii: ",")) }
    count += 1
  }

  func write(into output: inout [UInt8]) throws {
    if let failure { throw failure }
    try flushPending()
    output.append(contentsOf: bytes)
    output.append(UInt8(ascii: "]"))
  }
}

/// Writes the saved format's routes straight into the object `encoder` is writing, under `key`,
/// when `encoder` is this writer's: each route's id, options and presentation as bytes, and only
/// its screen through `Codable`. The bytes are those the routes' `Codable` form writes. Returns
/// `false`, writing nothing, for any other encoder or when a screen fails to encode: the
/// `Codable` form then writes the routes (or throws, with the failing screen's coding path).
///
/// - Parameters:
///   - routes: The routes, bottom-up.
///   - key: The key of the routes in the object being written.
///   - encoder: The encoder of the object, its keyed container already made.
/// - Returns: Whether the routes were written.
func writeSavedRoutes<Screen: Encodable>(
  _ routes: [Route<Screen>], key: String, into encoder: any Encoder
) -> Bool {
  guard let writer = encoder as? WritingEncoder, case .object(let object) = writer.slot.content
  else { return false }
  var bytes: [UInt8] = [UInt8(ascii: "[")]
  do {
    for (index, route) in routes.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(contentsOf: #"{"id":"#.utf8)
      JSONText.appendInteger(route.id.rawValue, to: &bytes)
      if !route.options.isStandard {
        bytes.append(contentsOf: #","options":"#.utf8)
        bytes.append(contentsOf: try render(SavedPresentationOptions(route.options), link: nil))
      }
      bytes.append(contentsOf: #","presentation":"#.utf8)
      JSONText.appendString(route.presentation.name, to: &bytes)
      bytes.append(contentsOf: #","screen":"#.utf8)
      bytes.append(contentsOf: try render(route.screen, link: nil))
      bytes.append(UInt8(ascii: "}"))
    }
  } catch {
    return false
  }
  bytes.append(UInt8(ascii: "]"))
  object.slot(for: key).content = .bytes(bytes)
  return true
}

/// How scalars are written.
private enum JSONText {
  /// Appends `value`'s decimal digits, as `String(value)` writes them, with no string between.
  static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var divisor: UInt = 1
    while divisor <= magnitude / 10 { divisor *= 10 }
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
      magnitude %= divisor
      divisor /= 10
    } while divisor > 0
  }

  static func appendString(_ string: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
      case UInt8(ascii: "/"): bytes.append(contentsOf: #"\/"#.utf8)
      case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
      case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
      case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
      case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
      case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: #"\u00"#.utf8)
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0x0F)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  static func number<Number: BinaryFloatingPoint & LosslessStringConvertible>(
    _ value: Number, codingPath: [any CodingKey]
  ) throws -> [UInt8] {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value,
        .init(codingPath: codingPath, debugDescription: "\(value) is not a valid JSON number"))
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return Array(text.utf8)
  }

  static func integer<Integer: BinaryInteger>(_ value: Integer) -> [UInt8] {
    Array(String(value).utf8)
  }
}

/// A coding path, built into an array only when someone asks for it (an error, a type that
/// reads `codingPath`): most values never need theirs.
private final class PathLink {
  let key: any CodingKey
  let parent: PathLink?

  init(_ key: any CodingKey, parent: PathLink?) {
    self.key = key
    self.parent = parent
  }

  static func path(_ link: PathLink?) -> [any CodingKey] {
    var keys: [any CodingKey] = []
    var next = link
    while let current = next {
      keys.append(current.key)
      next = current.parent
    }
    return keys.reversed()
  }
}

/// An encoder writing one value into its slot.
private struct WritingEncoder: Encoder {
  let slot: Slot
  let link: PathLink?
  var codingPath: [any CodingKey] { PathLink.path(link) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(link: PathLink?, slot: Slot = Slot()) {
    self.link = link
    self.slot = slot
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let object: ObjectNode
    if case .object(let existing) = slot.content {
      object = existing
    } else {
      object = ObjectNode()
      slot.content = .object(object)
    }
    return KeyedEncodingContainer(ObjectContainer<Key>(object: object, link: link))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let array: ArrayNode
    if case .array(let existing) = slot.content {
      array = existing
    } else {
      array = ArrayNode()
      slot.content = .array(array)
    }
    return ArrayContainer(array: array, link: link)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    ValueContainer(slot: slot, link: link)
  }
}

/// Encodes `value` with a new encoder and returns its JSON, written out.
private func render<Value: Encodable>(_ value: Value, link: PathLink?) throws -> [UInt8] {
  let encoder = WritingEncoder(link: link)
  try value.encode(to: encoder)
  return try encoder.slot.rendered()
}

private struct ValueContainer: SingleValueEncodingContainer {
  let slot: Slot
  let link: PathLink?
  var codingPath: [any CodingKey] { PathLink.path(link) }

  mutating func encodeNil() throws { slot.content = .bytes(Array("null".utf8)) }
  mutating func encode(_ value: Bool) throws {
    slot.content = .bytes(Array((value ? "true" : "false").utf8))
  }
  mutating func encode(_ value: String) throws {
    var bytes: [UInt8] = []
    JSONText.appendString(value, to: &bytes)
    slot.content = .bytes(bytes)
  }
  mutating func encode(_ value: Double) throws {
    slot.content = .bytes(try JSONText.number(value, codingPath: codingPath))
  }
  mutating func encode(_ value: Float) throws {
    slot.content = .bytes(try JSONText.number(value, codingPath: codingPath))
  }
  mutating func encode(_ value: Int) throws { slot.content = .bytes(JSONText.integer(value)) }
  mutating func encode(_ value: Int8) throws { slot.content = .bytes(JSONText.integer(value)) }
  mutating func encode(_ value: Int16) throws { slot.content = .bytes(JSONText.integer(value)) }
  mutating func encode(_ value: Int32) throws { slot.content = .bytes(JSONText.integer(value)) }
  mutating func encode(_ value: Int64) throws { slot.content = .bytes(JSONText.integer(value)) }
  mutating func encode(_ value: UInt) throws { slot.content = .bytes(JSONText.integer(value)) }
  mutating func encode(_ value: UInt8) throws { slot.content = .bytes(JSONText.integer(value)) }
  mutating func encode(_ value: UInt16) throws { slot.content = .bytes(JSONText.integer(value)) }
  mutating func encode(_ value: UInt32) throws { slot.content = .bytes(JSONText.integer(value)) }
  mutating func encode(_ value: UInt64) throws { slot.content = .bytes(JSONText.integer(value)) }
  mutating func encode<Value: Encodable>(_ value: Value) throws {
    slot.content = .bytes(try render(value, link: link))
  }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let object: ObjectNode
  let link: PathLink?
  var codingPath: [any CodingKey] { PathLink.path(link) }

  private func put(_ bytes: [UInt8], for key: Key) {
    object.slot(for: key.stringValue).content = .bytes(bytes)
  }

  private func child(_ key: Key) -> PathLink { PathLink(key, parent: link) }

  mutating func encodeNil(forKey key: Key) throws { put(Array("null".utf8), for: key) }
  // Scalars are written at once, with no encoder of their own.
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    put(Array((value ? "true" : "false").utf8), for: key)
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    var bytes: [UInt8] = []
    JSONText.appendString(value, to: &bytes)
    put(bytes, for: key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    put(JSONText.integer(value), for: key)
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    put(try JSONText.number(value, codingPath: codingPath + [key]), for: key)
  }
  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    put(try render(value, link: child(key)), for: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    WritingEncoder(link: child(key), slot: object.slot(for: key.stringValue))
      .container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    WritingEncoder(link: child(key), slot: object.slot(for: key.stringValue))
      .unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    WritingEncoder(link: link, slot: object.slot(for: "super"))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    WritingEncoder(link: child(key), slot: object.slot(for: key.stringValue))
  }
}

private struct ArrayContainer: UnkeyedEncodingContainer {
  let array: ArrayNode
  let link: PathLink?
  var codingPath: [any CodingKey] { PathLink.path(link) }
  var count: Int { array.count }

  private struct Index: CodingKey {
    var stringValue: String { "Index \(intValue ?? 0)" }
    var intValue: Int?
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
  }

  private var elementLink: PathLink { PathLink(Index(array.count), parent: link) }

  mutating func encodeNil() throws {
    try array.startElement()
    array.bytes.append(contentsOf: "null".utf8)
  }

  mutating func encode<Value: Encodable>(_ value: Value) throws {
    let path = elementLink
    try array.startElement()
    let encoder = WritingEncoder(link: path)
    try value.encode(to: encoder)
    try encoder.slot.write(into: &array.bytes)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    openElement().container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    openElement().unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { openElement() }

  /// An element filled later: written when the next element starts or the array is written.
  private mutating func openElement() -> WritingEncoder {
    let path = elementLink
    do {
      try array.startElement()
    } catch {
      array.failure = array.failure ?? error
    }
    let slot = Slot()
    array.pending = slot
    return WritingEncoder(link: path, slot: slot)
  }
}
