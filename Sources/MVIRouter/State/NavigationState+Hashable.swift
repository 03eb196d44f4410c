extension NavigationState: Hashable {
  /// Two states are equal when they show the same routes (ids included) and the same alerts in
  /// the same order.
  ///
  /// ```swift
  /// print(routerEvents.state == NavigationState(routes: routerEvents.state.routes, alerts: routerEvents.state.alerts))
  /// ```
  ///
  /// Prints `true`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storedRoutes == rhs.storedRoutes && lhs.queue.count == rhs.queue.count
      && lhs.alerts == rhs.alerts
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storedRoutes)
    hasher.combine(alerts)
  }
}
