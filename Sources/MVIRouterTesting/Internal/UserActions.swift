import MVIRouter

/// What the recorders' `answerAlert` and `goBack` do as the user, written once for
/// ``RoutingRecorder`` and ``TabbedRoutingRecorder``: each passes its router (for a tab
/// container, the router whose alert is visible) and its recording.
@MainActor
enum UserActions {
  /// The button of the visible alert a test asks for: by title, by action value or by role.
  enum ButtonChoice<Action: Hashable & Sendable> {
    case title(String)
    case action(Action)
    case role(RouterAlertButtonRole)

    /// How a failure names the button wanted.
    var described: String {
      switch self {
      case .title(let title): "\"\(title)\""
      case .action(let action): "for action \(plain: action)"
      case .role(let role): "with role \(role)"
      }
    }

    func matches(_ button: RouterAlertButton<Action>) -> Bool {
      switch self {
      case .title(let title): button.title == title
      case .action(let action): button.action == action
      case .role(let role): button.role == role
      }
    }
  }

  /// Chooses the first button of the visible alert of `router` that `choice` names, through the
  /// router's own `resolveAlert(_:)` (or `cancelAlert()` for a cancel button with no action
  /// value, the implicit "OK"), and fails at `site`, changing nothing, when there is no alert,
  /// no such button, or the router could not tell the button from another.
  ///
  /// - Parameters:
  ///   - choice: The button to choose.
  ///   - router: The router whose alert is visible; `nil` when none is.
  ///   - navigation: The navigation's text, named when no alert is visible.
  ///   - site: Where a failure is reported.
  static func answerAlert<Screen, Alert>(
    _ choice: ButtonChoice<Alert.Action>, on router: RouterEvents<Screen, Alert>?,
    navigation: @autoclosure () -> String, at site: CallSite
  ) {
    let described = choice.described
    guard let router, let alert = router.state.visibleAlert else {
      recordRoutingIssue(
        "No alert is visible to answer with the button \(described). Navigation: \(navigation())",
        at: site)
      return
    }
    guard let button = alert.buttons.first(where: choice.matches) else {
      let titles = alert.buttons.map(\.title).joined(separator: ", ")
      recordRoutingIssue(
        "The visible alert \(plain: alert.alert) has no button \(described); its buttons: \(titles).",
        at: site)
      return
    }
    if let action = button.action {
      // The router chooses the first button standing for the action; one before this button
      // would be chosen instead, so say so rather than answer with another button.
      if let first = alert.buttons.first(where: { $0.action == action }), first != button {
        recordRoutingIssue(
          """
          The visible alert \(plain: alert.alert) has two buttons standing for \(plain: action) \
          ("\(first.title)" and "\(button.title)"): the router would choose "\(first.title)". \
          Give each button its own action value.
          """, at: site)
        return
      }
      router.resolveAlert(action)
    } else if button.role == .cancel {
      router.cancelAlert()
    } else {
      recordRoutingIssue(
        """
        The button "\(button.title)" of the visible alert \(plain: alert.alert) stands for no \
        action value, so it cannot be chosen.
        """, at: site)
    }
  }

  /// Goes back as the user would, through `goBack`, and returns its outcome: fails at `site`
  /// only when there was nothing to go back from — a guard's deferral or veto, a route that
  /// does not let the user dismiss it, an alert with no cancel button are outcomes the test
  /// asserts. The ignored event of a failed back is forgotten: the failure reports it.
  ///
  /// - Parameters:
  ///   - recording: The recorder's events.
  ///   - site: Where a failure is reported.
  ///   - goBack: The router's `userDidGoBack()`.
  /// - Returns: What became of the back.
  static func goBack<Expected>(
    recording: EventRecording<Expected>, at site: CallSite, _ goBack: () -> RouterOutcome
  ) -> RouterOutcome {
    let before = recording.unasserted.count
    let outcome = goBack()
    if case .ignored(let reason) = outcome, case .nothingPresented = reason {
      recording.forget(after: before)
      recordRoutingIssue("Going back did nothing: \(reason)", at: site)
    }
    return outcome
  }
}
