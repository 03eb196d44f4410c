extension NavigationState {
  /// Checks that a router can hold this state: route and alert ids are in
  /// ``NavigationID/validRawValues`` (1 through 2^53 − 1) and unique, every alert's owner is
  /// presented, and every alert has a button.
  ///
  /// Saved data is checked with it when a router restores it (`restore(from:)`), so untrusted
  /// input gives an error instead of a router that cannot continue.
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
  package func validate() throws(NavigationStateError) {
    // The ids as plain numbers, read once: the checks below then run on `[Int]` rather than on
    // routes of an unknown screen type.
    let routes = self.routes
    let alerts = self.alerts
    var ids: [Int] = []
    ids.reserveCapacity(routes.count)
    for index in routes.indices { ids.append(routes[index].id.rawValue) }
    for id in ids where !RouteID.validRawValues.contains(id) {
      throw NavigationStateError(reason: "route id \(RouteID(rawValue: id)) is out of range")
    }
    for alert in alerts where !AlertID.validRawValues.contains(alert.id.rawValue) {
      throw NavigationStateError(reason: "alert id \(alert.id) is out of range")
    }
    // Ids a router hands out ascend, so a saved stack is usually in order: then uniqueness is
    // one comparison per route and owners are found by binary search, with no set to build.
    var ascending = true
    for index in ids.indices.dropFirst() where ids[index - 1] >= ids[index] {
      ascending = false
      break
    }
    var routeIDs = Set<Int>()
    if !ascending {
      routeIDs.reserveCapacity(ids.count)
      for id in ids where !routeIDs.insert(id).inserted {
        throw NavigationStateError(reason: "route id \(RouteID(rawValue: id)) appears twice")
      }
    }
    func isPresented(_ id: RouteID) -> Bool {
      guard ascending else { return routeIDs.contains(id.rawValue) }
      var low = 0
      var high = ids.count
      while low < high {
        let middle = (low + high) / 2
        if ids[middle] < id.rawValue { low = middle + 1 } else { high = middle }
      }
      return low < ids.count && ids[low] == id.rawValue
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
      if alert.buttons.isEmpty {
        throw NavigationStateError(reason: "alert \(alert.id) has no buttons")
      }
    }
  }
}
