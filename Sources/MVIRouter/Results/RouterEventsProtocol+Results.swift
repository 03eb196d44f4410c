extension RouterEventsProtocol {
  /// The context of a presented route, for its screen's intent: its id, `close()` and its own
  /// alerts.
  ///
  /// ```swift
  /// let route = routerEvents.context(for: routerEvents.state.routes.last!)  // to its intent
  /// print(route.route.screen)
  /// ```
  ///
  /// - Parameter route: The route, as the host or the state gives it.
  /// - Returns: The route's context.
  @inlinable public func context(for route: Route<Screen>) -> RouteContext<Screen, Alert, Never> {
    RouteContext(route: route, router: self)
  }

  /// The context of a presented route that finishes with a `Value`: its
  /// ``RouteContext/finish(_:)`` takes only a `Value`.
  ///
  /// ```swift
  /// let id = routerEvents.routeTo(.quantity, as: .sheet, expecting: Int.self) { print($0) }
  /// let picker = routerEvents.context(for: routerEvents.state.route(id)!, returning: Int.self)
  /// picker.finish(3)  // as the picker's intent does
  /// ```
  ///
  /// Prints `3`.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - type: The type of value it finishes with.
  /// - Returns: The route's typed context.
  @inlinable public func context<Value: Sendable>(
    for route: Route<Screen>, returning type: Value.Type
  )
    -> RouteContext<Screen, Alert, Value>
  {
    RouteContext(route: route, router: self)
  }

  /// Gives a presented route a new dismiss callback, as an intent does after a restore or a
  /// deep link (closures are not saved). It replaces the route's callbacks; the route keeps
  /// expecting whatever result it expected.
  ///
  /// ```swift
  /// routerEvents.reattach(route: route.route.id) { [weak self] reason in self?.detailLeft(reason) }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The route.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  /// - Returns: Whether the route is presented (if not, nothing changes).
  @discardableResult
  @inlinable public func reattach(route id: RouteID, onDismiss: ((DismissReason) -> Void)?) -> Bool
  {
    !submit(RouterRequest(.reattachRoute(id, nil), onDismiss: onDismiss)).isIgnored
  }

  /// Gives a presented route a dismiss callback and a result handler, as a presenter does after
  /// a restore or a deep link, and makes the route expect a `Value` from then on: a value of
  /// another type is ignored, and leaving any other way delivers `cancelled`.
  ///
  /// ```swift
  /// if let picker = routerEvents.state.routes.last(where: { $0.screen == .quantity }) {
  ///   routerEvents.reattach(route: picker.id, expecting: Int.self) { [weak self] result in
  ///     self?.quantityChosen(result)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The route.
  ///   - expecting: The type of the result.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  ///   - onResult: Called exactly once with the result.
  /// - Returns: Whether the route is presented (if not, nothing changes).
  @discardableResult
  @inlinable public func reattach<Value: Sendable>(
    route id: RouteID, expecting: Value.Type, onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: @escaping (RouteResult<Value>) -> Void
  ) -> Bool {
    let request = RouterRequest(
      .reattachRoute(id, ResultType(Value.self)), onDismiss: onDismiss,
      onResult: RouteResult.deliver(Value.self, to: onResult))
    return !submit(request).isIgnored
  }

  /// Gives a presented alert (visible or queued) a new action handler, as an intent does after
  /// a restore: find the alert with its route context's ``RouteContext/alert(_:)`` (or in
  /// ``NavigationState/alerts``) and re-attach instead of presenting it again.
  ///
  /// ```swift
  /// if let shown = route.alert(.loadFailed) {
  ///   routerEvents.reattach(alert: shown.id) { [weak self] action in self?.answer(action) }
  /// } else {
  ///   route.presentAlert(.loadFailed) { [weak self] action in self?.answer(action) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The alert.
  ///   - onAction: Called with the chosen button's action value; it replaces any handler the
  ///     alert had.
  /// - Returns: Whether the alert is presented (if not, nothing changes).
  @discardableResult
  @inlinable public func reattach(alert id: AlertID, onAction: @escaping (Alert.Action) -> Void)
    -> Bool
  {
    !submit(
      RouterRequest(.reattachAlert(id), onAction: AlertHandler<Alert.Action>.action(onAction))
    ).isIgnored
  }
}
