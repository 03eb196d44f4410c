/// The navigation of an app or a flow, driven from intents: route, present alerts, dismiss.
///
/// `RouterEvents` holds the ``NavigationState`` and changes it in transactions. Each transaction
/// produces an ordered list of ``RouterEvent``s, delivered to the attached ``RouterProtocol``,
/// to per-route callbacks, to observers and to ``events()`` streams. It is a reference type on
/// the main actor: the intent and the host share one instance, and a host that attaches late
/// shows the current state, so nothing is lost.
///
/// ```swift
/// enum Screen: RouterScreenProtocol { case detail(Int), edit }
///
/// let router = RouterEvents<Screen, RouterDefaultAlert>()
/// router.routeTo(.detail(3), as: .push)
/// router.routeTo(.edit) { reason in print("edit left:", reason) }
/// router.presentAlert(.defaultAlert(title: "Saved", message: nil))
/// print(router.state)
/// router.dismiss()
/// print(router.state)
/// ```
///
/// Prints:
/// ```
/// root > push detail(3) > sheet edit | alert Saved[OK]
/// edit left: dismissed
/// root > push detail(3)
/// ```
///
/// The rules:
/// - Dismiss callbacks fire exactly once per route, whichever way it leaves, top-most first,
///   with a ``DismissReason``.
/// - A change requested while events are being delivered (say, routing from a dismiss callback)
///   is queued and applied after the current transaction, in order.
/// - An operation with nothing to do changes nothing, returns ``RouterOutcome/ignored(_:)`` and
///   emits a ``RouterEvent/ignored(_:)`` event. It never crashes.
@MainActor
public final class RouterEvents<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  @usableFromInline typealias Event = RouterEvent<Screen, Alert>
  @usableFromInline typealias Command = NavigationCommand<Screen, Alert>

  /// A change waiting to be applied.
  @usableFromInline enum Request {
    case command(Command)
    case finish(RouteID, any Sendable)
    /// Nothing to apply: reported as ignored, in order with the other changes.
    case ignore(String)
  }

  @usableFromInline struct Delivery {
    @usableFromInline var event: Event
    @usableFromInline var effect: (() -> Void)?

    @inlinable init(event: Event, effect: (() -> Void)? = nil) {
      self.event = event
      self.effect = effect
    }
  }

  @usableFromInline struct ResultHandler {
    @usableFromInline var typeName: String
    @usableFromInline var accepts: (any Sendable) -> Bool
    @usableFromInline var deliver: (RouteResult<any Sendable>) -> Void

    @inlinable init(
      typeName: String, accepts: @escaping (any Sendable) -> Bool,
      deliver: @escaping (RouteResult<any Sendable>) -> Void
    ) {
      self.typeName = typeName
      self.accepts = accepts
      self.deliver = deliver
    }
  }

  @usableFromInline var machine: NavigationMachine<Screen, Alert>
  @usableFromInline var router: any RouterProtocol<Screen, Alert>

  @usableFromInline var dismissHandlers: [RouteID: (DismissReason) -> Void] = [:]
  @usableFromInline var resultHandlers: [RouteID: ResultHandler] = [:]
  @usableFromInline var alertHandlers: [AlertID: (RouterAlertAction) -> Void] = [:]

  @usableFromInline var observers: [(id: Int, body: (RouterEvent<Screen, Alert>) -> Void)] = []
  @usableFromInline var continuations: [Int: AsyncStream<RouterEvent<Screen, Alert>>.Continuation] =
    [:]
  @usableFromInline var nextObserverID = 0

  @usableFromInline var isDelivering = false
  @usableFromInline var pending: [[Request]] = []
  @usableFromInline var batchDepth = 0
  @usableFromInline var batchRequests: [Request] = []
  @usableFromInline var batchDeliveries: [Delivery] = []

  /// The current navigation: routes over the root and alerts. Read it at any time.
  @inlinable public var state: NavigationState<Screen, Alert> { machine.state }

  /// Creates a router with nothing presented, using the default ``RouterProtocol`` behaviour
  /// until one is attached.
  ///
  /// - Parameter state: The state to start from, e.g. a restored one. It must pass
  ///   ``NavigationState/validate()``; use ``init(validating:)`` for untrusted states.
  public init(state: NavigationState<Screen, Alert> = .init()) {
    machine = NavigationMachine(state: state)
    router = DefaultRouter<Screen, Alert>()
  }

  /// Creates a router that asks `router` how to present screens and show alerts, and tells it
  /// when screens leave.
  ///
  /// - Parameter router: The screen's router.
  public convenience init<R: RouterProtocol>(router: R)
  where R.RouterScreenType == Screen, R.RouterAlertType == Alert {
    self.init()
    self.router = router
  }

  /// Creates a router from a state that may be invalid, such as one read from disk.
  ///
  /// - Parameter state: The state to start from.
  /// - Throws: ``NavigationStateError`` if the state has duplicate ids or orphaned alerts.
  public convenience init(validating state: NavigationState<Screen, Alert>) throws {
    try state.validate()
    self.init(state: state)
  }

  /// Attaches the router that decides presentations and alert content and hears dismissals.
  ///
  /// ```swift
  /// intent.routerEvents.attach(MovieRouter(intent: intent))
  /// ```
  ///
  /// - Parameter router: The router; it replaces any attached before.
  public func attach<R: RouterProtocol>(_ router: R)
  where R.RouterScreenType == Screen, R.RouterAlertType == Alert {
    self.router = router
  }

  // MARK: Routing

  /// Presents `screen` the way the router's `getScreenPresentationType(for:)` says (default
  /// `.sheet`).
  ///
  /// ```swift
  /// let id = router.routeTo(.edit) { reason in print("edit left:", reason) }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  /// - Returns: The new route's id (chosen at once, even if the change is queued).
  @discardableResult
  @inlinable public func routeTo(_ screen: Screen, onDismiss: ((DismissReason) -> Void)? = nil)
    -> RouteID
  {
    routeTo(screen, as: router.getScreenPresentationType(for: screen), onDismiss: onDismiss)
  }

  /// Presents `screen` with the given presentation.
  ///
  /// ```swift
  /// router.routeTo(.detail(3), as: .push)
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: `push` onto the top layer's stack, or a new `sheet` or
  ///     `fullScreenCover` layer.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  /// - Returns: The new route's id.
  @discardableResult
  @inlinable public func routeTo(
    _ screen: Screen, as presentation: RouterScreenPresentationType,
    onDismiss: ((DismissReason) -> Void)? = nil
  ) -> RouteID {
    let route = Route(id: machine.makeRouteID(), screen: screen, presentation: presentation)
    if let onDismiss { dismissHandlers[route.id] = onDismiss }
    submit(.command(.present(route)))
    return route.id
  }

  /// Presents `screen` and waits for it to finish with a value of type `Value`.
  ///
  /// The presented screen's intent calls ``finish(_:with:)`` with the route's id. `onResult` is
  /// called exactly once: with the value, or with `.cancelled(reason)` when the route leaves any
  /// other way. It is released when the route leaves, so nothing it captures outlives the route.
  ///
  /// ```swift
  /// router.routeTo(.pickQuantity, as: .sheet, expecting: Int.self) { result in
  ///   print(result)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: How to present it; `nil` asks the router.
  ///   - expecting: The type of the result.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  ///   - onResult: Called exactly once with the result.
  /// - Returns: The new route's id; give it to the presented screen's intent.
  @discardableResult
  @inlinable public func routeTo<Value: Sendable>(
    _ screen: Screen, as presentation: RouterScreenPresentationType? = nil,
    expecting: Value.Type, onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: @escaping (RouteResult<Value>) -> Void
  ) -> RouteID {
    let id = machine.makeRouteID()
    resultHandlers[id] = ResultHandler(
      typeName: String(describing: Value.self),
      accepts: { $0 is Value },
      deliver: { result in
        switch result {
        case .value(let value):
          if let value = value as? Value { onResult(.value(value)) }
        case .cancelled(let reason):
          onResult(.cancelled(reason))
        }
      })
    if let onDismiss { dismissHandlers[id] = onDismiss }
    let route = Route(
      id: id, screen: screen,
      presentation: presentation ?? router.getScreenPresentationType(for: screen))
    submit(.command(.present(route)))
    return id
  }

  /// Finishes the route with `value`: the presenter's result handler gets the value, and the
  /// route leaves with reason ``DismissReason/finished`` (routes above it leave first).
  ///
  /// ```swift
  /// router.finish(routeID, with: 3)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The route to finish.
  ///   - value: The result; ignored if the presenter expects another type.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func finish<Value: Sendable>(_ id: RouteID, with value: Value) -> RouterOutcome
  {
    submit(.finish(id, value))
  }

  /// Dismisses the top-most modal and everything above it.
  ///
  /// With no modal presented it is ignored, and says so.
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func dismiss() -> RouterOutcome { submit(.command(.dismissTopModal)) }

  /// Dismisses the route `id` and everything above it, whatever its presentation. A presenter
  /// uses it to close what it presented.
  ///
  /// - Parameter id: The route to dismiss.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func dismiss(_ id: RouteID) -> RouterOutcome {
    submit(.command(.dismissRoute(id, .dismissed)))
  }

  /// Pops the top push of the top layer.
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func pop() -> RouterOutcome { submit(.command(.pop)) }

  /// Pops every push of the top layer, back to its first screen (the root or the top modal).
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func popToRoot() -> RouterOutcome { submit(.command(.popToRoot)) }

  /// Removes every route above `id`, so that route is on top.
  ///
  /// - Parameter id: The route to return to.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func pop(to id: RouteID) -> RouterOutcome { submit(.command(.popTo(id))) }

  /// Removes every route above the top-most route showing `screen`.
  ///
  /// - Parameter screen: The screen to return to.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func pop(to screen: Screen) -> RouterOutcome {
    guard let route = state.routes.last(where: { $0.screen == screen }) else {
      return submit(.ignore("pop(to: \(screen)): no presented route shows this screen"))
    }
    return pop(to: route.id)
  }

  /// Dismisses every modal; pushes on the root stay.
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func dismissAll() -> RouterOutcome { submit(.command(.dismissAll)) }

  /// Removes the top-most route, whether pushed or modal.
  ///
  /// - Parameter reason: The reason to report; `nil` reports `popped` for a push and
  ///   `dismissed` for a modal.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func goBack(reason: DismissReason? = nil) -> RouterOutcome {
    submit(.command(.goBack(reason)))
  }

  /// What a host calls when the user goes back: cancels the visible alert if there is one,
  /// else removes the top-most route with reason ``DismissReason/userBack``.
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func userDidGoBack() -> RouterOutcome {
    state.visibleAlert != nil ? cancelAlert() : goBack(reason: .userBack)
  }

  /// Changes the routes to `steps`, keeping the routes the two share from the bottom and
  /// dismissing (top-most first) and presenting only the difference.
  ///
  /// ```swift
  /// router.setRoutes([.push(.search), .push(.detail(7))])
  /// ```
  ///
  /// - Parameters:
  ///   - steps: The routes wanted, from the bottom up.
  ///   - reason: The reason reported to the routes that leave.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func setRoutes(_ steps: [RouteStep<Screen>], reason: DismissReason = .replaced)
    -> RouterOutcome
  {
    submit(.command(.setRoutes(steps, reason)))
  }

  // MARK: Alerts

  /// Presents an alert, owned by the top-most route (or the root). It shows at once if no
  /// alert is visible, else waits in order. It leaves with its owner.
  ///
  /// ```swift
  /// router.presentAlert(.deleteFailed) { action in
  ///   if action.title == "Retry" { intent.retry() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - alert: The alert.
  ///   - onAction: Called with the chosen button. Not called if the alert leaves with its
  ///     owner without a choice (a ``RouterEvent/alertDismissed(_:_:)`` event reports that).
  /// - Returns: The alert's id.
  @discardableResult
  @inlinable public func presentAlert(
    _ alert: Alert, onAction: ((RouterAlertAction) -> Void)? = nil
  )
    -> AlertID
  {
    presentAlert(alert, owner: .topRoute, onAction: onAction)
  }

  /// Presents an alert owned by the route `owner`, or by the root when `owner` is `nil`.
  ///
  /// - Parameters:
  ///   - alert: The alert.
  ///   - owner: The route the alert belongs to; `nil` for the root.
  ///   - onAction: Called with the chosen button.
  /// - Returns: The alert's id.
  @discardableResult
  @inlinable public func presentAlert(
    _ alert: Alert, owner: RouteID?, onAction: ((RouterAlertAction) -> Void)? = nil
  ) -> AlertID {
    presentAlert(alert, owner: owner.map { .route($0) } ?? .root, onAction: onAction)
  }

  @inlinable func presentAlert(
    _ alert: Alert, owner: Command.AlertOwner, onAction: ((RouterAlertAction) -> Void)?
  ) -> AlertID {
    let presented = PresentedAlert(
      id: machine.makeAlertID(), alert: alert, owner: nil,
      title: router.getAlertTitle(for: alert) ?? "",
      message: router.getAlertMessage(for: alert),
      actions: router.getAlertActions(for: alert))
    if let onAction { alertHandlers[presented.id] = onAction }
    submit(.command(.presentAlert(presented, owner)))
    return presented.id
  }

  /// Chooses a button of the visible alert, as a user would.
  ///
  /// - Parameter action: One of the visible alert's buttons.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func resolveAlert(_ action: RouterAlertAction) -> RouterOutcome {
    submit(.command(.resolveAlert(action)))
  }

  /// Chooses the visible alert's cancel button (or its only button), as Esc does.
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func cancelAlert() -> RouterOutcome { submit(.command(.cancelAlert)) }

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
      if !batchRequests.isEmpty { pending.append(batchRequests) }
      batchRequests = []
    } else {
      let deliveries = batchDeliveries
      batchDeliveries = []
      deliver(deliveries)
    }
  }

  // MARK: Observing

  /// Calls `observer` with every event, in order, until the subscription is cancelled.
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
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.continuations[id] = nil }
    }
    return stream
  }

  deinit {
    for continuation in continuations.values { continuation.finish() }
  }

  // MARK: Applying

  /// Applies a request now, or queues it while events are being delivered.
  @discardableResult
  @inlinable func submit(_ request: Request) -> RouterOutcome {
    if batchDepth > 0 {
      if isDelivering {
        batchRequests.append(request)
        return .queued
      }
      let (deliveries, outcome) = apply(request)
      batchDeliveries += deliveries
      return outcome
    }
    if isDelivering {
      pending.append([request])
      return .queued
    }
    let (deliveries, outcome) = apply(request)
    deliver(deliveries)
    return outcome
  }

  @inlinable func apply(_ request: Request) -> ([Delivery], RouterOutcome) {
    var finishing: (id: RouteID, value: any Sendable)?
    let events: [Event]
    switch request {
    case .command(let command):
      events = machine.apply(command)
      if case .presentAlert(let alert, _) = command, case .ignored = events.first {
        alertHandlers[alert.id] = nil
      }
    case .ignore(let reason):
      events = [.ignored(reason)]
    case .finish(let id, let value):
      if state.index(of: id) == nil {
        events = [.ignored("finish(\(id), with: \(value)): no such route is presented")]
      } else if let handler = resultHandlers[id], !handler.accepts(value) {
        events = [
          .ignored(
            "finish(\(id), with: \(value)): the presenter expects \(handler.typeName), not \(type(of: value))"
          )
        ]
      } else {
        events = machine.apply(.dismissRoute(id, .finished))
        finishing = (id, value)
      }
    }
    if events.count == 1, case .ignored(let reason) = events[0] {
      return ([Delivery(event: events[0])], .ignored(reason))
    }
    var deliveries: [Delivery] = []
    deliveries.reserveCapacity(events.count)
    for event in events {
      switch event {
      case .dismissed(let route, let reason):
        let handler = dismissHandlers.removeValue(forKey: route.id)
        deliveries.append(
          Delivery(event: event) { [router] in
            router.onScreenDismiss(type: route.screen, reason: reason)
            handler?(reason)
          })
        if let results = resultHandlers.removeValue(forKey: route.id) {
          if let finishing, finishing.id == route.id {
            deliveries.append(
              Delivery(event: .result(route, .value(String(describing: finishing.value)))) {
                results.deliver(.value(finishing.value))
              })
          } else {
            deliveries.append(
              Delivery(event: .result(route, .cancelled(reason))) {
                results.deliver(.cancelled(reason))
              })
          }
        }
      case .alertResolved(let alert, let action):
        let handler = alertHandlers.removeValue(forKey: alert.id)
        deliveries.append(
          Delivery(event: event) { [router] in
            router.onAlertAction(action, for: alert.alert)
            handler?(action)
          })
      case .alertDismissed(let alert, _):
        alertHandlers[alert.id] = nil
        deliveries.append(Delivery(event: event))
      default:
        deliveries.append(Delivery(event: event))
      }
    }
    return (deliveries, .applied)
  }

  /// Delivers events in order, then applies and delivers the changes they requested, FIFO.
  @inlinable func deliver(_ deliveries: [Delivery]) {
    isDelivering = true
    defer { isDelivering = false }
    dispatch(deliveries)
    while !pending.isEmpty {
      let group = pending.removeFirst()
      var next: [Delivery] = []
      for request in group {
        next += apply(request).0
      }
      dispatch(next)
    }
  }

  @inlinable func dispatch(_ deliveries: [Delivery]) {
    for delivery in deliveries {
      delivery.effect?()
      for observer in observers {
        observer.body(delivery.event)
      }
      for continuation in continuations.values {
        continuation.yield(delivery.event)
      }
    }
  }
}
