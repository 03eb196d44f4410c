import MVIRouter
import MVIRouterTesting
import Testing

/// The answering and going back both recorders share: the buttons a router cannot tell apart,
/// and buttons without action values.
@Suite @MainActor struct UserActionsTests {
  /// A router showing `deleteFailed` with `buttons`, as a restore would (no policy asked).
  private func router(showing buttons: [RouterAlertButton<InboxAlert.Action>])
    -> RouterEvents<StoreScreen, InboxAlert>
  {
    let alert = PresentedAlert(
      id: AlertID(rawValue: 1), alert: InboxAlert.deleteFailed, owner: nil, title: "Delete failed",
      message: nil, buttons: buttons)
    return RouterEvents(state: NavigationState(alerts: [alert]))
  }

  @Test func twoButtonsStandingForOneActionCannotBeToldApartByTitle() async {
    let routerEvents = router(showing: [
      .default("Retry now", action: .retry), .default("Retry later", action: .retry),
    ])
    let recorder = RoutingRecorder(routerEvents)
    let expected = """
      The visible alert deleteFailed has two buttons standing for retry ("Retry now" and \
      "Retry later"): the router would choose "Retry now". Give each button its own action \
      value.
      """
    await expectIssue(expected, atLine: #line + 1) {
      recorder.answerAlert("Retry later")
    }
    #expect(routerEvents.state.visibleAlert != nil)
    recorder.answerAlert("Retry now")
    recorder.expect(.alertResolved(.deleteFailed, button: "Retry now"))
    recorder.finish()
  }

  @Test func aCancelButtonWithoutAnActionIsChosenAsTheCancelButton() {
    let routerEvents = router(showing: [
      .destructive("Delete", action: .delete),
      RouterAlertButton(title: "OK", role: .cancel, action: nil),
    ])
    withRoutingRecorder(routerEvents) { recorder in
      recorder.answerAlert("OK")
      recorder.expect(.alertResolved(.deleteFailed, button: "OK"))
      recorder.expectState("root")
    }
  }

  @Test func anOrdinaryButtonWithoutAnActionCannotBeChosen() async {
    let routerEvents = router(showing: [
      RouterAlertButton(title: "Later", role: nil, action: nil), .cancel(action: .cancel),
    ])
    let recorder = RoutingRecorder(routerEvents)
    let expected = """
      The button "Later" of the visible alert deleteFailed stands for no action value, so it \
      cannot be chosen.
      """
    await expectIssue(expected, atLine: #line + 1) {
      recorder.answerAlert("Later")
    }
    #expect(routerEvents.state.visibleAlert != nil)
    recorder.finish()
  }

  @Test func aButtonWithAnotherRoleIsNotChosenByRole() async {
    let routerEvents = router(showing: [.default("Retry", action: .retry)])
    let recorder = RoutingRecorder(routerEvents)
    let expected =
      "The visible alert deleteFailed has no button with role destructive; its buttons: Retry."
    await expectIssue(expected, atLine: #line + 1) {
      recorder.answerAlert(role: .destructive)
    }
    recorder.finish()
  }
}
