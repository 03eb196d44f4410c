/// One URL pattern and the routes it opens.
///
/// A pattern is the link's host and path with `:name` for a parameter, e.g.
/// `movies/:id/reviews` for `demo://movies/7/reviews`. The closure turns the parameters into the
/// routes wanted from the root up — pushes, sheets and covers in any order, so a link can open a
/// screen inside nested modals. An empty pattern matches the bare `demo://`. The first
/// segment (the host) is matched without regard to case, the others exactly; a `:name` segment
/// matches any non-empty segment.
///
/// ```swift
/// DeepLink<MovieScreen>("movies/:id/reviews") { parameters in
///   let id = try parameters.int("id")
///   return [.push(.detail(id: id)), .sheet(.review(movieID: id))]
/// }
/// ```
public struct DeepLink<Screen: RouterScreenProtocol>: Sendable {
  enum Segment: Hashable, Sendable {
    case literal(String)
    case parameter(String)
  }

  /// The pattern as written.
  public let pattern: String
  let segments: [Segment]
  let routes: @Sendable (DeepLinkParameters) throws -> [RouteStep<Screen>]

  /// Creates a link.
  ///
  /// - Parameters:
  ///   - pattern: The host and path, with `:name` segments for parameters.
  ///   - routes: The routes the link opens, from the root up. A ``DeepLinkError`` it throws
  ///     (such as the one ``DeepLinkParameters/int(_:)`` throws) reaches the caller as it is;
  ///     any other error as ``DeepLinkError/rejected(path:reason:)``.
  public init(
    _ pattern: String,
    routes: @escaping @Sendable (DeepLinkParameters) throws -> [RouteStep<Screen>]
  ) {
    self.pattern = pattern
    segments = pattern.split(separator: "/").map { part in
      part.hasPrefix(":") && part.count > 1
        ? .parameter(String(part.dropFirst())) : .literal(String(part))
    }
    self.routes = routes
  }

  /// The path parameters if `path` matches the pattern.
  func match(_ path: [String]) -> [String: String]? {
    guard path.count == segments.count else { return nil }
    var parameters: [String: String] = [:]
    for (offset, (segment, part)) in zip(segments, path).enumerated() {
      // An empty segment (`items//edit`) matches nothing, not even a parameter.
      guard !part.isEmpty else { return nil }
      switch segment {
      case .literal(let literal):
        // The host, like the scheme, ignores case; the rest of the path does not.
        if offset == 0 ? literal.lowercased() != part.lowercased() : literal != part {
          return nil
        }
      case .parameter(let name): parameters[name] = part
      }
    }
    return parameters
  }
}
