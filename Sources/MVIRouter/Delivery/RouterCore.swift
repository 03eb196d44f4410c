/// Everything a ``RouterEvents`` keeps between calls, as one value: the machine (state, ids, one
/// slot per presented route with its bookkeeping and its closures, the deferred change), the
/// effects of the transaction being built, the closures of presented alerts, and the queue of
/// changes requested during delivery.
///
/// The router stores it in one property and changes it only through the `mutating` methods
/// below, so an operation is one access to that property, and none of these methods runs code of
/// the app: no callback, hook, observer, stream — and no release of an app's closure (closures
/// leave as part of a ``RouterTransaction``, released after the access ends). User code runs only
/// between accesses, so it may call back into the router in any way: its request is queued (see
/// ``submit(_:onDismiss:onResult:onAction:routeDecision:answered:)``) and applied after the
/// current transaction. This is the state machine shape of swift-async-algorithms' channels: one
/// critical region that returns what to do, performed after the region ends.
@MainActor
@usableFromInline
struct RouterCore<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  @usableFromInline typealias Request = NavigationRequest<Screen, Alert>
  @usableFromInline typealias Transaction = RouterTransaction<Screen, Alert>

  /// Every rule lives here.
  @usableFromInline var machine: NavigationMachine<Screen, Alert>
  /// The transaction being built: its effects, in order, and beside each the closures it calls.
  @usableFromInline var current = Transaction()
  /// The other transaction's buffers, kept while no delivery holds them: a delivery takes them
  /// in place of `current`'s, so no buffer is made or freed from transaction to transaction.
  /// (A stack of at most one: taken and given back by moves, so no transaction value is ever
  /// destroyed, which would cost a call through its type's value witnesses.)
  @usableFromInline var spares: [Transaction] = [Transaction()]
  /// The attached policy (the router calls it; the core only keeps it).
  @usableFromInline var policy: any RouterPolicy<Screen, Alert> = DefaultRouter<Screen, Alert>()
  /// Whether the attached policy may do something in its hooks (the default policy does not).
  @usableFromInline var hasRouterHooks = false
  /// Whether a transaction is being delivered: changes requested meanwhile wait in `pending`.
  @usableFromInline var isDelivering = false
  /// Changes requested during delivery, applied in order after it; `pendingHead` is the next.
  @usableFromInline var pending: [Submission<Screen, Alert>?] = []
  @usableFromInline var pendingHead = 0
  /// How many `perform` batches are open.
  @usableFromInline var batchDepth = 0
  /// Changes requested in a `perform` batch during delivery: queued as one group.
  @usableFromInline var batchSubmissions: [Submission<Screen, Alert>?] = []
  /// The closures of a route request the route guard deferred, while it waits.
  @usableFromInline var deferredRoute: DeferredRoute?
  /// Whether `deferredRoute` holds a request (one flag for the common path).
  @usableFromInline var hasStoppedRoutes = false
  /// The routes requested during a delivery and not applied yet.
  @usableFromInline var queuedRoutes: Set<RouteID> = []
  /// The router's observers and streams. Kept in the core, so the access that begins a delivery
  /// also hands out the first observer (see ``beginDelivery()``).
  @usableFromInline var hub = HubState<RouterEvent<Screen, Alert>>()
  /// Who hears the delivery under way: the observers and streams whose ids are below this (the
  /// hub's next id when the delivery began); those added during it hear from the next one on.
  /// (A router delivers one transaction at a time.)
  @usableFromInline var deliveryMark = 0
  /// Whether this router's delivery waits for an operation of its tab container over several
  /// routers to apply all of it (see ``DeliveryGroup/hold()``): the changes it applies meanwhile
  /// stay in `current`, delivered as one transaction when the container's delivery reaches it.
  @usableFromInline var isHeld = false
  /// The observer mark of the held transaction's first delivery attempt: observers added before
  /// the container's operation began hear it, those added by its callbacks do not.
  @usableFromInline var heldMark = 0

  @inlinable init(machine: NavigationMachine<Screen, Alert>) {
    self.machine = machine
    current.outbox.recordsNotifications = false
  }

  /// What ``submit(_:onDismiss:onResult:onAction:routeDecision:answered:)`` did.
  @usableFromInline enum Submitted {
    /// Queued behind the transaction being delivered.
    case queued
    /// Not applied yet: the policy's route guard must answer first (the router asks it, then
    /// submits again with its answer).
    case asksRouteGuard
    /// Not applied yet: a route request whose presentation, options and route guard the
    /// attached policy answers first (the router asks it, then submits the route). `delivering`
    /// when a delivery is under way: the route then waits, and its guard is asked when its turn
    /// comes.
    case asksPolicy(any RouterPolicy<Screen, Alert>, delivering: Bool)
    /// Applied, with nothing to carry out now.
    case applied(IgnoreReason?)
    /// Applied; its transaction has something to carry out now, and moved out of the core for
    /// delivery in the same access (the router delivers it, then hands it back with
    /// ``endTransaction(_:observed:)``). It travels in this value, never in an optional, so
    /// no path that delivers nothing makes or destroys a transaction.
    case delivering(IgnoreReason?, Transaction)
  }

  /// Applies a change now, or queues it while a transaction is delivered. A `present` (or a
  /// deep link) with a policy attached is first returned for the route guard's answer, unless
  /// `routeDecision` is that answer (or the request carries its answers: `answered`).
  @inline(__always) @inlinable mutating func submit(
    _ request: Request, onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: ((RouteResult<any Sendable>) -> Void)? = nil,
    onAction: AlertHandler<Alert.Action>? = nil,
    routeDecision: GuardDecision? = nil, answered: Bool = false
  ) -> Submitted {
    if isDelivering {
      enqueue(
        Submission(
          request, onDismiss: onDismiss, onResult: onResult, onAction: onAction),
        locally: true)
      return .queued
    }
    if hasRouterHooks && !answered && routeDecision == nil && request.asksRouteGuardFirst {
      return .asksRouteGuard
    }
    let ignored = apply(
      request, onDismiss: onDismiss, onResult: onResult, onAction: onAction,
      routeDecision: routeDecision, directly: true)
    return applied(ignored)
  }

  /// ``submit(_:onDismiss:onResult:onAction:routeDecision:answered:)``
  /// for a request the router applies through its machine rule: `rule` is the machine method
  /// that ``NavigationMachine/apply(_:into:)`` maps the request to, so no request value is
  /// built unless the change must wait (`request` is built only then). An alert's handler
  /// (`onAction`) waits with a queued request; `rule` gives it to the machine itself.
  @inline(__always) @inlinable mutating func submit(
    queued request: () -> Request, onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: ((RouteResult<any Sendable>) -> Void)? = nil, presentsRoute: Bool = false,
    onAction: AlertHandler<Alert.Action>? = nil,
    _ rule: (inout NavigationMachine<Screen, Alert>, inout NavigationOutbox<Screen, Alert>) ->
      IgnoreReason?
  ) -> Submitted {
    if isDelivering {
      enqueue(
        Submission(
          request(), onDismiss: onDismiss, onResult: onResult, onAction: onAction), locally: true)
      return .queued
    }
    if presentsRoute && hasRouterHooks { return .asksRouteGuard }
    let first = current.outbox.count
    let firstCall = current.outbox.calls.count
    current.outbox.quiet = !presentsRoute && isQuiet
    let ignored = rule(&machine, &current.outbox)
    settle(from: first, call: firstCall, onResult: onResult)
    if hasStoppedRoutes { settleEndedDeferral() }
    return applied(ignored)
  }

  /// A route request (`routeTo`) in one access: reserves the route's id (unless `reserved`
  /// names one), then, while no policy is attached, applies or queues it as
  /// ``submit(queued:onDismiss:onResult:presentsRoute:onAction:_:)`` does,
  /// with the default policy's answers (a sheet, the standard options, no route guard), which
  /// run no code of the app.
  ///
  /// - Parameters:
  ///   - id: The id reserved for the route; with `reserving`, set to the one reserved now.
  ///   - reserving: Whether to reserve the route's id now.
  /// - Returns: What was done: ``Submitted/asksPolicy`` when a policy is attached, whose
  ///   answers the router asks after this access (then submits the route).
  @inline(__always) @inlinable mutating func present(
    _ screen: Screen, as presentation: RouterScreenPresentationType?,
    options: PresentationOptions?, resultType: ResultType?, id: inout RouteID,
    reserving: Bool, onDismiss: ((DismissReason) -> Void)?,
    onResult: ((RouteResult<any Sendable>) -> Void)?
  ) -> Submitted {
    if reserving { id = machine.makeRouteID() }
    if hasRouterHooks { return .asksPolicy(policy, delivering: isDelivering) }
    let route = Route(
      id: id, screen: screen, presentation: presentation ?? .sheet, options: options ?? .standard)
    return submit(
      queued: { .present(route, resultType: resultType) }, onDismiss: onDismiss,
      onResult: onResult, presentsRoute: true,
      {
        $0.present(
          route, resultType: resultType, onDismiss: onDismiss, onResult: onResult, into: &$1)
      })
  }

  /// An alert request (`presentAlert`) in one access: reserves the alert's id (with
  /// `reserving`) and hands out the policy that describes the alert (its title, message and
  /// buttons, asked after this access).
  @inline(__always) @inlinable mutating func presentAlert(
    id: inout AlertID, reserving: Bool
  ) -> any RouterPolicy<Screen, Alert> {
    if reserving { id = machine.makeAlertID() }
    return policy
  }

  /// A change applied: when its transaction has something to carry out now, the transaction
  /// moves out for delivery in the same access.
  @inline(__always) @inlinable mutating func applied(_ ignored: IgnoreReason?) -> Submitted {
    guard needsDelivery else { return .applied(ignored) }
    return .delivering(ignored, beginDelivery())
  }

  /// Whether the transaction built so far has something to carry out now.
  @inline(__always) @inlinable var needsDelivery: Bool {
    batchDepth == 0 && (current.outbox.count > 0 || !current.outbox.leaving.isEmpty)
  }

  /// Whether no one but the routes' own callbacks hears what the next change removes: no policy
  /// hooks, no observer, no batch, no route stopped. The outbox then keeps no route of a
  /// dismissal (see ``NavigationOutbox/quiet``). (A guard handler needs none: it leaves in its
  /// route's slot.)
  @inline(__always) @inlinable var isQuiet: Bool {
    !hasRouterHooks && !current.outbox.recordsNotifications && batchDepth == 0
      && !hasStoppedRoutes
  }

  /// Has the machine apply a request, then pairs its effects with their closures. A `present`
  /// request carries the route guard's answer (`routeDecision`, `nil` for allowed). `directly`
  /// when no delivery is under way: a removal may then be recorded quietly.
  @inline(__always) @inlinable mutating func apply(
    _ request: Request, onDismiss: ((DismissReason) -> Void)?,
    onResult: ((RouteResult<any Sendable>) -> Void)?, onAction: AlertHandler<Alert.Action>?,
    routeDecision: GuardDecision?, directly: Bool
  ) -> IgnoreReason? {
    let first = current.outbox.count
    let firstCall = current.outbox.calls.count
    let ignored: IgnoreReason?
    if case .present = request {
      current.outbox.quiet = false
      if let routeDecision, routeDecision != .allow {
        ignored = machine.stopRoute(request, routeDecision, into: &current.outbox)
        // Settled first: a deferral this one replaced hands its result to its own handler.
        settle(from: first, call: firstCall, onResult: onResult)
        keepStoppedRoute(ignored, onDismiss: onDismiss, onResult: onResult)
        if hasStoppedRoutes { settleEndedDeferral() }
        return ignored
      } else {
        // The route arrives with its closures in its slot.
        ignored = machine.apply(
          request, onDismiss: onDismiss, onResult: onResult, into: &current.outbox)
      }
    } else {
      current.outbox.quiet = directly && isQuiet
      // An alert arrives with its handler, which the machine keeps.
      ignored = machine.apply(request, onAction: onAction, into: &current.outbox)
    }
    settle(from: first, call: firstCall, onResult: onResult)
    if hasStoppedRoutes { settleEndedDeferral() }
    return ignored
  }

  /// After the machine applied a request: gives the result of a requested route that never
  /// arrived (the route guard stopped it) the handler its request left with the router, from
  /// record `first` and call `call` on. Every other closure arrives and leaves with its route's
  /// slot or its alert, moved by the machine.
  @inline(__always) @inlinable mutating func settle(
    from first: Int, call: Int, onResult: ((RouteResult<any Sendable>) -> Void)?
  ) {
    if current.outbox.usedSides & OutboxSide.results != 0 {
      settleResults(from: first, call: call, onResult: onResult)
    }
  }

  /// ``settle(from:call:onResult:)``'s walk over the new effects. (Out of line: the paths with
  /// no result stay short.)
  @inlinable @inline(never) mutating func settleResults(
    from first: Int, call firstCall: Int, onResult: ((RouteResult<any Sendable>) -> Void)?
  ) {
    var index = first
    var call = firstCall
    while index < current.outbox.count {
      switch current.outbox.kind(at: index) {
      case .dismissed:
        // One entry per route: a quiet run of dismissals stands for several.
        call += current.outbox.routeCount(at: index) - 1
      case .result:
        if current.outbox.reason(at: index) != .vetoed {
          // The machine gave it the handler of its route's slot.
        } else if let waiting = deferredRoute,
          waiting.route == current.outbox.route(at: index).id
        {
          // A deferred route that will never arrive: the handler its request left waiting.
          current.outbox.calls[call].onResult = waiting.onResult
        } else {
          // A route the route guard vetoed: the request's own handler hears it.
          current.outbox.calls[call].onResult = onResult
        }
      case .routed, .alertPresented, .alertResolved, .alertDismissed, .ignored:
        break
      }
      index += 1
      call += 1
    }
  }

  /// Ends the wait of a deferred route request whose deferral no longer waits: confirmed (its
  /// route arrived and gets the request's closures) or dropped (its result handler will hear
  /// `.cancelled(.vetoed)`).
  @inlinable @inline(never) mutating func settleEndedDeferral() {
    defer { hasStoppedRoutes = deferredRoute != nil }
    guard let waiting = deferredRoute, machine.deferred?.change.id != waiting.deferral else {
      return
    }
    deferredRoute = nil
    if let index = machine.state.index(of: waiting.route) {
      // The route arrived with an empty slot: it gets the request's closures, and the guard
      // handler set while it waited. What the slot held (nothing) leaves unheard.
      let replaced = machine.slots[index]
      machine.slots[index].onDismiss = waiting.onDismiss
      machine.slots[index].onResult = waiting.onResult
      if let onGuard = waiting.onGuard { machine.slots[index].onGuard = onGuard }
      current.outbox.leaving.append(
        RouteSlot(
          onDismiss: replaced.onDismiss, onResult: replaced.onResult,
          onGuard: waiting.onGuard != nil ? replaced.onGuard : nil))
    } else {
      // Never presented: a guard handler set for it meanwhile goes too. Its result, if its
      // presenter expects one, was reported by the machine and settled to its handler; its
      // dismiss callback leaves unheard.
      current.outbox.leaving.append(
        RouteSlot(onDismiss: waiting.onDismiss, onGuard: waiting.onGuard))
    }
  }

  /// Keeps the closures of a route request the route guard deferred, while it waits (a vetoed
  /// one's result was reported by the machine and settled to its handler). A vetoed request's
  /// dismiss callback leaves with the transaction, released after its delivery like every
  /// closure (a queued request's would otherwise go before it). A request ignored for another
  /// reason drops them.
  @inlinable @inline(never) mutating func keepStoppedRoute(
    _ ignored: IgnoreReason?, onDismiss: ((DismissReason) -> Void)?,
    onResult: ((RouteResult<any Sendable>) -> Void)?
  ) {
    guard let ignored, Self.presentsRouteStopped(ignored) else { return }
    // A deferral this one replaces ends first.
    if hasStoppedRoutes { settleEndedDeferral() }
    defer { hasStoppedRoutes = deferredRoute != nil }
    if case .deferred = ignored, let waiting = machine.deferred {
      deferredRoute = .init(
        deferral: waiting.change.id, route: waiting.change.route, onDismiss: onDismiss,
        onResult: onResult)
    } else if let onDismiss {
      current.outbox.leaving.append(RouteSlot(onDismiss: onDismiss))
    }
  }

  /// Whether `ignored` says the route guard stopped a route request.
  @inlinable static func presentsRouteStopped(_ ignored: IgnoreReason) -> Bool {
    switch ignored {
    case .vetoed(let operation, _), .deferred(let operation, _): operation.isRouteTo
    default: false
    }
  }

  // MARK: Delivery

  /// Hands the transaction built so far to the router for delivery, and starts delivering:
  /// changes requested from now on wait. A spare transaction (empty) takes its place, so the
  /// buffers keep their capacity from transaction to transaction.
  ///
  /// When the transaction was recorded for listeners, it also carries the router's first
  /// observer (and whether more observers or streams hear it), so a delivery to one observer
  /// asks the hub nothing more (see ``RouterTransaction/listener``).
  @inline(__always) @inlinable mutating func beginDelivery() -> Transaction {
    beginDelivery(before: hub.nextID)
  }

  /// ``beginDelivery()`` heard by the observers and streams whose ids are below `mark`.
  @inline(__always) @inlinable mutating func beginDelivery(before mark: Int) -> Transaction {
    isDelivering = true
    deliveryMark = mark
    // Set in place, before the transaction moves out: the flags of a delivery begin here (the
    // listeners' with the listener).
    current.flags = hasRouterHooks ? 1 : 0
    if current.outbox.recordsNotifications { handOutListeners() }
    var transaction = spares.popLast() ?? Transaction()
    swap(&transaction, &current)
    // Set again if an observer is added during the delivery.
    current.outbox.recordsNotifications = false
    return transaction
  }

  /// Gives the transaction about to be delivered, recorded for listeners, the first observer,
  /// and whether more observers or streams hear it. (Out of line: the path that delivers to no
  /// one stays as it was.)
  @inlinable @inline(never) mutating func handOutListeners() {
    if !hub.observers.isEmpty && hub.observers[0].id < deliveryMark {
      current.listener = hub.observers[0]
      if hub.observers.count > 1 && hub.observers[1].id < deliveryMark { current.flags |= 2 }
    }
    if !hub.continuations.isEmpty { current.flags |= 4 }
  }

  /// The next observer of the delivery under way after the observer `id`, and in `more`
  /// whether another one follows it.
  @inlinable func listener(after id: Int, more: inout Bool) -> HubObserver<
    RouterEvent<Screen, Alert>
  >? {
    hub.step(after: id, before: deliveryMark, more: &more)
  }

  /// The streams of the delivery under way: the hub's continuations and the mark below which
  /// they hear it.
  @inlinable var streamsHearing:
    (
      continuations: [Int: AsyncStream<RouterEvent<Screen, Alert>>.Continuation], mark: Int
    )
  { (hub.continuations, deliveryMark) }

  /// Takes back a transaction whose delivery its tab container holds (see
  /// ``DeliveryGroup/hold()``), as if it had not begun: it stays the transaction being built, as
  /// in a batch, until ``resumeHeld()``. Its ``RouterTransaction/listener`` was dropped (after
  /// the access that began it; the delivery that resumes it finds the observers again).
  ///
  /// - Returns: Whether this is the router's first held delivery of the container's operation
  ///   (the router then takes its turn in the container's delivery).
  @inlinable mutating func hold(_ transaction: consuming Transaction) -> Bool {
    var transaction = transaction
    swap(&transaction, &current)
    spares.append(consume transaction)
    isDelivering = false
    batchDepth += 1
    guard !isHeld else { return false }
    isHeld = true
    heldMark = deliveryMark
    return true
  }

  /// Ends a hold: the transaction built meanwhile begins its delivery, heard by the observers
  /// the first held delivery would have reached. `nil` when an app's batch around the
  /// container's operation is still open (its end delivers it).
  @inlinable mutating func resumeHeld() -> Transaction? {
    isHeld = false
    batchDepth -= 1
    guard batchDepth == 0 else { return nil }
    return beginDelivery(before: heldMark)
  }

  /// Takes back a delivered (and emptied) transaction's buffers. Returns whether changes wait;
  /// when none does, the delivery is over. The next transaction is recorded for listeners
  /// when something observes now.
  @inline(__always) @inlinable mutating func endTransaction(
    _ transaction: consuming Transaction
  ) -> Bool {
    current.outbox.recordsNotifications = !hub.isEmpty
    // The buffers come back to the spare slot, which the delivery emptied.
    spares.append(consume transaction)
    if pendingHead < pending.count { return true }
    if !pending.isEmpty {
      pending.removeAll(keepingCapacity: true)
      pendingHead = 0
    }
    isDelivering = false
    return false
  }

  /// The next change that waits, if any.
  @inlinable mutating func nextPending() -> Submission<Screen, Alert>? {
    guard pendingHead < pending.count else { return nil }
    let submission = pending[pendingHead].take()!
    pendingHead += 1
    if !queuedRoutes.isEmpty, case .present(let route, _) = submission.request {
      queuedRoutes.remove(route.id)
    }
    return submission
  }

  /// Queues a change requested while events are delivered: in the batch being built, or in this
  /// router's queue (`locally`); `false` when it belongs in the router's group's queue.
  @inlinable mutating func enqueue(_ submission: Submission<Screen, Alert>, locally: Bool) {
    if case .present(let route, _) = submission.request { queuedRoutes.insert(route.id) }
    if collectsBatch {
      batchSubmissions.append(submission)
    } else if locally {
      pending.append(submission)
    }
  }

  /// Whether an app's `perform` batch is open: the changes requested meanwhile during a
  /// delivery wait as one group (a container's hold, see ``hold(_:)``, is not one).
  @inlinable var collectsBatch: Bool { batchDepth > (isHeld ? 1 : 0) }

  /// Whether `id` names a route asked for during this delivery and not presented yet: a guard
  /// or a re-attached closure naming it waits behind it.
  @inlinable func awaitsPresentation(_ id: RouteID) -> Bool {
    !queuedRoutes.isEmpty && queuedRoutes.contains(id) && machine.state.index(of: id) == nil
  }

  /// The route a request waiting in this delivery asks for, when `id` names one not presented
  /// yet; O(the changes waiting).
  @inlinable func awaitedRoute(_ id: RouteID) -> Route<Screen>? {
    guard awaitsPresentation(id) else { return nil }
    for submission in pending[pendingHead...].reversed() + batchSubmissions.reversed() {
      if case .present(let route, _) = submission?.request, route.id == id { return route }
    }
    return nil
  }

  /// Applies a queued guard or re-attachment now that the route it waited for had its turn.
  ///
  /// - Returns: The closures it replaced, to release after the access.
  @inlinable mutating func applyBookkeeping(_ submission: Submission<Screen, Alert>)
    -> EffectHandlers<Alert.Action>?
  {
    switch submission.request {
    case .guardRoute(let id, let decision):
      let (found, replaced) = setGuard(decision, onGuard: submission.onGuard, for: id)
      return found ? EffectHandlers(onGuard: replaced) : nil
    case .reattach(let id, let resultType):
      return reattach(
        id, resultType, onDismiss: submission.onDismiss, onResult: submission.onResult)
    default:
      return nil
    }
  }
}

