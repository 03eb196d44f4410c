/// The rules of a ``TabbedRouterEvents`` across its routers, as one value: the tabs in order,
/// the selection, and the deferrals of the container's last `dismissAll()` and last deep link.
/// `Link` is what a deep link shows in its tab (the container's route steps), kept with its
/// deferral and handed back, never read.
///
/// It decides every operation of the container over several routers — which router acts, in
/// what order, whether a guard stops all of it, what the selection becomes and what the
/// container's outcome is — from what each router's own machine answers before anything
/// changes (``Facts``). The container only carries out what it returns: it asks, applies the
/// parts to the routers, and tells it what the stopping part deferred. Each tab's and the
/// overlay's own rules stay in their ``NavigationMachine``.
///
/// It is pure and holds no closure, so its rules are tested without any router
/// (`TabsMachineTests`).
@usableFromInline
struct TabsMachine<Tab: Hashable & Sendable, Link: Sendable>: Sendable {
  /// One router of the container: the overlay's, or a tab's.
  @usableFromInline enum Part: Hashable, Sendable {
    case overlay
    case tab(Tab)
  }

  /// What a router's machine answers, before anything changes, for a container's operation.
  @usableFromInline struct Facts: Sendable {
    /// Whether it presents routes.
    @usableFromInline var hasRoutes: Bool
    /// Whether it shows an alert.
    @usableFromInline var hasVisibleAlert: Bool
    /// What a guard of its routes would do to the operation's part in it (`nil`: nothing
    /// stops it).
    @usableFromInline var stop: GuardDecision?

    @inlinable init(hasRoutes: Bool, hasVisibleAlert: Bool = false, stop: GuardDecision? = nil) {
      self.hasRoutes = hasRoutes
      self.hasVisibleAlert = hasVisibleAlert
      self.stop = stop
    }
  }

  /// The tabs, in the order the tab bar shows them.
  @usableFromInline var tabs: [Tab]
  /// The position of the selected tab in `tabs`: the container finds a tab's router by its
  /// position, and a selection moves by position, so no tab is compared (no code of the app
  /// runs) while the container's state is changed.
  @usableFromInline var selectedPosition: Int
  /// The selected tab, always one of `tabs`.
  @inlinable var selection: Tab { tabs[selectedPosition] }
  /// Whether selecting the selected tab again pops its stack to its root.
  @usableFromInline var reselectPopsToRoot = true
  /// The deferral that stopped the container's last `dismissAll()`: confirming it finishes the
  /// dismissAll in every router.
  @usableFromInline var deferredDismissAll: GuardedChange?
  /// Whether the router that stops the container's `dismissAll()` is reporting the stop (its
  /// guard's handler may confirm the deferral before the container has heard of it).
  @usableFromInline var isStoppingDismissAll = false
  /// The deferral that stopped the container's last deep link, with the link's tab, what it
  /// shows there and the router that stopped it: confirming it finishes the whole link.
  @usableFromInline var deferredLink: DeferredLink?

  /// A deep link a guard deferred (see ``deferredLink``).
  @usableFromInline struct DeferredLink: Sendable {
    @usableFromInline var change: GuardedChange
    @usableFromInline var tab: Tab
    @usableFromInline var link: Link
    /// The router whose guard deferred it.
    @usableFromInline var part: Part

    @inlinable init(change: GuardedChange, tab: Tab, link: Link, part: Part) {
      self.change = change
      self.tab = tab
      self.link = link
      self.part = part
    }
  }

  /// A machine over `tabs` (each counted once) with `selected` selected (added at the end when
  /// it is not among them).
  @inlinable init(tabs: [Tab], selected: Tab) {
    var seen = Set<Tab>()
    var tabs = tabs.filter { seen.insert($0).inserted }
    if !seen.contains(selected) { tabs.append(selected) }
    self.tabs = tabs
    selectedPosition = tabs.firstIndex(of: selected) ?? tabs.count - 1
  }

  /// Adds a tab the container did not have, at the end (a tab is added when it is first
  /// routed in, selected, linked to or restored).
  @inlinable mutating func add(_ tab: Tab) {
    tabs.append(tab)
  }

  // MARK: Selecting

  /// What `select(_:)` does.
  @usableFromInline enum Selecting: Equatable, Sendable {
    /// The selection changes.
    case selected(from: Tab, to: Tab)
    /// The selected tab was selected again: its router pops to its root.
    case popToRoot(Tab)
    /// The selected tab was selected again and reselection does not pop.
    case unchanged
  }

  /// Selects `tab` (already one of `tabs`), as `select(_:)` does.
  @inlinable mutating func select(_ tab: Tab) -> Selecting {
    select(at: tabs.firstIndex(of: tab) ?? selectedPosition)
  }

