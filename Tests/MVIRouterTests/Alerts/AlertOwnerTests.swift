import MVIRouter
import Testing

@MainActor
@Suite struct AlertOwnerTests {
  @Test func anAppWideAlertStaysWhenTheSheetBelowItCloses() {
    let harness = MailHarness()
    harness.routerEvents.routeTo(.edit)
    harness.routerEvents.presentAlert(.loginFailed, owner: .root)
    harness.routerEvents.presentAlert(.discardDraft)
    harness.routerEvents.dismiss()
    #expect(harness.text == "root | alert loginFailed[Retry, Cancel]")
  }

  @Test func theDefaultOwnerIsTheTopRouteWhenApplied() {
    let harness = MailHarness()
    let edit = harness.routerEvents.routeTo(.edit)
    harness.routerEvents.presentAlert(.discardDraft)
    #expect(harness.routerEvents.state.visibleAlert?.owner == edit)
  }

  @Test func anOwnerRouteThatIsNotPresentedIsIgnored() {
    let harness = MailHarness()
    let edit = harness.routerEvents.routeTo(.edit)
    harness.routerEvents.dismiss()
    _ = harness.takeEvents()
    harness.routerEvents.presentAlert(.discardDraft, owner: .route(edit))
    #expect(
      harness.takeEvents() == [
        "ignored: presentAlert(discardDraft, owner: \(edit)): its owner route is not presented"
      ])
  }

  @Test func theOlderOptionalOwnerFormTakesNilAsTheRoot() {
    let harness = MailHarness()
    harness.routerEvents.routeTo(.edit)
    harness.routerEvents.presentAlert(.loginFailed, owner: .root)
    harness.routerEvents.dismiss()
    #expect(harness.routerEvents.state.visibleAlert?.alert == .loginFailed)
    #expect("\(AlertOwner.route(RouteID(rawValue: 3)))" == "route(#3)")
  }
}
