extension RouterEvents {
  /// Presents an alert. It shows at once if no alert is visible, else waits in order, and it
  /// leaves, unanswered, with its owner.
  ///
  /// The title, message and buttons come from the router now
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
  ///   case .cancel: break
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
    let buttons = router.getAlertActions(for: alert)
    let presented = PresentedAlert(
      id: machine.makeAlertID(), alert: alert, owner: nil,
      title: router.getAlertTitle(for: alert) ?? "",
      message: router.getAlertMessage(for: alert),
      buttons: buttons.isEmpty ? ImplicitAlertButtons.buttons(Alert.Action.self) : buttons)
    submit(boxed: .presentAlert(presented, owner), onAction: onAction, alertID: presented.id) {
      $0.presentAlert(presented, owner: owner, into: $1)
    }
    return presented.id
  }

  /// Presents an alert owned by the route `owner`, or by the root when `owner` is `nil`.
  ///
  /// The form before ``AlertOwner``: `owner: nil` is ``AlertOwner/root``, `owner: id` is
  /// ``AlertOwner/route(_:)``.
  ///
  /// ```swift
  /// routerEvents.presentAlert(.sessionExpired, owner: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - alert: The alert.
  ///   - owner: The route the alert belongs to; `nil` for the root.
  ///   - onAction: Called with the chosen button's action value.
  /// - Returns: The alert's id.
  @discardableResult
  @inlinable public func presentAlert(
    _ alert: Alert, owner: RouteID?, onAction: ((Alert.Action) -> Void)? = nil
  ) -> AlertID {
    presentAlert(alert, owner: owner.map { .route($0) } ?? .root, onAction: onAction)
  }

  /// Chooses the visible alert's button that stands for `action`, as a user would.
  ///
  /// For an alert that names no action type, the action value is the button's title:
  /// `resolveAlert("Discard")` chooses the button titled "Discard".
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
    let choice = AlertChoice<Alert.Action>.action(action)
    return submit(boxed: .resolveAlert(choice)) { $0.resolveAlert(choice, into: $1) }
  }

  /// Chooses the visible alert's first button titled `title`, as a user would.
  ///
  /// ```swift
  /// routerEvents.resolveAlert(title: "Retry")
  /// ```
  ///
  /// - Parameter title: The button's title.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func resolveAlert(title: String) -> RouterOutcome {
    let choice = AlertChoice<Alert.Action>.title(title)
    return submit(boxed: .resolveAlert(choice)) { $0.resolveAlert(choice, into: $1) }
  }

  /// Chooses this button of the visible alert, as a host does when the user activates it.
  ///
  /// ```swift
  /// if let button = routerEvents.state.visibleAlert?.buttons.first {
  ///   routerEvents.resolveAlert(button: button)
  /// }
  /// ```
  ///
  /// - Parameter button: One of the visible alert's buttons.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func resolveAlert(button: RouterAlertButton<Alert.Action>) -> RouterOutcome {
    let choice = AlertChoice<Alert.Action>.button(button)
    return submit(boxed: .resolveAlert(choice)) { $0.resolveAlert(choice, into: $1) }
  }

  /// Chooses the visible alert's cancel button (or its only button), as Esc does.
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func cancelAlert() -> RouterOutcome {
    submit(.cancelAlert)
  }
}
