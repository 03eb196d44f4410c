extension RouterEventsProtocol {
  /// Guards the route `id`: from now on, every change that would remove it is allowed, vetoed
  /// or deferred, as `decision` says, when the change is applied.
  ///
  /// A vetoed change is ignored with ``IgnoreReason/vetoed(_:route:)``. A deferred change is
  /// ignored for now with ``IgnoreReason/deferred(_:route:)`` and waits: ``confirm(_:)`` applies
  /// it, ``abandon(_:)`` drops it. Until then nothing leaves and no dismiss callback fires, so
  /// callbacks still fire exactly once. `onGuard` (and the router's
  /// ``RouterPolicy/onGuardedChange(_:of:)``) hear each stopped change, after the state
  /// changed and before observers.
  ///
  /// Guards meet the user's back, `dismiss()`, `dismiss(_:)`, `pop()`, `pop(to:)`,
  /// `popToRoot()`, `dismissAll()`, `goBack()`, `setRoutes(_:)` and deep links, and an ancestor
  /// dismissed, in this router and its scopes. They do not meet the route's own `close(_:)` and
  /// `finish(_:with:)` (the screen's own decision) nor a restore (it replaces everything, and
  /// guards are not saved). See <doc:GuardsAndPresentationOptions>.
  ///
  /// ```swift
  /// let edit = routerEvents.routeTo(.edit, as: .sheet)
  /// routerEvents.guardDismissal(of: edit, .defer) { change in
  ///   routerEvents.presentAlert(.discardChanges) { action in
  ///     if action == .discard { routerEvents.confirm(change) } else { routerEvents.abandon(change) }
  ///   }
  /// }
  /// print(routerEvents.userDidGoBack())
  /// ```
  ///
  /// Prints `ignored: goBack(): deferred by the guard of route #1 until confirmed`.
  ///
  /// - Parameters:
  ///   - id: The route to guard.
  ///   - decision: What the guard says from now on; `allow` lifts it.
  ///   - onGuard: Called with each change the guard vetoes or defers; it replaces any handler
  ///     the route's guard had, and is released when the route leaves.
  /// - Returns: Whether the guard is set: `true` for a presented route, and for a route asked
  ///   for whose request still waits (queued, or deferred by the route guard: the guard holds
  ///   once the route is presented); `false`, changing nothing, for a route that is gone or
  ///   whose request was vetoed.
  @discardableResult
  @inlinable package func guardDismissal(
    of id: RouteID, _ decision: GuardDecision, onGuard: ((GuardedChange) -> Void)? = nil
  ) -> Bool {
    !submit(RouterRequest(.guardRoute(id, decision), onGuard: onGuard)).isIgnored
  }

  /// Applies a deferred change now, decided against the state it meets (like a queued change),
  /// with the guard that deferred it satisfied. A guarded route further down that the change
  /// would also remove may defer it again, so each guard is asked in turn, top-most first. In
  /// a ``TabbedRouterEvents``, a tab's router confirming the deferral that stopped the
  /// container's ``TabbedRouterEvents/dismissAll()`` finishes all of it, as the container's
  /// ``TabbedRouterEvents/confirm(_:)`` does.
  ///
  /// Ignored with ``IgnoreReason/noDeferredChange(_:)`` when the change no longer waits:
  /// already confirmed or abandoned, replaced by a later deferred change, or its guarded route
  /// left another way (it raced with another change).
  ///
  /// ```swift
  /// route.guardDismissal(.defer) { change in
  ///   routerEvents.presentAlert(.discardChanges) { action in
  ///     if action == .discard { routerEvents.confirm(change) }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter change: The deferred change, as the guard's handler received it.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func confirm(_ change: GuardedChange) -> RouterOutcome {
    carryOut(.confirm(change))
  }

  /// Drops a deferred change: nothing leaves, nothing is reported but the outcome. Ignored
  /// with ``IgnoreReason/noDeferredChange(_:)`` when the change no longer waits.
  ///
  /// ```swift
  /// route.guardDismissal(.defer) { change in
  ///   routerEvents.presentAlert(.discardChanges) { action in
  ///     if action == .cancel { routerEvents.abandon(change) }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter change: The deferred change, as the guard's handler received it.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func abandon(_ change: GuardedChange) -> RouterOutcome {
    carryOut(.abandon(change))
  }
}
