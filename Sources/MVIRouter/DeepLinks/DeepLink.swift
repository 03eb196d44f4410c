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
/// let reviews = DeepLink<MovieScreen>("movies/:id/reviews") { parameters in
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
  package let pattern: String
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

  /// The path parameters if the segments of `path` from `start` on match the pattern.
  ///
  /// The one matching rule of every map, flat, mounted or tabbed: the link's host (`path[0]`)
  /// ignores case, like the scheme; every other segment is matched exactly. A tabbed map
  /// matches a tab's links from `start` 1, after the tab's name (the host), so they match no
  /// segment without regard to case.
  func match(_ path: [String], from start: Int = 0) -> [String: String]? {
    guard path.count - start == segments.count else { return nil }
    var parameters: [String: String] = [:]
    for (offset, segment) in segments.enumerated() {
      let part = path[start + offset]
      // An empty segment (`items//edit`) matches nothing, not even a parameter.
      guard !part.isEmpty else { return nil }
      switch segment {
      case .literal(let literal):
        if start + offset == 0 ? literal.lowercased() != part.lowercased() : literal != part {
          return nil
        }
      case .parameter(let name): parameters[name] = part
      }
    }
    return parameters
  }
}
