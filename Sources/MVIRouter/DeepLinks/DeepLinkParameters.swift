/// The values a link carried: its `:name` path segments and its query items, percent-decoded.
///
/// Decoding keeps every character: `%EF%BB%BF7` is `"\u{FEFF}7"`, which is not a number. In
/// query items `+` is a space. A path parameter and a query item of the same name are both
/// kept; ``string(_:)`` and ``int(_:)`` read the path parameter, so a query item cannot
/// override the link's path (`shop://items/7?id=8` is item 7).
///
/// ```swift
/// let detail = DeepLink<MovieScreen>("movies/:id") { parameters in
///   [.push(.detail(id: try parameters.int("id")))]
/// }
/// ```
public struct DeepLinkParameters: Hashable, Sendable {
  /// The path parameters by name.
  package var path: [String: String]
  /// The query items by name (the last one wins when a name repeats).
  package var query: [String: String]

  /// Creates parameters.
  ///
  /// - Parameters:
  ///   - path: The path parameters by name.
  ///   - query: The query items by name.
  package init(path: [String: String] = [:], query: [String: String] = [:]) {
    self.path = path
    self.query = query
  }

  /// The text of the path parameter `name`, or else of the query item `name`.
  ///
  /// ```swift
  /// let search = DeepLink<AppScreen>("movies/:id") { p in
  ///   print(try p.string("id"), try p.string("q"))
  ///   return [.push(.search)]
  /// }
  /// try routerEvents.open(
  ///   "demo://movies/7?id=8&q=blue%20cup", using: DeepLinkMap(scheme: "demo", [search]))
  /// ```
  ///
  /// Prints `7 blue cup`.
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
