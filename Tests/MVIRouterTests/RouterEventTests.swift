import MVIRouter
import Testing

@MainActor
@Suite struct RouterEventTests {
  @Test func eventsPrintOptionalAssociatedValuesPlainly() {
    let router = RouterEvents<ReplyScreen, ReplyAlert>()
    var events: [String] = []
    let subscription = router.observe { events.append("\($0)") }
    router.routeTo(.reply(replyTo: 1), as: .push)
    router.routeTo(.thread(nil), as: .sheet, expecting: Int?.self) { _ in }
    router.presentAlert(.sendFailed(code: nil))
    router.resolveAlert(title: "OK")
    router.finish(router.state.routes[1].id, with: Int?.some(3))
    router.presentAlert(.sendFailed(code: 7))
    router.popToRoot()
    withExtendedLifetime(subscription) {}
    #expect(
      events == [
        "routed push reply(replyTo: 1)",
        "routed sheet thread(nil)",
        "alert presented sendFailed(code: nil)[OK]",
        "alert resolved sendFailed(code: nil): OK",
        "dismissed sheet thread(nil) (finished)",
        "result sheet thread(nil): 3",
        "alert presented sendFailed(code: 7)[OK]",
        "alert dismissed sendFailed(code: 7) (poppedToRoot)",
        "dismissed push reply(replyTo: 1) (poppedToRoot)",
      ])
  }

  @Test func theStateAndADefaultAlertTitlePrintOptionalValuesPlainly() {
    let router = RouterEvents<ReplyScreen, ReplyAlert>()
    router.routeTo(.compose(Draft(to: nil, copies: 2)), as: .sheet)
    router.routeTo(.folder("Archive"), as: .push)
    router.presentAlert(.sendFailed(code: 500))
    #expect(
      router.state.description
        == #"root > sheet compose(MVIRouterTests.Draft(to: nil, copies: 2)) > push folder("Archive")"#
        + " | alert sendFailed(code: 500)[OK]")
    #expect(router.state.visibleAlert?.title == "sendFailed(code: 500)")
  }

  @Test func anIgnoredOperationNamesItsScreenPlainly() {
    let router = RouterEvents<ReplyScreen, ReplyAlert>()
    let outcome = router.pop(to: .reply(replyTo: 2))
    #expect("\(outcome)".contains("pop(to: reply(replyTo: 2))"), "\(outcome)")
  }

  @Test func anIgnoredAnswerNamesItsActionValuePlainly() {
    let router = RouterEvents<ReplyScreen, ReplyAlert>()
    router.presentAlert(.sendFailed(code: 4))
    let outcome = router.resolveAlert(.retry(after: 5))
    #expect(
      "\(outcome)"
        == "ignored: resolveAlert(retry(after: 5)): alert sendFailed(code: 4) has no such button")
  }
}
