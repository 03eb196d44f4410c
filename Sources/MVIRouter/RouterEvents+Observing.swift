extension RouterEvents {
  /// Calls `observer` with every event, in order, until the subscription is cancelled.
  ///
  /// An observer attached while a transaction's events are being delivered (from a callback or
  /// another observer) hears from the next transaction on.
  ///
  /// ```swift
  /// let subscription = router.observe { event in print(event) }
  /// ```
  ///
  /// - Parameter observer: Called on the main actor with each event.
  /// - Returns: The subscription; cancel it to stop.
  @discardableResult
  public func observe(_ observer: @escaping (RouterEvent<Screen, Alert>) -> Void)
    -> RouterSubscription
  {
    let id = nextObserverID
    nextObserverID += 1
    observers.append((id, observer))
    outbox.recordsNotifications = true
    return RouterSubscription { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  /// A new stream of every event from now on, in order. It ends when the consumer stops
  /// iterating or the router is released.
  ///
  /// ```swift
  /// for await event in router.events() { print(event) }
  /// ```
  ///
  /// - Parameter bufferingPolicy: How many undelivered events to keep.
  public func events(
    bufferingPolicy: AsyncStream<RouterEvent<Screen, Alert>>.Continuation.BufferingPolicy =
      .unbounded
  ) -> AsyncStream<RouterEvent<Screen, Alert>> {
    let id = nextObserverID
    nextObserverID += 1
    let (stream, continuation) = AsyncStream.makeStream(
      of: RouterEvent<Screen, Alert>.self, bufferingPolicy: bufferingPolicy)
    continuations[id] = continuation
    outbox.recordsNotifications = true
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.continuations[id] = nil }
    }
    return stream
  }
}
