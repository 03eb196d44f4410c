/// Where an app is: the routes presented over the root, and the alerts.
///
/// The state is a value: compare it, print it, save it, restore it. `routes` are in order from
/// the bottom: a `push` belongs to the navigation stack of the nearest modal below it, or of the
/// root. The first of `alerts` is visible; the rest wait in order.
///
/// ```swift
/// routerEvents.routeTo(.detail(id: 3), as: .push)
/// routerEvents.routeTo(.edit, as: .sheet)
/// routerEvents.presentAlert(.deleteFailed)
/// print(routerEvents.state)
/// ```
///
/// Prints `root > push detail(id: 3) > sheet edit | alert deleteFailed[Delete, Cancel]`.
///
/// The routes form a stack and the alerts a queue, kept with the indexes the engine needs, so
/// every engine operation costs what it adds or removes, whatever the depth of the stack or the
/// length of the queue: the top route (`routes.last`) and ``visibleAlert`` are O(1), ``route(_:)`` is O(log n)
/// while ids ascend from the bottom (as they do unless a restore renewed some) and otherwise
/// scans from the top. Reading ``alerts`` builds an array: O(number of alerts).
public struct NavigationState<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Sendable
{
  @usableFromInline var storedRoutes: [Route<Screen>] = []
  /// What the engine keeps beside each route: where its alerts stand. Grown only as far as the
  /// highest route that has owned an alert (a route above it owns none), so a route and its
  /// dismissal pay nothing for it while no alert is presented.
  @usableFromInline var meta: [RouteMeta] = []
  /// The indices of the modal routes, ascending.
  @usableFromInline var modalIndices: [Int] = []
  /// How many neighbouring routes have a smaller id above a larger one.
  @usableFromInline var descents = 0
  @usableFromInline var queue = AlertQueue<Alert>()
  /// How many routes have a guard other than `allow`; removals look for guards only when some.

  /// Creates a state.
  ///
  /// ```swift
  /// let state = NavigationState<AppScreen, AppAlert>(
  ///   routes: [Route(id: RouteID(rawValue: 1), screen: .list, presentation: .push)])
  /// print(state)
  /// ```
  ///
  /// Prints `root > push list`.
  ///
  /// - Parameters:
  ///   - routes: The presented routes, from the bottom up.
  ///   - alerts: The alerts; the first is visible.
  public init(routes: [Route<Screen>] = [], alerts: [PresentedAlert<Alert>] = []) {
    storedRoutes.reserveCapacity(routes.count)
    for route in routes { appendRoute(route) }
    for alert in alerts {
      appendAlert(alert, ownerIndex: alert.owner.flatMap { index(of: $0) } ?? -1)
    }
  }

  /// The presented routes, from the bottom up.
  public var routes: [Route<Screen>] {
    get { storedRoutes }
    set { self = Self(routes: newValue, alerts: alerts) }
  }

  /// The alerts: the first is visible, the rest wait in FIFO order.
  public var alerts: [PresentedAlert<Alert>] {
    get { queue.elements }
    set { self = Self(routes: storedRoutes, alerts: newValue) }
  }

  /// The alert on screen, if any.
  @inlinable public var visibleAlert: PresentedAlert<Alert>? { queue.first }

  /// The alerts waiting behind the visible one, in the order they will show.
  package var queuedAlerts: ArraySlice<PresentedAlert<Alert>> { alerts.dropFirst() }

  /// How many alerts wait behind the visible one.
  ///
  /// ```swift
  /// routerEvents.presentAlert(.saved)
  /// routerEvents.presentAlert(.offline)
  /// print(routerEvents.state.queuedAlertCount)
  /// ```
  ///
  /// Prints `1`.
  @inlinable package var queuedAlertCount: Int { Swift.max(0, queue.count - 1) }

  /// The top-most route, if any.
  @inlinable package var topRoute: Route<Screen>? { storedRoutes.last }

  /// The index in `routes` of the top-most modal (`sheet` or `fullScreenCover`), if any.
  @inlinable package var topModalIndex: Int? { modalIndices.last }

  /// The routes of the top layer: the top-most modal and the pushes on it, or the pushes on the
  /// root when nothing modal is presented.
  @inlinable package var topLayer: ArraySlice<Route<Screen>> {
    storedRoutes[(topModalIndex ?? 0)...]
  }

  /// The pushes on the top layer's navigation stack.
  @inlinable package var topStackPushes: ArraySlice<Route<Screen>> {
    storedRoutes[((topModalIndex).map { $0 + 1 } ?? 0)...]
  }

  /// The index of the route with this id, if it is presented.
  ///
  /// ```swift
  /// let id = routerEvents.routeTo(.detail(id: 3), as: .push)
  /// print(routerEvents.state.index(of: id) ?? -1)
  /// ```
  ///
  /// Prints `0` when nothing else is presented.
  ///
  /// - Parameter id: The route's id.
  @inlinable package func index(of id: RouteID) -> Int? {
    if descents == 0 {
      var low = 0
      var high = storedRoutes.count
      while low < high {
        let middle = low + (high - low) / 2
        let found = storedRoutes[middle].id
        if found == id { return middle }
        if found < id { low = middle + 1 } else { high = middle }
      }
      return nil
    }
    var index = storedRoutes.count - 1
    while index >= 0 {
      if storedRoutes[index].id == id { return index }
      index -= 1
    }
    return nil
  }

  /// The route with this id, if it is presented.
  ///
  /// - Parameter id: The route's id.
  @inlinable public func route(_ id: RouteID) -> Route<Screen>? {
    index(of: id).map { storedRoutes[$0] }
  }
}

