/// Routers that deliver their events as one: while any of them delivers, a change requested of
/// any of them waits in one queue, FIFO, and is applied once the delivery is over — the rule a
/// single ``RouterEvents`` keeps for its own changes, kept across the tabs of a
/// ``TabbedRouterEvents``.
@MainActor
@usableFromInline
package final class DeliveryGroup {
  // Exclusivity: the properties opt out of dynamic exclusivity checks, which would cost more
  // than the bookkeeping itself on every delivery of a tab's router. That is safe because the
  // class is confined to the main actor and every access is instantaneous: `deliveryEnded` reads
  // one queued change and finishes with `queue` and `head` before calling it, and no other
  // access spans a call.

  /// How many of the group's routers are delivering (deliveries nest when a change applied from
  /// the queue is delivered).
  @exclusivity(unchecked) @usableFromInline package var depth = 0
  /// The changes waiting, oldest first; each applies and delivers one change.
  @exclusivity(unchecked) @usableFromInline var queue: [() -> Void] = []
  @exclusivity(unchecked) @usableFromInline var head = 0
  @exclusivity(unchecked) @usableFromInline var isDraining = false

  package init() {}

  /// Whether one of the group's routers is delivering events.
  @inlinable package var isDelivering: Bool { depth > 0 }

  /// Queues a change, to apply when no router of the group is delivering.
  @inlinable package func enqueue(_ change: @escaping () -> Void) {
    queue.append(change)
  }

  /// Called when a delivery ends: applies the queued changes in order (each may queue more),
  /// unless a drain further up the stack is already doing so.
  @inlinable package func deliveryEnded() {
    depth -= 1
    guard depth == 0, !isDraining, head < queue.count else { return }
    isDraining = true
    defer { isDraining = false }
    while head < queue.count {
      let change = queue[head]
      head += 1
      change()
    }
    queue.removeAll(keepingCapacity: true)
    head = 0
  }
}
