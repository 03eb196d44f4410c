/// A feature's view of an app's router, made by `RouterEvents.scope` (whose documentation gives
/// the rules): it routes in the feature's own screen and alert types and sees only the
/// feature's routes and alerts.
@MainActor
@usableFromInline
final class ScopedRouterEvents<
  Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol
> {
  @usableFromInline let operations: ScopeOperations<Screen, Alert>

  @inlinable init(operations: ScopeOperations<Screen, Alert>) { self.operations = operations }

  /// The feature's routes and alerts, in the feature's types, in order, with their real ids.
  ///
  /// ```swift
  /// print(movies.state)  // root > push search > push detail(id: 7)
  /// ```
  public var state: NavigationState<Screen, Alert> { operations.state() }
}
