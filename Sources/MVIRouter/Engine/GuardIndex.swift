/// An index of ``NavigationMachine/slots``: the positions of the guarded routes, the vetoes and
/// the deferrals in ascending lists of their own (an `allow` is no entry). Derived from the slots'
/// ``RouteSlot/decision`` and kept in step with them by the machine; it holds positions only.
///
/// Split by decision, a check finds the top-most veto and the top-most deferral of the routes a
/// change would remove without reading the guards between them, so confirming a change through
/// n nested deferring guards costs O(1) per confirm, not O(n) (see `checkGuardedRoutes`).
/// Routes come and go at the top, so the entry of a leaving route, if it has one, is the last:
/// setting it on a new route and removing it as the route leaves are O(1), a lookup is
/// O(log entries), and an index with no entries (a feature not in use) costs one comparison.
@usableFromInline
struct GuardIndex: Sendable {
  /// The positions of the routes whose guard is `veto`, ascending.
  @usableFromInline var vetoes: [Int] = []
  /// The positions of the routes whose guard is `defer`, ascending.
  @usableFromInline var defers: [Int] = []
  /// Counts the changes to either list: a skip over consenting guards that a deferral recorded
  /// holds while it is unchanged.
  @usableFromInline var version = 0

  @inlinable init() {}

  @inlinable var isEmpty: Bool { vetoes.isEmpty && defers.isEmpty }

  /// Moves the route at `position` from the list of `old` to the list of `new`.
  @inlinable mutating func change(_ old: GuardDecision?, to new: GuardDecision?, at position: Int) {
    version &+= 1
    if old == new { return }
    switch old {
    case .veto: Self.remove(position, from: &vetoes)
    case .defer: Self.remove(position, from: &defers)
    default: break
    }
    switch new {
    case .veto: Self.insert(position, into: &vetoes)
    case .defer: Self.insert(position, into: &defers)
    default: break
    }
  }

  /// Removes the entry of the top route at `position`, guarded by `decision`, as it leaves.
  @inlinable mutating func removeTop(_ decision: GuardDecision, at position: Int) {
    switch decision {
    case .veto:
      if vetoes.last == position { vetoes.removeLast() }
    case .defer:
      if defers.last == position { defers.removeLast() }
    case .allow: return
    }
    version &+= 1
  }

  @inlinable static func insert(_ position: Int, into list: inout [Int]) {
    if let last = list.last, last > position {
      list.insert(position, at: insertionSlot(for: position, in: list))
    } else {
      // The common case, a guard on the top route: no search, no shifting.
      list.append(position)
    }
  }

  @inlinable static func remove(_ position: Int, from list: inout [Int]) {
    if list.last == position {
      list.removeLast()
      return
    }
    let slot = insertionSlot(for: position, in: list)
    if slot < list.count && list[slot] == position { list.remove(at: slot) }
  }

  /// The first slot of `list` whose position is `position` or more.
  @inlinable static func insertionSlot(for position: Int, in list: [Int]) -> Int {
    var low = 0
    var high = list.count
    while low < high {
      let middle = low + (high - low) / 2
      if list[middle] < position { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
