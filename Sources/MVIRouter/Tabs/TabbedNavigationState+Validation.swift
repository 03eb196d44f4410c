extension TabbedNavigationState {
  /// Checks that a ``TabbedRouterEvents`` can hold this state: there is at least one tab, no tab
  /// appears twice, the selected tab and every tab in ``stacks`` are among ``tabs``, each tab's
  /// navigation and the overlay pass ``NavigationState/validate()``, and no route or alert id is
  /// used twice across the tabs and the overlay.
  ///
  /// Saved data and ``TabbedRouterEvents/init(validating:)`` are checked with it, so untrusted
  /// input gives an error instead of a router that cannot continue.
  ///
  /// ```swift
  /// let state = TabbedNavigationState<AppTab, AppScreen, AppAlert>(
  ///   tabs: [.inbox], selected: .settings)
  /// do {
  ///   try state.validate()
  /// } catch {
  ///   print(error)
  /// }
  /// ```
  ///
  /// Prints `invalid navigation state: the selected tab settings is not one of the tabs`.
  ///
  /// - Throws: ``NavigationStateError`` naming the first problem: the tabs first, then each
  ///   tab's navigation in tab order, then the overlay, then ids shared by two of them.
  package func validate() throws(NavigationStateError) {
    guard !tabs.isEmpty else { throw NavigationStateError(reason: "there are no tabs") }
    var seenTabs = Set<Tab>(minimumCapacity: tabs.count)
    for tab in tabs where !seenTabs.insert(tab).inserted {
      throw NavigationStateError(reason: "tab \(plain: tab) appears twice")
    }
    guard seenTabs.contains(selectedTab) else {
      throw NavigationStateError(
        reason: "the selected tab \(selectedTab) is not one of the tabs")
    }
    for tab in stacks.keys where !seenTabs.contains(tab) {
      throw NavigationStateError(
        reason: "there is a stack for tab \(plain: tab), which is not one of the tabs")
    }
    var routeOwners: [RouteID: String] = [:]
    var alertOwners: [AlertID: String] = [:]
    func check(_ state: NavigationState<Screen, Alert>, part: String) throws(NavigationStateError) {
      do {
        try state.validate()
      } catch {
        throw NavigationStateError(reason: "\(part): \(error.reason)")
      }
      for route in state.routes {
        if let other = routeOwners.updateValue(part, forKey: route.id) {
          throw NavigationStateError(
            reason: "route id \(route.id) is used by \(other) and by \(part)")
        }
      }
      for alert in state.alerts {
        if let other = alertOwners.updateValue(part, forKey: alert.id) {
          throw NavigationStateError(
            reason: "alert id \(alert.id) is used by \(other) and by \(part)")
        }
      }
    }
    for tab in tabs { try check(self[tab: tab], part: "tab \(plain: tab)") }
    try check(overlay, part: "the overlay")
  }
}
