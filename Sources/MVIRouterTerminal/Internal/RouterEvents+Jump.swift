import MVIRouter

extension RouterEvents {
  /// Goes to `state` as a restore would: the routes that are not in it leave with the
  /// ``MVIRouter/DismissReason/restored`` reason.
  func restoreNavigation(_ state: NavigationState<Screen, Alert>) {
    // Until a value restore is available: the routes as one change with the restored reason.
    setRoutes(state.routes.map(\.step), reason: .restored)
  }
}