extension RouterCore {
  // MARK: Bookkeeping asked for directly

  /// The requests of a `perform` batch made during delivery, marked as one group.
  @inlinable mutating func takeBatch() -> [Submission<Screen, Alert>?] {
    guard !batchSubmissions.isEmpty else { return [] }
    for index in batchSubmissions.indices { batchSubmissions[index]?.endsGroup = false }
    batchSubmissions[batchSubmissions.count - 1]?.endsGroup = true
    defer { batchSubmissions.removeAll() }
    return batchSubmissions
  }

  /// Sets a route's dismissal guard and its handler.
  ///
  /// - Returns: Whether the route is presented, and the handler replaced (to release after the
  ///   access).
  @inlinable mutating func setGuard(
    _ decision: GuardDecision, onGuard: ((GuardedChange) -> Void)?, for id: RouteID
  ) -> (found: Bool, replaced: ((GuardedChange) -> Void)?) {
    guard machine.setDismissGuard(decision, for: id) else { return (false, nil) }
    // In the route's slot; a route waiting for the route guard keeps it with its request's
    // closures until it arrives.
    // Exchanged by assignment: `swap` of closures (generic `inout`) wraps each in a thunk, an
    // allocation each way.
    if let index = machine.state.index(of: id) {
      let replaced = machine.slots[index].onGuard
      machine.slots[index].onGuard = onGuard
      return (true, replaced)
    } else if deferredRoute?.route == id {
      let replaced = deferredRoute!.onGuard
      deferredRoute!.onGuard = onGuard
      return (true, replaced)
    }
    return (true, onGuard)
  }

