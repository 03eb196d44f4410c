import MVIRouter
import Testing

@MainActor
@Suite struct AlertOwnerTests {
  @Test func anAppWideAlertStaysWhenTheSheetBelowItCloses() {
    let h = MailHarness()
    h.routerEvents.routeTo(.edit)
    h.routerEvents.presentAlert(.loginFailed, owner: .root)
    h.routerEvents.presentAlert(.discardDraft)
    h.routerEvents.dismiss()
    #expect(h.text == "root | alert loginFailed[Retry, Cancel]")
  }

  @Test func theDefaultOwnerIsTheTopRouteWhenApplied() {
    let h = MailHarness()
    let edit = h.routerEvents.routeTo(.edit)
    h.routerEvents.presentAlert(.discardDraft)
    #expect(h.routerEvents.state.visibleAlert?.owner == edit)
  }

  @Test func anOwnerRouteThatIsNotPresentedIsIgnored() {
    let h = MailHarness()
    let edit = h.routerEvents.routeTo(.edit)
    h.routerEvents.dismiss()
    _ = h.takeEvents()
    h.routerEvents.presentAlert(.discardDraft, owner: .route(edit))
    #expect(
      h.takeEvents() == ["ignored: presentAlert(discardDraft): route \(edit) is not presented"])
  }

  @Test func theOlderOptionalOwnerFormTakesNilAsTheRoot() {
    let h = MailHarness()
    h.routerEvents.routeTo(.edit)
    h.routerEvents.presentAlert(.loginFailed, owner: nil)
    h.routerEvents.dismiss()
    #expect(h.routerEvents.state.visibleAlert?.alert == .loginFailed)
    #expect("\(AlertOwner.route(RouteID(rawValue: 3)))" == "route(#3)")
  }
}
