extension NavigationState {
  /// The route and alert ids a router accepts: `1 ... 9_007_199_254_740_991` (2^53 − 1).
  ///
  /// Every id in that range is exact in any JSON reader, and a router can keep counting from
  /// the largest of them for longer than any app runs. Ids outside it come only from edited or
  /// corrupted data, and ``validate()`` reports them.
  ///
  /// ```swift
  /// print(NavigationState<AppScreen, AppAlert>.validIDs)
  /// ```
  ///
  /// Prints `1...9007199254740991`.
  public static var validIDs: ClosedRange<Int> { 1...9_007_199_254_740_991 }

  /// Checks that a router can hold this state: route and alert ids are in ``validIDs`` and
  /// unique, every alert's owner is presented, and every alert has a button.
  ///
  /// Saved data and ``RouterEvents/init(validating:)`` are checked with it, so untrusted input
  /// gives an error instead of a router that cannot continue.
  ///
  /// ```swift
  /// let state = NavigationState<AppScreen, AppAlert>(routes: [
  ///   Route(id: RouteID(rawValue: 0), screen: .home, presentation: .push)
  /// ])
  /// do {
  ///   try state.validate()
  /// } catch {
  ///   print(error)
  /// }
  /// ```
  ///
  /// Prints `invalid navigation state: route id #0 is out of range`.
  ///
  /// - Throws: ``NavigationStateError`` naming the first problem: ids out of range first, then
  ///   duplicates and orphaned or buttonless alerts, in the order of `routes` and `alerts`.
  public func validate() throws(NavigationStateError) {
    let valid = Self.validIDs
    for route in routes where !valid.contains(route.id.rawValue) {
      throw NavigationStateError(reason: "route id \(route.id) is out of range")
    }
    for alert in alerts where !valid.contains(alert.id.rawValue) {
      throw NavigationStateError(reason: "alert id \(alert.id) is out of range")
    }
    // Ids a router hands out ascend, so a saved stack is usually in order: then uniqueness is
    // one comparison per route and owners are found by binary search, with no set to build.
    let ascending = zip(routes, routes.dropFirst()).allSatisfy { $0.id < $1.id }
    var routeIDs = Set<RouteID>()
    if !ascending {
      routeIDs.reserveCapacity(routes.count)
      for route in routes where !routeIDs.insert(route.id).inserted {
        throw NavigationStateError(reason: "route id \(route.id) appears twice")
      }
    }
    func isPresented(_ id: RouteID) -> Bool {
      guard ascending else { return routeIDs.contains(id) }
      var low = 0
      var high = routes.count
      while low < high {
        let middle = (low + high) / 2
        if routes[middle].id < id { low = middle + 1 } else { high = middle }
      }
      return low < routes.count && routes[low].id == id
    }
    var alertIDs = Set<AlertID>(minimumCapacity: alerts.count)
    for alert in alerts {
      if !alertIDs.insert(alert.id).inserted {
        throw NavigationStateError(reason: "alert id \(alert.id) appears twice")
      }
      if let owner = alert.owner, !isPresented(owner) {
        throw NavigationStateError(
          reason: "alert \(alert.id) is owned by route \(owner), which is not presented")
      }
      if alert.actions.isEmpty {
        throw NavigationStateError(reason: "alert \(alert.id) has no buttons")
      }
    }
  }
}
