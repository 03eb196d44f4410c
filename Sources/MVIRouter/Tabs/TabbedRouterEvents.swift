/// The navigation of an app with tabs: one ``RouterEvents`` per tab, each keeping its own stack
/// while another tab is selected, and one for the modals presented over the whole tab bar.
///
/// An intent routes in its tab's router (``subscript(tab:)``), which has the full ``RouterEvents``
/// API and keeps every rule of it; the container adds the selected tab, what crosses tabs
/// (``dismissAll()``, deep links, save and restore) and one ordered event stream.
///
/// ```swift
/// enum AppTab: String, Hashable, Sendable, Codable { case inbox, settings }
///
/// let tabs = TabbedRouterEvents<AppTab, AppScreen, AppAlert>(
///   tabs: [.inbox, .settings], selected: .inbox)
/// tabs[tab: .inbox].routeTo(.message(id: 1), as: .push)
/// tabs.select(.settings)
/// tabs[tab: .settings].routeTo(.account, as: .push)
/// tabs.overlay.routeTo(.login, as: .sheet)
/// print(tabs.state)
/// ```
///
/// Prints `inbox: root > push message(id: 1) · [settings] root > push account | over tabs: sheet
/// login`.
///
/// The rules across tabs:
/// - Switching tabs dismisses nothing: a route in a hidden tab stays, with its callbacks and
///   result handlers, until it leaves by an operation of its own tab (or ``dismissAll()``, a deep
///   link to its tab, a restore).
/// - Selecting the selected tab again pops its stack to its root (``reselectPopsToRoot``, the
///   iOS convention).
/// - Route and alert ids are unique across every tab and the overlay, and never reused: the
///   routers draw them from one source.
/// - One alert is visible: the overlay's, else the selected tab's. An alert owned by a route of
///   a hidden tab (or by a hidden tab's root) waits until its tab is selected; an overlay alert
///   shows over any tab. Within each router, alerts keep every rule of ``RouterEvents``.
/// - Each router's changes are its own transactions. A change requested while any router of the
///   container delivers events — of any tab, of the overlay, or of the container itself (a
///   selection, ``dismissAll()``, a deep link, a restore) — is queued and applied after the
///   current transaction, in the order requested, and decided when it is applied, as in one
///   ``RouterEvents``. An operation of the container over several routers (``dismissAll()``, a
///   deep link, a restore) is one transaction: every router's part changes first, then each
///   part is delivered in turn, so a callback, hook or observer reads the state all of it left;
///   an observer a callback adds hears from the next change on, and what callbacks ask for waits
///   until all of it is over. The container's observers hear every router's events in order,
///   tagged with their tab.
@MainActor
public final class TabbedRouterEvents<
  Tab: Hashable & Sendable, Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol
