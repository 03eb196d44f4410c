/// What a router keeps beside some of its routes — guards, expected result types — by the
/// route's position in the stack, in stack order.
///
/// Routes come and go at the top (a restore or a replacement removes from the top too), so the
/// entry of a leaving route, if it has one, is the last: setting it on a new route and removing
/// it as the route leaves are O(1), a lookup is O(log entries), and a table with no entries (a
/// feature not in use) costs one comparison. It is not part of ``NavigationState``: a state
/// copied or restored into another router brings none of it.
@usableFromInline
struct RouteSideTable<Value: Sendable>: Sendable {
  @usableFromInline var entries: [(position: Int, value: Value)] = []

  @inlinable init() {}

  @inlinable var isEmpty: Bool { entries.isEmpty }

  /// The entry of the route at `position`.
  @inlinable subscript(position: Int) -> Value? {
    get {
      guard let slot = slot(of: position) else { return nil }
      return entries[slot].value
    }
    set {
      if let slot = slot(of: position) {
        if let newValue { entries[slot].value = newValue } else { entries.remove(at: slot) }
      } else if let newValue {
        if let last = entries.last, last.position > position {
          entries.insert((position, newValue), at: insertionSlot(for: position))
        } else {
          // The common case, an entry for the top route: no search, no shifting.
          entries.append((position, newValue))
        }
      }
    }
  }

  /// Removes and returns the entry of the top route at `position` as it leaves.
  @inlinable mutating func removeTop(at position: Int) -> Value? {
    guard let last = entries.last, last.position == position else { return nil }
    return entries.removeLast().value
  }

  /// The entries of the routes from `start` up, top-most first.
  @inlinable func fromTop(downTo start: Int) -> ReversedCollection<
    ArraySlice<(position: Int, value: Value)>
  > {
    entries[insertionSlot(for: start)...].reversed()
  }

  @inlinable func slot(of position: Int) -> Int? {
    if let last = entries.last, last.position == position { return entries.count - 1 }
    let slot = insertionSlot(for: position)
    return slot < entries.count && entries[slot].position == position ? slot : nil
  }

  /// The first slot whose position is `position` or more.
  @inlinable func insertionSlot(for position: Int) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = low + (high - low) / 2
      if entries[middle].position < position { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// The guards a router set on its presented routes, by position: the vetoes and the deferrals
/// in a table each (an `allow` is no entry), each entry holding its route's id.
///
/// Split by decision, a check finds the top-most veto and the top-most deferral of the routes a
/// change would remove without reading the guards between them, so confirming a change through
/// n nested deferring guards costs O(1) per confirm, not O(n) (see `checkGuardedRoutes`).
@usableFromInline
struct RouteGuards: Sendable {
  /// The routes whose guard is `veto`.
  @usableFromInline var vetoes = RouteSideTable<RouteID>()
  /// The routes whose guard is `defer`.
  @usableFromInline var defers = RouteSideTable<RouteID>()
  /// Counts the changes to either table: a skip over consenting guards that a deferral recorded
  /// holds while it is unchanged.
  @usableFromInline var version = 0

  @inlinable init() {}

  @inlinable var isEmpty: Bool { vetoes.isEmpty && defers.isEmpty }

  /// The guard of the route at `position`, `nil` for `allow`.
  @inlinable subscript(position: Int) -> GuardDecision? {
    if vetoes[position] != nil { return .veto }
    return defers[position] != nil ? .defer : nil
  }

  /// Sets the guard of the route `id` at `position`.
  @inlinable mutating func set(_ decision: GuardDecision, at position: Int, route id: RouteID) {
    version &+= 1
    switch decision {
    case .allow:
      vetoes[position] = nil
      defers[position] = nil
    case .veto:
      defers[position] = nil
      vetoes[position] = id
    case .defer:
      vetoes[position] = nil
      defers[position] = id
    }
  }

  /// Removes the guard of the top route at `position` as it leaves, if it has one.
  @inlinable mutating func removeTop(at position: Int) {
    let vetoed = vetoes.removeTop(at: position) != nil
    let deferring = defers.removeTop(at: position) != nil
    if vetoed || deferring { version &+= 1 }
  }
}
