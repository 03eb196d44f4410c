extension RouterEvents {
  /// Presents an alert, owned by the top-most route (or the root). It shows at once if no
  /// alert is visible, else waits in order. It leaves with its owner.
  ///
  /// The title, message and buttons come from the router now. An alert for which the router
  /// gives no buttons gets one, "OK" with the cancel role, so it can always be answered and
  /// saved. The owner is the top-most route when the change is applied.
  ///
  /// ```swift
  /// router.presentAlert(.deleteFailed) { action in
  ///   if action.title == "Retry" { intent.retry() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - alert: The alert.
  ///   - onAction: Called with the chosen button. Not called if the alert leaves with its
  ///     owner without a choice (a ``RouterEvent/alertDismissed(_:_:)`` event reports that).
  /// - Returns: The alert's id.
  @discardableResult
  @inlinable public func presentAlert(
    _ alert: Alert, onAction: ((RouterAlertAction) -> Void)? = nil
  )
    -> AlertID
  {
    presentAlert(alert, owner: .topRoute, onAction: onAction)
  }

  /// Presents an alert owned by the route `owner`, or by the root when `owner` is `nil`.
  ///
  /// - Parameters:
  ///   - alert: The alert.
  ///   - owner: The route the alert belongs to; `nil` for the root.
  ///   - onAction: Called with the chosen button.
  /// - Returns: The alert's id.
  @discardableResult
  @inlinable public func presentAlert(
    _ alert: Alert, owner: RouteID?, onAction: ((RouterAlertAction) -> Void)? = nil
  ) -> AlertID {
    presentAlert(alert, owner: owner.map { .route($0) } ?? .root, onAction: onAction)
  }

  @inlinable func presentAlert(
    _ alert: Alert, owner: Request.AlertOwner, onAction: ((RouterAlertAction) -> Void)?
  ) -> AlertID {
    let actions = router.getAlertActions(for: alert)
    let presented = PresentedAlert(
      id: machine.makeAlertID(), alert: alert, owner: nil,
      title: router.getAlertTitle(for: alert) ?? "",
      message: router.getAlertMessage(for: alert),
      actions: actions.isEmpty ? RouterAlertAction.okOnly : actions)
    submit(.presentAlert(presented, owner), onAction: onAction, alertID: presented.id) {
      $0.presentAlert(presented, owner: owner, into: $1)
    }
    return presented.id
  }

  /// Chooses a button of the visible alert, as a user would.
  ///
  /// - Parameter action: One of the visible alert's buttons.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func resolveAlert(_ action: RouterAlertAction) -> RouterOutcome {
    submit(.resolveAlert(action)) { $0.resolveAlert(action, into: $1) }
  }

  /// Chooses the visible alert's cancel button (or its only button), as Esc does.
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func cancelAlert() -> RouterOutcome {
    submit(.cancelAlert) { $0.cancelAlert(operation: .cancelAlert, into: $1) }
  }
}
