import Foundation

/// A `Decoder` over a ``JSONTape``: reads what `JSONEncoder` with its default strategies wrote
/// (`Data` as Base64, `URL` as its text, `Date` as seconds since 2001), strictly.
///
/// Strict where `JSONDecoder` is lenient, because saved navigation is untrusted: an integer
/// must be written as one (`1`, not `1.0` or `1e0`), and a key may appear once per object.
///
/// Decoders and containers hold only a node's index: the coding path is worked out from the
/// tape when asked for (in practice, for an error), so decoding allocates no paths.
struct TapeDecoder: Decoder {
  let tape: JSONTape
  let index: Int
  var codingPath: [any CodingKey] { tape.path(to: index) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(try TapeKeyedContainer<Key>(tape: tape, index: index))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try TapeUnkeyedContainer(tape: tape, index: index)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    TapeSingleValue(tape: tape, index: index)
  }

  // MARK: Values

  static func kindName(_ kind: JSONTape.Kind) -> String {
    switch kind {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .true, .false: "a boolean"
    case .null: "null"
    }
  }

  static func mismatch(
    _ type: Any.Type, _ tape: JSONTape, _ index: Int
  ) -> DecodingError {
    let kind = tape.nodes[index].kind
    return .typeMismatch(
      type,
      .init(
        codingPath: tape.path(to: index),
        debugDescription: "expected \(type) but found \(kindName(kind)) instead"))
  }

  static func string(
    _ tape: JSONTape, _ index: Int
  ) throws -> String {
    guard tape.nodes[index].kind == .string else {
      throw mismatch(String.self, tape, index)
    }
    return tape.string(at: index)
  }

  static func bool(
    _ tape: JSONTape, _ index: Int
  ) throws -> Bool {
    switch tape.nodes[index].kind {
    case .true: return true
    case .false: return false
    default: throw mismatch(Bool.self, tape, index)
    }
  }

  static func integer<T: FixedWidthInteger>(
    _ type: T.Type, _ tape: JSONTape, _ index: Int
  ) throws -> T {
    let node = tape.nodes[index]
    guard node.kind == .number else { throw mismatch(type, tape, index) }
    let (negative, magnitude, overflow, whole) = tape.withBytes { bytes in
      var position = node.start
      let negative = bytes[position] == UInt8(ascii: "-")
      if negative { position += 1 }
      var magnitude: UInt64 = 0
      var overflow = false
      while position < node.end {
        let digit = bytes[position] &- UInt8(ascii: "0")
        guard digit < 10 else { return (negative, magnitude, overflow, false) }
        let (times, o1) = magnitude.multipliedReportingOverflow(by: 10)
        let (plus, o2) = times.addingReportingOverflow(UInt64(digit))
        overflow = overflow || o1 || o2
        magnitude = plus
        position += 1
      }
      return (negative, magnitude, overflow, true)
    }
    guard whole else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: tape.path(to: index),
          debugDescription: "expected a whole number, found \(tape.numberText(at: index))"))
    }
    let value: T?
    if overflow {
      value = nil
    } else if negative {
      value =
        magnitude == 0
        ? 0
        : (magnitude <= UInt64(Int64.max) + 1
          ? T(exactly: Int64(truncatingIfNeeded: 0 &- magnitude)) : nil)
    } else {
      value = T(exactly: magnitude)
    }
    guard let value else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: tape.path(to: index),
          debugDescription: "the number \(tape.numberText(at: index)) does not fit \(type)"))
    }
    return value
  }

  static func floating<T: BinaryFloatingPoint & LosslessStringConvertible>(
    _ type: T.Type, _ tape: JSONTape, _ index: Int
  ) throws -> T {
    guard tape.nodes[index].kind == .number else { throw mismatch(type, tape, index) }
    let text = tape.numberText(at: index)
    guard let value = T(text), value.isFinite else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: tape.path(to: index),
          debugDescription: "the number \(text) does not fit \(type)"))
    }
    return value
  }

  static func decode<T: Decodable>(
    _ type: T.Type, _ tape: JSONTape, _ index: Int
  ) throws -> T {
    // The types JSONEncoder writes in its own way rather than with their Codable conformance.
    if type == Data.self {
      let text = try string(tape, index)
      guard let data = Data(base64Encoded: text) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: tape.path(to: index), debugDescription: "expected Base64 data"))
      }
      return data as! T  // The type was just checked.
    }
    if type == URL.self {
      let text = try string(tape, index)
      guard let url = URL(string: text) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: tape.path(to: index), debugDescription: "expected a URL, found \"\(text)\"")
        )
      }
      return url as! T  // The type was just checked.
    }
    if type == Decimal.self {
      guard tape.nodes[index].kind == .number,
        let decimal = Decimal(string: tape.numberText(at: index))
      else { throw mismatch(type, tape, index) }
      return decimal as! T  // The type was just checked.
    }
    return try T(from: TapeDecoder(tape: tape, index: index))
  }
}

