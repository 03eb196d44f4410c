extension RouterEvents {
  // MARK: Transactions

  /// Applies every change `body` makes as one transaction: the state changes step by step, and
  /// the events of all of them are delivered together at the end.
  ///
  /// ```swift
  /// router.perform {
  ///   router.popToRoot()
  ///   router.routeTo(.detail(9), as: .push)
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
    if isDelivering {
      // Requested during delivery: the whole batch waits its turn as one group.
      guard !batchSubmissions.isEmpty else { return }
      for index in batchSubmissions.indices { batchSubmissions[index]?.endsGroup = false }
      batchSubmissions[batchSubmissions.count - 1]?.endsGroup = true
      pending.append(contentsOf: batchSubmissions)
      batchSubmissions.removeAll()
    } else {
      deliverAll()
    }
  }

  // MARK: Applying

  /// Applies a request now, or queues it while events are being delivered.
  @discardableResult
  @inlinable func submit(_ submission: Submission<Screen, Alert>) -> RouterOutcome {
    if isDelivering {
      if batchDepth > 0 {
        batchSubmissions.append(submission)
      } else {
        pending.append(submission)
      }
      return .queued
    }
    let ignored = apply(submission)
    if batchDepth == 0 { deliverAll() }
    if let ignored { return .ignored(ignored) }
    return .applied
  }

  /// Lets the machine apply one request and pairs each effect with the closure it calls,
  /// keeping the handler stack in step with the routes.
  @discardableResult
  @inlinable func apply(_ submission: Submission<Screen, Alert>) -> IgnoreReason? {
    let ignored = machine.apply(submission.request, into: &outbox)
    var leaving: HandlerStore.RouteHandlers?
    for effect in outbox {
      switch effect {
      case .routed(let route):
        if case .present(let presented, _) = submission.request, presented.id == route.id {
          handlers.routes.append(
            .init(id: route.id, onDismiss: submission.onDismiss, onResult: submission.onResult))
        } else {
          handlers.routes.append(.init(id: route.id, onDismiss: nil, onResult: nil))
        }
        deliveries.append(Delivery(effect))
      case .dismissed:
        let entry = handlers.routes.removeLast()
        leaving = entry
        deliveries.append(Delivery(effect, onDismiss: entry.onDismiss))
      case .result:
        deliveries.append(Delivery(effect, onResult: leaving?.onResult))
      case .alertPresented(let alert):
        if let onAction = submission.onAction { handlers.alerts[alert.id] = onAction }
        deliveries.append(Delivery(effect))
      case .alertResolved(let alert, _):
        deliveries.append(Delivery(effect, onAction: handlers.takeAlertHandler(alert.id)))
      case .alertDismissed(let alert, _):
        _ = handlers.takeAlertHandler(alert.id)
        deliveries.append(Delivery(effect))
      case .ignored:
        deliveries.append(Delivery(effect))
      }
    }
    outbox.removeAll(keepingCapacity: true)
    return ignored
  }

  /// Delivers the current transaction, then applies and delivers the changes requested during
  /// delivery, in order, each group as one transaction.
  @inlinable func deliverAll() {
    isDelivering = true
    defer { isDelivering = false }
    dispatch()
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

  /// Carries out the deliveries in order: the router's hooks and the handlers, then observers
  /// and streams (events are built only when something listens).
  @inlinable func dispatch() {
    var index = 0
    while index < deliveries.count {
      let delivery = deliveries[index]
      index += 1
      switch delivery.effect {
      case .dismissed(let route, let reason):
        router.onScreenDismiss(type: route.screen, reason: reason)
        delivery.onDismiss?(reason)
      case .result(_, let result):
        delivery.onResult?(result)
      case .alertResolved(let alert, let action):
        router.onAlertAction(action, for: alert.alert)
        delivery.onAction?(action)
      default:
        break
      }
      if !observers.isEmpty || !continuations.isEmpty {
        let event = delivery.effect.event
        for observer in observers { observer.body(event) }
        for continuation in continuations.values { continuation.yield(event) }
      }
    }
    deliveries.removeAll(keepingCapacity: true)
  }
}
