extension TabbedRouterEvents {
  /// Calls `observer` with every event of every tab's router and of the overlay's, tagged with
  /// its tab, and with every change of the selected tab, in order, while you keep the returned
  /// subscription.
  ///
  /// As with ``RouterEvents/observe(_:)``, the observation ends when the subscription is
  /// cancelled or released, so keep it as long as you observe (as a property of the object that
  /// observes, say).
  ///
  /// ```swift
  /// let subscription = tabs.observe { event in print(event) }
  /// tabs[tab: .inbox].routeTo(.message(id: 1), as: .push)
  /// subscription.cancel()
  /// ```
  ///
  /// Prints `inbox: routed push message(id: 1)`.
  ///
  /// - Parameter observer: Called on the main actor with each event.
  /// - Returns: The subscription; the observation lasts while it is kept and not cancelled.
  public func observe(_ observer: @escaping (TabbedRouterEvent<Tab, Screen, Alert>) -> Void)
    -> RouterSubscription
  {
    subscribeToRoutersIfNeeded()
    return hub.subscription(for: hub.add(observer))
  }

  /// A new stream of every event from now on (see ``observe(_:)``), in order. It ends when the
  /// consumer stops iterating or the router is released.
  ///
  /// ```swift
  /// for await event in tabs.events() { print(event) }
  /// ```
  ///
  /// The stream keeps every event its consumer has not read yet.
  public func events() -> AsyncStream<TabbedRouterEvent<Tab, Screen, Alert>> {
    subscribeToRoutersIfNeeded()
    return hub.stream()
  }

  /// Starts hearing the routers' events, once: until something observes the container, its
  /// routers record no events for it.
  func subscribeToRoutersIfNeeded() {
    guard routerSubscriptions.isEmpty else { return }
    core.isObserved = true
    deliveryGroup.deliveryBegins = { [weak self] in
      if let self { deliveryMark = hub.mark }
    }
    subscribe(to: overlay, tab: nil)
    let core = core
    for (tab, router) in zip(core.machine.tabs, core.routers) { subscribe(to: router, tab: tab) }
  }

  func subscribe(to router: RouterEvents<Screen, Alert>, tab: Tab?) {
    routerSubscriptions.append(
      router.observe { [weak self] event in self?.emit(.routing(tab: tab, event)) })
  }

  /// Delivers an event to the observers and streams, after the ones already being delivered.
  /// Sends a container event to the observers; silent (and free) when nothing listens.
  @inlinable func emit(_ event: @autoclosure () -> TabbedRouterEvent<Tab, Screen, Alert>) {
    if !hub.isEmpty { deliver(event()) }
  }

  @usableFromInline func deliver(_ event: TabbedRouterEvent<Tab, Screen, Alert>) {
    if deliveryGroup.holdsDeliveries {
      // An operation over several routers is applying its parts: the event takes its turn in
      // the operation's delivery.
      deliveryGroup.holdStep { [weak self] in self?.deliver(event) }
      return
    }
    outgoing.append(event)
    guard !isDelivering else { return }
    isDelivering = true
    defer {
      isDelivering = false
      outgoing.removeAll(keepingCapacity: true)
    }
    // Observers added while a change is delivered hear from the next change on: the mark is
    // taken when the group's delivery begins (or now, for the container's own change).
    let late = deliveryGroup.isDelivering ? deliveryMark : hub.mark
    var index = 0
    while index < outgoing.count {
      let event = outgoing[index]
      index += 1
      hub.send(event, before: late)
    }
  }
}
