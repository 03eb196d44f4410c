extension RouterEvents {
  /// Presents `screen` and waits for it to finish with a value of type `Value`.
  ///
  /// The `async` form of ``routeTo(_:as:expecting:onDismiss:onResult:)``, with the same
  /// exactly-once delivery: it returns the value the presented screen's intent gives to
  /// ``finish(_:with:)``, or throws ``RouteCancelled`` with the ``DismissReason`` when the route
  /// leaves any other way (the user went back, a deep link or a restore replaced it, ...).
  ///
  /// Cancelling the awaiting task dismisses the route with ``DismissReason/cancelled`` and
  /// throws ``RouteCancelled`` with that reason; a task cancelled before the call routes
  /// nothing and throws at once.
  ///
  /// ```swift
  /// func buyTapped() async {
  ///   do {
  ///     let quantity = try await routerEvents.route(to: .quantity, expecting: Int.self)
  ///     print("buying", quantity)
  ///   } catch {
  ///     print(error)
  ///   }
  /// }
  /// ```
  ///
  /// Prints `buying 3` when the picker's intent calls `finish(id, with: 3)`, or
  /// `route #1 left without a result: userBack` when the user goes back.
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: How to present it; `nil` asks the router.
  ///   - expecting: The type of the result.
  /// - Returns: The value the route finished with.
  /// - Throws: ``RouteCancelled`` when the route left without a value.
  public func route<Value: Sendable>(
    to screen: Screen, as presentation: RouterScreenPresentationType? = nil,
    expecting: Value.Type
  ) async throws -> Value {
    try await awaitRouteResult(Value.self) { deliver in
      routeTo(screen, as: presentation, expecting: Value.self, onResult: deliver)
    } dismiss: { [weak self] id in
      // Weak: the route's handler, kept by this router, holds this closure.
      self?.dismissAwaited(id)
    }
  }

  /// Presents `screen` now and returns a task whose value is the route's result: for a caller
  /// that cannot wait (a button's action, a key handler) but must see the route presented at
  /// once.
  ///
  /// The task returns the value the screen finishes with, or throws ``RouteCancelled`` with the
  /// reason the route left without one; cancelling the task dismisses the route with
  /// ``DismissReason/cancelled``. The route is presented (or queued, during delivery) before
  /// this returns, exactly as ``routeTo(_:as:expecting:onDismiss:onResult:)`` presents it.
  /// Awaiting the task's `value` from another task does not pass that task's cancellation on:
  /// keep the returned task and cancel it (or, inside a task, await ``route(to:as:expecting:)``,
  /// which does).
  ///
  /// ```swift
  /// func chooseQuantityTapped() {
  ///   let quantity = routerEvents.routeTo(.quantity, as: .sheet, awaiting: Int.self)
  ///   print(routerEvents.state)
  ///   Task { print("chose", try await quantity.value) }
  /// }
  /// ```
  ///
  /// Prints `root > sheet quantity`, then `chose 3` once the picker finishes with 3.
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: How to present it; `nil` asks the router.
  ///   - awaiting: The type of the result.
  /// - Returns: The task that awaits the result; cancel it to dismiss the route.
  @discardableResult
  public func routeTo<Value: Sendable>(
    _ screen: Screen, as presentation: RouterScreenPresentationType? = nil,
    awaiting: Value.Type
  ) -> Task<Value, any Error> {
    startAwaitingRoute(Value.self) { deliver in
      routeTo(screen, as: presentation, expecting: Value.self, onResult: deliver)
    } dismiss: { [weak self] id in
      // Weak: the route's handler, kept by this router, holds this closure.
      self?.dismissAwaited(id)
    }
  }

  /// Dismisses the awaited route `id`, whose task was cancelled, with reason
  /// ``DismissReason/cancelled``; abandons it if it still waits for the router's route guard.
  @discardableResult
  @usableFromInline func dismissAwaited(_ id: RouteID) -> RouterOutcome {
    if let waiting = deferredRoute, waiting.route == id,
      let change = machine.deferred?.change, change.id == waiting.deferral
    {
      // Still waiting for the router's route guard: the request is abandoned, and its handlers
      // go without a word (the task reports its own cancellation).
      deferredRoute = nil
      hasStoppedRoutes = !droppedResults.isEmpty
      return abandon(change)
    }
    return submit(.dismissRoute(id, .cancelled))
  }
}
