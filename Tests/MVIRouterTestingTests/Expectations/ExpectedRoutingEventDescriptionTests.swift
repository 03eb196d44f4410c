import MVIRouter
import MVIRouterTesting
import Testing

@Suite @MainActor struct ExpectedRoutingEventDescriptionTests {
  let routerEvents = RouterEvents<DraftScreen, DraftAlert>()

  @Test func expectedEventsPrintOptionalValuesPlainly() {
    let events: [ExpectedRoutingEvent<DraftScreen, DraftAlert>] = [
      .routed(.reply(replyTo: 1), as: .push), .dismissed(.reply(replyTo: nil), .popped),
      .alertPresented(.sendFailed(code: nil)), .alertResolved(.sendFailed(code: 2), button: "OK"),
      .alertDismissed(.sendFailed(code: nil), .dismissed),
    ]
    #expect(
      events.map(\.description) == [
        "routed push reply(replyTo: 1)", "dismissed reply(replyTo: nil) (popped)",
        "alert presented sendFailed(code: nil)", "alert resolved sendFailed(code: 2): OK",
        "alert dismissed sendFailed(code: nil) (dismissed)",
      ])
  }

  @Test func aRecorderDifferencePrintsOptionalValuesPlainly() async {
    let recorder = RoutingRecorder(routerEvents)
    routerEvents.routeTo(.reply(replyTo: 1), as: .push)
    let expected = """
      Routing events do not match.
      Difference (− expected, + received):
      − routed push reply(replyTo: nil)
      + routed push reply(replyTo: 1)
      """
    await expectIssue(expected, atLine: #line + 1) {
      recorder.expect(.routed(.reply(replyTo: nil), as: .push))
    }
    recorder.finish()
  }

  @Test func aStateDifferencePrintsOptionalValuesPlainly() async {
    let recorder = RoutingRecorder(routerEvents)
    routerEvents.routeTo(.reply(replyTo: nil), as: .push)
    routerEvents.presentAlert(.sendFailed(code: 5))
    recorder.skipReceivedEvents()
    let expected = """
      Navigation state does not match.
        expected: root > push reply(replyTo: nil)
          actual: root > push reply(replyTo: nil) | alert sendFailed(code: 5)[OK]
      Difference (− expected, + actual):
        root
        > push reply(replyTo: nil)
      + | alert sendFailed(code: 5)[OK]
      """
    await expectIssue(expected, atLine: #line + 1) {
      recorder.expectState("root > push reply(replyTo: nil)")
    }
    recorder.finish()
  }

  @Test func aMissingButtonNamesTheAlertPlainly() async {
    let recorder = RoutingRecorder(routerEvents)
    routerEvents.presentAlert(.sendFailed(code: 4))
    recorder.skipReceivedEvents()
    let expected =
      "The visible alert sendFailed(code: 4) has no button \"Retry\"; its buttons: OK."
    await expectIssue(expected, atLine: #line + 1) {
      recorder.answerAlert("Retry")
    }
    recorder.finish()
  }

  @Test func aMissingButtonForAnActionNamesTheActionPlainly() async {
    let recorder = RoutingRecorder(routerEvents)
    routerEvents.presentAlert(.sendFailed(code: 4))
    recorder.skipReceivedEvents()
    let expected =
      "The visible alert sendFailed(code: 4) has no button for action retry(after: 5); its buttons: OK."
    await expectIssue(expected, atLine: #line + 1) {
      recorder.answerAlert(.retry(after: 5))
    }
    recorder.finish()
  }
}
