extension RouterEvents: RouterEventsProtocol {
  /// Presents an alert owned by the top-most route (the protocol's form of
  /// ``presentAlert(_:owner:onAction:)-(_,AlertOwner,_)``).
  ///
  /// ```swift
  /// routerEvents.presentAlert(.deleteFailed) { action in print(action) }
  /// ```
  ///
  /// - Parameters:
  ///   - alert: The alert.
  ///   - onAction: Called with the chosen button's action value.
  /// - Returns: The alert's id.
  @discardableResult
  @inlinable public func presentAlert(_ alert: Alert, onAction: ((Alert.Action) -> Void)?)
    -> AlertID
  {
    presentAlert(alert, owner: .topRoute, onAction: onAction)
  }
}