> {
  /// The container's rules across its routers: the tabs, the selection, the deferral of its
  /// last `dismissAll()`. It decides each container operation; the container carries it out.
  @usableFromInline var machine: TabsMachine<Tab>
  /// The tabs, in the order the tab bar shows them.
  package var tabs: [Tab] { machine.tabs }
  /// The selected tab.
  package var selectedTab: Tab { machine.selection }
  /// The router of the modals presented over the whole tab bar: its routes present over every
  /// tab, and its alerts show whichever tab is selected.
  public let overlay: RouterEvents<Screen, Alert>
  /// Whether selecting the selected tab again pops its stack to its root (the iOS convention);
  /// `true` by default.
  public var reselectPopsToRoot: Bool {
    get { machine.reselectPopsToRoot }
    set { machine.reselectPopsToRoot = newValue }
  }

  /// Every tab's router; a tab's router never changes once the tab is added.
  @usableFromInline var routers: [Tab: RouterEvents<Screen, Alert>]
  /// The tab last looked up and its router, so that selecting a tab and then routing in it
  /// hashes the tab once.
  @usableFromInline var lastLookup: (tab: Tab, router: RouterEvents<Screen, Alert>)?
  /// The ids every router of the container draws from.
  let idSource: NavigationIDSource
  /// While any router of the container delivers events, changes to any of them wait here.
  @usableFromInline let deliveryGroup = DeliveryGroup()
  /// Attaches the app's ``RouterPolicy`` to a tab's router (also to tabs added later).
  var attachRouter: ((RouterEvents<Screen, Alert>) -> Void)?

  @usableFromInline let hub = EventHub<TabbedRouterEvent<Tab, Screen, Alert>>()
  /// The hub's mark when the group's current delivery began.
  var deliveryMark = 0
  /// The container's subscriptions to its routers, made when the first observer arrives.
  var routerSubscriptions: [RouterSubscription] = []
  /// Events waiting to reach the container's observers, in order, while an earlier one is delivered.
  var outgoing: [TabbedRouterEvent<Tab, Screen, Alert>] = []
  var isDelivering = false

  /// Creates a router with every tab at its root, whose routers (every tab's and the overlay's)
  /// ask `router`, when given, how to present screens and show alerts, and tell it when screens
  /// leave.
  ///
  /// A tab that appears twice counts once; a `selected` tab not among `tabs` is added at the end,
  /// so the container always has a selected tab.
  ///
  /// ```swift
  /// let tabs = TabbedRouterEvents(tabs: [AppTab.inbox, .settings], selected: .inbox,
  ///   router: AppRouter())
  /// print(tabs.state)
  /// ```
  ///
  /// Prints `[inbox] root · settings: root`.
  ///
  /// - Parameters:
  ///   - tabs: The tabs, in order.
  ///   - selected: The tab selected first.
  ///   - router: The router attached to every tab's router and to the overlay's (see
  ///     ``attach(_:)``); `nil` for the defaults.
  public convenience init(
    tabs: [Tab], selected: Tab, router: (any RouterPolicy<Screen, Alert>)? = nil
  ) {
    self.init(state: TabbedNavigationState(tabs: tabs, selected: selected))
    if let router { attach(router) }
  }

  /// Creates a router from a state, e.g. one built for a preview or a test.
  ///
  /// What the state gets wrong is mended, never a crash: a tab that appears twice
  /// counts once, a selected tab or a stack of a tab not among `tabs` adds the tab at the end, and
  /// ids it cannot hold (out of range, or used twice) are renewed.
  ///
  /// For a state that may be invalid, such as one read from disk, use ``restore(from:)``, which
  /// checks it.
  ///
  /// ```swift
  /// let tabs = TabbedRouterEvents(state: other.state)
  /// ```
  ///
  /// - Parameter state: The state to start from.
  public init(state: TabbedNavigationState<Tab, Screen, Alert>) {
    let state = Self.mended(state)
    let idSource = NavigationIDSource()
    self.idSource = idSource
    machine = TabsMachine(tabs: state.tabs, selected: state.selectedTab)
    let parts = Self.unshared([state.overlay] + state.tabs.map { state[tab: $0] }, in: idSource)
    overlay = RouterEvents(state: parts[0], idSource: idSource, deliveryGroup: deliveryGroup)
    var routers: [Tab: RouterEvents<Screen, Alert>] = [:]
    for (index, tab) in state.tabs.enumerated() {
      routers[tab] = RouterEvents(
        state: parts[index + 1], idSource: idSource, deliveryGroup: deliveryGroup)
    }
    self.routers = routers
    idSource.keepRestoredFrom = nil
    deliveryGroup.confirmsContainerChange = { [weak self] change, origin in
      self?.confirmIfItsDismissAll(change, askedOf: origin)
    }
  }

  /// Attaches the router that decides presentations and alert content and hears dismissals, to
  /// every tab's router (tabs added later included) and to the overlay's.
  ///
  /// ```swift
  /// tabs.attach(AppRouter())
  /// ```
  ///
  /// - Parameter router: The router; it replaces any attached before. Attach another to one
  ///   tab with `tabs[tab: .settings].attach(_:)`.
  public func attach<R: RouterPolicy>(_ router: R)
  where R.Screen == Screen, R.Alert == Alert {
    let attach: (RouterEvents<Screen, Alert>) -> Void = { $0.attach(router) }
    attachRouter = attach
    attach(overlay)
    for tabRouter in routers.values { attach(tabRouter) }
  }

  // MARK: The state

  /// The current navigation of every tab, the selected tab and the overlay. Read it at any time.
  ///
  /// ```swift
  /// print(tabs.state)
  /// ```
  ///
  /// Prints e.g. `[inbox] root > push message(id: 1) · settings: root`.
  public var state: TabbedNavigationState<Tab, Screen, Alert> {
    var stacks: [Tab: NavigationState<Screen, Alert>] = [:]
    for (tab, router) in routers where !router.state.routes.isEmpty || !router.state.alerts.isEmpty
    {
      stacks[tab] = router.state
    }
    return TabbedNavigationState(
      tabs: tabs, selected: selectedTab, stacks: stacks, overlay: overlay.state)
  }

  // MARK: Routers

  /// The router of one tab: the full ``RouterEvents`` API, acting on that tab's stack whether it
  /// is selected or not.
  ///
  /// Never `nil`: a tab the container does not have yet is added at the end of the tabs, at its
  /// root, as ``select(_:)``, a deep link to the tab and a restore add it (nothing is reported:
  /// the tab bar shows one more tab).
  ///
  /// ```swift
  /// tabs[tab: .inbox].routeTo(.message(id: 1), as: .push)
  /// print(tabs[tab: .inbox].state)
  /// ```
  ///
  /// Prints `root > push message(id: 1)`.
  ///
  /// - Parameter tab: The tab.
  @inlinable public subscript(tab tab: Tab) -> RouterEvents<Screen, Alert> {
    if let last = lastLookup, last.tab == tab { return last.router }
    let routers = routers
    let router = routers[tab] ?? addTab(tab)
    lastLookup = (tab, router)
    return router
  }

  /// The router of the selected tab.
  ///
  /// ```swift
  /// tabs.selected.routeTo(.account, as: .push)
  /// ```
  ///
  @inlinable package var selected: RouterEvents<Screen, Alert> {
    let tab = machine.selection
    return self[tab: tab]
  }

  /// The router whose alert is visible: the overlay's when it has one, else the selected tab's
  /// when it has one, else `nil`. A host resolves or cancels the visible alert through it.
  ///
  /// ```swift
  /// tabs.visibleAlertRouter?.cancelAlert()
  /// ```
  package var visibleAlertRouter: RouterEvents<Screen, Alert>? {
    machine.visibleAlert(overlay: facts(of: overlay), selected: facts(of: selected))
      .map(router(for:))
  }

  /// A router of the container, as its rules name it.
  func router(for part: TabsMachine<Tab>.Part) -> RouterEvents<Screen, Alert> {
    switch part {
    case .overlay: overlay
    case .tab(let tab): self[tab: tab]
    }
  }

  /// What `router`'s machine answers the container's rules, before anything changes.
  func facts(of router: RouterEvents<Screen, Alert>) -> TabsMachine<Tab>.Facts {
    let state = router.state
    let hasRoutes = !state.routes.isEmpty
    return TabsMachine.Facts(
      hasRoutes: hasRoutes, hasVisibleAlert: state.visibleAlert != nil,
      stop: hasRoutes ? router.core.machine.stoppingGuard(from: 0) : nil)
  }

  /// Adds a tab the container does not have, at the end, with its router.
  @usableFromInline func addTab(_ tab: Tab) -> RouterEvents<Screen, Alert> {
    machine.add(tab)
    return makeRouter(for: tab)
  }

  /// Makes the router of a tab of the machine's that has none yet.
  @discardableResult
  func makeRouter(for tab: Tab) -> RouterEvents<Screen, Alert> {
    let router = RouterEvents<Screen, Alert>(
      state: NavigationState(), idSource: idSource, deliveryGroup: deliveryGroup)
    attachRouter?(router)
    // Hashing the tab is the app's code: done on a local, not during an access to `routers`
    // (taken out first, so it stays the only reference and is not copied).
    var updated = routers
    routers = [:]
    updated[tab] = router
    routers = updated
    if !hub.isEmpty { subscribe(to: router, tab: tab) }
    return router
  }

  // MARK: Selecting

  /// Selects a tab. Nothing is dismissed: every tab keeps its stack.
  ///
  /// Selecting the selected tab again pops its stack to its root when ``reselectPopsToRoot`` is
  /// `true`, as its router's ``RouterEvents/popToRoot()`` does: the pushes of the tab's top layer
  /// leave with ``DismissReason/poppedToRoot`` (a sheet presented in the tab stays). It is ignored
  /// otherwise, and the container's observers hear why (over the tabs). A tab the container
  /// does not have yet is added at the end of the tabs.
  ///
  /// ```swift
  /// let subscription = tabs.observe { print($0) }
  /// tabs.select(.settings)
  /// ```
  ///
  /// Prints `tab selected: inbox → settings`.
  ///
  /// - Parameter tab: The tab to select.
  /// - Returns: `applied` for a new selection; for a reselection, what became of the pop to
  ///   root (or `ignored` with ``IgnoreReason/unchanged(_:)`` when it does not pop).
  @discardableResult
  @inlinable public func select(_ tab: Tab) -> RouterOutcome {
    // The queued closure is built only when it must wait.
    if deliveryGroup.isDelivering, let queued = queueIfDelivering({ $0.select(tab) }) {
      return queued
    }
    let router = self[tab: tab]
    switch machine.select(tab) {
    case .selected(let previous, let tab):
      emit(.tabSelected(from: previous, to: tab))
      return .applied
    case .popToRoot: return router.popToRoot()
    case .unchanged: return ignored(.unchanged(.selectTab("\(plain: tab)")))
    }
  }

  // MARK: Across tabs

  /// Returns every tab and the overlay to their root: each route leaves exactly once, with
  /// ``DismissReason/dismissedAll``, top-most first — the overlay's routes, then the selected
  /// tab's, then the other tabs' in tab order. Alerts owned by routes leave with them; alerts
  /// owned by a root stay. The selected tab does not change.
  ///
  /// Unlike ``RouterEvents/dismissAll()`` of one router, which keeps the pushes on its root, this
  /// clears the pushes of every tab too: the app returns to its tab bar.
  ///
  /// A guard anywhere that would stop it stops all of it, as in one router: nothing leaves, and
  /// the router whose guard stopped it reports the stop (a veto anywhere wins over a deferral).
  /// A deferral confirmed through the container's ``confirm(_:)`` finishes the whole change: the
  /// guarded tab (or overlay) first, then the rest in the order above, where another guard may
  /// stop it again.
  ///
  /// ```swift
  /// tabs.dismissAll()
  /// print(tabs.state)
  /// ```
  ///
  /// Prints e.g. `[inbox] root · settings: root`.
  ///
  /// - Returns: `applied` if any router had something to dismiss (or queued it), else `ignored`
  ///   (with nothing presented anywhere, the container's observers hear it over the tabs).
  @discardableResult
  public func dismissAll() -> RouterOutcome {
    if let queued = queueIfDelivering({ $0.dismissAll() }) { return queued }
    deliveryGroup.hold()
    defer { deliveryGroup.release() }
    // Each router's machine says whether a guard stops its part before any part changes.
    let parts = machine.dismissAllOrder.map { part in (part, facts(of: router(for: part))) }
    switch machine.dismissAll(parts) {
    case .stop(let part):
      // The router that stops it applies its part alone, to report the stop.
      let stopping = router(for: part)
      machine.stopping()
      let outcome = stopping.submit(.clearAll)
      let deferred: GuardedChange? =
        if case .ignored(.deferred) = outcome { stopping.deferredChange } else { nil }
      machine.stopped(deferring: deferred)
      return outcome
    case .clear(let parts):
      // Nothing presented anywhere: the container says so, as a router does.
      if parts.isEmpty { return ignored(.noModal(.dismissAll)) }
      var outcome = RouterOutcome.ignored(.noModal(.dismissAll))
      for part in parts {
        outcome = TabsMachine<Tab>.combined(outcome, router(for: part).submit(.clearAll))
      }
      return outcome
    }
  }

  // MARK: Guarded changes

  /// The tab whose router stopped `change`: `nil` for a change the overlay stopped, or one
  /// another container's router (or a router of no container) stopped.
  ///
  /// A policy attached to the container hears every tab's guarded changes in
  /// ``RouterPolicy/onGuardedChange(_:of:)``; this names the tab without a scan of the tabs.
  ///
  /// ```swift
  /// func onGuardedChange(_ change: GuardedChange, of route: Route<AppScreen>) {
  ///   print(tabs.tab(of: change) ?? "overlay")  // e.g. accounts
  /// }
  /// ```
  ///
  /// - Parameter change: A guarded change, as a guard's handler or the policy heard it.
  /// - Returns: The tab, or `nil` for the overlay's or a change of no tab of this container.
  public func tab(of change: GuardedChange) -> Tab? {
    tabs.first { routers[$0]?.core.machine.origin == change.origin }
  }

  /// The router (a tab's or the overlay's) whose machine stopped `change`, if it is this
  /// container's.
  func router(stopping change: GuardedChange) -> RouterEvents<Screen, Alert>? {
    if overlay.core.machine.origin == change.origin { return overlay }
    return tab(of: change).map { self[tab: $0] }
  }

  /// Applies a deferred change of any tab or of the overlay, as that router's
  /// ``RouterEventsProtocol/confirm(_:)`` does; a deferred ``dismissAll()`` of the container
  /// then finishes in every tab, also when a tab's (or the overlay's) own router confirms it.
  /// Ignored with ``IgnoreReason/noDeferredChange(_:)`` when the
  /// change no longer waits, or is not this container's.
  ///
  /// ```swift
  /// func signedIn() { if let change = waiting { tabs.confirm(change) } }
  /// ```
  ///
  /// - Parameter change: The deferred change, as the guard's handler or the policy heard it.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  public func confirm(_ change: GuardedChange) -> RouterOutcome {
    if let queued = queueIfDelivering({ $0.confirm(change) }) { return queued }
    guard let router = router(stopping: change) else {
      return ignored(.noDeferredChange(.confirmDeferred(change.id)))
    }
    guard machine.confirm(change) else { return router.confirm(change) }
    deliveryGroup.hold()
    defer { deliveryGroup.release() }
    let outcome = router.confirm(change)
    guard outcome == .applied else { return outcome }
    // The rest, where another guard may stop it again (and says so).
    let rest = dismissAll()
    if case .ignored(.vetoed) = rest { return rest }
    if case .ignored(.deferred) = rest { return rest }
    return outcome
  }

  /// The `confirm` of `change` asked of the router whose machine is `origin`: the container
  /// finishes it when it is the deferral that stopped the container's ``dismissAll()`` (as
  /// ``confirm(_:)`` does), else `nil`.
  func confirmIfItsDismissAll(_ change: GuardedChange, askedOf origin: Int) -> RouterOutcome? {
    guard machine.finishesDismissAll(change, askedOf: origin) else { return nil }
    return confirm(change)
  }

  /// Drops a deferred change of any tab or of the overlay, as that router's
  /// ``RouterEventsProtocol/abandon(_:)`` does: nothing leaves. Ignored with
  /// ``IgnoreReason/noDeferredChange(_:)`` when the change no longer waits, or is not this
  /// container's.
  ///
  /// ```swift
  /// func signInCancelled() { if let change = waiting { tabs.abandon(change) } }
  /// ```
  ///
  /// - Parameter change: The deferred change.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  public func abandon(_ change: GuardedChange) -> RouterOutcome {
    if let queued = queueIfDelivering({ $0.abandon(change) }) { return queued }
    guard let router = router(stopping: change) else {
      return ignored(.noDeferredChange(.abandonDeferred(change.id)))
    }
    machine.abandon(change)
    return router.abandon(change)
  }

  /// What a host calls when the user goes back: the router owning the visible alert cancels it,
  /// else the top-most route leaves with ``DismissReason/userBack`` — the overlay's if something
  /// is presented over the tabs, else the selected tab's.
  ///
  /// ```swift
  /// tabs.userDidGoBack()
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  public func userDidGoBack() -> RouterOutcome {
    if let queued = queueIfDelivering({ $0.userDidGoBack() }) { return queued }
    let part = machine.back(overlay: facts(of: overlay), selected: facts(of: selected))
    return router(for: part).userDidGoBack()
  }

  // MARK: Helpers

  /// A container operation that changes nothing: its observers hear why, as a router's do (as
  /// the container's own event, over the tabs), and the caller gets it as the outcome.
  @usableFromInline func ignored(_ reason: IgnoreReason) -> RouterOutcome {
    emit(.routing(tab: nil, .ignored(reason)))
    return .ignored(reason)
  }

  /// While a router of the container delivers events, queues `change` to be decided and applied
  /// after the delivery (FIFO with the routers' own queued changes) and returns `queued`;
  /// otherwise returns `nil` for the caller to apply it now.
  @usableFromInline func queueIfDelivering(_ change: @escaping (TabbedRouterEvents) -> Void)
    -> RouterOutcome?
  {
    guard deliveryGroup.isDelivering else { return nil }
    deliveryGroup.enqueue { [weak self] in
      if let self { change(self) }
    }
    return .queued
  }

  /// `state` with what a container cannot hold mended: tabs counted once, and the selected tab
  /// and tabs with stacks among the tabs.
  static func mended(_ state: TabbedNavigationState<Tab, Screen, Alert>)
    -> TabbedNavigationState<Tab, Screen, Alert>
  {
    var seen = Set<Tab>()
    var tabs = state.tabs.filter { seen.insert($0).inserted }
    if seen.insert(state.selectedTab).inserted { tabs.append(state.selectedTab) }
    for tab in state.stacks.keys where seen.insert(tab).inserted { tabs.append(tab) }
    var mended = state
    mended.tabs = tabs
    return mended
  }

  /// The parts of a container's state (overlay first, then the tabs) with every id that an
  /// earlier part already uses renewed (alert owners follow), so no id is held by two routers;
  /// the source's counters move past every id, and ``NavigationIDSource/keepRestoredFrom`` is set
  /// so that each router keeps the ids the source had not handed out before. The caller clears
  /// it once the parts are in their routers.
  static func unshared(_ parts: [NavigationState<Screen, Alert>], in source: NavigationIDSource)
    -> [NavigationState<Screen, Alert>]
  {
    let floor = (route: source.nextRouteID, alert: source.nextAlertID)
    var nextRoute = floor.route
    var nextAlert = floor.alert
    for part in parts {
      for route in part.routes where RouteID.keptRawValues.contains(route.id.rawValue) {
        nextRoute = Swift.max(nextRoute, route.id.rawValue + 1)
      }
      for alert in part.alerts where AlertID.keptRawValues.contains(alert.id.rawValue) {
        nextAlert = Swift.max(nextAlert, alert.id.rawValue + 1)
      }
    }
    var usedRoutes = Set<RouteID>()
    var usedAlerts = Set<AlertID>()
    var result: [NavigationState<Screen, Alert>] = []
    result.reserveCapacity(parts.count)
    for part in parts {
      var routes = part.routes
      var alerts = part.alerts
      var renamed: [RouteID: RouteID] = [:]
      var changed = false
      for index in routes.indices
      where usedRoutes.contains(routes[index].id)
        || !RouteID.keptRawValues.contains(routes[index].id.rawValue)
      {
        let fresh = RouteID(rawValue: nextRoute)
        nextRoute += 1
        if renamed[routes[index].id] == nil { renamed[routes[index].id] = fresh }
        routes[index].id = fresh
        changed = true
      }
      for index in alerts.indices {
        if usedAlerts.contains(alerts[index].id)
          || !AlertID.keptRawValues.contains(alerts[index].id.rawValue)
        {
          alerts[index].id = AlertID(rawValue: nextAlert)
          nextAlert += 1
          changed = true
        }
        if let owner = alerts[index].owner, let fresh = renamed[owner] {
          alerts[index].owner = fresh
        }
      }
      usedRoutes.formUnion(routes.lazy.map(\.id))
      usedAlerts.formUnion(alerts.lazy.map(\.id))
      result.append(changed ? NavigationState(routes: routes, alerts: alerts) : part)
    }
    source.nextRouteID = nextRoute
    source.nextAlertID = nextAlert
    source.keepRestoredFrom = floor
    return result
  }
}
