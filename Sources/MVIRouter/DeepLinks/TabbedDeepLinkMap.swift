/// Maps the links of one URL scheme to a tab and the routes of its stack: the link's first path
/// segment (its host) names the tab, and the rest is read by that tab's ``DeepLinkMap``.
///
/// A link names a tab as the tab prints, and the tab's map holds patterns relative to the tab:
/// the link `demo://movies/7` selects the tab `movies` and its map reads `7`. A link that names
/// only the tab (`demo://movies`) opens the tab at its root.
///
/// ```swift
/// let inboxLinks = DeepLinkMap<AppScreen>(scheme: "demo", [
///   DeepLink(":id") { p in [.push(.message(id: try p.int("id")))] }
/// ])
/// let links = TabbedDeepLinkMap<AppTab, AppScreen>(scheme: "demo", [
///   .inbox: inboxLinks, .settings: DeepLinkMap(scheme: "demo", []),
/// ])
/// try tabs.open("demo://inbox/7", using: links)
/// print(tabs.state)
/// ```
///
/// Prints `[inbox] root > push message(id: 7) · settings: root`.
public struct TabbedDeepLinkMap<Tab: Hashable & Sendable, Screen: RouterScreenProtocol>: Sendable {
  /// The scheme the map handles, e.g. `demo`.
  package let scheme: String
  /// The tabs links can name, tried in order.
  package let tabs: [TabLinks]

  /// One tab of a map: the name links use for it (the tab as it prints), the tab, and its links.
  package struct TabLinks: Sendable {
    /// The first path segment (or host) that names the tab; case is ignored.
    package let name: String
    /// The tab.
    package let tab: Tab
    /// The links of the tab, relative to it; their scheme is not read.
    package let links: DeepLinkMap<Screen>
  }

  /// Creates a map from each tab's links. A link names a tab as the tab prints (`movies` for
  /// `AppTab.movies`), ignoring case; the tab's map reads the rest of its path.
  ///
  /// ```swift
  /// let inboxLinks = DeepLinkMap<AppScreen>(scheme: "demo", [
  ///   DeepLink(":id") { p in [.push(.message(id: try p.int("id")))] }
  /// ])
  /// let links = TabbedDeepLinkMap<AppTab, AppScreen>(scheme: "demo", [
  ///   .inbox: inboxLinks, .settings: DeepLinkMap(scheme: "demo", []),
  /// ])
  /// ```
  ///
  /// - Parameters:
  ///   - scheme: The scheme handled, without `://`.
  ///   - tabs: Each tab and its links, with patterns relative to the tab, tried in order.
  public init(scheme: String, _ tabs: KeyValuePairs<Tab, DeepLinkMap<Screen>>) {
    self.scheme = scheme.lowercased()
    self.tabs = tabs.map { TabLinks(name: "\(plain: $0.key)", tab: $0.key, links: $0.value) }
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
  package func target(for link: String) throws(DeepLinkError) -> (
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
