/// A link split into scheme, path segments (the host first) and query items, percent-decoded.
/// Written by hand so every malformed input gets a precise ``DeepLinkError``, in a fixed order:
/// the link's form (``DeepLinkError/malformedURL(_:)``), then its scheme
/// (``DeepLinkError/unsupportedScheme(found:expected:)``), then its encoding
/// (``DeepLinkError/badEncoding(_:)``, path segments first, then query items, left to right).
///
/// - The text after `://` may not hold raw whitespace or control characters (C0, DEL, C1).
/// - The fragment (`#…`) is ignored. The query follows the first `?`.
/// - One trailing `/` is ignored; other empty segments are kept, as `""`, and match no pattern.
/// - Percent-encoded bytes must form UTF-8 exactly: nothing is dropped or replaced, so a
///   leading U+FEFF stays, and a byte that is not UTF-8 is ``DeepLinkError/badEncoding(_:)``.
/// - In the query only, `+` stands for a space (`%2B` for a plus); in the path it is itself.
/// - The last of repeated query items wins.
struct LinkURL: Equatable {
  var scheme: String
  var path: [String]
  var query: [String: String]

  /// The path as it is named in errors: the decoded segments joined by `/`.
  var pathText: String { path.joined(separator: "/") }

  /// Parses `text`, expecting the lowercase scheme `expectedScheme`.
  init(parsing text: String, scheme expectedScheme: String) throws(DeepLinkError) {
    guard let separator = text.range(of: "://") else { throw .malformedURL(text) }
    let scheme = text[..<separator.lowerBound]
    guard let first = scheme.first, first.isLetter, first.isASCII,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { throw .malformedURL(text) }
    var rest = text[separator.upperBound...]
    guard
      !rest.unicodeScalars.contains(where: {
        // ASCII's white space and controls are U+0000...U+0020 and U+007F, decided without
        // the scalar's Unicode properties (a table look-up each, most of a link's cost).
        $0.isASCII
          ? $0.value <= 0x20 || $0.value == 0x7F
          : $0.properties.isWhitespace || $0.properties.generalCategory == .control
      })
    else { throw .malformedURL(text) }
    self.scheme = scheme.lowercased()
    guard self.scheme == expectedScheme else {
      throw .unsupportedScheme(found: self.scheme, expected: expectedScheme)
    }
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    var queryText: Substring = ""
    if let question = rest.firstIndex(of: "?") {
      queryText = rest[rest.index(after: question)...]
      rest = rest[..<question]
    }
    if rest.hasSuffix("/") { rest = rest.dropLast() }
    path =
      rest.isEmpty
      ? []
      : try rest.split(separator: "/", omittingEmptySubsequences: false).map {
        segment throws(DeepLinkError) in try Self.decode(segment, plusIsSpace: false)
      }
    var query: [String: String] = [:]
    for item in queryText.split(separator: "&") where !item.isEmpty {
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = try Self.decode(parts[0], plusIsSpace: true)
      query[name] = parts.count > 1 ? try Self.decode(parts[1], plusIsSpace: true) : ""
    }
    self.query = query
  }

  /// Percent-decodes `text`; the bytes must be UTF-8.
  private static func decode(_ text: Substring, plusIsSpace: Bool) throws(DeepLinkError)
    -> String
  {
    guard
      text.utf8.contains(UInt8(ascii: "%"))
        || (plusIsSpace && text.utf8.contains(UInt8(ascii: "+")))
    else { return String(text) }
    guard let bytes = percentDecodedBytes(text, plusIsSpace: plusIsSpace),
      let decoded = String(validating: bytes, as: UTF8.self)
    else { throw .badEncoding(String(text)) }
    return decoded
  }

  /// The bytes `text` stands for, or `nil` when a `%` is not followed by two hex digits (the
  /// bytes may still not be UTF-8: see ``DeepLinkError/badEncoding(_:)``).
  static func percentDecodedBytes(_ text: Substring, plusIsSpace: Bool) -> [UInt8]? {
    let utf8 = Array(text.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < utf8.count, let high = hexValue(utf8[index + 1]),
          let low = hexValue(utf8[index + 2])
        else { return nil }
        bytes.append(high << 4 | low)
        index += 3
      } else {
        bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        index += 1
      }
    }
    return bytes
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
