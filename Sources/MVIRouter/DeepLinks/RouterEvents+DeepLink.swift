extension RouterEvents {
  /// Opens a link: computes the routes it stands for and applies the least change from the
  /// current routes (as `setRoutes(_:reason:)` does) as one transaction. Routes that leave get
  /// ``DismissReason/deepLink``, and their callbacks fire as for any dismissal.
  ///
  /// A malformed or unknown link throws and changes nothing. A step with standard
  /// ``PresentationOptions`` takes the options the router's `getPresentationOptions(for:)`
  /// gives its screen, so a linked screen looks as it does when routed to.
  ///
  /// ```swift
  /// try routerEvents.open("demo://movies/7/reviews", using: links)
  /// print(routerEvents.state)  // root > push detail(id: 7) > sheet review(movieID: 7)
  /// ```
  ///
  /// - Parameters:
  ///   - link: The link's text.
  ///   - map: The patterns that turn links into routes.
  /// - Returns: Whether it was applied, queued or ignored (already there).
  /// - Throws: ``DeepLinkError`` naming what did not match.
  @discardableResult
  public func open(_ link: String, using map: DeepLinkMap<Screen>) throws(DeepLinkError)
    -> RouterOutcome
  {
    return setRoutes(withRouterOptions(try map.steps(for: link)), reason: .deepLink)
  }
}