  /// Selects the tab at `position` in `tabs`, as `select(_:)` does; compares no tab.
  @inlinable mutating func select(at position: Int) -> Selecting {
    guard position != selectedPosition else {
      return reselectPopsToRoot ? .popToRoot(tabs[position]) : .unchanged
    }
    return show(at: position)
  }

  /// Shows `tab` (already one of `tabs`), as a deep link or a restore does: the selection
  /// moves to it, and showing the selected tab changes nothing (it does not pop).
  @inlinable mutating func show(_ tab: Tab) -> Selecting {
    show(at: tabs.firstIndex(of: tab) ?? selectedPosition)
  }

  /// Shows the tab at `position` in `tabs`, as ``show(_:)`` does; compares no tab.
  @inlinable mutating func show(at position: Int) -> Selecting {
    let previous = selectedPosition
    guard position != previous else { return .unchanged }
    selectedPosition = position
    return .selected(from: tabs[previous], to: tabs[position])
  }

  // MARK: Dismissing all

  /// The routers `dismissAll()` clears, in its order: the overlay, the selected tab, then the
  /// other tabs in tab order.
  @inlinable var dismissAllOrder: [Part] {
    [.overlay, .tab(selection)]
      + tabs.indices.lazy.filter { $0 != selectedPosition }.map { .tab(tabs[$0]) }
  }

  /// What `dismissAll()` does.
  @usableFromInline enum DismissingAll: Equatable, Sendable {
    /// A guard stops all of it: only this router applies its part, to report the stop (its
    /// deferral, if it defers, is the container's: see ``stopped(deferring:)``).
    case stop(Part)
    /// Nothing stops it: these routers clear, in this order (none when nothing is presented).
    case clear([Part])
  }

  /// Decides `dismissAll()` from each router's facts, in ``dismissAllOrder``: a veto anywhere
  /// stops all of it, else the first deferral; routers with no routes take no part.
  @inlinable func dismissAll(_ parts: [(part: Part, facts: Facts)]) -> DismissingAll {
    let taking = parts.filter { $0.facts.hasRoutes }
    if let stopping = taking.first(where: { $0.facts.stop == .veto })
      ?? taking.first(where: { $0.facts.stop == .defer })
    {
      return .stop(stopping.part)
    }
    return .clear(taking.map(\.part))
  }

  /// The router that stops `dismissAll()` starts reporting the stop.
  @inlinable mutating func stopping() {
    isStoppingDismissAll = true
  }

  /// Records what the router that stopped `dismissAll()` deferred (`nil` for a veto).
  @inlinable mutating func stopped(deferring change: GuardedChange?) {
    deferredDismissAll = change
    isStoppingDismissAll = false
  }

  // MARK: Guarded changes

  /// Confirms `change` of one of the container's routers: nothing of it waits in the container
  /// any more. Returns whether it is the container's deferred `dismissAll()`, whose rest then
  /// clears every router once the part applies.
  @inlinable mutating func confirm(_ change: GuardedChange) -> Bool {
    if change == deferredLink?.change { deferredLink = nil }
    guard change == deferredDismissAll else { return false }
    deferredDismissAll = nil
    return true
  }

  /// Whether the `confirm` of `change` asked of the router whose machine is `origin` is the
  /// container's to finish, as its ``confirm(_:)``: that router stopped it, and `change` is the
  /// deferral that stopped the container's `dismissAll()` — or, while the stop is being
  /// reported, a deferred `dismissAll()`, the stop's own. The screen whose guard stopped it
  /// holds its router, not the container; confirmed there, the whole dismissAll follows, as in
  /// a single router. Another router has no such change (its `confirm` is ignored).
  @inlinable func finishesDismissAll(_ change: GuardedChange, askedOf origin: Int) -> Bool {
    guard change.origin == origin else { return false }
    if change == deferredDismissAll { return true }
    return isStoppingDismissAll && change.decision == .defer && change.operation == .dismissAll
  }

  /// Abandons `change`: if it is the container's deferred `dismissAll()` or deep link, nothing
  /// of it waits.
  @inlinable mutating func abandon(_ change: GuardedChange) {
    if change == deferredDismissAll { deferredDismissAll = nil }
    if change == deferredLink?.change { deferredLink = nil }
  }

  /// The outcome of a container's deferred operation confirmed: the confirmed part's, unless
  /// the rest, decided then, was stopped again by a guard (the caller hears that stop).
  @inlinable static func finished(_ part: RouterOutcome, rest: RouterOutcome) -> RouterOutcome {
    switch rest {
    case .ignored(.vetoed), .ignored(.deferred): rest
    default: part
    }
  }

  // MARK: Deep links

  /// What a tabbed deep link does.
  @usableFromInline enum Opening: Equatable, Sendable {
    /// A guard stops all of it: only this router applies its part (the overlay's removals, or
    /// the tab's steps), to report the stop; no tab is added or selected.
    case stop(Part)
    /// Nothing stops it: the overlay's routes leave as the link's (when it has any), then the
    /// tab shows the steps, then the tab is shown (``show(_:)``).
    case open(clearsOverlay: Bool)
  }

