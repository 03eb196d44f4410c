extension TabbedRouterEvents {
  /// Calls `observer` with every event of every tab's router and of the overlay's, tagged with
  /// its tab, and with every change of the selected tab, in order, while the returned
  /// subscription is kept: it ends when the subscription is cancelled or released. To observe for
  /// the container's whole life, use ``observeForever(_:)``.
  ///
  /// ```swift
  /// let subscription = router.observe { event in print(event) }
  /// router[tab: .inbox].routeTo(.message(id: 1), as: .push)
  /// ```
  ///
  /// Prints `inbox: routed push message(id: 1)`.
  ///
  /// - Parameter observer: Called on the main actor with each event.
  /// - Returns: The subscription; cancel it to stop.
  public func observe(_ observer: @escaping (TabbedRouterEvent<Tab, Screen, Alert>) -> Void)
    -> RouterSubscription
  {
    let id = nextObserverID
    nextObserverID += 1
    observers.append((id, observer))
    subscribeToRoutersIfNeeded()
    return RouterSubscription { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  /// Calls `observer` with every event of every tab's router, of the overlay's and every change
  /// of the selected tab, in order, for the container's whole life.
  ///
  /// Nothing can stop this observation; capture the container and its owners weakly.
  ///
  /// ```swift
  /// router.observeForever { event in print(event) }
  /// router.select(.search)
  /// ```
  ///
  /// Prints `tab selected: inbox → search`.
  ///
  /// - Parameter observer: Called on the main actor with each event.
  public func observeForever(
    _ observer: @escaping (TabbedRouterEvent<Tab, Screen, Alert>) -> Void
  ) {
    let id = nextObserverID
    nextObserverID += 1
    observers.append((id, observer))
    subscribeToRoutersIfNeeded()
  }

  /// A new stream of every event from now on (see ``observe(_:)``), in order. It ends when the
  /// consumer stops iterating or the router is released.
  ///
  /// ```swift
  /// for await event in router.events() { print(event) }
  /// ```
  ///
  /// - Parameter bufferingPolicy: How many undelivered events to keep.
  public func events(
    bufferingPolicy: AsyncStream<TabbedRouterEvent<Tab, Screen, Alert>>.Continuation
      .BufferingPolicy = .unbounded
  ) -> AsyncStream<TabbedRouterEvent<Tab, Screen, Alert>> {
    let id = nextObserverID
    nextObserverID += 1
    let (stream, continuation) = AsyncStream.makeStream(
      of: TabbedRouterEvent<Tab, Screen, Alert>.self, bufferingPolicy: bufferingPolicy)
    continuations[id] = continuation
    subscribeToRoutersIfNeeded()
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.continuations[id] = nil }
    }
    return stream
  }

  /// Starts hearing the routers' events, once: until something observes the container, its
  /// routers record no events for it.
  func subscribeToRoutersIfNeeded() {
    guard routerSubscriptions.isEmpty else { return }
    subscribe(to: overlay, tab: nil)
    for tab in tabs { subscribe(to: self[tab: tab], tab: tab) }
  }

  func subscribe(to router: RouterEvents<Screen, Alert>, tab: Tab?) {
    routerSubscriptions.append(
      router.observe { [weak self] event in self?.emit(.routing(tab: tab, event)) })
  }

  /// Delivers an event to the observers and streams, after the ones already being delivered.
  func emit(_ event: TabbedRouterEvent<Tab, Screen, Alert>) {
    outgoing.append(event)
    guard !isDelivering else { return }
    isDelivering = true
    defer {
      isDelivering = false
      outgoing.removeAll(keepingCapacity: true)
    }
    var index = 0
    while index < outgoing.count {
      let event = outgoing[index]
      index += 1
      for observer in observers { observer.body(event) }
      for continuation in continuations.values { continuation.yield(event) }
    }
  }
}
