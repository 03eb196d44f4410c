import MVIRouter
import Testing

/// Intents that route from inside dismiss callbacks, alert handlers and result handlers, several
/// levels deep. Each change requested during delivery is applied after the current one, in the
/// order requested, so the whole chain ends in a documented order.
@MainActor
@Suite struct NestedReentrancyTests {
  let harness = CoreHarness()
  var router: RouterEvents<CoreScreen, CoreAlert> { harness.router }

  @Test func alertHandlerRoutesExpectingAResultWhoseHandlersRouteAgain() {
    let router = router
    var picked: [String] = []
    router.presentAlert(.delete) { _ in
      let picker = router.routeTo(
        .picker, as: .sheet, expecting: Int.self,
        onDismiss: { _ in router.routeTo(.detail(9)) },
        onResult: { result in
          picked.append("\(result)")
          router.presentAlert(.info)
        })
      router.finish(picker, with: 5)
    }
    router.resolveAlert(.destructive("Delete"))
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
    let router = router
    for depth in 1...5 {
      router.routeTo(.detail(depth)) { _ in router.pop() }
    }
    _ = harness.takeEvents()
    router.pop()
    #expect(
      harness.takeEvents() == (1...5).reversed().map { "dismissed push detail(\($0)) (popped)" }
        + ["ignored: pop(): nothing is pushed on the top layer"])
    #expect(harness.text == "root")
  }

  @Test func handlersRequestingSeveralChangesKeepTheirOrderAcrossLevels() {
    let router = router
    var order: [String] = []
    router.routeTo(.edit) { _ in
      order.append("edit left")
      router.routeTo(.list) { _ in order.append("list left") }
      router.presentAlert(.delete) { action in
        order.append("alert \(action.title)")
        router.dismissAll()
        router.popToRoot()
      }
      router.routeTo(.picker)
    }
    router.dismiss()
    #expect(harness.text == "root > push list > sheet picker | alert delete[Delete, Cancel]")
    router.resolveAlert(.cancel())
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
    let router = router
    router.routeTo(.edit) { _ in
      router.perform {
        router.routeTo(.list)
        router.routeTo(.detail(1)) { _ in router.routeTo(.settings) }
        router.pop()
      }
    }
    router.dismiss()
    #expect(
      harness.takeEvents() == [
        "routed sheet edit", "dismissed sheet edit (dismissed)", "routed push list",
        "routed push detail(1)", "dismissed push detail(1) (popped)",
        "routed fullScreenCover settings",
      ])
    #expect(harness.text == "root > push list > fullScreenCover settings")
  }
}
