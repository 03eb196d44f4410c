/// Why saved navigation could not be restored. The current navigation is left as it was.
///
/// ```swift
/// do {
///   try routerEvents.restore(from: Data("{\"version\":2,".utf8))
/// } catch {
///   print(error)
/// }
/// ```
///
/// Prints:
/// ```
/// the saved navigation is corrupted: the data is not valid JSON: unexpected end of file during JSON parse
/// ```
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data is not a saved navigation state: empty, not JSON `JSONDecoder` reads, truncated,
  /// wrong types, unknown screens or presentations, ids out of range or repeated, or alerts
  /// owned by routes that are not presented. The text says what and where.
  case corrupted(String)
  /// The data was saved in a format version this library does not read. The version is checked
  /// before the rest of the data is decoded.
  case incompatibleVersion(found: Int, supported: Int)

  /// One line saying what is wrong.
  public var description: String {
    switch self {
    case .corrupted(let reason): "the saved navigation is corrupted: \(reason)"
    case .incompatibleVersion(let found, let supported):
      "the saved navigation has format version \(found); this library reads version \(supported)"
    }
  }
}
