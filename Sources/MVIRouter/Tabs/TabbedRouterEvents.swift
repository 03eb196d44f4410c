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
  /// The container's machine (its rules across its routers: the tabs, the selection, the
  /// deferral of its last `dismissAll()`), every tab's router and the tabs last looked up, as
  /// one value: selecting a tab and finding its router are one or two accesses to it.
  @usableFromInline var core: TabsCore<Tab, Screen, Alert>
  /// The container's machine type: a deferred deep link keeps the route steps it shows.
  @usableFromInline typealias Machine = TabsMachine<Tab, [RouteStep<Screen>]>
  /// The container's rules: it decides each container operation; the container carries it out.
  @usableFromInline var machine: Machine { core.machine }
  /// The tabs, in the order the tab bar shows them.
  package var tabs: [Tab] { core.machine.tabs }
  /// The selected tab.
  package var selectedTab: Tab { core.machine.selection }
  /// The router of the modals presented over the whole tab bar: its routes present over every
  /// tab, and its alerts show whichever tab is selected.
  public let overlay: RouterEvents<Screen, Alert>
  /// Whether selecting the selected tab again pops its stack to its root (the iOS convention);
  /// `true` by default.
  public var reselectPopsToRoot: Bool {
    get { core.machine.reselectPopsToRoot }
    set { core.machine.reselectPopsToRoot = newValue }
  }

  /// The ids every router of the container draws from.
  let idSource: NavigationIDSource
  /// The routers' code compiled where the container was made, for the tabs it adds later.
  let specialized: RouterEvents<Screen, Alert>.Specialized
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
  @inlinable public convenience init(
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
  /// let copy = TabbedRouterEvents(state: tabs.state)
  /// ```
  ///
  /// - Parameter state: The state to start from.
  @inlinable public convenience init(state: TabbedNavigationState<Tab, Screen, Alert>) {
    self.init(state: state, specialized: RouterEvents.Specialized())
  }

  /// Creates a container from a state; its routers get `specialized`, their code compiled where
  /// the container is made (see ``RouterEvents/Specialized``).
  @usableFromInline init(
    state: TabbedNavigationState<Tab, Screen, Alert>,
    specialized: RouterEvents<Screen, Alert>.Specialized
  ) {
    self.specialized = specialized
    let state = Self.mended(state)
    let idSource = NavigationIDSource()
    self.idSource = idSource
    let machine = Machine(tabs: state.tabs, selected: state.selectedTab)
    let parts = Self.unshared([state.overlay] + state.tabs.map { state[tab: $0] }, in: idSource)
    overlay = RouterEvents(
      state: parts[0], idSource: idSource, deliveryGroup: deliveryGroup, specialized: specialized)
    var routers: [RouterEvents<Screen, Alert>] = []
    for part in parts.dropFirst() {
      routers.append(
        RouterEvents(
          state: part, idSource: idSource, deliveryGroup: deliveryGroup, specialized: specialized))
    }
    core = TabsCore(machine: machine, routers: routers)
    idSource.keepRestoredFrom = nil
    deliveryGroup.confirmsContainerChange = { [weak self] change, origin in
      self?.confirmIfTheContainers(change, askedOf: origin)
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
    let routers = core.routers
    for tabRouter in routers { attach(tabRouter) }
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
    // Copied out: hashing the tabs is the app's code.
    let core = core
    var stacks: [Tab: NavigationState<Screen, Alert>] = [:]
    for (tab, router) in zip(core.machine.tabs, core.routers)
    where !router.state.routes.isEmpty || !router.state.alerts.isEmpty {
      stacks[tab] = router.state
    }
    return TabbedNavigationState(
      tabs: core.machine.tabs, selected: core.machine.selection, stacks: stacks,
      overlay: overlay.state)
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
    // The tab last looked up, copied out in one access: its `==` is the app's code.
    let latest = core.latest
    if latest.tab == tab { return latest.router }
    return core.router(at: position(of: tab))
  }

  /// The position of `tab` among the tabs, found without hashing: one of the two tabs last
  /// looked up, else the first equal tab in order; a tab the container does not have yet is
  /// added at the end, at its root. The tabs are compared (the app's `==`) on values copied out
  /// of ``core``, never during an access to it.
  @inlinable func position(of tab: Tab) -> Int {
    if let position = core.hints.position(of: tab) { return position }
    return positionAmongAll(of: tab)
  }

  /// ``position(of:)`` when the tab is not one of the two last looked up.
  @usableFromInline func positionAmongAll(of tab: Tab) -> Int {
    let tabs = core.machine.tabs
    if let position = tabs.firstIndex(of: tab) { return position }
    return addTab(tab)
  }

  /// The router of `tab`, if the container has the tab (it is not added).
  func existingRouter(of tab: Tab) -> RouterEvents<Screen, Alert>? {
    let tabs = core.machine.tabs
    return tabs.firstIndex(of: tab).map { core.router(at: $0) }
  }

  /// The router of the selected tab.
  ///
  /// ```swift
  /// tabs.selected.routeTo(.account, as: .push)
  /// ```
  ///
  @inlinable package var selected: RouterEvents<Screen, Alert> {
    core.selectedRouter
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
  func router(for part: Machine.Part) -> RouterEvents<Screen, Alert> {
    switch part {
    case .overlay: overlay
    case .tab(let tab): self[tab: tab]
    }
  }

  /// What `router`'s machine answers the container's rules, before anything changes.
  func facts(of router: RouterEvents<Screen, Alert>) -> Machine.Facts {
    let state = router.state
    let hasRoutes = !state.routes.isEmpty
    return TabsMachine.Facts(
      hasRoutes: hasRoutes, hasVisibleAlert: state.visibleAlert != nil,
      stop: hasRoutes ? router.core.machine.stoppingGuard(from: 0) : nil)
  }

  /// Adds a tab the container does not have, at the end, with its router; returns its
  /// position.
  @usableFromInline func addTab(_ tab: Tab) -> Int {
    let router = makeRouter(for: tab)
    let position = core.add(tab, router: router)
    if !hub.isEmpty { subscribe(to: router, tab: tab) }
    return position
  }

  /// Makes the router of a tab the container is adding, with the container's policy.
  func makeRouter(for tab: Tab) -> RouterEvents<Screen, Alert> {
    let router = RouterEvents<Screen, Alert>(
      state: NavigationState(), idSource: idSource, deliveryGroup: deliveryGroup,
      specialized: specialized)
    attachRouter?(router)
    return router
  }

  /// Puts the tabs in a restored order (``TabsMachine/restore(tabs:)``): the saved tabs in
  /// their order, then the others; each router follows its tab, and a saved tab the container
  /// does not have is added with its router. The order is worked out on a copy (comparing the
  /// tabs is the app's code), then stored by position in one access.
  func restoreOrder(_ saved: [Tab]) -> (order: [Tab], reordered: Bool) {
    let machine = core.machine
    let (order, previous) = machine.restoredOrder(saved)
    var added: [(tab: Tab, router: RouterEvents<Screen, Alert>)] = []
    for (tab, position) in zip(order, previous) where position == nil {
      added.append((tab, makeRouter(for: tab)))
    }
    let reordered = core.reorder(order, previous: previous, adding: added.map(\.router))
    if !hub.isEmpty {
      for (tab, router) in added { subscribe(to: router, tab: tab) }
    }
    return (order, reordered)
  }

  /// Shows `tab` (already one of the tabs), as a deep link or a restore does
  /// (``TabsMachine/show(at:)``).
  func show(_ tab: Tab) -> Machine.Selecting {
    let position = position(of: tab)
    return core.machine.show(at: position)
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
    // The tab is compared on copies; the selection then moves by position in one access.
    let position = position(of: tab)
    let (selecting, isObserved) = core.select(at: position)
    switch selecting {
    case .selected(let previous, let tab):
      if isObserved { emit(.tabSelected(from: previous, to: tab)) }
      return .applied
    case .popToRoot: return core.routers[position].popToRoot()
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
      core.machine.stopping()
      let outcome = stopping.submit(.clearAll)
      let deferred: GuardedChange? =
        if case .ignored(.deferred) = outcome { stopping.deferredChange } else { nil }
      core.machine.stopped(deferring: deferred)
      return outcome
    case .clear(let parts):
      // Nothing presented anywhere: the container says so, as a router does.
      if parts.isEmpty { return ignored(.noModal(.dismissAll)) }
      var outcome = RouterOutcome.ignored(.noModal(.dismissAll))
      for part in parts {
        outcome = Machine.combined(outcome, router(for: part).submit(.clearAll))
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
  ///   // The tab's name, e.g. accounts, or overlay:
  ///   print(tabs.tab(of: change) ?? "overlay")
  /// }
  /// ```
  ///
  /// - Parameter change: A guarded change, as a guard's handler or the policy heard it.
  /// - Returns: The tab, or `nil` for the overlay's or a change of no tab of this container.
  public func tab(of change: GuardedChange) -> Tab? {
    let core = core
    return position(stopping: change, among: core.routers).map { core.machine.tabs[$0] }
  }

  /// The position of the router among `routers` whose machine stopped `change`.
  func position(stopping change: GuardedChange, among routers: [RouterEvents<Screen, Alert>])
    -> Int?
  {
    routers.firstIndex { $0.core.machine.origin == change.origin }
  }

  /// The router (a tab's or the overlay's) whose machine stopped `change`, if it is this
  /// container's.
  func router(stopping change: GuardedChange) -> RouterEvents<Screen, Alert>? {
    if overlay.core.machine.origin == change.origin { return overlay }
    let routers = core.routers
    return position(stopping: change, among: routers).map { core.router(at: $0) }
  }

  /// Applies a deferred change of any tab or of the overlay, as that router's
  /// ``RouterEventsProtocol/confirm(_:)`` does; a deferred ``dismissAll()`` of the container
  /// then finishes in every tab, and a deferred link (``open(_:using:)``) clears the overlay,
  /// shows the link's routes and selects its tab, also when a tab's (or the overlay's) own
  /// router confirms it.
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
    let link = machine.finishesLink(change, askedOf: change.origin)
    guard core.machine.confirm(change) || link != nil else { return router.confirm(change) }
    deliveryGroup.hold()
    defer { deliveryGroup.release() }
    let outcome = router.confirm(change)
    guard outcome == .applied else { return outcome }
    // The rest, decided now, where another guard may stop it again (and says so).
    let rest =
      if let link { open((link.tab, link.link), tabShown: !link.showsTab) } else { dismissAll() }
    return Machine.finished(outcome, rest: rest)
  }

  /// The `confirm` of `change` asked of the router whose machine is `origin`: the container
  /// finishes it when it is the deferral that stopped the container's ``dismissAll()`` or its
  /// last deep link (as ``confirm(_:)`` does), else `nil`.
  func confirmIfTheContainers(_ change: GuardedChange, askedOf origin: Int) -> RouterOutcome? {
    guard
      machine.finishesDismissAll(change, askedOf: origin)
        || machine.finishesLink(change, askedOf: origin) != nil
    else { return nil }
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
    core.machine.abandon(change)
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