  /// Adds an observer: the next transaction is recorded for it, and the deliveries that begin
  /// from now on are heard by it.
  ///
  /// - Returns: The observer's id.
  @inlinable mutating func observe(_ body: @escaping (RouterEvent<Screen, Alert>) -> Void) -> Int {
    let id = hub.add(body)
    observerAdded()
    return id
  }

  /// Adds a stream, as ``observe(_:)`` adds an observer.
  @inlinable mutating func addStream() -> (
    id: Int, stream: AsyncStream<RouterEvent<Screen, Alert>>,
    continuation: AsyncStream<RouterEvent<Screen, Alert>>.Continuation
  ) {
    let added = hub.addStream()
    observerAdded()
    return added
  }

  /// Notes an observer or stream added: the next transaction is recorded for it.
  @inlinable mutating func observerAdded() {
    current.outbox.recordsNotifications = true
  }

  /// Gives a presented route new closures and, with a type, an expected result type.
  ///
  /// - Returns: The closures replaced (to release after the access), or `nil` when the route is
  ///   not presented.
  @inlinable mutating func reattach(
    _ id: RouteID, _ resultType: ResultType?, onDismiss: ((DismissReason) -> Void)?,
    onResult: ((RouteResult<any Sendable>) -> Void)?
  ) -> EffectHandlers<Alert.Action>? {
    let found =
      if let resultType { machine.expectResult(resultType, from: id) } else {
        machine.state.index(of: id)
      }
    guard let index = found else { return nil }
    // Exchanged by assignment, as in `setGuard`: `swap` of closures allocated four thunks.
    let replaced = RouteSlot<Alert.Action>(
      onDismiss: machine.slots[index].onDismiss, onResult: machine.slots[index].onResult)
    machine.slots[index].onDismiss = onDismiss
    machine.slots[index].onResult = onResult
    return replaced
  }

