extension ScopedRouterEvents: RouterEventsProtocol {
  /// Presents `screen` the way the app's router presents its embedded form.
  ///
  /// ```swift
  /// movies.routeTo(.detail(id: 7)) { reason in print("detail left:", reason) }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The feature's screen.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  /// - Returns: The new route's id.
  @discardableResult
  @inlinable public func routeTo(_ screen: Screen, onDismiss: ((DismissReason) -> Void)? = nil)
    -> RouteID
  {
    operations.route(screen, nil, onDismiss)
  }

  /// Presents `screen` with the given presentation.
  ///
  /// ```swift
  /// movies.routeTo(.detail(id: 7), as: .push)
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The feature's screen.
  ///   - presentation: `push`, `sheet` or `fullScreenCover`.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  /// - Returns: The new route's id.
  @discardableResult
  @inlinable public func routeTo(
    _ screen: Screen, as presentation: RouterScreenPresentationType,
    onDismiss: ((DismissReason) -> Void)? = nil
  ) -> RouteID {
    operations.route(screen, presentation, onDismiss)
  }

  /// Presents `screen` and waits for it to finish with a value of type `Value`; exactly one
  /// delivery, as in ``RouterEvents/routeTo(_:as:expecting:onDismiss:onResult:)``.
  ///
  /// ```swift
  /// movies.routeTo(.rating(id: 7), expecting: Int.self) { result in print(result) }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The feature's screen.
  ///   - presentation: How to present it; `nil` asks the app's router.
  ///   - expecting: The type of the result.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  ///   - onResult: Called exactly once with the result.
  /// - Returns: The new route's id.
  @discardableResult
  @inlinable public func routeTo<Value: Sendable>(
    _ screen: Screen, as presentation: RouterScreenPresentationType? = nil,
    expecting: Value.Type, onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: @escaping (RouteResult<Value>) -> Void
  ) -> RouteID {
    operations.routeExpecting(screen, presentation, ResultType(Value.self), onDismiss) { result in
      switch result {
      case .value(let value):
        if let value = value as? Value { onResult(.value(value)) }
      case .cancelled(let reason):
        onResult(.cancelled(reason))
      }
    }
  }

  /// Finishes the feature's route `id` with `value`; ignored with
  /// ``IgnoreReason/notInScope(_:)`` if the route is the app's.
  ///
  /// ```swift
  /// movies.finish(routeID, with: 4)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The route to finish.
  ///   - value: The result.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func finish<Value: Sendable>(_ id: RouteID, with value: Value) -> RouterOutcome
  {
    operations.submit(.finish(id, value: value))
  }

  /// Closes the feature's route `id` as its own screen would (a push leaves with `popped`, a
  /// modal with `dismissed`); ignored with ``IgnoreReason/notInScope(_:)`` if the route is the
  /// app's.
  ///
  /// ```swift
  /// movies.close(detailID)
  /// ```
  ///
  /// - Parameter id: The route to close.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func close(_ id: RouteID) -> RouterOutcome { operations.submit(.close(id)) }

  /// Dismisses the top-most modal and everything above it, if that modal is the feature's.
  ///
  /// ```swift
  /// print(movies.dismiss())  // applied
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func dismiss() -> RouterOutcome { operations.submit(.dismissTopModal) }

