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
      // the whole link's: confirmed, the link is finished (``confirmIfItsLink(_:askedOf:)``).
      let stopping = router(for: part)
      let outcome = stopping.openLink(part == .overlay ? [] : target.steps)
      if case .ignored(.deferred) = outcome, let change = stopping.deferredChange {
        core.deferredLink = (change, target.tab, target.steps)
      }
      return outcome
    case .open(let clearsOverlay):
      var outcome = RouterOutcome.ignored(.unchanged(.openLink))
      if clearsOverlay {
        // The overlay's routes leave as the link's: a guard that stops them names the link.
        outcome = TabsMachine<Tab>.combined(outcome, overlay.openLink([]))
      }
      if !tabShown {
        outcome = TabsMachine<Tab>.combined(outcome, self[tab: target.tab].openLink(target.steps))
      }
      if case .selected(let previous, let tab) = show(target.tab) {
        emit(.tabSelected(from: previous, to: tab))
        outcome = TabsMachine<Tab>.combined(outcome, .applied)
      }
      return outcome
    }
  }

  /// The `confirm` of `change` asked of the router whose machine is `origin`, when `change` is
  /// the deferral that stopped a tabbed link: that router applies its part, then the rest of the
  /// link follows, decided then — what is over the tabs leaves, the tab shows the link's routes
  /// and is selected — as ``RouterEvents/confirm(_:)`` of a deferred link in one router opens
  /// the link again. `nil` for any other change.
  func confirmIfItsLink(_ change: GuardedChange, askedOf origin: Int) -> RouterOutcome? {
    guard let link = core.deferredLink, link.change == change, change.origin == origin,
      let stopping = router(stopping: change)
    else { return nil }
    // Asked while a router of the container delivers: all of it waits its turn, as a
    // container operation does.
    if let queued = queueIfDelivering({ $0.confirm(change) }) { return queued }
    core.deferredLink = nil
    deliveryGroup.hold()
    defer { deliveryGroup.release() }
    let outcome = stopping.confirm(change)
    guard outcome == .applied else { return outcome }
    // The rest, where another guard may stop it again (and says so).
    let rest = open((link.tab, link.steps), tabShown: stopping !== overlay)
    if case .ignored(.vetoed) = rest { return rest }
    if case .ignored(.deferred) = rest { return rest }
    return outcome
  }
}
