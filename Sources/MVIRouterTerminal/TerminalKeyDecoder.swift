/// Turns the bytes a terminal sends into keys, incrementally: a sequence split across reads is
/// decoded when its last byte arrives.
///
/// Arrows come as `ESC [ A` or `ESC O A`. A lone Esc cannot be told from the start of a sequence
/// until no more bytes follow; the driver calls ``flush()`` after a short quiet time. Unknown
/// sequences and invalid UTF-8 are dropped.
///
/// ```swift
/// var decoder = TerminalKeyDecoder()
/// decoder.feed([0x1B])        // [] — maybe the start of a sequence
/// decoder.feed([0x4F, 0x42])  // [down]
/// decoder.feed([0x1B])        // []
/// decoder.flush()             // [esc]
/// ```
public struct TerminalKeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes wait for more to complete a key.
  public var hasPending: Bool { !pending.isEmpty }

  /// Decodes `bytes`, keeping an incomplete sequence for the next call.
  ///
  /// - Parameter bytes: The bytes read.
  /// - Returns: The keys they complete, in order.
  public mutating func feed(_ bytes: [UInt8]) -> [TerminalKey] {
    pending += bytes
    var keys: [TerminalKey] = []
    while !pending.isEmpty {
      switch decodeOne(pending) {
      case .key(let key, let length):
        if let key { keys.append(key) }
        pending.removeFirst(length)
      case .incomplete:
        return keys
      }
    }
    return keys
  }

  /// Decodes what is pending as if no more bytes will come: a lone Esc becomes ``TerminalKey/escape``.
  ///
  /// - Returns: The keys.
  public mutating func flush() -> [TerminalKey] {
    var keys: [TerminalKey] = []
    while !pending.isEmpty {
      if pending[0] == 0x1B {
        keys.append(.escape)
        pending.removeFirst()
        keys += feed([])
      } else {
        // An incomplete UTF-8 character that will not be completed.
        pending.removeFirst()
        keys += feed([])
      }
    }
    return keys
  }

  private enum Step {
    case key(TerminalKey?, length: Int)
    case incomplete
  }

  private func decodeOne(_ bytes: [UInt8]) -> Step {
    let first = bytes[0]
    switch first {
    case 0x1B: return decodeEscape(bytes)
    case 0x0D, 0x0A: return .key(.enter, length: 1)
    case 0x7F, 0x08: return .key(.backspace, length: 1)
    case 0x09: return .key(.tab, length: 1)
    case 0x03: return .key(.interrupt, length: 1)
    case 0x00..<0x20: return .key(nil, length: 1)
    case 0x20..<0x7F: return .key(.character(Character(Unicode.Scalar(first))), length: 1)
    default: return decodeUTF8(bytes)
    }
  }

  private func decodeEscape(_ bytes: [UInt8]) -> Step {
    guard bytes.count >= 2 else { return .incomplete }
    let second = bytes[1]
    if second == 0x4F {  // ESC O x
      guard bytes.count >= 3 else { return .incomplete }
      return .key(arrow(bytes[2]), length: 3)
    }
    guard second == 0x5B else {
      // Esc followed by something else: the Esc stands alone.
      return .key(.escape, length: 1)
    }
    // ESC [ parameters final: parameters are 0x30–0x3F, the final byte 0x40–0x7E.
    var index = 2
    while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
    guard index < bytes.count else { return index > 32 ? .key(nil, length: index) : .incomplete }
    let final = bytes[index]
    guard (0x40...0x7E).contains(final) else { return .key(nil, length: index + 1) }
    let key: TerminalKey? = final == 0x5A ? .backTab : index == 2 ? arrow(final) : nil
    return .key(key, length: index + 1)
  }

  private func arrow(_ byte: UInt8) -> TerminalKey? {
    switch byte {
    case 0x41: .up
    case 0x42: .down
    case 0x43: .right
    case 0x44: .left
    default: nil
    }
  }

  private func decodeUTF8(_ bytes: [UInt8]) -> Step {
    let first = bytes[0]
    let length: Int
    switch first {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .key(nil, length: 1)
    }
    guard bytes.count >= length else {
      let continuing = bytes.dropFirst().allSatisfy { (0x80...0xBF).contains($0) }
      return continuing ? .incomplete : .key(nil, length: 1)
    }
    let sequence = Array(bytes[0..<length])
    guard sequence.dropFirst().allSatisfy({ (0x80...0xBF).contains($0) }),
      let text = String(validating: sequence, as: UTF8.self), let character = text.first
    else { return .key(nil, length: 1) }
    return .key(.character(character), length: length)
  }
}