  /// Dismisses the feature's route `id` and everything above it.
  ///
  /// ```swift
  /// movies.dismiss(detailID)
  /// ```
  ///
  /// - Parameter id: The route to dismiss.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func dismiss(_ id: RouteID) -> RouterOutcome {
    operations.submit(.dismissRoute(id, .dismissed))
  }

  /// Pops the top-most route if it is a push of the feature's.
  ///
  /// ```swift
  /// movies.pop()
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func pop() -> RouterOutcome { operations.submit(.pop) }

  /// Pops the feature's pushes at the top of the top layer.
  ///
  /// ```swift
  /// movies.popToRoot()
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func popToRoot() -> RouterOutcome { operations.submit(.popToRoot) }

  /// Removes every route above the feature's route `id`.
  ///
  /// ```swift
  /// movies.pop(to: searchID)
  /// ```
  ///
  /// - Parameter id: The route to return to.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func pop(to id: RouteID) -> RouterOutcome { operations.submit(.popToRoute(id)) }

  /// Removes every route above the top-most route showing `screen`, found when applied.
  ///
  /// ```swift
  /// movies.pop(to: .search)
  /// ```
  ///
  /// - Parameter screen: The feature's screen to return to.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func pop(to screen: Screen) -> RouterOutcome {
    operations.popToScreen(screen)
  }

  /// Dismisses the modals of the feature's top run (the feature's routes at the top).
  ///
  /// ```swift
  /// movies.dismissAll()
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func dismissAll() -> RouterOutcome { operations.submit(.dismissAll) }

  /// Removes the top-most route if it is the feature's.
  ///
  /// ```swift
  /// movies.goBack(reason: nil)
  /// ```
  ///
  /// - Parameter reason: The reason to report; `nil` for `popped` or `dismissed`.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func goBack(reason: DismissReason? = nil) -> RouterOutcome {
    operations.submit(.goBack(reason))
  }

  /// Replaces the feature's routes at the top (its top run) with `steps`, keeping the routes
  /// the two share from the bottom of the run; when the top-most route is the app's, the
  /// routes are added on top.
  ///
  /// ```swift
  /// movies.setRoutes([.push(.search), .push(.detail(id: 7))])
  /// ```
  ///
  /// - Parameters:
  ///   - steps: The feature's routes wanted, from the bottom up.
  ///   - reason: The reason reported to the routes that leave.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func setRoutes(
    _ steps: [RouteStep<Screen>], reason: DismissReason = .replaced
  ) -> RouterOutcome {
    operations.submit(.setRoutes(steps, reason))
  }

  /// Presents the feature's alert, owned by the top-most route (or the root).
  ///
  /// ```swift
  /// movies.presentAlert(.loadFailed) { action in print(action) }
  /// ```
  ///
  /// - Parameters:
  ///   - alert: The feature's alert.
  ///   - onAction: Called with the chosen button.
  /// - Returns: The alert's id.
  @discardableResult
  @inlinable public func presentAlert(
    _ alert: Alert, onAction: ((Alert.Action) -> Void)? = nil
  ) -> AlertID {
    operations.presentAlert(alert, onAction)
  }

  /// Chooses the button of the visible alert that stands for `action`, if the alert is the
  /// feature's.
  ///
  /// ```swift
  /// movies.resolveAlert(.retry)
  /// ```
  ///
  /// - Parameter action: The action value of one of the visible alert's buttons (for an alert
  ///   that names no action type, the button's title).
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func resolveAlert(_ action: Alert.Action) -> RouterOutcome {
    operations.submit(.resolveAlert(.action(action)))
  }

  /// Chooses the button of the visible alert with this title, if the alert is the feature's.
  ///
  /// ```swift
  /// movies.resolveAlert(title: "Retry")
  /// ```
  ///
  /// - Parameter title: The button's title.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func resolveAlert(title: String) -> RouterOutcome {
    operations.submit(.resolveAlert(.title(title)))
  }

  /// Chooses the visible alert's cancel button, if the alert is the feature's.
  ///
  /// ```swift
  /// movies.cancelAlert()
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func cancelAlert() -> RouterOutcome { operations.submit(.cancelAlert) }

  /// Calls `observer` with every event about the feature's routes and alerts, mapped to the
  /// feature's types, while you keep the subscription (see ``RouterSubscription``).
  ///
  /// ```swift
  /// let subscription = movies.observe { event in print(event) }
  /// ```
  ///
  /// - Parameter observer: Called on the main actor with each event.
  /// - Returns: The subscription; cancel it to stop.
  public func observe(_ observer: @escaping (RouterEvent<Screen, Alert>) -> Void)
    -> RouterSubscription
  {
    operations.observe(observer)
  }

  /// Calls `observer` with every event about the feature's routes and alerts, mapped, for the
  /// app router's whole life.
  ///
  /// ```swift
  /// movies.observeForever { event in print(event) }
  /// ```
  ///
  /// - Parameter observer: Called on the main actor with each event.
  public func observeForever(_ observer: @escaping (RouterEvent<Screen, Alert>) -> Void) {
    operations.observeForever(observer)
  }

  /// A new stream of every event about the feature's routes and alerts from now on, mapped.
  ///
  /// ```swift
  /// for await event in movies.events() { print(event) }
  /// ```
  ///
  /// - Parameter bufferingPolicy: How many undelivered events to keep.
  public func events(
    bufferingPolicy: AsyncStream<RouterEvent<Screen, Alert>>.Continuation.BufferingPolicy =
      .unbounded
  ) -> AsyncStream<RouterEvent<Screen, Alert>> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: RouterEvent<Screen, Alert>.self, bufferingPolicy: bufferingPolicy)
    // The stream ends when the app's router is released (its observers go with it), as a
    // stream of the app's router does.
    let finisher = StreamFinisher(continuation)
    let subscription = operations.observe { finisher.continuation.yield($0) }
    continuation.onTermination = { _ in
      Task { @MainActor in subscription.cancel() }
    }
    return stream
  }

  /// Applies every change `body` makes as one transaction of the app's router.
  ///
  /// ```swift
  /// movies.perform {
  ///   movies.popToRoot()
  ///   movies.routeTo(.detail(id: 9), as: .push)
  /// }
  /// ```
  ///
  /// - Parameter body: The changes.
  /// - Returns: What `body` returns.
  @discardableResult
  @inlinable public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    operations.beginBatch()
    defer { operations.endBatch() }
    return try body()
  }
}

/// Finishes a stream when the observer feeding it is released.
final class StreamFinisher<Element: Sendable> {
  let continuation: AsyncStream<Element>.Continuation

  init(_ continuation: AsyncStream<Element>.Continuation) { self.continuation = continuation }

  deinit { continuation.finish() }
}
