extension RouterEvents {
  /// Presents `screen` the way the router's `getScreenPresentationType(for:)` says (default
  /// `.sheet`).
  ///
  /// ```swift
  /// let id = routerEvents.routeTo(.edit) { reason in print("edit left:", reason) }
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

  /// Presents `screen` with the given presentation, and the options the router's
  /// `getPresentationOptions(for:)` gives (default ``PresentationOptions/standard``).
  ///
  /// ```swift
  /// routerEvents.routeTo(.detail(3), as: .push)
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
    routeTo(
      screen, as: presentation,
      options: hasRouterHooks ? router.getPresentationOptions(for: screen) : .standard,
      onDismiss: onDismiss)
  }

  /// Presents `screen` and waits for it to finish with a value of type `Value`.
  ///
  /// The presented screen's intent calls ``finish(_:with:)`` with the route's id. `onResult` is
  /// called exactly once: with the value, or with `.cancelled(reason)` when the route leaves any
  /// other way. It is released when the route leaves, so nothing it captures outlives the route.
  ///
  /// ```swift
  /// routerEvents.routeTo(.pickQuantity, as: .sheet, expecting: Int.self) { result in
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
    routeTo(
      screen, as: presentation,
      options: hasRouterHooks ? router.getPresentationOptions(for: screen) : .standard,
      expecting: expecting, onDismiss: onDismiss, onResult: onResult)
  }

  /// Presents `screen` with the given options and waits for it to finish with a value of type
  /// `Value`, as ``routeTo(_:as:expecting:onDismiss:onResult:)`` does.
  ///
  /// ```swift
  /// routerEvents.routeTo(.pickQuantity, options: .medium, expecting: Int.self) { result in
  ///   print(result)
  /// }
  /// ```
  ///
  /// Prints `3` once the picker finishes with 3.
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - presentation: How to present it; `nil` asks the router.
  ///   - options: The sheet detents and whether the user may dismiss it by hand.
  ///   - expecting: The type of the result.
  ///   - onDismiss: Called exactly once when the route leaves, with the reason.
  ///   - onResult: Called exactly once with the result.
  /// - Returns: The new route's id; give it to the presented screen's intent.
  @discardableResult
  @inlinable public func routeTo<Value: Sendable>(
    _ screen: Screen, as presentation: RouterScreenPresentationType? = nil,
    options: PresentationOptions, expecting: Value.Type,
    onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: @escaping (RouteResult<Value>) -> Void
  ) -> RouteID {
    let route = Route(
      id: machine.makeRouteID(), screen: screen,
      presentation: presentation ?? router.getScreenPresentationType(for: screen),
      options: options)
    let resultType = ResultType(Value.self)
    let deliver: (RouteResult<any Sendable>) -> Void = { result in
      switch result {
      case .value(let value):
        if let value = value as? Value { onResult(.value(value)) }
      case .cancelled(let reason):
        onResult(.cancelled(reason))
      }
    }
    submit(
      .present(route, resultType: resultType), onDismiss: onDismiss, onResult: deliver
    )
    return route.id
  }

  /// Finishes the route with `value`: the presenter's result handler gets the value, and the
  /// route leaves with reason ``DismissReason/finished`` (routes above it leave first).
  ///
  /// ```swift
  /// routerEvents.finish(routeID, with: 3)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The route to finish.
  ///   - value: The result; ignored if the presenter expects another type (checked when the
  ///     change is applied, so a queued `finish` meets the state it lands in).
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func finish<Value: Sendable>(_ id: RouteID, with value: Value) -> RouterOutcome
  {
    submit(boxed: .finish(id, value: value)) { $0.finish(id, value: value, into: $1) }
  }

  /// Dismisses the top-most modal and everything above it.
  ///
  /// With no modal presented it is ignored, and says so.
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func dismiss() -> RouterOutcome {
    submit(.dismissTopModal)
  }

  /// Dismisses the route `id` and everything above it, whatever its presentation. A presenter
  /// uses it to close what it presented.
  ///
  /// - Parameter id: The route to dismiss.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func dismiss(_ id: RouteID) -> RouterOutcome {
    submit(.dismissRoute(id, .dismissed))
  }

  /// Pops the top push of the top layer.
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func pop() -> RouterOutcome { submit(.pop) }

  /// Pops every push of the top layer, back to its first screen (the root or the top modal).
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func popToRoot() -> RouterOutcome {
    submit(.popToRoot)
  }

  /// Removes every route above `id`, so that route is on top.
  ///
  /// - Parameter id: The route to return to.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func pop(to id: RouteID) -> RouterOutcome {
    submit(.popToRoute(id))
  }

  /// Removes every route above the top-most route showing `screen`, found when the change is
  /// applied (a queued call finds a screen presented before it).
  ///
  /// - Parameter screen: The screen to return to.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func pop(to screen: Screen) -> RouterOutcome {
    submit(.popToScreen(screen))
  }

  /// Dismisses every modal; pushes on the root stay.
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func dismissAll() -> RouterOutcome {
    submit(.dismissAll)
  }

  /// Removes the top-most route, whether pushed or modal.
  ///
  /// - Parameter reason: The reason to report; `nil` reports `popped` for a push and
  ///   `dismissed` for a modal.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func goBack(reason: DismissReason? = nil) -> RouterOutcome {
    submit(.goBack(reason))
  }

  /// What a host calls when the user goes back: cancels the visible alert if there is one,
  /// else removes the top-most route with reason ``DismissReason/userBack``. The choice is made
  /// when the change is applied, so a queued call cancels an alert presented before it.
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func userDidGoBack() -> RouterOutcome {
    submit(.userBack)
  }

  /// Changes the routes to `steps`, keeping the routes the two share from the bottom and
  /// dismissing (top-most first) and presenting only the difference.
  ///
  /// ```swift
  /// routerEvents.setRoutes([.push(.search), .push(.detail(7))])
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
    submit(.setRoutes(steps, reason))
  }
}
