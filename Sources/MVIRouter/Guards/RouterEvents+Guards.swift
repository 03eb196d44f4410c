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
}
