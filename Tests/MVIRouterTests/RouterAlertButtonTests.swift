import MVIRouter
import Testing

@MainActor
@Suite struct RouterAlertButtonTests {
  @Test func theHandlerGetsTheActionValueOfTheChosenButton() {
    let h = MailHarness()
    var chosen: [MailAlert.Action] = []
    h.routerEvents.presentAlert(.discardDraft) { chosen.append($0) }
    #expect(h.routerEvents.resolveAlert(.keepEditing) == .applied)
    #expect(chosen == [.keepEditing])
    #expect(h.hooks.seedAnswers == ["discardDraft: Keep editing"])
  }

  @Test func theEventCarriesTheButtonWithItsActionValue() {
    let h = MailHarness()
    h.routerEvents.presentAlert(.discardDraft)
    var resolved: RouterAlertButton<MailAlert.Action>?
    h.routerEvents.observeForever { event in
      if case .alertResolved(_, let button) = event { resolved = button }
    }
    h.routerEvents.resolveAlert(title: "Discard")
    #expect(resolved == .destructive("Discard", action: .discard))
    #expect(h.takeEvents().last == "alert resolved discardDraft: Discard")
  }

  @Test func aValueNoButtonStandsForIsIgnoredAndTheAlertStays() {
    let h = MailHarness()
    h.routerEvents.presentAlert(.discardDraft)
    #expect(
      h.routerEvents.resolveAlert(.retry)
        == .ignored(.noSuchButton(.resolveAlert("retry"), alert: "discardDraft")))
    #expect(h.text == "root | alert discardDraft[Discard, Keep editing]")
  }

  @Test func theCancelButtonIsFoundByRoleAndReportsItsValue() {
    let h = MailHarness()
    var chosen: [MailAlert.Action] = []
    h.routerEvents.presentAlert(.loginFailed) { chosen.append($0) }
    h.routerEvents.userDidGoBack()
    #expect(chosen == [.cancel])
  }

  @Test func aTypedAlertGivenNoButtonsGetsAnOKWithNoValue() {
    let h = MailHarness()
    var called = false
    h.routerEvents.presentAlert(.noButtons) { _ in called = true }
    let button = h.routerEvents.state.visibleAlert?.buttons.first
    #expect(button == RouterAlertButton(title: "OK", role: .cancel, action: nil))
    #expect(h.routerEvents.cancelAlert() == .applied)
    #expect(!called)
    #expect(h.hooks.answers == ["noButtons: nil owner root"])
  }

  @Test func aSeedButtonNamedByTitleAloneChoosesTheDestructiveButtonOfThatTitle() {
    let h = CoreHarness()
    var chosen: [RouterAlertAction] = []
    h.routerEvents.presentAlert(.delete) { chosen.append($0) }
    #expect(h.routerEvents.resolveAlert(RouterAlertAction(title: "Delete")) == .applied)
    #expect(chosen == [.destructive("Delete")])
  }

  @Test func aSeedButtonMatchingExactlyWinsOverOneWithTheSameTitle() {
    struct TwoDeletes: RouterProtocol {
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
    let h = MailHarness()
    h.routerEvents.presentAlert(.discardDraft)
    #expect(
      h.routerEvents.state.visibleAlert?.actions == [
        .destructive("Discard"), .cancel("Keep editing"),
      ])
    #expect(h.routerEvents.state.visibleAlert?.button(for: .keepEditing)?.title == "Keep editing")
  }
}
