extension DeepLinkMap {
  /// This map with a feature's links added under a path prefix, their screens embedded in this
  /// map's screens.
  ///
  /// A feature ships its own map, in its own screen type, with patterns relative to where it
  /// is mounted; the app mounts it under a prefix, after its own links (so the app's own
  /// patterns win where both match). The feature map's scheme is not used. A link under the
  /// prefix that no pattern matches throws ``DeepLinkError/unknownPath(_:)`` naming the whole
  /// path; what a feature's closure throws reaches the caller as it does from the feature's
  /// own map. The prefix's first segment is the link's host, matched without regard to case;
  /// the feature's segments after it are matched exactly.
  ///
  /// ```swift
  /// let movieLinks = DeepLinkMap<MovieScreen>(scheme: "movies", [
  ///   DeepLink("") { _ in [.push(.search)] },
  ///   DeepLink(":id") { p in [.push(.search), .push(.detail(id: try p.int("id")))] },
  /// ])
  /// let links = DeepLinkMap<AppScreen>(scheme: "demo", [DeepLink("") { _ in [] }])
  ///   .mounting(movieLinks, at: "movies", embed: AppScreen.movies)
  /// try routerEvents.open("demo://movies/7", using: links)
  /// print(routerEvents.state)
  /// ```
  ///
  /// Prints `root > push movies(search) > push movies(detail(id: 7))`.
  ///
  /// - Parameters:
  ///   - feature: The feature's links.
  ///   - prefix: The path they live under, e.g. `movies` or `shop/movies`; `/` at either end is
  ///     ignored.
  ///   - embed: Turns a feature screen into this map's screen.
  /// - Returns: A map with this map's links, then the feature's.
  public func mounting<FeatureScreen>(
    _ feature: DeepLinkMap<FeatureScreen>, at prefix: String,
    embed: @escaping @Sendable (FeatureScreen) -> Screen
  ) -> DeepLinkMap<Screen> {
    let base = prefix.split(separator: "/").joined(separator: "/")
    let mounted = feature.links.map { link in
      let pattern = link.pattern.split(separator: "/").joined(separator: "/")
      let full = [base, pattern].filter { !$0.isEmpty }.joined(separator: "/")
      let routes = link.routes
      return DeepLink<Screen>(full) { parameters in
        try routes(parameters).map {
          RouteStep(embed($0.screen), as: $0.presentation, options: $0.options)
        }
      }
    }
    return DeepLinkMap(scheme: scheme, links + mounted)
  }
}
