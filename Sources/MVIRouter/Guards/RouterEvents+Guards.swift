extension RouterEvents {
  /// What the guard of the route `id` says, or `nil` when it is not presented.
  ///
  /// ```swift
  /// print(routerEvents.dismissGuard(of: edit) ?? .allow)
  /// ```
  ///
  /// Prints `defer` while the editor guards itself.
  ///
  /// - Parameter id: The route.
  package func dismissGuard(of id: RouteID) -> GuardDecision? { core.machine.dismissGuard(of: id) }

  /// The change a guard deferred, waiting for ``confirm(_:)`` or ``abandon(_:)``; `nil` when
  /// none waits. At most one waits: a later deferred change takes its place.
  ///
  /// ```swift
  /// routerEvents.userDidGoBack()
  /// print(routerEvents.deferredChange.map(\.operation) ?? .goBack)
  /// ```
  ///
  /// Prints `goBack()`.
  public var deferredChange: GuardedChange? { core.machine.deferred?.change }

  /// Confirms a deferred change. In a tab container, the deferral that stopped the container's
  /// `dismissAll()` is the container's to finish, in every router (``TabbedRouterEvents/confirm(_:)``).
  @inlinable func confirmNow(_ change: GuardedChange) -> RouterOutcome {
    if let confirms = deliveryGroup?.confirmsContainerChange,
      let outcome = confirms(change, core.machine.origin)
    {
      return outcome
    }
    return submit(.confirmDeferred(change))
  }
}
