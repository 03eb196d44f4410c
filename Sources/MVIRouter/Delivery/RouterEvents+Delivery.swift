extension RouterEvents {
  // MARK: Transactions

  /// Applies every change `body` makes as one transaction: the state changes step by step, and
  /// the events of all of them are delivered together at the end.
  ///
  /// ```swift
  /// routerEvents.perform {
  ///   routerEvents.popToRoot()
  ///   routerEvents.routeTo(.detail(9), as: .push)
  /// }
  /// ```
  ///
  /// - Parameter body: The changes. If it throws, the changes it made so far are still
  ///   delivered, then the error is rethrown.
  /// - Returns: What `body` returns.
  @discardableResult
  @inlinable public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    batchDepth += 1
    defer {
      batchDepth -= 1
      if batchDepth == 0 { endBatch() }
    }
    return try body()
  }

  @inlinable func endBatch() {
    if isDelivering || deliveryGroup?.isDelivering == true {
      // Requested during delivery: the whole batch waits its turn as one group.
      guard !batchSubmissions.isEmpty else { return }
      for index in batchSubmissions.indices { batchSubmissions[index]?.endsGroup = false }
      batchSubmissions[batchSubmissions.count - 1]?.endsGroup = true
      if queuesLocally {
        pending.append(contentsOf: batchSubmissions)
      } else {
        // Another router of the group delivers, or changes wait in the group's queue: the batch
        // waits there too.
        let batch = batchSubmissions
        deliveryGroup!.enqueue { [self] in
          pending.append(contentsOf: batch)
          deliverAll()
        }
      }
      batchSubmissions.removeAll()
    } else {
      if !batchSubmissions.isEmpty {
        // Requested of this batch while another router of the group delivered: after the batch.
        pending.append(contentsOf: batchSubmissions)
        batchSubmissions.removeAll()
      }
      deliverAll()
    }
  }

  // MARK: Applying

  /// Applies a change now, or queues it while events are being delivered (by this router, or
  /// by another router of its ``deliveryGroup``). Either way the machine applies the request
  /// (``NavigationMachine/apply(_:into:)``, the one place a request meets its rule), so a
  /// queued change meets the same rules when its turn comes.
  ///
  /// - Parameters:
  ///   - request: The change.
  ///   - onDismiss: For a `present` request: the route's dismiss callback.
  ///   - onResult: For a `present` request: the route's result handler.
  ///   - onAction: For a `presentAlert` request: the alert's handler.
  ///   - alertID: For a `presentAlert` request: the alert's id.
  @discardableResult
  @inline(__always) @inlinable func submit(
    _ request: Request, onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: ((RouteResult<any Sendable>) -> Void)? = nil,
    onAction: AlertHandler<Alert.Action>? = nil, alertID: AlertID? = nil,
    scope: RouteScope<Screen, Alert>? = nil, routeDecision: GuardDecision? = nil
  ) -> RouterOutcome {
    if isDelivering || deliveryGroup?.isDelivering == true {
      var submission = Submission(
        request, onDismiss: onDismiss, onResult: onResult, onAction: onAction, alertID: alertID)
      submission.scope = scope
      queue(submission)
      return .queued
    }
    let ignored = applyNow(
      request, onDismiss: onDismiss, onResult: onResult, onAction: onAction, alertID: alertID,
      scope: scope, directly: true, routeDecision: routeDecision)
    // A transaction with nothing to carry out (a route presented while nothing observes)
    // needs no delivery.
    if batchDepth == 0 && (outbox.count > 0 || hasStoppedRoutes) { deliverAll() }
    if let ignored { return .ignored(ignored) }
    return .applied
  }

  /// The form of every request that needs no route guard's answer and no scope: applied at once
  /// through `rule` — the machine method that ``NavigationMachine/apply(_:into:)`` maps the
  /// request to — so that no request value is built, copied or boxed; the request itself is
  /// built only when it must wait.
  ///
  /// - Parameters:
  ///   - request: The change, built only when it is queued.
  ///   - presentsRoute: Whether the change presents one route, which gets `onDismiss` and
  ///     `onResult`.
  ///   - rule: The machine's method for the change.
  @discardableResult
  @inline(__always) @inlinable func submit(
    queued request: @autoclosure () -> Request, onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: ((RouteResult<any Sendable>) -> Void)? = nil, presentsRoute: Bool = false,
    onAction: AlertHandler<Alert.Action>? = nil, alertID: AlertID? = nil,
    _ rule: (inout NavigationMachine<Screen, Alert>, NavigationOutbox<Screen, Alert>) ->
      IgnoreReason?
  ) -> RouterOutcome {
    if isDelivering || deliveryGroup?.isDelivering == true {
      queue(
        Submission(
          request(), onDismiss: onDismiss, onResult: onResult, onAction: onAction,
          alertID: alertID))
      return .queued
    }
    let first = outbox.count
    outbox.quiet = !presentsRoute && isQuiet
    let ignored = rule(&machine, outbox)
    if presentsRoute && outbox.arrivals == 1 && !hasStoppedRoutes {
      // One route arrived: recorded for the observers alone (`routed`), or not at all while
      // nothing observes. Its closures join the handler stack; only observers hear of it.
      let recorded = outbox.count - first
      if recorded == 0 || (first == 0 && batchDepth == 0) {
        outbox.arrivals = 0
        handlers.routes.append(.init(onDismiss: onDismiss, onResult: onResult))
        if recorded == 1 { deliverLoneArrival() }
        return .applied
      }
    }
    if deliveredAlone(from: first) { return .applied }
    settle(
      from: first, ignored: ignored, onDismiss: onDismiss, onResult: onResult,
      onAction: onAction, alertID: alertID, presentsRoute: presentsRoute)
    if hasStoppedRoutes { settleEndedDeferral() }
    if batchDepth == 0 && (outbox.count > 0 || hasStoppedRoutes) { deliverAll() }
    if let ignored { return .ignored(ignored) }
    return .applied
  }

  /// Delivers the transaction (its effects from `first`) at once when it is one route leaving,
  /// one alert answered or a quiet removal, without the handler list and the delivery pass.
  ///
  /// - Returns: Whether it did (the transaction is then over).
  @inline(__always) @inlinable func deliveredAlone(from first: Int) -> Bool {
    if isLoneDeparture(from: first) {
      deliverLoneDeparture()
      return true
    }
    if isLoneAnswer(from: first) {
      deliverLoneAnswer()
      return true
    }
    if isLoneRemoval(from: first) {
      deliverLoneRemoval()
      return true
    }
    return false
  }

  /// Whether the transaction (its effects from `first`) is one route leaving — its dismissal,
  /// then its result if it has one — heard only by the router's hooks, the route's own closures
  /// and the observers: it is the whole transaction, no route arrived (unrecorded while nothing
  /// observes), no guard handler, no batch, no route stopped. The most common transactions (a
  /// dismiss, a pop, a close, a finish) then need no handler list and no delivery pass.
  @inline(__always) @inlinable func isLoneDeparture(from first: Int) -> Bool {
    first == 0 && (outbox.count == 1 || (outbox.count == 2 && outbox.kind(at: 1) == .result))
      && outbox.kind(at: 0) == .dismissed && outbox.routeCount(at: 0) == 1
      && outbox.arrivals == 0 && batchDepth == 0 && !hasStoppedRoutes && handlers.guards.isEmpty
  }

  /// Whether no one but the routes' own callbacks hears what the next change removes: no router
  /// hooks, no observer, no guard handler, no batch, no route stopped. The outbox then keeps
  /// no route of a dismissal (see ``NavigationOutbox/quiet``).
  @inline(__always) @inlinable var isQuiet: Bool {
    !hasRouterHooks && !outbox.recordsNotifications && handlers.guards.isEmpty && batchDepth == 0
      && !hasStoppedRoutes
  }

  /// Whether the transaction (its effects from `first`) only removes routes, quietly: every
  /// effect is a run of dismissals, no route arrived.
  @inlinable func isLoneRemoval(from first: Int) -> Bool {
    guard first == 0 && outbox.quiet && outbox.count > 0 && outbox.arrivals == 0 else {
      return false
    }
    var index = 0
    while index < outbox.count {
      if outbox.kind(at: index) != .dismissed { return false }
      index += 1
    }
    return true
  }

  /// Carries out a lone removal (see ``isLoneRemoval(from:)``): each departed route's callback
  /// is called once, top-most first, straight from the handler stack — nothing is collected per
  /// route — and the departed routes' closures go after the last call. What the callbacks ask
  /// for follows, as after any delivery.
  @inlinable @inline(never) func deliverLoneRemoval() {
    // The handler stack's top entries are the departed routes', in order. A callback cannot
    // add or remove entries meanwhile (changes wait in `pending`), only replace the closures of
    // a route still presented, below them.
    var cursor = handlers.routes.count
    isDelivering = true
    deliveryGroup?.begin()
    var index = 0
    while index < outbox.count {
      let reason = outbox.reason(at: index)
      var left = outbox.routeCount(at: index)
      while left > 0 {
        cursor -= 1
        handlers.routes[cursor].onDismiss?(reason)
        left -= 1
      }
      index += 1
    }
    handlers.routes.removeLast(handlers.routes.count - cursor)
    outbox.removeAll()
    endDirectDelivery()
  }

  /// Carries out a lone departure (see ``isLoneDeparture(from:)``): the route's closures (and
  /// the router's hooks) are called directly, in the order `deliverAll` calls them, and the
  /// changes they ask for follow.
  @inline(__always) @inlinable func deliverLoneDeparture() {
    if hasRouterHooks || outbox.count == 2 {
      deliverLoneDepartureInFull()
      return
    }
    let reason = outbox.reason(at: 0)
    let onDismiss = handlers.routes.removeLast().onDismiss
    if outbox.recordsNotifications && !hub.isEmpty {
      deliverObservedDismissal(reason, onDismiss)
      return
    }
    outbox.removeLoneRoute()
    guard let onDismiss else { return }
    isDelivering = true
    deliveryGroup?.begin()
    onDismiss(reason)
    endDirectDelivery()
  }

  /// A lone dismissal with no hooks, heard by the route's callback, then the observers.
  @inlinable @inline(never) func deliverObservedDismissal(
    _ reason: DismissReason, _ onDismiss: ((DismissReason) -> Void)?
  ) {
    let lateObserver = hub.mark
    isDelivering = true
    deliveryGroup?.begin()
    onDismiss?(reason)
    hub.send(.dismissed(outbox.route(at: 0), reason), before: lateObserver)
    outbox.removeLoneRoute()
    endDirectDelivery()
  }

  /// ``deliverLoneDeparture()`` with a result, a policy's hooks or observers: for each effect,
  /// its hook, its closure, then the observers attached before the delivery began.
  @inlinable @inline(never) func deliverLoneDepartureInFull() {
    // As `dispatch` does, the effects are read in place while their closures run (a change
    // asked for meanwhile waits in `pending` and leaves the outbox alone), then forgotten.
    let listening = outbox.recordsNotifications && !hub.isEmpty
    let lateObserver = hub.mark
    let reason = outbox.reason(at: 0)
    let entry = handlers.routes.removeLast()
    isDelivering = true
    deliveryGroup?.begin()
    if hasRouterHooks { router.onScreenDismiss(type: outbox.route(at: 0).screen, reason: reason) }
    entry.onDismiss?(reason)
    if listening { hub.send(outbox.event(at: 0), before: lateObserver) }
    if outbox.count == 2 {
      let result = outbox.result(at: 1)
      if hasRouterHooks {
        router.onResult(
          Self.eventResult(result), of: outbox.route(at: 1), presenter: outbox.presenter(at: 1))
      }
      entry.onResult?(result)
      if listening { hub.send(outbox.event(at: 1), before: lateObserver) }
      outbox.removeAll()
    } else {
      outbox.removeLoneRoute()
    }
    endDirectDelivery()
  }

  /// Delivers a transaction that is one route arriving, recorded for the observers alone (no
  /// hook and no closure hears an arrival): the observers attached before it hear it.
  @inlinable @inline(never) func deliverLoneArrival() {
    let lateObserver = hub.mark
    isDelivering = true
    deliveryGroup?.begin()
    hub.send(.routed(outbox.route(at: 0)), before: lateObserver)
    outbox.removeLoneRoute()
    endDirectDelivery()
  }

  /// Whether the transaction (its effects from `first`) is one alert answered, heard only by the
  /// router's hook and the alert's handler: no observer, no batch, no route stopped.
  @inline(__always) @inlinable func isLoneAnswer(from first: Int) -> Bool {
    first == 0 && outbox.count == 1 && outbox.kind(at: 0) == .alertResolved
      && !outbox.recordsNotifications && batchDepth == 0 && !hasStoppedRoutes
  }

  /// Carries out a lone answer (see ``isLoneAnswer(from:)``): the router's hook and the alert's
  /// handler are called directly, in the order `deliverAll` calls them, and the changes they ask
  /// for follow.
  @inlinable @inline(never) func deliverLoneAnswer() {
    let button = outbox.action(at: 0)
    let alert = outbox.alert(at: 0)
    let handler = handlers.alerts.isEmpty ? nil : handlers.takeAlertHandler(alert.id)
    let owner = hasRouterHooks ? outbox.alertOwner(at: 0) : nil
    outbox.removeAll()
    guard hasRouterHooks || handler != nil else { return }
    isDelivering = true
    deliveryGroup?.begin()
    if hasRouterHooks { router.onAlertAction(button, for: alert, owner: owner) }
    handler?(button)
    endDirectDelivery()
  }

  /// Ends a delivery made at once (a lone arrival, departure, answer or removal): what its
  /// closures asked for follows.
  @inlinable func endDirectDelivery() {
    // Observers attached by a closure hear from the next transaction on.
    outbox.recordsNotifications = !hub.isEmpty
    if pendingHead < pending.count { deliverPending() }
    isDelivering = false
    deliveryGroup?.deliveryEnded()
  }

  /// Has the machine apply a request, then pairs its effects with their closures. A `present`
  /// request is first put to the router's route guard (the router's code, asked before the
  /// machine is touched), unless `routeDecision` is its answer already; the machine takes the
  /// answer as an input. `directly` when no delivery is under way (called from `submit`): a lone
  /// departure is then delivered at once.
  @inline(__always) @inlinable func applyNow(
    _ request: Request, onDismiss: ((DismissReason) -> Void)?,
    onResult: ((RouteResult<any Sendable>) -> Void)?, onAction: AlertHandler<Alert.Action>?,
    alertID: AlertID?, scope: RouteScope<Screen, Alert>?, directly: Bool = false,
    routeDecision: GuardDecision? = nil
  ) -> IgnoreReason? {
    let ignored: IgnoreReason?
    var first: Int
    let presentsRoute: Bool
    outbox.quiet = false
    if case .present(let route, _) = request {
      presentsRoute = true
      if hasRouterHooks {
        let decision =
          routeDecision ?? router.getRouteDecision(for: route.screen, as: route.presentation)
        first = outbox.count
        if decision == .allow {
          ignored = machine.apply(request, into: outbox)
        } else {
          ignored = machine.stopRoute(request, decision, into: outbox)
          keepStoppedRoute(ignored, onDismiss: onDismiss, onResult: onResult)
        }
      } else {
        first = outbox.count
        ignored = machine.apply(request, into: outbox)
      }
    } else {
      presentsRoute = false
      first = outbox.count
      if hasRouterHooks && request.asksRouteGuard {
        // A deep link (or the confirmation of one) carries the route guard's answers.
        let answered = answeringRouteGuard(request)
        first = outbox.count
        ignored =
          if let scope {
            machine.applyScoped(answered, in: scope, into: outbox)
          } else {
            machine.apply(answered, into: outbox)
          }
      } else {
        outbox.quiet = directly && isQuiet
        if let scope {
          ignored = machine.applyScoped(request, in: scope, into: outbox)
        } else {
          ignored = machine.apply(request, into: outbox)
        }
      }
    }
    if directly && deliveredAlone(from: first) { return nil }
    settle(
      from: first, ignored: ignored, onDismiss: onDismiss, onResult: onResult,
      onAction: onAction, alertID: alertID, presentsRoute: presentsRoute)
    if hasStoppedRoutes { settleEndedDeferral() }
    return ignored
  }

  /// Whether a change requested now waits in this router's own queue: it is delivering, and
  /// no change waits in its group's queue, and no container operation of the group is under
  /// way (whose callbacks' requests wait until all of it is over).
  @inlinable var queuesLocally: Bool {
    isDelivering && (deliveryGroup.map { !$0.hasQueued && $0.holds == 0 } ?? true)
  }

  /// Queues a change requested while events are delivered: in the batch being built, in this
  /// router's queue, or in its group's.
  @usableFromInline func queue(_ submission: Submission<Screen, Alert>) {
    if case .present(let route, _) = submission.request { queuedRoutes.insert(route.id) }
    if batchDepth > 0 {
      batchSubmissions.append(submission)
    } else if queuesLocally {
      pending.append(submission)
    } else {
      // Another router of the group delivers, changes wait in the group's queue, or a container
      // operation is under way: the change waits there too.
      deliveryGroup!.enqueue { [self] in
        pending.append(submission)
        deliverAll()
      }
    }
  }

  /// Whether `id` names a route asked for during this delivery and not presented yet: a guard
  /// or a re-attached closure naming it waits behind it.
  @inlinable func awaitsPresentation(_ id: RouteID) -> Bool {
    !queuedRoutes.isEmpty && queuedRoutes.contains(id) && machine.state.index(of: id) == nil
  }

  @inlinable func apply(_ submission: Submission<Screen, Alert>) {
    if !queuedRoutes.isEmpty, case .present(let route, _) = submission.request {
      queuedRoutes.remove(route.id)
    }
    switch submission.request {
    case .guardRoute(let id, let decision):
      // Set from a callback on a route requested in the same delivery: it applies now that
      // the route had its turn (if it was presented).
      if machine.setDismissGuard(decision, for: id) { handlers.guards[id] = submission.onGuard }
      return
    case .reattach(let id, let resultType):
      if let index = machine.state.index(of: id) {
        if let resultType { _ = machine.expectResult(resultType, from: id) }
        handlers.routes[index] = .init(
          onDismiss: submission.onDismiss, onResult: submission.onResult)
      }
      return
    default:
      break
    }
    _ = applyNow(
      submission.request, onDismiss: submission.onDismiss, onResult: submission.onResult,
      onAction: submission.onAction, alertID: submission.alertID, scope: submission.scope)
  }

  /// After the machine applied a request: pairs each new effect (from `first`) with the closures
  /// it calls and keeps the handler stack in step with the routes: an entry leaves with each
  /// dismissed route, and one arrives for each new route (the presented route's carries its
  /// closures).
  @inline(__always) @inlinable func settle(
    from first: Int, ignored: IgnoreReason?, onDismiss: ((DismissReason) -> Void)?,
    onResult: ((RouteResult<any Sendable>) -> Void)?, onAction: AlertHandler<Alert.Action>?,
    alertID: AlertID?, presentsRoute: Bool
  ) {
    var index = first
    while index < outbox.count {
      switch outbox.kind(at: index) {
      case .dismissed:
        // One entry per route: a quiet run of dismissals stands for several (with no guard
        // handler, so the routes are not needed).
        if !handlers.guards.isEmpty { handlers.guards[outbox.route(at: index).id] = nil }
        var left = outbox.routeCount(at: index)
        while left > 0 {
          let entry = handlers.routes.removeLast()
          calls.append(EffectHandlers(onDismiss: entry.onDismiss, onResult: entry.onResult))
          left -= 1
        }
      case .result:
        // A result follows the dismissal of its route, whose entry holds the handler.
        calls.append(EffectHandlers(onResult: calls[calls.count - 1].onResult))
      case .alertResolved:
        let handler =
          handlers.alerts.isEmpty ? nil : handlers.takeAlertHandler(outbox.alert(at: index).id)
        calls.append(EffectHandlers(onAction: handler))
      case .alertDismissed:
        if !handlers.alerts.isEmpty { _ = handlers.takeAlertHandler(outbox.alert(at: index).id) }
        calls.append(EffectHandlers())
      case .routed, .alertPresented, .ignored:
        calls.append(EffectHandlers())
      }
      index += 1
    }
    // Routes only arrive after the request's removals: one entry for each new route.
    var added = outbox.takeArrivals()
    while added > 0 {
      if added == 1 && presentsRoute {
        handlers.routes.append(.init(onDismiss: onDismiss, onResult: onResult))
      } else {
        handlers.routes.append(.init(onDismiss: nil, onResult: nil))
      }
      added -= 1
    }
    if let onAction, let alertID, ignored == nil { handlers.alerts.add(alertID, onAction) }
  }

  /// Ends the wait of a deferred route request whose deferral no longer waits: confirmed (its
  /// route arrived and gets the request's closures) or dropped (its result handler will hear
  /// `.cancelled(.vetoed)`). Runs no user code.
  @inline(never) @usableFromInline func settleEndedDeferral() {
    defer { hasStoppedRoutes = deferredRoute != nil || !droppedResults.isEmpty }
    guard let waiting = deferredRoute, machine.deferred?.change.id != waiting.deferral else {
      return
    }
    deferredRoute = nil
    if let index = machine.state.index(of: waiting.route) {
      handlers.routes[index] = .init(onDismiss: waiting.onDismiss, onResult: waiting.onResult)
    } else {
      // Never presented: a guard handler set for it meanwhile goes too.
      if !handlers.guards.isEmpty { handlers.guards[waiting.route] = nil }
      if let onResult = waiting.onResult { droppedResults.append(onResult) }
    }
  }

  /// Keeps the closures of a route request the router's route guard stopped: a deferred one's
  /// wait with it; a vetoed one's result handler will hear `.cancelled(.vetoed)`. A request
  /// ignored for another reason drops them. Runs no user code.
  @inline(never) @usableFromInline func keepStoppedRoute(
    _ ignored: IgnoreReason?, onDismiss: ((DismissReason) -> Void)?,
    onResult: ((RouteResult<any Sendable>) -> Void)?
  ) {
    guard let ignored, presentsRouteStopped(ignored) else { return }
    // A deferral this one replaces ends first.
    if hasStoppedRoutes { settleEndedDeferral() }
    defer { hasStoppedRoutes = deferredRoute != nil || !droppedResults.isEmpty }
    if case .deferred = ignored, let waiting = machine.deferred {
      deferredRoute = .init(
        deferral: waiting.change.id, route: waiting.change.route, onDismiss: onDismiss,
        onResult: onResult)
    } else if let onResult {
      droppedResults.append(onResult)
    }
  }

  /// Whether `ignored` says the router's route guard stopped a route request.
  @inlinable func presentsRouteStopped(_ ignored: IgnoreReason) -> Bool {
    switch ignored {
    case .vetoed(let operation, _), .deferred(let operation, _): operation.isRouteTo
    default: false
    }
  }

  /// Delivers the current transaction, then applies and delivers the changes requested during
  /// delivery, in order, each group as one transaction.
  @inlinable func deliverAll() {
    isDelivering = true
    deliveryGroup?.begin()
    defer {
      isDelivering = false
      deliveryGroup?.deliveryEnded()
    }
    dispatch()
    deliverPending()
  }

  /// Applies and delivers the changes requested during delivery, in order, each group as one
  /// transaction.
  @inlinable func deliverPending() {
    while pendingHead < pending.count {
      while pendingHead < pending.count {
        let submission = pending[pendingHead].take()!
        pendingHead += 1
        apply(submission)
        if submission.endsGroup { break }
      }
      dispatch()
    }
    if !pending.isEmpty {
      pending.removeAll(keepingCapacity: true)
      pendingHead = 0
    }
  }

  /// Tells the result handlers of routes that will never be presented, once, and lets them go.
  @inline(never) @usableFromInline func deliverDroppedResults() {
    let dropped = droppedResults
    droppedResults.removeAll()
    hasStoppedRoutes = deferredRoute != nil
    for onResult in dropped { onResult(.cancelled(.vetoed)) }
  }

  /// A result as events and hooks carry it.
  @inlinable static func eventResult(_ result: RouteResult<any Sendable>) -> RouteResult<
    RouterResultValue
  > {
    switch result {
    case .value(let value): .value(RouterResultValue(value))
    case .cancelled(let reason): .cancelled(reason)
    }
  }

  /// Carries out the transaction's effects in order: the router's hooks and the handlers, then
  /// observers and streams (events are built only when something listens).
  @inlinable func dispatch() {
    // Observers attached while this transaction is delivered hear from the next one on.
    let listening = outbox.recordsNotifications
    // Observers are kept in the order added, with rising ids: those from `lateObserver` up were
    // added during this delivery.
    let lateObserver = hub.mark
    var index = 0
    // Beside the effects, the closures settled for them: one per effect, one per route of a run.
    var call = 0
    while index < outbox.count {
      switch outbox.kind(at: index) {
      case .dismissed:
        let reason = outbox.reason(at: index)
        if hasRouterHooks {
          router.onScreenDismiss(type: outbox.route(at: index).screen, reason: reason)
        }
        var left = outbox.routeCount(at: index)
        while left > 1 {
          calls[call].onDismiss?(reason)
          call += 1
          left -= 1
        }
        calls[call].onDismiss?(reason)
      case .result:
        let result = outbox.result(at: index)
        if hasRouterHooks {
          router.onResult(
            Self.eventResult(result), of: outbox.route(at: index),
            presenter: outbox.presenter(at: index))
        }
        calls[call].onResult?(result)
      case .alertResolved:
        let button = outbox.action(at: index)
        if hasRouterHooks {
          let alert = outbox.alert(at: index)
          router.onAlertAction(button, for: alert, owner: outbox.alertOwner(at: index))
        }
        calls[call].onAction?(button)
      case .ignored:
        if let (change, route) = outbox.guardedChange(at: index) {
          if hasRouterHooks { router.onGuardedChange(change, of: route) }
          let handler = handlers.guards.isEmpty ? nil : handlers.guards[change.route]
          handler?(change)
        }
      default:
        break
      }
      if listening && !hub.isEmpty { hub.send(outbox.event(at: index), before: lateObserver) }
      index += 1
      call += 1
    }
    outbox.removeAll()
    outbox.recordsNotifications = !hub.isEmpty
    if hasStoppedRoutes { deliverDroppedResults() }
    // Emptied from the end: cheaper than `removeAll(keepingCapacity:)` for the one or two
    // effects of most transactions, and linear for long ones.
    while !calls.isEmpty { calls.removeLast() }
  }
}
