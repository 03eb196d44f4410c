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
      // The fault is the decoder's: a `%` not followed by two hex digits, else bytes that are
      // not UTF-8.
      LinkURL.percentDecodedBytes(text[...], plusIsSpace: false) == nil
        ? "broken percent-encoding in \"\(text)\""
        : "the percent-encoded bytes of \"\(text)\" are not UTF-8 text"
    case .rejected(let path, let reason): "the link \"\(path)\" was refused: \(reason)"
    }
  }
}
