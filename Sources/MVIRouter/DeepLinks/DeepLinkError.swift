/// Why a link could not be turned into navigation. Opening it changed nothing.
///
/// When several things are wrong, the error is the first of: ``malformedURL(_:)``,
/// ``unsupportedScheme(found:expected:)``, ``badEncoding(_:)``, ``unknownPath(_:)``, then what
/// the link's closure throws (``missingParameter(_:)``, ``invalidParameter(name:value:reason:)``,
/// ``rejected(path:reason:)``) in the order it reads its parameters.
///
/// ```swift
/// do {
///   try routerEvents.open("demo://movies/seven", using: links)
/// } catch {
///   print(error)  // parameter "id" is not a number: "seven"
/// }
/// ```
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not a URL of the form `scheme://host/path?query`, or holds raw whitespace or
  /// control characters (U+0000–U+001F, DEL, U+0080–U+009F).
  case malformedURL(String)
  /// The URL's scheme is not the map's.
  case unsupportedScheme(found: String, expected: String)
  /// No pattern matches the path; it is named with its host, e.g. `movies/7/cast`.
  case unknownPath(String)
  /// A parameter's value is not what the link needs; `reason` says what it needs.
  case invalidParameter(name: String, value: String, reason: String)
  /// A parameter the link needs is missing.
  case missingParameter(String)
  /// A path segment, query item name or value has broken percent-encoding, or its bytes are
  /// not UTF-8 (e.g. a lone `%80`); the part is named as written.
  case badEncoding(String)
  /// The link's own code refused it, with this reason.
  case rejected(path: String, reason: String)

  /// One line saying what did not match.
  public var description: String {
    switch self {
    case .malformedURL(let text): "not a link of the form scheme://path: \"\(text)\""
    case .unsupportedScheme(let found, let expected):
      "links with scheme \"\(found)\" are not handled; this map handles \"\(expected)\""
    case .unknownPath(let path): "no link matches the path \"\(path)\""
    case .invalidParameter(let name, let value, let reason):
      "parameter \"\(name)\" \(reason): \"\(value)\""
    case .missingParameter(let name): "parameter \"\(name)\" is missing"
    case .badEncoding(let text):
      Self.isPercentEncodedWell(text)
        ? "the percent-encoded bytes of \"\(text)\" are not UTF-8 text"
        : "broken percent-encoding in \"\(text)\""
    case .rejected(let path, let reason): "the link \"\(path)\" was refused: \(reason)"
    }
  }

  /// Whether every `%` in `text` starts a `%XX` of two hex digits: the fault of a
  /// ``badEncoding(_:)`` that is, is bytes that are not UTF-8.
  private static func isPercentEncodedWell(_ text: String) -> Bool {
    let utf8 = Array(text.utf8)
    var index = 0
    while index < utf8.count {
      if utf8[index] == UInt8(ascii: "%") {
        guard index + 2 < utf8.count, utf8[index + 1].isHexDigit, utf8[index + 2].isHexDigit
        else { return false }
        index += 3
      } else {
        index += 1
      }
    }
    return true
  }
}

extension UInt8 {
  /// Whether the byte is an ASCII hex digit.
  fileprivate var isHexDigit: Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
  }
}
