extension NavigationState {
  /// The alerts owned by the route `owner` (or by the root when `nil`), in the order they show.
  ///
  /// ```swift
  /// print(routerEvents.state.alerts(ownedBy: route.id).map(\.alert))
  /// ```
  ///
  /// - Parameter owner: The route; `nil` for the root.
  /// - Returns: The alerts, visible one first.
  package func alerts(ownedBy owner: RouteID?) -> [PresentedAlert<Alert>] {
    alerts.filter { $0.owner == owner }
  }

  /// The first alert equal to `alert` owned by `owner`, visible or queued, if any: how an
  /// intent that starts again after a restore finds the alert it presented before, to
  /// re-attach to it (``RouterEvents/reattach(alert:onAction:)``) instead of presenting it
  /// twice.
  ///
  /// ```swift
  /// if routerEvents.state.alert(.loadFailed, ownedBy: route.id) == nil {
  ///   routerEvents.presentAlert(.loadFailed, owner: .route(route.id))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - alert: The alert value.
  ///   - owner: The route that owns it; `nil` for the root.
  package func alert(_ alert: Alert, ownedBy owner: RouteID?) -> PresentedAlert<Alert>? {
    guard let owner else {
      return alerts.first { $0.owner == nil && $0.alert == alert }
    }
    guard let index = index(of: owner) else { return nil }
    var position = firstAlert(ownedBy: index)
    while position >= 0 {
      if let found = queue.slots[position - queue.base].alert, found.alert == alert {
        return found
      }
      position = queue.next(at: position)
    }
    return nil
  }
}

extension NavigationState {
  /// Whether the alert `id` is presented, visible or queued; O(alerts), without building an
  /// array.
  func containsAlert(_ id: AlertID) -> Bool {
    var index = queue.head
    while index < queue.slots.count {
      if queue.slots[index].alert?.id == id { return true }
      index += 1
    }
    return false
  }
}
