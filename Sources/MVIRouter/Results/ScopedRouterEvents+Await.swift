extension ScopedRouterEvents {
  /// Presents the feature's `screen` and waits for it to finish with a value of type `Value`;
  /// see ``RouterEvents/route(to:as:expecting:)``.
  ///
  /// ```swift
  /// let rating = try await movies.route(to: .rating(id: 7), expecting: Int.self)
  /// print("rated", rating)
  /// ```
  ///
  /// Prints `rated 4` when the rating screen's intent finishes with 4.
  ///
  /// - Parameters:
  ///   - screen: The feature's screen.
  ///   - presentation: How to present it; `nil` asks the app's router.
  ///   - expecting: The type of the result.
  /// - Returns: The value the route finished with.
  /// - Throws: ``RouteCancelled`` when the route left without a value; a cancelled task
  ///   dismisses the route with ``DismissReason/cancelled``.
  public func route<Value: Sendable>(
    to screen: Screen, as presentation: RouterScreenPresentationType? = nil,
    expecting: Value.Type
  ) async throws -> Value {
    let operations = operations
    return try await awaitRouteResult(Value.self) { deliver in
      routeTo(screen, as: presentation, expecting: Value.self, onResult: deliver)
    } dismiss: { id in
      operations.dismissAwaited(id)
    }
  }

  /// Presents the feature's `screen` now and returns a task whose value is the route's result;
  /// see ``RouterEvents/routeTo(_:as:awaiting:)``.
  ///
  /// ```swift
  /// let rating = movies.routeTo(.rating(id: 7), awaiting: Int.self)
  /// Task { print("rated", try await rating.value) }
  /// ```
  ///
  /// Prints `rated 4` when the rating screen's intent finishes with 4.
  ///
  /// - Parameters:
  ///   - screen: The feature's screen.
  ///   - presentation: How to present it; `nil` asks the app's router.
  ///   - awaiting: The type of the result.
  /// - Returns: The task that awaits the result; cancel it to dismiss the route.
  @discardableResult
  public func routeTo<Value: Sendable>(
    _ screen: Screen, as presentation: RouterScreenPresentationType? = nil,
    awaiting: Value.Type
  ) -> Task<Value, any Error> {
    let operations = operations
    return startAwaitingRoute(Value.self) { deliver in
      routeTo(screen, as: presentation, expecting: Value.self, onResult: deliver)
    } dismiss: { id in
      operations.dismissAwaited(id)
    }
  }
}