  /// Decides a link to `tab` from the overlay's facts and whether the tab's machine would stop
  /// the link's steps (`false` for a tab the container does not have yet, which has no guard).
  /// A guard over the tabs is met first.
  @inlinable func open(_ tab: Tab, overlay: Facts, tabStops: Bool) -> Opening {
    if overlay.hasRoutes, overlay.stop != nil { return .stop(.overlay) }
    if tabStops { return .stop(.tab(tab)) }
    return .open(clearsOverlay: overlay.hasRoutes)
  }

  /// Records what the router `part` that stopped a link to `tab` showing `link` deferred
  /// (`nil` for a veto): the container's last deferred link, finished whole when confirmed
  /// (``finishesLink(_:askedOf:)``). As for `dismissAll()`, the container keeps its last link's
  /// deferral only: a later link's stop takes the place of an earlier deferral.
  @inlinable mutating func stopped(
    link: Link, to tab: Tab, by part: Part, deferring change: GuardedChange?
  ) {
    deferredLink = change.map { DeferredLink(change: $0, tab: tab, link: link, part: part) }
  }

  /// The deferred link that the `confirm` of `change`, asked of the router whose machine is
  /// `origin` (through the container or its own), finishes: that router applies its part, then
  /// the rest follows, decided then — the tab's steps when the overlay stopped it (`showsTab`),
  /// the overlay cleared, the tab selected. `nil` for any other change. (``confirm(_:)`` then
  /// takes it, so nothing of it waits any more.)
  @inlinable func finishesLink(_ change: GuardedChange, askedOf origin: Int)
    -> (tab: Tab, link: Link, showsTab: Bool)?
  {
    guard let deferred = deferredLink, deferred.change == change, change.origin == origin
    else { return nil }
    return (deferred.tab, deferred.link, deferred.part == .overlay)
  }

  // MARK: Restoring

  /// Restores the order of the tabs of a saved container: its tabs in their order, then the
  /// tabs it does not name. Returns the new order and whether it differs from the order before.
  /// The selection stays on its tab.
  @inlinable mutating func restore(tabs saved: [Tab]) -> (order: [Tab], reordered: Bool) {
    let (order, previous) = restoredOrder(saved)
    return (order, reorder(order, previous: previous))
  }

  /// The order ``restore(tabs:)`` gives the tabs, and where each of them is now (`nil` for a
  /// saved tab the container does not have yet). It compares the tabs (the app's `==`) and
  /// changes nothing, so the container works it out on a copy.
  @inlinable func restoredOrder(_ saved: [Tab]) -> (order: [Tab], previous: [Int?]) {
    let order = saved + tabs.filter { !saved.contains($0) }
    return (order, order.map { tabs.firstIndex(of: $0) })
  }

  /// Puts the tabs in a ``restoredOrder(_:)``, comparing no tab; the selection stays on its
  /// tab. Returns whether the order differs from the order before.
  @inlinable mutating func reorder(_ order: [Tab], previous: [Int?]) -> Bool {
    let reordered =
      previous.count != tabs.count || previous.indices.contains { previous[$0] != $0 }
    let selected = selectedPosition
    tabs = order
    selectedPosition = previous.firstIndex(of: selected) ?? 0
    return reordered
  }

  // MARK: The user's back

  /// The router whose alert is visible: one alert shows, the overlay's, else the selected
  /// tab's (a hidden tab's alert waits until its tab is selected).
  @inlinable func visibleAlert(overlay: Facts, selected: Facts) -> Part? {
    if overlay.hasVisibleAlert { return .overlay }
    return selected.hasVisibleAlert ? .tab(selection) : nil
  }

  /// The router that answers the user's back: the one whose alert is visible, else the
  /// top-most with routes (the overlay, else the selected tab).
  @inlinable func back(overlay: Facts, selected: Facts) -> Part {
    visibleAlert(overlay: overlay, selected: selected)
      ?? (overlay.hasRoutes ? .overlay : .tab(selection))
  }

  // MARK: Outcomes

  /// The outcome of an operation made of several routers' parts: `queued` if one was queued,
  /// else `applied` if one was applied; when nothing applied, a guard that stopped a part is
  /// what the caller hears — as within one router, a veto anywhere wins, else the first part
  /// stopped in the container's order — else the first ignore.
  @inlinable static func combined(_ outcome: RouterOutcome, _ next: RouterOutcome)
    -> RouterOutcome
  {
    switch (outcome, next) {
    case (.queued, _), (_, .queued): .queued
    case (.applied, _), (_, .applied): .applied
    case (.ignored(.vetoed), _): outcome
    case (_, .ignored(.vetoed)): next
    case (.ignored(.deferred), _): outcome
    case (_, .ignored(.deferred)): next
    default: outcome
    }
  }
}
