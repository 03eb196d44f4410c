extension RouterEvents {
  // MARK: Transactions

  /// Applies every change `body` makes as one transaction: the state changes step by step, and
  /// the events of all of them are delivered together at the end.
  ///
  /// ```swift
  /// routerEvents.perform {
  ///   routerEvents.popToRoot()
  ///   routerEvents.routeTo(.detail(id: 9), as: .push)
  /// }
  /// ```
  ///
  /// - Parameter body: The changes. If it throws, the changes it made so far are still
  ///   delivered, then the error is rethrown.
  /// - Returns: What `body` returns.
  @discardableResult
  @inlinable public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    core.batchDepth += 1
    defer {
      core.batchDepth -= 1
      if core.batchDepth == 0 { endBatch() }
    }
    return try body()
  }

  @inlinable func endBatch() {
    if core.isDelivering || deliveryGroup?.isDelivering == true {
      // Requested during delivery: the whole batch waits its turn as one group.
      let batch = core.takeBatch()
      guard !batch.isEmpty else { return }
      if queuesLocally {
        core.pending.append(contentsOf: batch)
      } else {
        // Another router of the group delivers, or changes wait in the group's queue: the batch
        // waits there too.
        let waiting = WaitingSubmissions(batch)
        deliveryGroup!.enqueue { [self] in
          core.pending.append(contentsOf: waiting.take())
          deliverAll()
        }
      }
    } else {
      // Requested of this batch while another router of the group delivered: after the batch.
      core.pending.append(contentsOf: core.takeBatch())
      deliverAll()
    }
  }

  // MARK: Applying

  /// Applies a change now, or queues it while events are being delivered (by this router, or
  /// by another router of its ``deliveryGroup``). Either way the machine applies the request
  /// (``NavigationMachine/apply(_:into:)``, the one place a request meets its rule), so a
  /// queued change meets the same rules when its turn comes.
  ///
  /// The core decides in one access whether the change waits, needs the policy's route guard
  /// first, or is applied; the policy is asked between two accesses, and the transaction is
  /// delivered after the last. A router of a ``DeliveryGroup`` asks the group in one access
  /// whether another of its routers delivers and, if not, begins the group's delivery; it ends
  /// it before asking the policy, and after the change when nothing is delivered.
  ///
  /// - Parameters:
  ///   - request: The change.
  ///   - onDismiss: For a `present` request: the route's dismiss callback.
  ///   - onResult: For a `present` request: the route's result handler.
  ///   - onAction: For a `presentAlert` request: the alert's handler.
  @discardableResult
  @inline(__always) @inlinable func submit(
    _ request: Request, onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: ((RouteResult<any Sendable>) -> Void)? = nil,
    onAction: AlertHandler<Alert.Action>? = nil
  ) -> RouterOutcome {
    var held = false
    if let deliveryGroup, !deliveryGroup.beginUnlessDelivering(held: &held) {
      queue(
        Submission(
          request, onDismiss: onDismiss, onResult: onResult, onAction: onAction))
      return .queued
    }
    switch core.submit(
      request, onDismiss: onDismiss, onResult: onResult, onAction: onAction)
    {
    case .queued, .asksPolicy:
      // (Only a route request of `presentRoute` asks the policy first.)
      endGroupDelivery()
      return .queued
    case .asksRouteGuard:
      // The policy is asked outside the group's delivery, as by a router of no group.
      endGroupDelivery()
      return submitAnswered(
        request, onDismiss: onDismiss, onResult: onResult, onAction: onAction)
    case .applied(let ignored):
      endGroupDelivery()
      return Self.outcome(ignored)
    case .delivering(let ignored, let transaction):
      if held {
        holdBegun(transaction)
      } else {
        deliverBegun(consume transaction)
      }
      return Self.outcome(ignored)
    }
  }

  /// The form of every request that needs no scope: applied at once through `rule` — the
  /// machine method that ``NavigationMachine/apply(_:into:)`` maps the request to — so that no
  /// request value is built, copied or switched over; the request itself is built only when the
  /// change must wait or the policy's route guard must answer first. It is the same rule either
  /// way: a queued request meets it through ``NavigationMachine/apply(_:into:)``.
  @discardableResult
  @inline(__always) @inlinable func submit(
    queued request: @autoclosure () -> Request, onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: ((RouteResult<any Sendable>) -> Void)? = nil, presentsRoute: Bool = false,
    onAction: AlertHandler<Alert.Action>? = nil,
    _ rule: (inout NavigationMachine<Screen, Alert>, inout NavigationOutbox<Screen, Alert>) ->
      IgnoreReason?
  ) -> RouterOutcome {
    var held = false
    if let deliveryGroup, !deliveryGroup.beginUnlessDelivering(held: &held) {
      queue(
        Submission(
          request(), onDismiss: onDismiss, onResult: onResult, onAction: onAction))
      return .queued
    }
    switch core.submit(
      queued: request, onDismiss: onDismiss, onResult: onResult, presentsRoute: presentsRoute,
      onAction: onAction, rule)
    {
    case .queued, .asksPolicy:
      // (Only a route request of `presentRoute` asks the policy first.)
      endGroupDelivery()
      return .queued
    case .asksRouteGuard:
      // The policy is asked outside the group's delivery, as by a router of no group.
      endGroupDelivery()
      return submitAnswered(
        request(), onDismiss: onDismiss, onResult: onResult, onAction: onAction)
    case .applied(let ignored):
      endGroupDelivery()
      return Self.outcome(ignored)
    case .delivering(let ignored, let transaction):
      if held {
        holdBegun(transaction)
      } else {
        deliverBegun(consume transaction)
      }
      return Self.outcome(ignored)
    }
  }

  /// ``submit(_:onDismiss:onResult:onAction:)`` for a request the policy's route
  /// guard answers first: the policy's code, asked between two accesses to the core, whose
  /// answer the machine takes as an input.
  @inlinable @inline(never) func submitAnswered(
    _ request: Request, onDismiss: ((DismissReason) -> Void)?,
    onResult: ((RouteResult<any Sendable>) -> Void)?, onAction: AlertHandler<Alert.Action>?
  ) -> RouterOutcome {
    var answered = request
    var decision: GuardDecision?
    if case .present(let route, _) = request {
      decision = router.getRouteDecision(for: route.screen, as: route.presentation)
    } else {
      answered = answeringRouteGuard(request)
    }
    switch core.submit(
      answered, onDismiss: onDismiss, onResult: onResult, onAction: onAction,
      routeDecision: decision, answered: true)
    {
    case .queued, .asksRouteGuard, .asksPolicy:
      // The policy's route guard asked for a change meanwhile, which is delivering now.
      return .queued
    case .applied(let ignored):
      return Self.outcome(ignored)
    case .delivering(let ignored, let transaction):
      deliverAll(consume transaction)
      return Self.outcome(ignored)
    }
  }

  /// Ends the group's delivery that ``submit(_:onDismiss:onResult:onAction:)`` began
  /// for a change that delivers nothing now (out of line: the path that delivers stays short).
  @inlinable @inline(never) func endGroupDelivery() {
    deliveryGroup?.deliveryEnded()
  }

  /// The outcome of a change applied.
  @inline(__always) @inlinable static func outcome(_ ignored: IgnoreReason?) -> RouterOutcome {
    if let ignored { return .ignored(ignored) }
    return .applied
  }

  /// Whether a change requested now waits in this router's own queue: it is delivering, and
  /// no change waits in its group's queue, and no container operation of the group is under
  /// way (whose callbacks' requests wait until all of it is over).
  @inlinable var queuesLocally: Bool {
    core.isDelivering && !(deliveryGroup?.queuesChanges ?? false)
  }

  /// Queues a change requested while events are delivered: in the batch being built, in this
  /// router's queue, or in its group's.
  @inlinable @inline(never) func queue(_ submission: Submission<Screen, Alert>) {
    if core.collectsBatch || queuesLocally {
      core.enqueue(submission, locally: true)
      return
    }
    // Another router of the group delivers, changes wait in the group's queue, or a container
    // operation is under way: the change waits there too.
    core.enqueue(submission, locally: false)
    let waiting = WaitingSubmissions([submission])
    deliveryGroup!.enqueue { [self] in
      core.pending.append(contentsOf: waiting.take())
      deliverAll()
    }
  }

  /// Applies a change that waited, now that its turn came: decided against the state now, the
  /// policy's route guard asked now.
  @inlinable func apply(_ submission: Submission<Screen, Alert>) {
    switch submission.request {
    case .guardRoute, .reattach:
      // Set from a callback on a route requested in the same delivery: it applies now that the
      // route had its turn (if it was presented). What it replaced is released here.
      let replaced = core.applyBookkeeping(submission)
      _ = replaced
      return
    default:
      break
    }
    var request = submission.request
    var decision: GuardDecision?
    if core.hasRouterHooks {
      if case .present(let route, _) = request {
        decision = router.getRouteDecision(for: route.screen, as: route.presentation)
      } else if request.asksRouteGuard {
        request = answeringRouteGuard(request)
      }
    }
    _ = core.apply(
      request, onDismiss: submission.onDismiss, onResult: submission.onResult,
      onAction: submission.onAction,
      routeDecision: decision, directly: false)
  }

  // MARK: Delivering

  /// Delivers the current transaction, then applies and delivers the changes requested during
  /// delivery, in order, each group as one transaction.
  @inlinable func deliverAll() {
    deliverAll(core.beginDelivery())
  }

  /// Delivers `transaction`, which the core handed over as its delivery began, then applies and
  /// delivers the changes requested during delivery, in order, each group as one transaction.
  ///
  /// The one delivery routine: every transaction, observed or not, with a policy or without, is
  /// carried out by ``dispatch(_:)``. The transaction was moved out of the core, so no access to
  /// the router's state lasts while the app's code runs.
  @inlinable func deliverAll(_ transaction: consuming RouterTransaction<Screen, Alert>) {
    // A tab container applying an operation over several routers holds their deliveries, so
    // that the operation is one transaction: every part changes, then each is delivered.
    if let deliveryGroup, !deliveryGroup.begin() {
      hold(transaction)
      return
    }
    deliverBegun(transaction)
  }

  /// ``deliverAll(_:)`` once the group's delivery has begun (a submission begins it in the
  /// access that asks whether the group delivers); ends it.
  @inlinable func deliverBegun(_ transaction: consuming RouterTransaction<Screen, Alert>) {
    while true {
      dispatch(&transaction)
      // The delivered closures are released here, outside any access: a deinit they run may
      // call the router.
      transaction.removeAll()
      guard core.endTransaction(consume transaction) else { break }
      while let submission = core.nextPending() {
        apply(submission)
        if submission.endsGroup { break }
      }
      transaction = core.beginDelivery()
      // The next change's delivery: a tab container's observers added before now hear it.
      deliveryGroup?.nextChangeBegins()
    }
    deliveryGroup?.deliveryEnded()
  }

  /// ``hold(_:)`` for a change whose submission began the group's delivery: ends it first.
  @inlinable @inline(never) func holdBegun(
    _ transaction: consuming RouterTransaction<Screen, Alert>
  ) {
    deliveryGroup?.deliveryEnded()
    hold(transaction)
  }

  /// Keeps a transaction whose delivery the container holds, and takes this router's turn in
  /// the container's delivery the first time.
  @inlinable @inline(never) func hold(_ transaction: consuming RouterTransaction<Screen, Alert>) {
    var transaction = transaction
    // The observer handed out as the delivery began is released here, outside any access (the
    // delivery that resumes the transaction finds the observers again).
    transaction.listener = nil
    guard core.hold(transaction) else { return }
    deliveryGroup!.holdStep { [self] in
      if let transaction = core.resumeHeld() { deliverAll(transaction) }
    }
  }

  /// Carries out a transaction's effects in order: for each, the policy's hook, the closure it
  /// calls, then the observers and streams attached before the delivery began (events are built
  /// only when something listens).
  @inlinable func dispatch(_ transaction: inout RouterTransaction<Screen, Alert>) {
    let listening = transaction.listener != nil || transaction.streams
    // The policy is read once per delivery, and only when it has hooks and an effect may call
    // one (a route's arrival calls none: it is delivered without reading the router again).
    let policy: (any RouterPolicy<Screen, Alert>)? =
      transaction.hasRouterHooks && Self.callsHooks(transaction.outbox) ? router : nil
    var index = 0
    // Beside the effects, the closures settled for them: one per effect, one per route of a run.
    var call = 0
    while index < transaction.outbox.count {
      switch transaction.outbox.kind(at: index) {
      case .dismissed:
        let reason = transaction.outbox.reason(at: index)
        if let policy {
          policy.onScreenDismiss(type: transaction.outbox.route(at: index).screen, reason: reason)
        }
        var left = transaction.outbox.routeCount(at: index)
        if call == 0 && transaction.outbox.stackRun > 0 {
          // A router's whole stack, taken as it was: bottom-most first.
          while left > 1 {
            left -= 1
            transaction.outbox.calls[left].onDismiss?(reason)
          }
          transaction.outbox.calls[0].onDismiss?(reason)
          call = transaction.outbox.stackRun - 1
        } else {
          while left > 1 {
            transaction.outbox.calls[call].onDismiss?(reason)
            call += 1
            left -= 1
          }
          transaction.outbox.calls[call].onDismiss?(reason)
        }
      case .result:
        if let policy {
          policy.onResult(
            transaction.outbox.eventResult(at: index), of: transaction.outbox.route(at: index),
            presenter: transaction.outbox.presenter(at: index))
        }
        // Lent to the handler where it stands, not copied.
        if let onResult = transaction.outbox.calls[call].onResult {
          transaction.outbox.withResult(at: index) { onResult($0) }
        }
      case .alertResolved:
        let button = transaction.outbox.action(at: index)
        if let policy {
          let owner = transaction.outbox.alertOwner(at: index)
          transaction.outbox.withAlert(at: index) {
            policy.onAlertAction(button, for: $0, owner: owner)
          }
        }
        transaction.outbox.calls[call].onAction?(button)
      case .ignored:
        if let (change, route) = transaction.outbox.guardedChange(at: index) {
          policy?.onGuardedChange(change, of: route)
          transaction.outbox.calls[call].onGuard?(change)
        }
      case .routed, .alertPresented, .alertDismissed:
        break
      }
      if listening { notify(transaction.outbox.event(at: index), &transaction) }
      index += 1
      call += 1
    }
  }

  /// Whether an effect of `outbox` may call a hook of the policy: all but a lone route's
  /// arrival (the one transaction of a `routeTo` while something observes), which calls none.
  @inlinable static func callsHooks(_ outbox: NavigationOutbox<Screen, Alert>) -> Bool {
    outbox.count != 1 || outbox.kind(at: 0) != .routed
  }

  /// Sends an event to the observers and streams attached when the delivery began, observers
  /// in the order they were added: an observer cancelled meanwhile (by the app's code called
  /// before it, this event's callback or an earlier observer) hears nothing more, not even this
  /// event; one added meanwhile hears from the next transaction on.
  ///
  /// The first observer came with the transaction (see ``RouterTransaction/listener``), so a
  /// delivery to one observer asks the hub nothing; each further one is found after the last
  /// one called, in one access each, none after the last one the delivery can reach.
  /// (Out of line: inlined into ``dispatch(_:)``, it cost every row about 100 instructions per
  /// operation, observed or not, as measured.)
  @inlinable @inline(never) func notify(
    _ event: RouterEvent<Screen, Alert>, _ transaction: inout RouterTransaction<Screen, Alert>
  ) {
    var last = -1
    if transaction.listener != nil {
      if isKnownUniquelyReferenced(&transaction.listener) {
        // Cancelled since the delivery began: released here, outside any access, unheard.
        last = transaction.listener!.id
        transaction.listener = nil
      } else {
        transaction.listener!.body(event)
        last = transaction.listener!.id
      }
    }
    // Observers are kept in the order added, with rising ids: those added during this delivery
    // hear from the next transaction on (see ``RouterCore/deliveryMark``).
    if transaction.listenersFollow {
      var more = true
      while more, let observer = core.listener(after: last, more: &more) {
        observer.body(event)
        last = observer.id
      }
    }
    if transaction.streams {
      let (continuations, mark) = core.streamsHearing
      HubState.yield(event, to: continuations, before: mark)
    }
  }
}