/// Where the alerts a route owns stand in the alert queue: derived from the value (the alerts'
/// owners), kept so that a leaving route finds its alerts without a search. Guards and expected
/// result types are not here: they belong to the router that set them (see `NavigationMachine`).
@usableFromInline
struct RouteMeta: Sendable {
  /// The absolute queue position of the first and last alert the route owns; `-1` for none.
  @usableFromInline var firstAlert = -1
  @usableFromInline var lastAlert = -1

  @inlinable init() {}
}

/// The type of result a presenter expects from a route.
@usableFromInline
struct ResultType: Sendable {
  /// The type; nothing else, so a route's expected type is stored, copied and dropped as one
  /// plain word (no closure to retain).
  @usableFromInline let type: any Sendable.Type

  @inlinable init<Value: Sendable>(_ type: Value.Type) {
    self.type = type
  }

  /// Whether a value is of the type: its dynamic type is the type (compared as metatypes, no
  /// cast), or a dynamic cast succeeds (a value of a conforming type satisfies an existential
  /// result type, a subclass instance its class).
  @inlinable func accepts(_ value: any Sendable) -> Bool {
    func isA<Value>(_: Value.Type) -> Bool { value is Value }
    return Swift.type(of: value) == type || _openExistential(type as Any.Type, do: isA)
  }

  /// The type's name, e.g. `Int`.
  @usableFromInline var name: String { String(describing: type) }
}

// MARK: - The engine's operations on the stored form

extension NavigationState {
  /// Appends a route on top.
  @inlinable mutating func appendRoute(_ route: Route<Screen>) {
    if let last = storedRoutes.last, route.id < last.id { descents += 1 }
    if route.presentation != .push { modalIndices.append(storedRoutes.count) }
    storedRoutes.append(route)
  }

  /// Removes the top route (its alerts must have been removed first) and returns it.
  @inlinable mutating func removeLastRoute() -> Route<Screen> {
    let route = storedRoutes.removeLast()
    let index = storedRoutes.count
    if meta.count > index { meta.removeLast() }
    if let last = storedRoutes.last, route.id < last.id { descents -= 1 }
    if modalIndices.last == index { modalIndices.removeLast() }
    return route
  }

  /// The first alert owned by the route at `index`, as an absolute queue position; `-1` if none.
  @inlinable func firstAlert(ownedBy index: Int) -> Int {
    index < meta.count ? meta[index].firstAlert : -1
  }

  /// Removes the alert at an absolute queue position; returns it and the position of the next
  /// alert of the same owner (`-1` if none). The owner's list is left to the caller, which is
  /// removing the owner.
  @inlinable mutating func removeAlert(at position: Int) -> (PresentedAlert<Alert>, next: Int) {
    let next = queue.next(at: position)
    return (queue.remove(at: position), next)
  }

  /// Appends an alert owned by the route at `ownerIndex` (`-1` for the root).
  @inlinable mutating func appendAlert(_ alert: consuming PresentedAlert<Alert>, ownerIndex: Int) {
    let position = queue.append(alert, ownerIndex: ownerIndex)
    guard ownerIndex >= 0 else { return }
    // Amortized O(1): each route gets at most one entry while it is presented.
    while meta.count <= ownerIndex { meta.append(RouteMeta()) }
    let last = meta[ownerIndex].lastAlert
    if last >= 0 {
      queue.link(last, to: position)
    } else {
      meta[ownerIndex].firstAlert = position
    }
    meta[ownerIndex].lastAlert = position
  }

  /// Removes the visible alert and returns it.
  @inlinable mutating func removeVisibleAlert() -> PresentedAlert<Alert> {
    let (alert, ownerIndex, next) = queue.removeFirst()
    if ownerIndex >= 0 {
      // The visible alert is the first of its owner's alerts: the earlier ones have left.
      meta[ownerIndex].firstAlert = next
      if next < 0 { meta[ownerIndex].lastAlert = -1 }
    }
    return alert
  }

  /// Rebuilds the alert queue when alerts that left with their owners have piled up behind a
  /// visible alert that stays; amortized O(1) per alert that left.
  @inlinable mutating func compactAlertsIfNeeded() {
    guard !queue.slots.isEmpty, queue.needsRebuild else { return }
    var live: [(PresentedAlert<Alert>, Int)] = []
    live.reserveCapacity(queue.count)
    for index in queue.head..<queue.slots.count {
      let slot = queue.slots[index]
      if let alert = slot.alert {
        live.append((alert, slot.ownerIndex))
        if slot.ownerIndex >= 0 {
          meta[slot.ownerIndex].firstAlert = -1
          meta[slot.ownerIndex].lastAlert = -1
        }
      }
    }
    let base = queue.base + queue.slots.count
    queue = AlertQueue()
    queue.base = base
    for (alert, owner) in live { appendAlert(alert, ownerIndex: owner) }
  }
}

extension NavigationState {
  /// The indices in ``routes`` of the modal routes (sheets and full-screen covers), bottom up:
  /// where each layer above the root starts. The state keeps them as it changes, so a host
  /// finds the visible layers without reading the pushes between them.
  package var modalRouteIndices: [Int] { modalIndices }
}

extension NavigationState: Equatable {
  /// Two states are equal when they show the same routes (ids included) and the same alerts in
  /// the same order.
  ///
  /// ```swift
  /// print(routerEvents.state == NavigationState(routes: routerEvents.state.routes, alerts: routerEvents.state.alerts))
  /// ```
  ///
  /// Prints `true`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storedRoutes == rhs.storedRoutes && lhs.queue.count == rhs.queue.count
      && lhs.alerts == rhs.alerts
  }
}
