import MVIRouter
import Testing

/// Intents that route from inside dismiss callbacks, alert handlers and result handlers, several
/// levels deep. Each change requested during delivery is applied after the current one, in the
/// order requested, so the whole chain ends in a documented order.
@MainActor
@Suite struct NestedReentrancyTests {
  let harness = CoreHarness()
  var routerEvents: RouterEvents<CoreScreen, CoreAlert> { harness.routerEvents }

  @Test func alertHandlerRoutesExpectingAResultWhoseHandlersRouteAgain() {
    let routerEvents = routerEvents
    var picked: [String] = []
    routerEvents.presentAlert(.delete) { _ in
      let picker = routerEvents.routeTo(
        .picker, as: .sheet, expecting: Int.self,
        onDismiss: { _ in routerEvents.routeTo(.detail(9)) },
        onResult: { result in
          picked.append("\(result)")
          routerEvents.presentAlert(.info)
        })
      routerEvents.finish(picker, with: 5)
    }
    routerEvents.resolveAlert("Delete")
    #expect(
      harness.takeEvents() == [
        "alert presented delete[Delete, Cancel]",
        "alert resolved delete: Delete",
        "routed sheet picker",
        "dismissed sheet picker (finished)",
        "result sheet picker: 5",
        "routed push detail(9)",
        "alert presented info[OK]",
      ])
    #expect(harness.text == "root > push detail(9) | alert info[OK]")
    #expect(picked == ["5"])
  }

  @Test func eachDismissCallbackPopsTheNextRouteUntilTheRoot() {
    let routerEvents = routerEvents
    for depth in 1...5 {
      routerEvents.routeTo(.detail(depth)) { _ in routerEvents.pop() }
    }
    _ = harness.takeEvents()
    routerEvents.pop()
    #expect(
      harness.takeEvents() == (1...5).reversed().map { "dismissed push detail(\($0)) (popped)" }
        + ["ignored: pop(): nothing is pushed on the top layer"])
    #expect(harness.text == "root")
  }

  @Test func handlersRequestingSeveralChangesKeepTheirOrderAcrossLevels() {
    let routerEvents = routerEvents
    var order: [String] = []
    routerEvents.routeTo(.edit) { _ in
      order.append("edit left")
      routerEvents.routeTo(.list) { _ in order.append("list left") }
      routerEvents.presentAlert(.delete) { action in
        order.append("alert \(action)")
        routerEvents.dismissAll()
        routerEvents.popToRoot()
      }
      routerEvents.routeTo(.picker)
    }
    routerEvents.dismiss()
    #expect(harness.text == "root > push list > sheet picker | alert delete[Delete, Cancel]")
    routerEvents.resolveAlert("Cancel")
    #expect(order == ["edit left", "alert Cancel", "list left"])
    #expect(harness.text == "root")
    #expect(
      harness.takeEvents() == [
        "routed sheet edit", "dismissed sheet edit (dismissed)", "routed push list",
        "alert presented delete[Delete, Cancel]", "routed sheet picker",
        "alert resolved delete: Cancel", "dismissed sheet picker (dismissedAll)",
        "dismissed push list (poppedToRoot)",
      ])
  }

  @Test func aBatchInsideAHandlerIsOneTransactionAfterTheCurrentOne() {
    let routerEvents = routerEvents
    routerEvents.routeTo(.edit) { _ in
      routerEvents.perform {
        routerEvents.routeTo(.list)
        routerEvents.routeTo(.detail(1)) { _ in routerEvents.routeTo(.settings) }
        routerEvents.pop()
      }
    }
    routerEvents.dismiss()
    #expect(
      harness.takeEvents() == [
        "routed sheet edit", "dismissed sheet edit (dismissed)", "routed push list",
        "routed push detail(1)", "dismissed push detail(1) (popped)",
        "routed fullScreenCover settings",
      ])
    #expect(harness.text == "root > push list > fullScreenCover settings")
  }
}
