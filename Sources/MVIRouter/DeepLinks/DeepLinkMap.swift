/// Maps the links of one URL scheme to navigation, declaratively.
///
/// Patterns are tried in order; the first that matches wins.
///
/// ```swift
/// let routerEvents = RouterEvents<MovieScreen, RouterDefaultAlert>()
/// let links = DeepLinkMap<MovieScreen>(scheme: "demo", [
///   DeepLink("movies/:id") { p in [.push(.detail(id: try p.int("id")))] },
///   DeepLink("movies/:id/reviews") { p in
///     [.push(.detail(id: try p.int("id"))), .sheet(.review(movieID: try p.int("id")))]
///   },
/// ])
/// try routerEvents.open("demo://movies/7/reviews", using: links)
/// print(routerEvents.state)
/// ```
///
/// Prints:
/// ```
/// root > push detail(id: 7) > sheet review(movieID: 7)
/// ```
public struct DeepLinkMap<Screen: RouterScreenProtocol>: Sendable {
  /// The scheme the map handles, e.g. `demo`.
  package let scheme: String
  /// The links, tried in order.
  package let links: [DeepLink<Screen>]

  /// Creates a map.
  ///
  /// - Parameters:
  ///   - scheme: The scheme handled, without `://`.
  ///   - links: The links, tried in order.
  public init(scheme: String, _ links: [DeepLink<Screen>]) {
    self.scheme = scheme.lowercased()
    self.links = links
  }

  /// The routes a link opens, from the root up.
  ///
  /// The scheme and the host ignore case; the rest of the path is matched exactly. One trailing
  /// `/` is ignored; an empty segment (`items//edit`) matches no pattern. See
  /// <doc:DeepLinks> for how link text is read.
  ///
  /// ```swift
  /// print(try links.steps(for: "DEMO://Movies/7/"))
  /// ```
  ///
  /// Prints `[push detail(id: 7)]`.
  ///
  /// - Parameter link: The link's text, e.g. `demo://movies/7?tab=cast`.
  /// - Returns: The routes.
  /// - Throws: ``DeepLinkError`` naming what did not match; when several things are wrong, the
  ///   first in the order that ``DeepLinkError`` lists.
  package func steps(for link: String) throws(DeepLinkError) -> [RouteStep<Screen>] {
    try steps(for: LinkURL(parsing: link, scheme: scheme))
  }

  /// The routes of a parsed link whose path segments from `start` on are this map's patterns
  /// (a tabbed map's tab reads the path after the tab's name); errors name the whole path.
  func steps(for url: LinkURL, from start: Int = 0) throws(DeepLinkError) -> [RouteStep<Screen>] {
    for link in links {
      guard let path = link.match(url.path, from: start) else { continue }
      do {
        return try link.routes(DeepLinkParameters(path: path, query: url.query))
      } catch let error as DeepLinkError {
        throw error
      } catch {
        throw .rejected(path: url.pathText, reason: "\(error)")
      }
    }
    throw .unknownPath(url.pathText)
  }
}
