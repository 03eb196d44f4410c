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
    /// While a container operation holds the queue and applies its parts, each router's
    /// delivery and each event of the container's own waits here, in the order they were
    /// ready; the outermost `release()` delivers them in that order as one delivery.
    @usableFromInline var held: [(() -> Void)?] = []
    /// Whether `release()` is delivering what was held (deliveries then go ahead).
    @usableFromInline var isFlushing = false

    @inlinable init() {}

    /// Whether a drain may apply what waits now.
    @inlinable var mayDrain: Bool { holds == 0 && !isDraining && head < queue.count }

    /// See ``DeliveryGroup/deliveryBegins``.
    @usableFromInline var deliveryBegins: (() -> Void)?

    /// Whether a delivery beginning now waits: a container operation is applying its parts.
    @inlinable var holdsDeliveries: Bool { holds > 0 && !isFlushing }

    /// Counts a delivery beginning, unless deliveries are held (`delivers` is then `false`);
    /// returns the closure to call when it is the outermost.
    @inlinable mutating func begin() -> (delivers: Bool, begins: (() -> Void)?) {
      if holds > 0 && !isFlushing { return (false, nil) }
      depth += 1
      return (true, depth == 1 ? deliveryBegins : nil)
    }

    /// The next held step, moved out of its slot (called after this access ends); once none
    /// is left, the slots are emptied in place.
    @inlinable mutating func takeHeld(at index: Int) -> (() -> Void)? {
      guard index < held.count else {
        held.removeAll(keepingCapacity: true)
        return nil
      }
      return held[index].take()
    }

    /// Begins the group's delivery for a change requested of one of its routers, unless one of
    /// them is delivering (`nil`: the change waits). A delivery begun here is the outermost: it
    /// returns ``DeliveryGroup/deliveryBegins`` (itself `nil` while the container has no
    /// observers), for the caller to call after this access. `held` says whether a container
    /// operation is applying its parts: the change then applies now, but its delivery waits.
    @inlinable mutating func beginUnlessDelivering(held: inout Bool) -> (() -> Void)?? {
      guard depth == 0 else { return nil }
      held = holds > 0 && !isFlushing
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

  /// A router of the group starts delivering; `false` when a container operation holds the
  /// delivery (the router keeps its transaction: see ``holdStep(_:)``).
  @inlinable func begin() -> Bool {
    // One access counts the delivery and, for the outermost, takes the closure to call after
    // it (nothing is delivered yet: the container's mark reads only its own observers).
    let (delivers, begins) = state.begin()
    if let begins { begins() }
    return delivers
  }

  /// Whether a delivery or a container event now waits for the container operation applying
  /// its parts.
  @inlinable var holdsDeliveries: Bool { state.holdsDeliveries }

  /// Keeps a held delivery (a router's turn, or an event of the container's), to run in order
  /// when the outermost ``release()`` delivers the operation.
  @usableFromInline func holdStep(_ step: @escaping () -> Void) {
    state.held.append(step)
  }

  /// A router of the group is asked for a change: in one access, whether another of the
  /// group's routers delivers (`false`: the change waits in a queue), else the group's delivery
  /// begins, to be ended by ``deliveryEnded()`` whether or not the change delivers anything
  /// (the router ends it before it asks the policy's route guard, whose changes then apply at
  /// once, as anywhere outside a delivery). The container marks its observers now, as it does
  /// when any delivery of the group begins: nothing of the app runs before the change is
  /// delivered. `held` says whether the change's delivery must wait for a container operation
  /// applying its parts (see ``hold()``).
  @inlinable func beginUnlessDelivering(held: inout Bool) -> Bool {
    guard let deliveryBegins = state.beginUnlessDelivering(held: &held) else { return false }
    if let deliveryBegins { deliveryBegins() }
    return true
  }

  /// A router of the group begins delivering the next change from its own queue, within its
  /// delivery: observers added before now hear it.
  @inlinable func nextChangeBegins() {
    if let deliveryBegins { deliveryBegins() }
  }

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
  /// link or restore), which applies its own changes while callbacks' changes wait; the
  /// routers' deliveries wait too, until the outermost ``release()``, so the operation is one
  /// transaction: every part changes before any callback, hook or observer hears of it.
  func hold() { state.holds += 1 }

  /// Ends a ``hold()``. The outermost delivers the operation: every router's transaction and
  /// the container's events, in the order they were ready, as one delivery of the group (so
  /// observers added by its callbacks hear from the next change on); then applies what waits if
  /// nothing else delivers or holds.
  func release() {
    if state.holds == 1 && !state.held.isEmpty { deliverHeld() }
    state.holds -= 1
    if state.depth == 0 { drain() }
  }

  /// Delivers what the operation held, in order, each step taken out in one access and run
  /// after it ends.
  func deliverHeld() {
    state.isFlushing = true
    _ = begin()
    var index = 0
    while let step = state.takeHeld(at: index) {
      step()
      index += 1
    }
    state.isFlushing = false
    _ = state.end()
  }

  @inlinable func drain() {
    guard state.mayDrain else { return }
    state.isDraining = true
    defer { state.isDraining = false }
    // Each change is taken out in one access, and called after it ends (it may queue more).
    while let change = state.takeNext() { change() }
  }
}
