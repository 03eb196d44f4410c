import MVIRouter
import Testing

@MainActor
@Suite struct AlertTests {
  @Test func oneAlertIsVisibleAndTheRestWaitInOrder() {
    let harness = CoreHarness()
    harness.routerEvents.presentAlert(.delete)
    harness.routerEvents.presentAlert(.info)
    #expect(harness.routerEvents.state.visibleAlert?.alert == .delete)
    #expect(harness.routerEvents.state.queuedAlerts.map(\.alert) == [.info])
    #expect(harness.text == "root | alert delete[Delete, Cancel] | queued info[OK]")
    harness.routerEvents.cancelAlert()
    #expect(harness.text == "root | alert info[OK]")
  }

  @Test func theAlertTakesItsContentFromTheRouter() throws {
    let harness = CoreHarness()
    harness.routerEvents.presentAlert(.delete)
    let alert = try #require(harness.routerEvents.state.visibleAlert)
    #expect(alert.title == "Delete the item?")
    #expect(alert.buttons == [.destructive("Delete"), .cancel()])
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
    let harness = CoreHarness()
    var chosen: [String] = []
    harness.routerEvents.presentAlert(.delete) { chosen.append($0) }
    _ = harness.takeEvents()
    #expect(harness.routerEvents.resolveAlert("Delete") == .applied)
    #expect(chosen == ["Delete"])
    #expect(harness.hooks.alertActions == ["delete: Delete"])
    #expect(harness.takeEvents() == ["alert resolved delete: Delete"])
    #expect(harness.routerEvents.state.alerts.isEmpty)
  }

  @Test func aButtonTheAlertDoesNotHaveIsIgnored() {
    let harness = CoreHarness()
    harness.routerEvents.presentAlert(.info)
    let outcome = harness.routerEvents.resolveAlert("Delete")
    #expect(outcome == .ignored(.noSuchButton(.resolveAlert("Delete"), alert: "info")))
    #expect("\(outcome)" == "ignored: resolveAlert(Delete): alert info has no such button")
    #expect(harness.routerEvents.state.visibleAlert?.alert == .info)
  }

  @Test func cancelChoosesTheCancelButtonOrTheOnlyOne() {
    let harness = CoreHarness()
    var chosen: [String] = []
    harness.routerEvents.presentAlert(.delete) { chosen.append($0) }
    harness.routerEvents.presentAlert(.info) { chosen.append($0) }
    harness.routerEvents.cancelAlert()
    harness.routerEvents.cancelAlert()
    #expect(chosen == ["Cancel", "OK"])
  }

  @Test func routingWhileAnAlertIsUpKeepsTheAlertOnTop() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.list)
    harness.routerEvents.presentAlert(.info)
    harness.routerEvents.routeTo(.edit)
    #expect(harness.text == "root > push list > sheet edit | alert info[OK]")
  }

  @Test func alertsLeaveWithTheRouteThatOwnsThem() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.list)
    harness.routerEvents.presentAlert(.info)  // owned by list
    harness.routerEvents.routeTo(.edit)
    var called = false
    harness.routerEvents.presentAlert(.delete) { _ in called = true }  // owned by edit, queued
    _ = harness.takeEvents()
    harness.routerEvents.dismiss()
    #expect(harness.text == "root > push list | alert info[OK]")
    #expect(
      harness.takeEvents() == [
        "alert dismissed delete (dismissed)", "dismissed sheet edit (dismissed)",
      ])
    #expect(!called)
  }

  @Test func anAlertOwnedByTheRootStaysWhenRoutesLeave() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.edit)
    harness.routerEvents.presentAlert(.info, owner: .root)
    harness.routerEvents.dismiss()
    #expect(harness.text == "root | alert info[OK]")
  }

  @Test func anAlertForARouteThatIsNotPresentedIsIgnored() {
    let harness = CoreHarness()
    let id = harness.routerEvents.routeTo(.edit)
    harness.routerEvents.dismiss()
    _ = harness.takeEvents()
    harness.routerEvents.presentAlert(.info, owner: .route(id))
    #expect(
      harness.takeEvents() == [
        "ignored: presentAlert(info, owner: \(id)): its owner route is not presented"
      ])
    #expect(harness.routerEvents.state.alerts.isEmpty)
  }

  @Test func userBackCancelsTheVisibleAlertBeforeAnyRoute() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.edit)
    harness.routerEvents.presentAlert(.delete)
    _ = harness.takeEvents()
    harness.routerEvents.userDidGoBack()
    #expect(harness.takeEvents() == ["alert resolved delete: Cancel"])
    #expect(harness.text == "root > sheet edit")
  }

  /// A routerEvents that gives its alerts no buttons.
  struct SilentRouter: RouterPolicy {
    typealias Screen = CoreScreen

    func getAlertActions(for type: CoreAlert) -> [RouterAlertButton<String>] { [] }
  }

  @Test func anAlertWithoutButtonsGetsAnOKThatCancels() throws {
    let routerEvents = RouterEvents(router: SilentRouter())
    var answers: [String] = []
    routerEvents.presentAlert(.info) { answers.append($0) }
    #expect(routerEvents.state.visibleAlert?.buttons == [.cancel("OK")])
    let saved = try routerEvents.savedState()
    #expect(routerEvents.userDidGoBack() == .applied)
    #expect(answers == ["OK"])
    #expect(routerEvents.state.visibleAlert == nil)
    try routerEvents.restore(from: saved)
    #expect(routerEvents.cancelAlert() == .applied)
  }
}
