/// Routers that deliver their events as one: while any of them delivers, a change requested of
/// any of them waits in one queue, FIFO, and is applied once the delivery is over — the rule a
/// single ``RouterEvents`` keeps for its own changes, kept across the tabs of a
/// ``TabbedRouterEvents``.
@MainActor
@usableFromInline
final class DeliveryGroup {

  /// How many of the group's routers are delivering (deliveries nest when a change applied from
  /// the queue is delivered).
  @usableFromInline var depth = 0
  /// The changes waiting, oldest first; each applies and delivers one change.
  @usableFromInline var queue: [() -> Void] = []
  @usableFromInline var head = 0
  @usableFromInline var isDraining = false
  /// How many operations of the container over several routers are in progress: their changes
  /// requested by callbacks wait until the whole operation is over.
  @usableFromInline var holds = 0

  init() {}

  /// Whether one of the group's routers is delivering events.
  @inlinable var isDelivering: Bool { depth > 0 }

  /// Called when the group's outermost delivery begins, before any callback runs: the tab
  /// container marks its observers then, so that those added during the delivery hear from the
  /// next change on. Set only while the container has observers.
  @usableFromInline var deliveryBegins: (() -> Void)?

  /// A router of the group starts delivering.
  @inlinable func begin() {
    if depth == 0, let deliveryBegins { deliveryBegins() }
    depth += 1
  }

  /// Whether changes wait in the queue: a router then queues its own changes behind them too, so
  /// that every change is applied in the order it was requested.
  @inlinable var hasQueued: Bool { head < queue.count }

  /// Queues a change, to apply when no router of the group is delivering.
  @inlinable func enqueue(_ change: @escaping () -> Void) {
    queue.append(change)
  }

  /// Called when a delivery ends: applies the queued changes in order (each may queue more),
  /// unless a drain further up the stack is already doing so or an operation holds the queue.
  @inlinable func deliveryEnded() {
    depth -= 1
    if depth == 0 { drain() }
  }

  /// Holds the queue during an operation over several routers (a container's dismiss-all, deep
  /// link or restore), which applies its own changes while callbacks' changes wait.
  func hold() { holds += 1 }

  /// Ends a ``hold()``; applies what waits if nothing else delivers or holds.
  func release() {
    holds -= 1
    if depth == 0 { drain() }
  }

  @inlinable func drain() {
    guard holds == 0, !isDraining, head < queue.count else { return }
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
