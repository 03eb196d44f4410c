/// Maps the links of one URL scheme to a tab and the routes of its stack: the link's first path
/// segment (its host) names the tab, and the rest is read by that tab's ``DeepLinkMap``.
///
/// A tab's map holds patterns relative to the tab: with the tab `movies` mounted under the name
/// `movies`, the link `demo://movies/7` selects the tab and its map reads `7`. A link that names
/// only the tab (`demo://movies`) opens the tab at its root.
///
/// ```swift
/// let movieLinks = DeepLinkMap<AppScreen>(scheme: "demo", [
///   DeepLink(":id") { p in [.push(.movie(id: try p.int("id")))] }
/// ])
/// let links = TabbedDeepLinkMap<AppTab, AppScreen>(scheme: "demo", [
///   .init("movies", tab: .movies, links: movieLinks),
///   .init("settings", tab: .settings, links: DeepLinkMap(scheme: "demo", [])),
/// ])
/// let target = try links.target(for: "demo://movies/7")
/// print(target.tab, target.steps)
/// ```
///
/// Prints `movies [push movie(id: 7)]`.
public struct TabbedDeepLinkMap<Tab: Hashable & Sendable, Screen: RouterScreenProtocol>: Sendable {
  /// The scheme the map handles, e.g. `demo`.
  public let scheme: String
  /// The tabs links can name, tried in order.
  public let tabs: [TabLinks]

  /// One tab of a ``TabbedDeepLinkMap``: the name links use for it, the tab, and its links.
  public struct TabLinks: Sendable {
    /// The first path segment (or host) that names the tab; case is ignored.
    public let name: String
    /// The tab.
    public let tab: Tab
    /// The links of the tab, relative to it; their scheme is not read.
    public let links: DeepLinkMap<Screen>

    /// Mounts a tab's links under a name.
    ///
    /// ```swift
    /// TabbedDeepLinkMap<AppTab, AppScreen>.TabLinks("movies", tab: .movies, links: movieLinks)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The first path segment that names the tab.
    ///   - tab: The tab.
    ///   - links: The tab's links, with patterns relative to the tab.
    public init(_ name: String, tab: Tab, links: DeepLinkMap<Screen>) {
      self.name = name
      self.tab = tab
      self.links = links
    }
  }

  /// Creates a map.
  ///
  /// - Parameters:
  ///   - scheme: The scheme handled, without `://`.
  ///   - tabs: The tabs links can name, tried in order.
  public init(scheme: String, _ tabs: [TabLinks]) {
    self.scheme = scheme.lowercased()
    self.tabs = tabs
  }

  /// The tab a link selects and the routes it opens in that tab, from the tab's root up.
  ///
  /// The link is checked whole first (form, scheme, encoding), then its first segment must name a
  /// tab (else ``DeepLinkError/unknownPath(_:)``), then the tab's map reads the rest; an error of
  /// the tab's map names the path from the tab's name, e.g. `movies/7/cast`. Case follows the one
  /// rule of every map: the tab's name is the link's host and ignores case, the rest of the path
  /// is matched exactly, as the same pattern in a flat ``DeepLinkMap`` is
  /// (`demo://Movies/7` opens movie 7; `demo://movies/Cast/7` matches no pattern `cast/:id`).
  ///
  /// ```swift
  /// print(try links.target(for: "demo://movies").steps)
  /// ```
  ///
  /// Prints `[]`.
  ///
  /// - Parameter link: The link's text, e.g. `demo://movies/7?tab=cast`.
  /// - Returns: The tab and its routes.
  /// - Throws: ``DeepLinkError`` naming what did not match.
  public func target(for link: String) throws(DeepLinkError) -> (
    tab: Tab, steps: [RouteStep<Screen>]
  ) {
    let url = try LinkURL(parsing: link, scheme: scheme)
    guard let first = url.path.first,
      let entry = tabs.first(where: { $0.name.lowercased() == first.lowercased() })
    else { throw .unknownPath(url.pathText) }
    // A link naming only the tab opens it at its root; the rest of the path is read by the
    // tab's map as a flat map reads a path after its host (see `DeepLink.match(_:from:)`).
    guard url.path.count > 1 else { return (entry.tab, []) }
    return (entry.tab, try entry.links.steps(for: url, from: 1))
  }
}
