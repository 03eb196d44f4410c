/// Routers that deliver their events as one: while any of them delivers, a change requested of
/// any of them waits in one queue, FIFO, and is applied once the delivery is over — the rule a
/// single ``RouterEvents`` keeps for its own changes, kept across the tabs of a
/// ``TabbedRouterEvents``.
@MainActor
@usableFromInline
final class DeliveryGroup {

  /// Everything the group decides with, as one value, so that each of its steps (begin, end,
  /// queue, drain) is one access: what routes through a tab's router checks it on every change.
  @usableFromInline
  struct State {
    /// How many of the group's routers are delivering (deliveries nest when a change applied
    /// from the queue is delivered).
    @usableFromInline var depth = 0
    /// The changes waiting, oldest first; each applies and delivers one change. A change is
    /// moved out of its slot when its turn comes (the slot left `nil`), so emptying the queue
    /// releases no closure of the app's inside an access to the group.
    @usableFromInline var queue: [(() -> Void)?] = []
    @usableFromInline var head = 0
    @usableFromInline var isDraining = false
    /// How many operations of the container over several routers are in progress: their
    /// changes requested by callbacks wait until the whole operation is over.
    @usableFromInline var holds = 0

    @inlinable init() {}

    /// Whether a drain may apply what waits now.
    @inlinable var mayDrain: Bool { holds == 0 && !isDraining && head < queue.count }

    /// See ``DeliveryGroup/deliveryBegins``.
    @usableFromInline var deliveryBegins: (() -> Void)?

    /// Counts a delivery beginning; returns the closure to call when it is the outermost.
    @inlinable mutating func begin() -> (() -> Void)? {
      depth += 1
      return depth == 1 ? deliveryBegins : nil
    }

    /// Begins the group's delivery for a change requested of one of its routers, unless one of
    /// them is delivering (`nil`: the change waits). A delivery begun here is the outermost: it
    /// returns ``DeliveryGroup/deliveryBegins`` (itself `nil` while the container has no
    /// observers), for the caller to call after this access.
    @inlinable mutating func beginUnlessDelivering() -> (() -> Void)?? {
      guard depth == 0 else { return nil }
      depth = 1
      return .some(deliveryBegins)
    }

    /// A delivery ends; whether what waits may be applied now.
    @inlinable mutating func end() -> Bool {
      depth -= 1
      return depth == 0 && mayDrain
    }

    /// The next waiting change, moved out of the queue, if any: the caller calls and releases
    /// it after this access ends (its release may run a deinit that calls the container). Once
    /// none waits, the queue (of empty slots) is emptied in place.
    @inlinable mutating func takeNext() -> (() -> Void)? {
      guard head < queue.count else {
        queue.removeAll(keepingCapacity: true)
        head = 0
        return nil
      }
      head += 1
      return queue[head - 1].take()
    }
  }

  @usableFromInline var state = State()

  init() {}

  /// Whether one of the group's routers is delivering events.
  @inlinable var isDelivering: Bool { state.depth > 0 }

  /// Called when the group's outermost delivery begins, and when a router of the group begins
  /// delivering another change from its own queue, before any callback of it runs: the tab
  /// container marks its observers then, so that those added during a delivery hear from the
  /// next change on. Set only while the container has observers. (Kept in the group's state,
  /// so beginning a delivery reads it in the access that counts the delivery.)
  @usableFromInline var deliveryBegins: (() -> Void)? {
    get { state.deliveryBegins }
    set { state.deliveryBegins = newValue }
  }

  /// The tab container's answer to a `confirm` asked of one of its routers (named by its
  /// machine's origin): the outcome when the change is the deferral that stopped the
  /// container's `dismissAll()` there (the container finishes all of it), else `nil` and the
  /// router confirms its own change. Set by the container.
  @usableFromInline var confirmsContainerChange: ((GuardedChange, _ origin: Int) -> RouterOutcome?)?

  /// A router of the group starts delivering.
  @inlinable func begin() {
    // One access counts the delivery and, for the outermost, takes the closure to call after
    // it (nothing is delivered yet: the container's mark reads only its own observers).
    if let deliveryBegins = state.begin() { deliveryBegins() }
  }

  /// A router of the group is asked for a change: in one access, whether another of the
  /// group's routers delivers (`false`: the change waits in a queue), else the group's delivery
  /// begins, to be ended by ``deliveryEnded()`` whether or not the change delivers anything
  /// (the router ends it before it asks the policy's route guard, whose changes then apply at
  /// once, as anywhere outside a delivery). The container marks its observers now, as it does
  /// when any delivery of the group begins: nothing of the app runs before the change is
  /// delivered.
  @inlinable func beginUnlessDelivering() -> Bool {
    guard let deliveryBegins = state.beginUnlessDelivering() else { return false }
    if let deliveryBegins { deliveryBegins() }
    return true
  }

  /// A router of the group begins delivering the next change from its own queue, within its
  /// delivery: observers added before now hear it.
  @inlinable func nextChangeBegins() {
    if let deliveryBegins { deliveryBegins() }
  }

  /// Whether changes wait in the queue: a router then queues its own changes behind them too, so
  /// that every change is applied in the order it was requested.
  @inlinable var hasQueued: Bool { state.head < state.queue.count }

  /// Whether a change requested now waits in the group's queue rather than its router's own:
  /// changes already wait there, or a container operation holds the queue.
  @inlinable var queuesChanges: Bool { state.head < state.queue.count || state.holds > 0 }

  /// Queues a change, to apply when no router of the group is delivering.
  @inlinable func enqueue(_ change: @escaping () -> Void) {
    state.queue.append(change)
  }

  /// Called when a delivery ends: applies the queued changes in order (each may queue more),
  /// unless a drain further up the stack is already doing so or an operation holds the queue.
  @inlinable func deliveryEnded() {
    if state.end() { drain() }
  }

  /// Holds the queue during an operation over several routers (a container's dismiss-all, deep
  /// link or restore), which applies its own changes while callbacks' changes wait.
  func hold() { state.holds += 1 }

  /// Ends a ``hold()``; applies what waits if nothing else delivers or holds.
  func release() {
    state.holds -= 1
    if state.depth == 0 { drain() }
  }

  @inlinable func drain() {
    guard state.mayDrain else { return }
    state.isDraining = true
    defer { state.isDraining = false }
    // Each change is taken out in one access, and called after it ends (it may queue more).
    while let change = state.takeNext() { change() }
  }
}
