import MVIRouter
import Testing

@MainActor
@Suite struct AlertTests {
  @Test func oneAlertIsVisibleAndTheRestWaitInOrder() {
    let h = CoreHarness()
    h.routerEvents.presentAlert(.delete)
    h.routerEvents.presentAlert(.info)
    #expect(h.routerEvents.state.visibleAlert?.alert == .delete)
    #expect(h.routerEvents.state.queuedAlerts.map(\.alert) == [.info])
    #expect(h.text == "root | alert delete[Delete, Cancel] | queued info[OK]")
    h.routerEvents.cancelAlert()
    #expect(h.text == "root | alert info[OK]")
  }

  @Test func theAlertTakesItsContentFromTheRouter() throws {
    let h = CoreHarness()
    h.routerEvents.presentAlert(.delete)
    let alert = try #require(h.routerEvents.state.visibleAlert)
    #expect(alert.title == "Delete the item?")
    #expect(alert.actions == [.destructive("Delete"), .cancel()])
  }

  @Test func theDefaultAlertShowsItsTitleMessageAndOK() throws {
    let routerEvents = RouterEvents<RouterEmptyScreen, RouterDefaultAlert>()
    routerEvents.presentAlert(.defaultAlert(title: "Offline", message: "Try later."))
    let alert = try #require(routerEvents.state.visibleAlert)
    #expect(alert.title == "Offline")
    #expect(alert.message == "Try later.")
    #expect(routerEvents.state.description == "root | alert Offline[OK]")
  }

  @Test func theChosenButtonReachesThePresenterAndTheRouter() {
    let h = CoreHarness()
    var chosen: [String] = []
    h.routerEvents.presentAlert(.delete) { chosen.append($0.title) }
    _ = h.takeEvents()
    #expect(h.routerEvents.resolveAlert(.destructive("Delete")) == .applied)
    #expect(chosen == ["Delete"])
    #expect(h.hooks.alertActions == ["delete: Delete"])
    #expect(h.takeEvents() == ["alert resolved delete: Delete"])
    #expect(h.routerEvents.state.alerts.isEmpty)
  }

  @Test func aButtonTheAlertDoesNotHaveIsIgnored() {
    let h = CoreHarness()
    h.routerEvents.presentAlert(.info)
    let outcome = h.routerEvents.resolveAlert(.destructive("Delete"))
    #expect(outcome == .ignored(.noSuchButton(.resolveAlert("Delete"), alert: "info")))
    #expect("\(outcome)" == "ignored: resolveAlert(Delete): alert info has no such button")
    #expect(h.routerEvents.state.visibleAlert?.alert == .info)
  }

  @Test func cancelChoosesTheCancelButtonOrTheOnlyOne() {
    let h = CoreHarness()
    var chosen: [String] = []
    h.routerEvents.presentAlert(.delete) { chosen.append($0.title) }
    h.routerEvents.presentAlert(.info) { chosen.append($0.title) }
    h.routerEvents.cancelAlert()
    h.routerEvents.cancelAlert()
    #expect(chosen == ["Cancel", "OK"])
  }

  @Test func routingWhileAnAlertIsUpKeepsTheAlertOnTop() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.list)
    h.routerEvents.presentAlert(.info)
    h.routerEvents.routeTo(.edit)
    #expect(h.text == "root > push list > sheet edit | alert info[OK]")
  }

  @Test func alertsLeaveWithTheRouteThatOwnsThem() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.list)
    h.routerEvents.presentAlert(.info)  // owned by list
    h.routerEvents.routeTo(.edit)
    var called = false
    h.routerEvents.presentAlert(.delete) { _ in called = true }  // owned by edit, queued
    _ = h.takeEvents()
    h.routerEvents.dismiss()
    #expect(h.text == "root > push list | alert info[OK]")
    #expect(
      h.takeEvents() == [
        "alert dismissed delete (dismissed)", "dismissed sheet edit (dismissed)",
      ])
    #expect(!called)
  }

  @Test func anAlertOwnedByTheRootStaysWhenRoutesLeave() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.edit)
    h.routerEvents.presentAlert(.info, owner: nil)
    h.routerEvents.dismiss()
    #expect(h.text == "root | alert info[OK]")
  }

  @Test func anAlertForARouteThatIsNotPresentedIsIgnored() {
    let h = CoreHarness()
    let id = h.routerEvents.routeTo(.edit)
    h.routerEvents.dismiss()
    _ = h.takeEvents()
    h.routerEvents.presentAlert(.info, owner: id)
    #expect(h.takeEvents() == ["ignored: presentAlert(info): route \(id) is not presented"])
    #expect(h.routerEvents.state.alerts.isEmpty)
  }

  @Test func userBackCancelsTheVisibleAlertBeforeAnyRoute() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.edit)
    h.routerEvents.presentAlert(.delete)
    _ = h.takeEvents()
    h.routerEvents.userDidGoBack()
    #expect(h.takeEvents() == ["alert resolved delete: Cancel"])
    #expect(h.text == "root > sheet edit")
  }

  /// A routerEvents that gives its alerts no buttons.
  struct SilentRouter: RouterProtocol {
    typealias RouterScreenType = CoreScreen

    func getAlertActions(for type: CoreAlert) -> [RouterAlertAction] { [] }
  }

  @Test func anAlertWithoutButtonsGetsAnOKThatCancels() throws {
    let routerEvents = RouterEvents(router: SilentRouter())
    var answers: [String] = []
    routerEvents.presentAlert(.info) { answers.append($0.title) }
    #expect(
      routerEvents.state.visibleAlert?.actions == [RouterAlertAction(title: "OK", role: .cancel)])
    let saved = try routerEvents.savedState()
    #expect(routerEvents.userDidGoBack() == .applied)
    #expect(answers == ["OK"])
    #expect(routerEvents.state.visibleAlert == nil)
    try routerEvents.restore(from: saved)
    #expect(routerEvents.cancelAlert() == .applied)
  }
}
