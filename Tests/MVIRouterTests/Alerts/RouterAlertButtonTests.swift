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
    #expect(harness.hooks.seedAnswers == ["discardDraft: Keep editing"])
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

  @Test func aSeedButtonNamedByTitleAloneChoosesTheDestructiveButtonOfThatTitle() {
    let harness = CoreHarness()
    var chosen: [RouterAlertAction] = []
    harness.routerEvents.presentAlert(.delete) { chosen.append($0) }
    #expect(harness.routerEvents.resolveAlert(RouterAlertAction(title: "Delete")) == .applied)
    #expect(chosen == [.destructive("Delete")])
  }

  @Test func aSeedButtonMatchingExactlyWinsOverOneWithTheSameTitle() {
    struct TwoDeletes: RouterPolicy {
      typealias Screen = RouterEmptyScreen
      func getAlertActions(for type: RouterDefaultAlert) -> [RouterAlertAction] {
        [RouterAlertAction(title: "Delete"), .destructive("Delete")]
      }
    }
    let routerEvents = RouterEvents<RouterEmptyScreen, RouterDefaultAlert>(router: TwoDeletes())
    var chosen: [RouterAlertAction] = []
    routerEvents.presentAlert(.defaultAlert(title: "Delete?", message: nil)) { chosen.append($0) }
    routerEvents.resolveAlert(.destructive("Delete"))
    #expect(chosen == [.destructive("Delete")])
  }

  @Test func theSeedViewOfTheButtonsKeepsTitlesAndRoles() {
    let harness = MailHarness()
    harness.routerEvents.presentAlert(.discardDraft)
    #expect(
      harness.routerEvents.state.visibleAlert?.actions == [
        .destructive("Discard"), .cancel("Keep editing"),
      ])
    #expect(
      harness.routerEvents.state.visibleAlert?.button(for: .keepEditing)?.title == "Keep editing")
  }
}
