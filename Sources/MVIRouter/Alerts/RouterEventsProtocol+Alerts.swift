extension RouterEventsProtocol {
  /// Presents an alert. It shows at once if no alert is visible, else waits in order, and it
  /// leaves, unanswered, with its owner.
  ///
  /// The title, message and buttons come from the router's policy when the change is applied
  /// (``RouterPolicy/getAlertActions(for:)``). An alert for which the router gives no buttons
  /// gets one, "OK" with the cancel role, so it can always be answered and saved. The owner is
  /// decided when the change is applied: by default the top-most route then (see
  /// ``AlertOwner``).
  ///
  /// ```swift
  /// routerEvents.presentAlert(.deleteFailed) { action in
  ///   switch action {
  ///   case .retry: intent.retry()
  ///   case .delete: intent.delete()
  ///   default: break
  ///   }
  /// }
  /// routerEvents.resolveAlert(.retry)
  /// ```
  ///
  /// - Parameters:
  ///   - alert: The alert.
  ///   - owner: The route the alert belongs to: ``AlertOwner/topRoute`` (the default),
  ///     ``AlertOwner/root`` for an app-wide alert, or ``AlertOwner/route(_:)``.
  ///   - onAction: Called with the chosen button's action value. Not called if the alert leaves
  ///     with its owner without a choice (a ``RouterEvent/alertDismissed(_:_:)`` event reports
  ///     that), nor for a button without an action value (the implicit "OK").
  /// - Returns: The alert's id.
  @discardableResult
  @inlinable public func presentAlert(
    _ alert: Alert, owner: AlertOwner = .topRoute, onAction: ((Alert.Action) -> Void)? = nil
  ) -> AlertID {
    let handler = onAction.map(AlertHandler<Alert.Action>.action)
    return carryOutAlert(
      { RouterRequest(.alert($0, owner), payload: alert, onAction: handler as Any) },
      direct: { $0.presentAlert(reserved: nil, alert, owner: owner, onAction: handler).id })
  }

  /// Chooses the visible alert's button that stands for `action`, as a user would.
  ///
  /// For an alert whose actions are `String`s, each button stands for its title, so
  /// `resolveAlert("Discard")` chooses the "Discard" button.
  ///
  /// ```swift
  /// routerEvents.presentAlert(.deleteFailed)
  /// print(routerEvents.resolveAlert(.delete))
  /// ```
  ///
  /// Prints `applied`.
  ///
  /// - Parameter action: The action value of one of the visible alert's buttons.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func resolveAlert(_ action: Alert.Action) -> RouterOutcome {
    carryOut(RouterRequest(.resolveAlert, payload: action)) { $0.resolveAlertNow(.action(action)) }
  }

  /// Chooses the visible alert's cancel button (or its only button), as Esc does.
  ///
  /// ```swift
  /// routerEvents.cancelAlert()
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func cancelAlert() -> RouterOutcome {
    carryOut(.cancelAlert)
  }
}
