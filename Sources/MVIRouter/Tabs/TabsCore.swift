/// Everything a ``TabbedRouterEvents`` keeps between calls about its tabs, as one value: the
/// container's machine (tabs, selection, deferral), every tab's router at its tab's position, the
/// two tabs last looked up, and whether anything observes the container.
///
/// The container stores it in one property, so selecting a tab or finding a tab's router is one
/// or two accesses, as a ``RouterCore`` is for a router. None of these methods runs code of the
/// app: a tab's `==` (the app's code) runs on values copied out of it (``hints``), and each
/// change here names a tab by its position, so it compares no tab. A tab's router is found by
/// position, without hashing: the two tabs last looked up are compared first (switching between
/// two tabs, or routing in the tab just selected, finds them there), then the tabs in order (a tab
/// bar holds a few).
@MainActor
@usableFromInline
struct TabsCore<
  Tab: Hashable & Sendable, Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol
> {
  /// The container's rules across its routers.
  @usableFromInline var machine: TabsMachine<Tab, [RouteStep<Screen>]>
  /// Every tab's router, at its tab's position in the machine's `tabs`; a tab's router never
  /// changes once the tab is added.
  @usableFromInline var routers: [RouterEvents<Screen, Alert>]
  /// The positions of the two tabs last looked up, the latest first.
  @usableFromInline var recent: (latest: Int, before: Int)
  /// Whether the container has been observed (it then marks and tells its observers; until then
  /// a selection builds no event and asks its hub nothing).
  @usableFromInline var isObserved = false

  @inlinable init(
    machine: TabsMachine<Tab, [RouteStep<Screen>]>, routers: [RouterEvents<Screen, Alert>]
  ) {
    self.machine = machine
    self.routers = routers
    recent = (machine.selectedPosition, machine.selectedPosition)
  }

  /// What a lookup compares a tab with, copied out so that the comparison (the app's `==`)
  /// runs after the access ends: the two tabs last looked up.
  @usableFromInline struct Hints {
    @usableFromInline var latest: Tab
    @usableFromInline var latestPosition: Int
    @usableFromInline var before: Tab
    @usableFromInline var beforePosition: Int

    @inlinable init(latest: Tab, latestPosition: Int, before: Tab, beforePosition: Int) {
      self.latest = latest
      self.latestPosition = latestPosition
      self.before = before
      self.beforePosition = beforePosition
    }

    /// The position of `tab` if it is one of the two (the app's `==`).
    @inlinable func position(of tab: Tab) -> Int? {
      if latest == tab { return latestPosition }
      if before == tab { return beforePosition }
      return nil
    }
  }

  /// The two tabs last looked up and their positions.
  @inlinable var hints: Hints {
    Hints(
      latest: machine.tabs[recent.latest], latestPosition: recent.latest,
      before: machine.tabs[recent.before], beforePosition: recent.before)
  }

  /// The tab last looked up and its router.
  @inlinable var latest: (tab: Tab, router: RouterEvents<Screen, Alert>) {
    (machine.tabs[recent.latest], routers[recent.latest])
  }

  /// The selected tab's router.
  @inlinable var selectedRouter: RouterEvents<Screen, Alert> { routers[machine.selectedPosition] }

  /// Records a lookup of the tab at `position`.
  @inlinable mutating func lookedUp(_ position: Int) {
    if position != recent.latest { recent = (position, recent.latest) }
  }

  /// The router of the tab at `position`, recorded as looked up.
  @inlinable mutating func router(at position: Int) -> RouterEvents<Screen, Alert> {
    lookedUp(position)
    return routers[position]
  }

  /// Selects the tab at `position` (recorded as looked up), as ``TabsMachine/select(at:)``;
  /// also says whether the container is observed.
  @inlinable mutating func select(at position: Int) -> (
    selecting: TabsMachine<Tab, [RouteStep<Screen>]>.Selecting, isObserved: Bool
  ) {
    lookedUp(position)
    return (machine.select(at: position), isObserved)
  }

  /// Puts the tabs in a restored order (``TabsMachine/reorder(_:previous:)``), each router with
  /// its tab; `added` are the routers of the tabs with no previous position, in order. Returns
  /// whether the order differs.
  @inlinable mutating func reorder(
    _ order: [Tab], previous: [Int?], adding added: [RouterEvents<Screen, Alert>]
  ) -> Bool {
    var routers: [RouterEvents<Screen, Alert>] = []
    routers.reserveCapacity(order.count)
    var next = added.makeIterator()
    for position in previous {
      if let position {
        routers.append(self.routers[position])
      } else if let router = next.next() {
        routers.append(router)
      }
    }
    self.routers = routers
    let reordered = machine.reorder(order, previous: previous)
    recent = (machine.selectedPosition, machine.selectedPosition)
    return reordered
  }

  /// Adds a tab the container does not have, at the end, with its router; returns its position.
  @inlinable mutating func add(_ tab: Tab, router: RouterEvents<Screen, Alert>) -> Int {
    machine.add(tab)
    routers.append(router)
    lookedUp(routers.count - 1)
    return routers.count - 1
  }
}
