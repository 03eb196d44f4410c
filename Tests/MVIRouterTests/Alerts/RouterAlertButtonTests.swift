import MVIRouter
import Testing

@MainActor
@Suite struct RouterAlertButtonTests {
  @Test func theHandlerGetsTheActionValueOfTheChosenButton() {
    let harness = MailHarness()
    var chosen: [MailAlert.Action] = []
    harness.routerEvents.presentAlert(.discardDraft) { chosen.append($0) }
    #expect(harness.routerEvents.resolveAlert(.keepEditing) == .applied)
    #expect(chosen == [.keepEditing])
    #expect(harness.hooks.answers == ["discardDraft: keepEditing owner root"])
  }

  @Test func theEventCarriesTheButtonWithItsActionValue() {
    let harness = MailHarness()
    harness.routerEvents.presentAlert(.discardDraft)
    var resolved: RouterAlertButton<MailAlert.Action>?
    harness.routerEvents.observeAlways { event in
      if case .alertResolved(_, let button) = event { resolved = button }
    }
    harness.routerEvents.resolveAlert(.discard)
    #expect(resolved == .destructive("Discard", action: .discard))
    #expect(harness.takeEvents().last == "alert resolved discardDraft: Discard")
  }

  @Test func aValueNoButtonStandsForIsIgnoredAndTheAlertStays() {
    let harness = MailHarness()
    harness.routerEvents.presentAlert(.discardDraft)
    #expect(
      harness.routerEvents.resolveAlert(.retry)
        == .ignored(.noSuchButton(.resolveAlert("retry"), alert: "discardDraft")))
    #expect(harness.text == "root | alert discardDraft[Discard, Keep editing]")
  }

  @Test func theCancelButtonIsFoundByRoleAndReportsItsValue() {
    let harness = MailHarness()
    var chosen: [MailAlert.Action] = []
    harness.routerEvents.presentAlert(.loginFailed) { chosen.append($0) }
    harness.routerEvents.userDidGoBack()
    #expect(chosen == [.cancel])
  }

  @Test func aTypedAlertGivenNoButtonsGetsAnOKWithNoValue() {
    let harness = MailHarness()
    var called = false
    harness.routerEvents.presentAlert(.noButtons) { _ in called = true }
    let button = harness.routerEvents.state.visibleAlert?.buttons.first
    #expect(button == RouterAlertButton(title: "OK", role: .cancel, action: nil))
    #expect(harness.routerEvents.cancelAlert() == .applied)
    #expect(!called)
    #expect(harness.hooks.answers == ["noButtons: nil owner root"])
  }

  @Test func anAlertThatNamesNoActionTypeIsAnsweredByItsButtonsTitle() {
    let harness = CoreHarness()
    var chosen: [String] = []
    harness.routerEvents.presentAlert(.delete) { chosen.append($0) }
    #expect(
      harness.routerEvents.state.visibleAlert?.buttons == [.destructive("Delete"), .cancel()])
    #expect(harness.routerEvents.resolveAlert("Delete") == .applied)
    #expect(chosen == ["Delete"])
    #expect(harness.hooks.alertActions == ["delete: Delete"])
  }

  @Test func aTitleActionButtonStandsForItsTitleWithItsRole() {
    #expect(
      RouterAlertButton<String>.destructive("Delete")
        == RouterAlertButton(title: "Delete", role: .destructive, action: "Delete"))
    #expect(
      RouterAlertButton<String>.cancel()
        == RouterAlertButton(title: "Cancel", role: .cancel, action: "Cancel"))
    #expect(RouterAlertButton<String>.default("Retry") == .default("Retry", action: "Retry"))
  }

  @Test func aDefaultAlertMadeFromATitleShowsAnOKThatStandsForOK() {
    let routerEvents = RouterEvents<RouterEmptyScreen, RouterDefaultAlert>()
    var chosen: [String] = []
    routerEvents.presentAlert(RouterDefaultAlert.defaultAlert(title: "Saved")) { chosen.append($0) }
    #expect(
      RouterDefaultAlert.defaultAlert(title: "Saved") == .defaultAlert(title: "Saved", message: nil)
    )
    #expect(routerEvents.state.description == "root | alert Saved[OK]")
    #expect(routerEvents.state.visibleAlert?.message == nil)
    #expect(routerEvents.resolveAlert("OK") == .applied)
    #expect(chosen == ["OK"])
  }

  @Test func aButtonIsFoundByItsActionValue() {
    let harness = MailHarness()
    harness.routerEvents.presentAlert(.discardDraft)
    #expect(
      harness.routerEvents.state.visibleAlert?.button(for: .keepEditing)?.title == "Keep editing")
    #expect(harness.routerEvents.state.visibleAlert?.button(for: .retry) == nil)
  }
}
