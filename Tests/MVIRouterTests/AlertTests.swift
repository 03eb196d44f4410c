import MVIRouter
import Testing

@MainActor
@Suite struct AlertTests {
  @Test func oneAlertIsVisibleAndTheRestWaitInOrder() {
    let h = CoreHarness()
    h.router.presentAlert(.delete)
    h.router.presentAlert(.info)
    #expect(h.router.state.visibleAlert?.alert == .delete)
    #expect(h.router.state.queuedAlerts.map(\.alert) == [.info])
    #expect(h.text == "root | alert delete[Delete, Cancel] | queued info[OK]")
    h.router.cancelAlert()
    #expect(h.text == "root | alert info[OK]")
  }

  @Test func theAlertTakesItsContentFromTheRouter() throws {
    let h = CoreHarness()
    h.router.presentAlert(.delete)
    let alert = try #require(h.router.state.visibleAlert)
    #expect(alert.title == "Delete the item?")
    #expect(alert.actions == [.destructive("Delete"), .cancel()])
  }

  @Test func theDefaultAlertShowsItsTitleMessageAndOK() throws {
    let router = RouterEvents<RouterEmptyScreen, RouterDefaultAlert>()
    router.presentAlert(.defaultAlert(title: "Offline", message: "Try later."))
    let alert = try #require(router.state.visibleAlert)
    #expect(alert.title == "Offline")
    #expect(alert.message == "Try later.")
    #expect(router.state.description == "root | alert Offline[OK]")
  }

  @Test func theChosenButtonReachesThePresenterAndTheRouter() {
    let h = CoreHarness()
    var chosen: [String] = []
    h.router.presentAlert(.delete) { chosen.append($0.title) }
    _ = h.takeEvents()
    #expect(h.router.resolveAlert(.destructive("Delete")) == .applied)
    #expect(chosen == ["Delete"])
    #expect(h.hooks.alertActions == ["delete: Delete"])
    #expect(h.takeEvents() == ["alert resolved delete: Delete"])
    #expect(h.router.state.alerts.isEmpty)
  }

  @Test func aButtonTheAlertDoesNotHaveIsIgnored() {
    let h = CoreHarness()
    h.router.presentAlert(.info)
    let outcome = h.router.resolveAlert(.destructive("Delete"))
    #expect(outcome == .ignored(.noSuchButton(.resolveAlert("Delete"), alert: "info")))
    #expect("\(outcome)" == "ignored: resolveAlert(Delete): alert info has no such button")
    #expect(h.router.state.visibleAlert?.alert == .info)
  }

  @Test func cancelChoosesTheCancelButtonOrTheOnlyOne() {
    let h = CoreHarness()
    var chosen: [String] = []
    h.router.presentAlert(.delete) { chosen.append($0.title) }
    h.router.presentAlert(.info) { chosen.append($0.title) }
    h.router.cancelAlert()
    h.router.cancelAlert()
    #expect(chosen == ["Cancel", "OK"])
  }

  @Test func routingWhileAnAlertIsUpKeepsTheAlertOnTop() {
    let h = CoreHarness()
    h.router.routeTo(.list)
    h.router.presentAlert(.info)
    h.router.routeTo(.edit)
    #expect(h.text == "root > push list > sheet edit | alert info[OK]")
  }

  @Test func alertsLeaveWithTheRouteThatOwnsThem() {
    let h = CoreHarness()
    h.router.routeTo(.list)
    h.router.presentAlert(.info)  // owned by list
    h.router.routeTo(.edit)
    var called = false
    h.router.presentAlert(.delete) { _ in called = true }  // owned by edit, queued
    _ = h.takeEvents()
    h.router.dismiss()
    #expect(h.text == "root > push list | alert info[OK]")
    #expect(
      h.takeEvents() == [
        "alert dismissed delete (dismissed)", "dismissed sheet edit (dismissed)",
      ])
    #expect(!called)
  }

  @Test func anAlertOwnedByTheRootStaysWhenRoutesLeave() {
    let h = CoreHarness()
    h.router.routeTo(.edit)
    h.router.presentAlert(.info, owner: nil)
    h.router.dismiss()
    #expect(h.text == "root | alert info[OK]")
  }

  @Test func anAlertForARouteThatIsNotPresentedIsIgnored() {
    let h = CoreHarness()
    let id = h.router.routeTo(.edit)
    h.router.dismiss()
    _ = h.takeEvents()
    h.router.presentAlert(.info, owner: id)
    #expect(h.takeEvents() == ["ignored: presentAlert(info): route \(id) is not presented"])
    #expect(h.router.state.alerts.isEmpty)
  }

  @Test func userBackCancelsTheVisibleAlertBeforeAnyRoute() {
    let h = CoreHarness()
    h.router.routeTo(.edit)
    h.router.presentAlert(.delete)
    _ = h.takeEvents()
    h.router.userDidGoBack()
    #expect(h.takeEvents() == ["alert resolved delete: Cancel"])
    #expect(h.text == "root > sheet edit")
  }

  /// A router that gives its alerts no buttons.
  struct SilentRouter: RouterProtocol {
    typealias RouterScreenType = CoreScreen

    func getAlertActions(for type: CoreAlert) -> [RouterAlertAction] { [] }
  }

  @Test func anAlertWithoutButtonsGetsAnOKThatCancels() throws {
    let router = RouterEvents(router: SilentRouter())
    var answers: [String] = []
    router.presentAlert(.info) { answers.append($0.title) }
    #expect(router.state.visibleAlert?.actions == [RouterAlertAction(title: "OK", role: .cancel)])
    let saved = try router.savedState()
    #expect(router.userDidGoBack() == .applied)
    #expect(answers == ["OK"])
    #expect(router.state.visibleAlert == nil)
    try router.restore(from: saved)
    #expect(router.cancelAlert() == .applied)
  }
}