/// A key of a coding path worked out from the tape.
struct TapeKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(stringValue: String) { self.stringValue = stringValue }
  init(intValue: Int) {
    stringValue = "Index \(intValue)"
    self.intValue = intValue
  }
}

extension JSONTape {
  /// The element nodes of the array `index`, in order.
  struct Elements: IteratorProtocol {
    let tape: JSONTape
    let count: Int
    var taken = 0
    var node: Int

    mutating func next() -> Int? {
      guard taken < count else { return nil }
      let current = node
      node = tape.next(node)
      taken += 1
      return current
    }
  }

  /// The elements of the array `index`.
  ///
  /// - Throws: `DecodingError.typeMismatch` if the node is not an array.
  func elements(of index: Int) throws -> Elements {
    guard nodes[index].kind == .array else {
      throw TapeDecoder.mismatch([Any].self, self, index)
    }
    return Elements(tape: self, count: nodes[index].count, node: index + 1)
  }

  /// The coding path from the root to the value node `target`.
  ///
  /// Walks from ``hint`` when `target` is inside it, so a decoder that throws and catches
  /// errors for every element of a long array (`try?` fallbacks) costs O(depth), not O(length).
  func path(to target: Int) -> [any CodingKey] {
    var path: [any CodingKey] = []
    var node = 0
    if let hint, target >= hint.node, target < next(hint.node) {
      path = [
        TapeKey(stringValue: hint.array), TapeKey(intValue: hint.element),
        TapeKey(stringValue: hint.key),
      ]
      node = hint.node
    }
    descending: while node != target {
      let container = nodes[node]
      guard container.kind == .object || container.kind == .array else { break }
      var child = node + 1
      for element in 0..<container.count {
        let value = container.kind == .object ? child + 1 : child
        let after = next(value)
        if target >= value && target < after {
          path.append(
            container.kind == .object
              ? TapeKey(stringValue: string(at: child)) : TapeKey(intValue: element))
          node = value
          continue descending
        }
        child = after
      }
      break
    }
    return path
  }
}

struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let tape: JSONTape
  let index: Int
  var codingPath: [any CodingKey] { tape.path(to: index) }

  init(tape: JSONTape, index: Int) throws {
    guard tape.nodes[index].kind == .object else {
      throw TapeDecoder.mismatch([String: Any].self, tape, index)
    }
    self.tape = tape
    self.index = index
    try checkUniqueKeys()
  }

  /// Calls `body` with each key node, in order, until it returns a value.
  @inline(__always) private func firstKey<T>(where body: (Int) -> T?) -> T? {
    let count = tape.nodes[index].count
    var key = index + 1
    for _ in 0..<count {
      if let found = body(key) { return found }
      key = tape.next(key + 1)
    }
    return nil
  }

  private var keyNodes: [Int] {
    var keys: [Int] = []
    keys.reserveCapacity(tape.nodes[index].count)
    _ = firstKey { key -> Never? in
      keys.append(key)
      return nil
    }
    return keys
  }

  private func duplicate(_ key: Int) -> DecodingError {
    .dataCorrupted(
      .init(
        codingPath: codingPath,
        debugDescription: "the key \"\(tape.string(at: key))\" appears twice"))
  }

  private func checkUniqueKeys() throws {
    let count = tape.nodes[index].count
    guard count > 1 else { return }
    if count <= 8 {
      // Small objects of plain keys, such as every saved route: compare bytes pairwise,
      // allocating nothing.
      var plain = true
      var key = index + 1
      checking: for position in 0..<count {
        guard !tape.nodes[key].escaped else {
          plain = false
          break checking
        }
        var earlier = index + 1
        for _ in 0..<position {
          if tape.sameBytes(earlier, key) { throw duplicate(key) }
          earlier = tape.next(earlier + 1)
        }
        key = tape.next(key + 1)
      }
      if plain { return }
    }
    var seen = Set<String>(minimumCapacity: count)
    for key in keyNodes where !seen.insert(tape.string(at: key)).inserted { throw duplicate(key) }
  }

  /// The value node for `key`, if the object has it.
  private func find(_ key: Key) -> Int? {
    let name = key.stringValue
    return firstKey { node in tape.string(at: node, equals: name) ? node + 1 : nil }
  }

  /// The value node for `key`.
  func valueNode(_ key: Key) throws -> Int { try value(key) }

  /// The value node for `key`, or `nil` when the object does not have it.
  func valueNodeIfPresent(_ key: Key) -> Int? { find(key) }

  private func value(_ key: Key) throws -> Int {
    guard let node = find(key) else {
      throw DecodingError.keyNotFound(
        key,
        .init(codingPath: codingPath, debugDescription: "no value for \"\(key.stringValue)\""))
    }
    return node
  }

  var allKeys: [Key] {
    var keys: [Key] = []
    var node = index + 1
    for _ in 0..<tape.nodes[index].count {
      if let key = Key(stringValue: tape.string(at: node)) { keys.append(key) }
      node = tape.next(node + 1)
    }
    return keys
  }

  func contains(_ key: Key) -> Bool { find(key) != nil }

  func decodeNil(forKey key: Key) throws -> Bool { tape.nodes[try value(key)].kind == .null }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try TapeDecoder.bool(tape, try value(key))
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try TapeDecoder.string(tape, try value(key))
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try TapeDecoder.floating(type, tape, try value(key))
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try TapeDecoder.floating(type, tape, try value(key))
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try TapeDecoder.integer(type, tape, try value(key))
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try TapeDecoder.integer(type, tape, try value(key))
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try TapeDecoder.integer(type, tape, try value(key))
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try TapeDecoder.integer(type, tape, try value(key))
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try TapeDecoder.integer(type, tape, try value(key))
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try TapeDecoder.integer(type, tape, try value(key))
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try TapeDecoder.integer(type, tape, try value(key))
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try TapeDecoder.integer(type, tape, try value(key))
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try TapeDecoder.integer(type, tape, try value(key))
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try TapeDecoder.integer(type, tape, try value(key))
  }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try TapeDecoder.decode(type, tape, try value(key))
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    KeyedDecodingContainer(try TapeKeyedContainer<NestedKey>(tape: tape, index: try value(key)))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try TapeUnkeyedContainer(tape: tape, index: try value(key))
  }

  func superDecoder() throws -> any Decoder {
    guard let node = firstKey(where: { tape.string(at: $0, equals: "super") ? $0 + 1 : nil })
    else {
      throw DecodingError.keyNotFound(
        TapeKey(stringValue: "super"),
        .init(codingPath: codingPath, debugDescription: "no value for \"super\""))
    }
    return TapeDecoder(tape: tape, index: node)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    TapeDecoder(tape: tape, index: try value(key))
  }
}

struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
  let tape: JSONTape
  let index: Int
  let count: Int?
  private(set) var currentIndex = 0
  /// The node of the element at `currentIndex`.
  private var node: Int

  var codingPath: [any CodingKey] { tape.path(to: index) }

  init(tape: JSONTape, index: Int) throws {
    guard tape.nodes[index].kind == .array else {
      throw TapeDecoder.mismatch([Any].self, tape, index)
    }
    self.tape = tape
    self.index = index
    count = tape.nodes[index].count
    node = index + 1
  }

  var isAtEnd: Bool { currentIndex >= count! }

  /// The current element's node, moving past it.
  private mutating func take(_ type: Any.Type) throws -> Int {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        .init(
          codingPath: codingPath + [TapeKey(intValue: currentIndex)],
          debugDescription: "the array has no more elements"))
    }
    let current = node
    node = tape.next(node)
    currentIndex += 1
    return current
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, tape.nodes[node].kind == .null else { return false }
    _ = try take(Never.self)
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try TapeDecoder.bool(tape, try take(type))
  }
  mutating func decode(_ type: String.Type) throws -> String {
    try TapeDecoder.string(tape, try take(type))
  }
  mutating func decode(_ type: Double.Type) throws -> Double {
    try TapeDecoder.floating(type, tape, try take(type))
  }
  mutating func decode(_ type: Float.Type) throws -> Float {
    try TapeDecoder.floating(type, tape, try take(type))
  }
  mutating func decode(_ type: Int.Type) throws -> Int {
    try TapeDecoder.integer(type, tape, try take(type))
  }
  mutating func decode(_ type: Int8.Type) throws -> Int8 {
    try TapeDecoder.integer(type, tape, try take(type))
  }
  mutating func decode(_ type: Int16.Type) throws -> Int16 {
    try TapeDecoder.integer(type, tape, try take(type))
  }
  mutating func decode(_ type: Int32.Type) throws -> Int32 {
    try TapeDecoder.integer(type, tape, try take(type))
  }
  mutating func decode(_ type: Int64.Type) throws -> Int64 {
    try TapeDecoder.integer(type, tape, try take(type))
  }
  mutating func decode(_ type: UInt.Type) throws -> UInt {
    try TapeDecoder.integer(type, tape, try take(type))
  }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
    try TapeDecoder.integer(type, tape, try take(type))
  }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try TapeDecoder.integer(type, tape, try take(type))
  }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try TapeDecoder.integer(type, tape, try take(type))
  }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try TapeDecoder.integer(type, tape, try take(type))
  }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try TapeDecoder.decode(type, tape, try take(type))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    KeyedDecodingContainer(
      try TapeKeyedContainer<NestedKey>(tape: tape, index: try take([String: Any].self)))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try TapeUnkeyedContainer(tape: tape, index: try take([Any].self))
  }

  mutating func superDecoder() throws -> any Decoder {
    TapeDecoder(tape: tape, index: try take(Any.self))
  }
}

struct TapeSingleValue: SingleValueDecodingContainer {
  let tape: JSONTape
  let index: Int
  var codingPath: [any CodingKey] { tape.path(to: index) }

  func decodeNil() -> Bool { tape.nodes[index].kind == .null }
  func decode(_ type: Bool.Type) throws -> Bool { try TapeDecoder.bool(tape, index) }
  func decode(_ type: String.Type) throws -> String { try TapeDecoder.string(tape, index) }
  func decode(_ type: Double.Type) throws -> Double { try TapeDecoder.floating(type, tape, index) }
  func decode(_ type: Float.Type) throws -> Float { try TapeDecoder.floating(type, tape, index) }
  func decode(_ type: Int.Type) throws -> Int { try TapeDecoder.integer(type, tape, index) }
  func decode(_ type: Int8.Type) throws -> Int8 { try TapeDecoder.integer(type, tape, index) }
  func decode(_ type: Int16.Type) throws -> Int16 { try TapeDecoder.integer(type, tape, index) }
  func decode(_ type: Int32.Type) throws -> Int32 { try TapeDecoder.integer(type, tape, index) }
  func decode(_ type: Int64.Type) throws -> Int64 { try TapeDecoder.integer(type, tape, index) }
  func decode(_ type: UInt.Type) throws -> UInt { try TapeDecoder.integer(type, tape, index) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try TapeDecoder.integer(type, tape, index) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try TapeDecoder.integer(type, tape, index) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try TapeDecoder.integer(type, tape, index) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try TapeDecoder.integer(type, tape, index) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try TapeDecoder.decode(type, tape, index)
  }
}
