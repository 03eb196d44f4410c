import MVIRouter
import Testing

@MainActor
@Suite struct RouterAlertButtonTests {
  @Test func theHandlerGetsTheActionValueOfTheChosenButton() {
    let h = MailHarness()
    var chosen: [MailAlert.Action] = []
    h.router.presentAlert(.discardDraft) { chosen.append($0) }
    #expect(h.router.resolveAlert(.keepEditing) == .applied)
    #expect(chosen == [.keepEditing])
    #expect(h.hooks.seedAnswers == ["discardDraft: Keep editing"])
  }

  @Test func theEventCarriesTheButtonWithItsActionValue() {
    let h = MailHarness()
    h.router.presentAlert(.discardDraft)
    var resolved: RouterAlertButton<MailAlert.Action>?
    h.router.observeForever { event in
      if case .alertResolved(_, let button) = event { resolved = button }
    }
    h.router.resolveAlert(title: "Discard")
    #expect(resolved == .destructive("Discard", action: .discard))
    #expect(h.takeEvents().last == "alert resolved discardDraft: Discard")
  }

  @Test func aValueNoButtonStandsForIsIgnoredAndTheAlertStays() {
    let h = MailHarness()
    h.router.presentAlert(.discardDraft)
    #expect(
      h.router.resolveAlert(.retry)
        == .ignored(.noSuchButton(.resolveAlert("retry"), alert: "discardDraft")))
    #expect(h.text == "root | alert discardDraft[Discard, Keep editing]")
  }

  @Test func theCancelButtonIsFoundByRoleAndReportsItsValue() {
    let h = MailHarness()
    var chosen: [MailAlert.Action] = []
    h.router.presentAlert(.loginFailed) { chosen.append($0) }
    h.router.userDidGoBack()
    #expect(chosen == [.cancel])
  }

  @Test func aTypedAlertGivenNoButtonsGetsAnOKWithNoValue() {
    let h = MailHarness()
    var called = false
    h.router.presentAlert(.noButtons) { _ in called = true }
    let button = h.router.state.visibleAlert?.buttons.first
    #expect(button == RouterAlertButton(title: "OK", role: .cancel, action: nil))
    #expect(h.router.cancelAlert() == .applied)
    #expect(!called)
    #expect(h.hooks.answers == ["noButtons: nil owner root"])
  }

  @Test func aSeedButtonNamedByTitleAloneChoosesTheDestructiveButtonOfThatTitle() {
    let h = CoreHarness()
    var chosen: [RouterAlertAction] = []
    h.router.presentAlert(.delete) { chosen.append($0) }
    #expect(h.router.resolveAlert(RouterAlertAction(title: "Delete")) == .applied)
    #expect(chosen == [.destructive("Delete")])
  }

  @Test func aSeedButtonMatchingExactlyWinsOverOneWithTheSameTitle() {
    struct TwoDeletes: RouterProtocol {
      func getAlertActions(for type: RouterDefaultAlert) -> [RouterAlertAction] {
        [RouterAlertAction(title: "Delete"), .destructive("Delete")]
      }
    }
    let router = RouterEvents<RouterEmptyScreen, RouterDefaultAlert>(router: TwoDeletes())
    var chosen: [RouterAlertAction] = []
    router.presentAlert(.defaultAlert(title: "Delete?", message: nil)) { chosen.append($0) }
    router.resolveAlert(.destructive("Delete"))
    #expect(chosen == [.destructive("Delete")])
  }

  @Test func theSeedViewOfTheButtonsKeepsTitlesAndRoles() {
    let h = MailHarness()
    h.router.presentAlert(.discardDraft)
    #expect(
      h.router.state.visibleAlert?.actions == [
        .destructive("Discard"), .cancel("Keep editing"),
      ])
    #expect(h.router.state.visibleAlert?.button(for: .keepEditing)?.title == "Keep editing")
  }
}
