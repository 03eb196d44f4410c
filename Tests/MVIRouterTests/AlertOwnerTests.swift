import MVIRouter
import Testing

@MainActor
@Suite struct AlertOwnerTests {
  @Test func anAppWideAlertStaysWhenTheSheetBelowItCloses() {
    let h = MailHarness()
    h.router.routeTo(.edit)
    h.router.presentAlert(.loginFailed, owner: .root)
    h.router.presentAlert(.discardDraft)
    h.router.dismiss()
    #expect(h.text == "root | alert loginFailed[Retry, Cancel]")
  }

  @Test func theDefaultOwnerIsTheTopRouteWhenApplied() {
    let h = MailHarness()
    let edit = h.router.routeTo(.edit)
    h.router.presentAlert(.discardDraft)
    #expect(h.router.state.visibleAlert?.owner == edit)
  }

  @Test func anOwnerRouteThatIsNotPresentedIsIgnored() {
    let h = MailHarness()
    let edit = h.router.routeTo(.edit)
    h.router.dismiss()
    _ = h.takeEvents()
    h.router.presentAlert(.discardDraft, owner: .route(edit))
    #expect(
      h.takeEvents() == ["ignored: presentAlert(discardDraft): route \(edit) is not presented"])
  }

  @Test func theOlderOptionalOwnerFormTakesNilAsTheRoot() {
    let h = MailHarness()
    h.router.routeTo(.edit)
    h.router.presentAlert(.loginFailed, owner: nil)
    h.router.dismiss()
    #expect(h.router.state.visibleAlert?.alert == .loginFailed)
    #expect("\(AlertOwner.route(RouteID(rawValue: 3)))" == "route(#3)")
  }
}
