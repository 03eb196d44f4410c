extension ScopedRouterEvents {
  /// Presents `screen` with explicit presentation options, whatever the app's router says for
  /// its embedded form.
  ///
  /// ```swift
  /// movies.routeTo(.rating(id: 7), options: .medium)
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The feature's screen.
  ///   - presentation: How to present it; `nil` asks the app's router.
  ///   - options: The route's presentation options.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  /// - Returns: The new route's id.
  @discardableResult
  @inlinable public func routeTo(
    _ screen: Screen, as presentation: RouterScreenPresentationType? = nil,
    options: PresentationOptions, onDismiss: ((DismissReason) -> Void)? = nil
  ) -> RouteID {
    operations.extras.routeWithOptions(screen, presentation, options, onDismiss)
  }

  /// Presents `screen` with explicit presentation options and waits for it to finish with a
  /// `Value`; exactly one delivery.
  ///
  /// ```swift
  /// movies.routeTo(.rating(id: 7), options: .medium, expecting: Int.self) { print($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The feature's screen.
  ///   - presentation: How to present it; `nil` asks the app's router.
  ///   - options: The route's presentation options.
  ///   - expecting: The type of the result.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  ///   - onResult: Called exactly once with the result.
  /// - Returns: The new route's id.
  @discardableResult
  @inlinable public func routeTo<Value: Sendable>(
    _ screen: Screen, as presentation: RouterScreenPresentationType? = nil,
    options: PresentationOptions, expecting: Value.Type,
    onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: @escaping (RouteResult<Value>) -> Void
  ) -> RouteID {
    operations.extras.routeExpectingWithOptions(
      screen, presentation, options, ResultType(Value.self), onDismiss
    ) { result in
      switch result {
      case .value(let value):
        if let value = value as? Value { onResult(.value(value)) }
      case .cancelled(let reason):
        onResult(.cancelled(reason))
      }
    }
  }
}
