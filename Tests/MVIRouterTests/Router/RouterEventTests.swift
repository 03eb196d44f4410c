import MVIRouter
import Testing

@MainActor
@Suite struct RouterEventTests {
  @Test func eventsPrintOptionalAssociatedValuesPlainly() {
    let routerEvents = RouterEvents<ReplyScreen, ReplyAlert>()
    var events: [String] = []
    let subscription = routerEvents.observe { events.append("\($0)") }
    routerEvents.routeTo(.reply(replyTo: 1), as: .push)
    routerEvents.routeTo(.thread(nil), as: .sheet, expecting: Int?.self) { _ in }
    routerEvents.presentAlert(.sendFailed(code: nil))
    routerEvents.cancelAlert()
    routerEvents.finish(routerEvents.state.routes[1].id, with: Int?.some(3))
    routerEvents.presentAlert(.sendFailed(code: 7))
    routerEvents.popToRoot()
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
    let routerEvents = RouterEvents<ReplyScreen, ReplyAlert>()
    routerEvents.routeTo(.compose(Draft(to: nil, copies: 2)), as: .sheet)
    routerEvents.routeTo(.folder("Archive"), as: .push)
    routerEvents.presentAlert(.sendFailed(code: 500))
    #expect(
      routerEvents.state.description
        == #"root > sheet compose(MVIRouterTests.Draft(to: nil, copies: 2)) > push folder("Archive")"#
        + " | alert sendFailed(code: 500)[OK]")
    #expect(routerEvents.state.visibleAlert?.title == "sendFailed(code: 500)")
  }

  @Test func anIgnoredOperationNamesItsScreenPlainly() {
    let routerEvents = RouterEvents<ReplyScreen, ReplyAlert>()
    let outcome = routerEvents.pop(to: .reply(replyTo: 2))
    #expect("\(outcome)".contains("pop(to: reply(replyTo: 2))"), "\(outcome)")
  }

  @Test func anIgnoredAnswerNamesItsActionValuePlainly() {
    let routerEvents = RouterEvents<ReplyScreen, ReplyAlert>()
    routerEvents.presentAlert(.sendFailed(code: 4))
    let outcome = routerEvents.resolveAlert(.retry(after: 5))
    #expect(
      "\(outcome)"
        == "ignored: resolveAlert(retry(after: 5)): alert sendFailed(code: 4) has no such button")
  }
}
