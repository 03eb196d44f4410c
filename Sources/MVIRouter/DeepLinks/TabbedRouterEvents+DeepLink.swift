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
  /// outcome and event, the guard's handler), and a deferral waits in that router: confirmed,
  /// through the container or that router, the whole link finishes, decided then. The tab's
  /// new routes meet the route guard of the tab's router as in ``RouterEvents/open(_:using:)``:
  /// the first route it vetoes or defers stops the link there, the routes below it stay, and
  /// the tab is selected.
  ///
  /// A malformed or unknown link throws and changes nothing.
  ///
  /// ```swift
  /// try tabs.open("demo://inbox/7", using: tabLinks)
  /// print(tabs.state)
  /// ```
  ///
  /// Prints `[inbox] root > push message(id: 7) · settings: root`.
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

  /// Applies a link's target: see ``open(_:using:)``. `tabShown`: the tab already shows the
  /// link's routes (its router confirmed its part of a deferred link), so only the rest is left.
  @discardableResult
  func open(_ target: (tab: Tab, steps: [RouteStep<Screen>]), tabShown: Bool = false)
    -> RouterOutcome
  {
    deliveryGroup.hold()
    defer { deliveryGroup.release() }
    // A guard anywhere that would stop the change stops all of it: the machines say so before
    // any of them changes. A tab the container does not have yet has no guard; it is added
    // once nothing stops.
    let tabRouter = tabShown ? nil : existingRouter(of: target.tab)
    let tabStops =
      tabRouter.map { $0.core.machine.guardStops(opening: $0.withRouterOptions(target.steps)) }
      ?? false
    switch machine.open(target.tab, overlay: facts(of: overlay), tabStops: tabStops) {
    case .stop(let part):
      // The router that stops it applies its part alone, to report the stop; its deferral is
      // the whole link's: confirmed, the link is finished (``confirm(_:)``).
      let stopping = router(for: part)
      let outcome = stopping.openLink(part == .overlay ? [] : target.steps)
      let deferred: GuardedChange? =
        if case .ignored(.deferred) = outcome { stopping.deferredChange } else { nil }
      core.machine.stopped(link: target.steps, to: target.tab, by: part, deferring: deferred)
      return outcome
    case .open(let clearsOverlay):
      var outcome = RouterOutcome.ignored(.unchanged(.openLink))
      if clearsOverlay {
        // The overlay's routes leave as the link's: a guard that stops them names the link.
        outcome = Machine.combined(outcome, overlay.openLink([]))
      }
      if !tabShown {
        outcome = Machine.combined(outcome, self[tab: target.tab].openLink(target.steps))
      }
      if case .selected(let previous, let tab) = show(target.tab) {
        emit(.tabSelected(from: previous, to: tab))
        outcome = Machine.combined(outcome, .applied)
      }
      return outcome
    }
  }
}
