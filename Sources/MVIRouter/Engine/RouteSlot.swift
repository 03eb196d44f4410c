/// What a router keeps of one presented route beside its value in ``NavigationState``: the
/// result type its presenter expects, its guard, and its handler (dismiss callback, result
/// handler, guard handler). ``NavigationMachine/slots`` holds one per route, in stack order,
/// pushed and popped by the machine with the route itself, so nothing is mirrored by index
/// afterwards.
///
/// As its route leaves, the slot moves as it is into the transaction that reports the dismissal
/// (``NavigationOutbox/calls``): its closures are called from there and released after delivery,
/// outside any access to the router (a closure's release may run a deinit that calls the router).
/// The same shape is a transaction's entry for every other effect, holding only the closure the
/// effect calls (an alert's handler, a result handler, a guard handler), so a leaving slot is
/// moved and never converted.
///
/// Not part of the value: a state copied or restored into another router brings none of it, and
/// a route that arrives by a deep link, a restore or a replacement gets an empty slot.
@usableFromInline
struct RouteSlot<Action: Hashable & Sendable> {
  @usableFromInline var onDismiss: ((DismissReason) -> Void)?
  @usableFromInline var onResult: ((RouteResult<any Sendable>) -> Void)?
  /// The result type the route's presenter expects; `nil` when it expects none.
  @usableFromInline var expected: ResultType?
  /// An alert's handler or a guard handler: an entry holds one or the other, never both (a
  /// route's slot and a dismissal's entry hold a guard handler; an alert's answer, its handler),
  /// so they share one place and a slot is 64 bytes.
  @usableFromInline var extra: Extra
  /// The route's guard, `nil` for `allow`.
  @usableFromInline var decision: GuardDecision?

  /// See ``RouteSlot/extra``.
  @usableFromInline
  enum Extra {
    case none
    case action(AlertHandler<Action>)
    case guarded((GuardedChange) -> Void)
  }

  @inlinable init(
    onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: ((RouteResult<any Sendable>) -> Void)? = nil,
    onAction: AlertHandler<Action>? = nil, onGuard: ((GuardedChange) -> Void)? = nil
  ) {
    self.onDismiss = onDismiss
    self.onResult = onResult
    if let onAction {
      extra = .action(onAction)
    } else if let onGuard {
      extra = .guarded(onGuard)
    } else {
      extra = .none
    }
  }

  /// An alert's handler (a transaction's entry for an alert's answer; a route's slot holds none).
  @inlinable var onAction: AlertHandler<Action>? {
    get {
      if case .action(let handler) = extra { return handler }
      return nil
    }
    set { extra = newValue.map { .action($0) } ?? .none }
  }

  /// The route's guard handler. A dismissal's entry carries it uncalled: it leaves with the route.
  @inlinable var onGuard: ((GuardedChange) -> Void)? {
    get {
      if case .guarded(let handler) = extra { return handler }
      return nil
    }
    set { extra = newValue.map { .guarded($0) } ?? .none }
  }
}

/// The closures one effect calls, kept beside the effect in a transaction (and released with
/// it, after delivery): a ``RouteSlot``, so that a leaving route's slot is the entry of its
/// dismissal as it is.
@usableFromInline
typealias EffectHandlers<Action: Hashable & Sendable> = RouteSlot<Action>