  /// The deferral of a route request still waiting for the route guard, when `id` is its route:
  /// ended here (its closures returned, to release after the access) for the router to abandon.
  @inlinable mutating func takeAwaitedDeferral(_ id: RouteID) -> (
    change: GuardedChange, closures: DeferredRoute
  )? {
    guard let waiting = deferredRoute, waiting.route == id,
      let change = machine.deferred?.change, change.id == waiting.deferral
    else { return nil }
    deferredRoute = nil
    hasStoppedRoutes = false
    return (change, waiting)
  }
}

/// One transaction's effects and, beside each, the closures it calls (both in its outbox: see
/// ``NavigationOutbox/calls``); also the closures that leave with it uncalled. A router moves it
/// out of its
/// ``RouterCore`` to deliver it, so the app's code runs while no access to the core lasts, and
/// the closures it holds are released after delivery, outside any access too.
@MainActor
@usableFromInline
struct RouterTransaction<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  @usableFromInline var outbox = NavigationOutbox<Screen, Alert>()
  /// ``hasRouterHooks``, ``listenersFollow`` and ``streams``, one bit each. (Declared here, they
  /// take a byte the outbox leaves unused: the transaction, moved several times per delivery,
  /// stays as small as it can be; at 128 bytes and more, each move is a call to `memcpy`.)
  @usableFromInline var flags: UInt8 = 0
  /// The router's first observer as the delivery began (when the transaction was recorded for
  /// listeners), handed out by the access that began it, so that a delivery to one observer
  /// asks the router's hub nothing. Before each event, the delivery checks that it is still
  /// attached: the hub and this transaction are the only holders of an attached observer, so
  /// when this reference is the only one left (`isKnownUniquelyReferenced`), it was cancelled
  /// by the app's code called meanwhile, and is dropped (released outside any access, as every
  /// closure of the transaction is).
  @usableFromInline var listener: HubObserver<RouterEvent<Screen, Alert>>?

  @inlinable init() {}

  /// Whether the policy's hooks are called (as it was when the delivery began).
  @inlinable var hasRouterHooks: Bool {
    get { flags & 1 != 0 }
    set { flags = newValue ? flags | 1 : flags & ~1 }
  }

  /// Whether other observers, added before the delivery began, follow ``listener`` (each then
  /// found after the last one called, in one access each).
  @inlinable var listenersFollow: Bool {
    get { flags & 2 != 0 }
    set { flags = newValue ? flags | 2 : flags & ~2 }
  }

  /// Whether streams were attached as the delivery began.
  @inlinable var streams: Bool {
    get { flags & 4 != 0 }
    set { flags = newValue ? flags | 4 : flags & ~4 }
  }

  /// Forgets the effects and releases their closures, keeping the buffers.
  @inlinable mutating func removeAll() {
    outbox.removeAll()
    if listener != nil { listener = nil }
  }
}
