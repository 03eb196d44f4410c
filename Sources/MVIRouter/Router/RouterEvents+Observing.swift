extension RouterEvents {
  /// Calls `observer` with every event, in order, while you keep the returned subscription.
  ///
  /// The observation ends when the subscription is cancelled or released, so keep it (usually
  /// in a property of the object that observes); a subscription that is not kept ends at once.
  /// To observe for the router's whole life, use ``observeForever(_:)``. Observers hear each
  /// event in the order they were added. An observer added while a transaction's events are
  /// being delivered (from a callback or another observer) hears from the next transaction on.
  ///
  /// ```swift
  /// let subscription = routerEvents.observe { event in print(event) }
  /// routerEvents.routeTo(.detail(id: 3), as: .push)
  /// subscription.cancel()
  /// routerEvents.pop()
  /// ```
  ///
  /// Prints `routed push detail(id: 3)` only.
  ///
  /// - Parameter observer: Called on the main actor with each event.
  /// - Returns: The subscription; the observation lasts while it is kept and not cancelled.
  public func observe(_ observer: @escaping (RouterEvent<Screen, Alert>) -> Void)
    -> RouterSubscription
  {
    outbox.recordsNotifications = true
    return hub.subscription(for: hub.add(observer))
  }

  /// Calls `observer` with every event, in order, for as long as the router lives.
  ///
  /// Nothing can stop this observation: the router keeps `observer` until it is released
  /// itself. Use it for observers that belong to the router, such as a log; capture the router
  /// and its owners weakly, or they keep each other alive. For an observation that ends, use
  /// ``observe(_:)``.
  ///
  /// ```swift
  /// routerEvents.observeForever { event in print(event) }
  /// routerEvents.routeTo(.detail(id: 3), as: .push)
  /// routerEvents.pop()
  /// ```
  ///
  /// Prints:
  /// ```
  /// routed push detail(id: 3)
  /// dismissed push detail(id: 3) (popped)
  /// ```
  ///
  /// - Parameter observer: Called on the main actor with each event.
  public func observeForever(_ observer: @escaping (RouterEvent<Screen, Alert>) -> Void) {
    outbox.recordsNotifications = true
    hub.add(observer)
  }

  /// A new stream of every event from now on, in order. It ends when the consumer stops
  /// iterating or the router is released.
  ///
  /// ```swift
  /// for await event in routerEvents.events() { print(event) }
  /// ```
  ///
  /// - Parameter bufferingPolicy: How many undelivered events to keep.
  public func events(
    bufferingPolicy: AsyncStream<RouterEvent<Screen, Alert>>.Continuation.BufferingPolicy =
      .unbounded
  ) -> AsyncStream<RouterEvent<Screen, Alert>> {
    outbox.recordsNotifications = true
    return hub.stream(bufferingPolicy: bufferingPolicy)
  }
}
