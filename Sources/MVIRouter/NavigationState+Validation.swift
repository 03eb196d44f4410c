extension NavigationState {
  /// Checks that a router can hold this state: route and alert ids are unique, and every alert's
  /// owner is presented.
  ///
  /// ```swift
  /// try state.validate()
  /// ```
  ///
  /// - Throws: ``NavigationStateError`` naming the first problem.
  public func validate() throws(NavigationStateError) {
    var routeIDs = Set<RouteID>()
    for route in routes where !routeIDs.insert(route.id).inserted {
      throw NavigationStateError(reason: "route id \(route.id) appears twice")
    }
    var alertIDs = Set<AlertID>()
    for alert in alerts {
      if !alertIDs.insert(alert.id).inserted {
        throw NavigationStateError(reason: "alert id \(alert.id) appears twice")
      }
      if let owner = alert.owner, !routeIDs.contains(owner) {
        throw NavigationStateError(
          reason: "alert \(alert.id) is owned by route \(owner), which is not presented")
      }
      if alert.actions.isEmpty {
        throw NavigationStateError(reason: "alert \(alert.id) has no buttons")
      }
    }
  }
}
