/// The values a link carried: its `:name` path segments and its query items, percent-decoded.
///
/// ```swift
/// DeepLink("movies/:id") { parameters in
///   [.push(.movieDetail(id: try parameters.int("id")))]
/// }
/// ```
public struct DeepLinkParameters: Hashable, Sendable {
  /// The path parameters by name.
  public var path: [String: String]
  /// The query items by name (the last one wins when a name repeats).
  public var query: [String: String]

  /// Creates parameters.
  ///
  /// - Parameters:
  ///   - path: The path parameters by name.
  ///   - query: The query items by name.
  public init(path: [String: String] = [:], query: [String: String] = [:]) {
    self.path = path
    self.query = query
  }

  /// The text of the path parameter or query item `name`.
  ///
  /// - Parameter name: The parameter's name.
  /// - Returns: Its value.
  /// - Throws: ``DeepLinkError/missingParameter(_:)`` if the link has no such parameter.
  public func string(_ name: String) throws(DeepLinkError) -> String {
    guard let value = path[name] ?? query[name] else { throw .missingParameter(name) }
    return value
  }

  /// The parameter `name` as a whole number.
  ///
  /// - Parameter name: The parameter's name.
  /// - Returns: Its value.
  /// - Throws: ``DeepLinkError/invalidParameter(name:value:reason:)`` if it is not a number.
  public func int(_ name: String) throws(DeepLinkError) -> Int {
    let text = try string(name)
    guard let value = Int(text) else {
      throw .invalidParameter(name: name, value: text, reason: "is not a number")
    }
    return value
  }
}
