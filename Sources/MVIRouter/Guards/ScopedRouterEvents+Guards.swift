extension ScopedRouterEvents {
  /// Guards one of the feature's routes, as ``RouterEvents/guardDismissal(of:_:onGuard:)`` does
  /// in the app's router: every change that would remove it, the app's included, meets the guard
  /// when it is applied.
  ///
  /// ```swift
  /// movies.guardDismissal(of: reviewID, .defer) { change in movies.confirm(change) }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The feature's route.
  ///   - decision: What the guard says from now on; `allow` lifts it.
  ///   - onGuard: Called with each change the guard vetoes or defers.
  /// - Returns: Whether the route is presented and the feature's (if not, nothing changes).
  @discardableResult
  public func guardDismissal(
    of id: RouteID, _ decision: GuardDecision, onGuard: ((GuardedChange) -> Void)? = nil
  ) -> Bool {
    operations.extras.guardRoute(id, decision, onGuard)
  }

  /// Applies a deferred change; see ``RouterEvents/confirm(_:)``.
  ///
  /// ```swift
  /// movies.confirm(change)
  /// ```
  ///
  /// - Parameter change: The deferred change, as the guard's handler received it.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  public func confirm(_ change: GuardedChange) -> RouterOutcome {
    operations.extras.settleDeferred(change, true)
  }

  /// Drops a deferred change; see ``RouterEvents/abandon(_:)``.
  ///
  /// ```swift
  /// movies.abandon(change)
  /// ```
  ///
  /// - Parameter change: The deferred change, as the guard's handler received it.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  public func abandon(_ change: GuardedChange) -> RouterOutcome {
    operations.extras.settleDeferred(change, false)
  }
}
