extension TabbedRouterEvents {
  /// Opens a link: selects the tab it names and applies the least change from that tab's routes
  /// to the ones the link stands for (as `setRoutes(_:reason:)` does), so routes the two share
  /// stay. Routes that leave get ``DismissReason/deepLink``: what is presented over the tabs
  /// (so the link's screen is visible), then the tab's routes that differ. Other tabs keep their
  /// stacks.
  ///
  /// A link is one change: when a dismissal guard of a route it would remove — over the tabs or
  /// in the link's tab — vetoes or defers it, none of it happens (no tab selected, nothing over
  /// the tabs cleared); the router whose guard stopped it reports the stop (an `ignored`
  /// outcome and event, the guard's handler), and a deferral waits in that router. The tab's
  /// new routes meet the route guard of the tab's router as in ``RouterEvents/open(_:using:)``:
  /// the first route it vetoes or defers stops the link there, the routes below it stay, and
  /// the tab is selected.
  ///
  /// A malformed or unknown link throws and changes nothing.
  ///
  /// ```swift
  /// try tabs.open("demo://movies/7", using: links)
  /// print(tabs.state)
  /// ```
  ///
  /// Prints e.g. `inbox: root · [movies] root > push movie(id: 7)`.
  ///
  /// - Parameters:
  ///   - link: The link's text.
  ///   - map: The tabs and patterns that turn links into routes.
  /// - Returns: `applied` if anything changed (or was queued), `ignored` if the app already shows
  ///   the link's navigation.
  /// - Throws: ``DeepLinkError`` naming what did not match.
  @discardableResult
  public func open(_ link: String, using map: TabbedDeepLinkMap<Tab, Screen>) throws(DeepLinkError)
    -> RouterOutcome
  {
    let target = try map.target(for: link)
    if let queued = queueIfDelivering({ $0.open(target) }) { return queued }
    return open(target)
  }

  /// Applies a link's target: see ``open(_:using:)``.
  @discardableResult
  func open(_ target: (tab: Tab, steps: [RouteStep<Screen>])) -> RouterOutcome {
    deliveryGroup.hold()
    defer { deliveryGroup.release() }
    // A guard anywhere that would stop the change stops all of it: the machines say so before
    // any of them changes. A tab the container does not have yet has no guard; it is added
    // once nothing stops.
    let tabRouter = existingRouter(of: target.tab)
    let tabStops =
      tabRouter.map { $0.core.machine.guardStops(opening: $0.withRouterOptions(target.steps)) }
      ?? false
    switch machine.open(target.tab, overlay: facts(of: overlay), tabStops: tabStops) {
    case .stop(.overlay): return overlay.openLink([])
    case .stop(.tab(let tab)): return self[tab: tab].openLink(target.steps)
    case .open(let clearsOverlay):
      var outcome = RouterOutcome.ignored(.unchanged(.openLink))
      if clearsOverlay {
        // The overlay's routes leave as the link's: a guard that stops them names the link.
        outcome = TabsMachine<Tab>.combined(outcome, overlay.openLink([]))
      }
      outcome = TabsMachine<Tab>.combined(outcome, self[tab: target.tab].openLink(target.steps))
      if case .selected(let previous, let tab) = show(target.tab) {
        emit(.tabSelected(from: previous, to: tab))
        outcome = TabsMachine<Tab>.combined(outcome, .applied)
      }
      return outcome
    }
  }
}
