import MVIRouterTesting
import Testing

enum MailAlert: RouterAlertScreenProtocol {
  case deleteFailed
  enum Action: Hashable, Sendable { case delete, retry, cancel }
}

@MainActor
struct MailRouter: RouterProtocol {
  func getScreenPresentationType(for screen: ShopScreen) -> RouterScreenPresentationType {
    screen == .quantity ? .sheet : .push
  }

  func getAlertButtons(for alert: MailAlert) -> [RouterAlertButton<MailAlert.Action>] {
    [
      .destructive("Delete", action: .delete), .default("Retry", action: .retry),
      .cancel(action: .cancel),
    ]
  }
}

@MainActor
@Suite struct ExpectedRoutingEventTests {
  let router = RouterEvents(router: MailRouter())

  @Test func answersAreAssertedByActionValueOrByTitle() {
    withRoutingRecorder(router) { recorder in
      router.presentAlert(.deleteFailed)
      recorder.answerAlert(.retry)
      router.presentAlert(.deleteFailed)
      recorder.answerAlert("Delete")
      recorder.expect(
        .alertPresented(.deleteFailed),
        .alertResolved(.deleteFailed, action: .retry),
        .alertPresented(.deleteFailed),
        .alertResolved(.deleteFailed, button: "Delete"))
    }
  }

  @Test func aNonExhaustiveRecorderFindsAnAnswerByActionValue() {
    withRoutingRecorder(router, exhaustive: false) { recorder in
      router.presentAlert(.deleteFailed)
      router.resolveAlert(.cancel)
      recorder.expect(.alertResolved(.deleteFailed, action: .cancel))
    }
  }

  @Test func anAnswerWithAnotherActionFailsNamingBoth() async {
    let recorder = RoutingRecorder(router)
    router.presentAlert(.deleteFailed)
    router.resolveAlert(.retry)
    recorder.skipReceivedEvents()
    router.presentAlert(.deleteFailed)
    router.resolveAlert(.retry)
    recorder.expect(.alertPresented(.deleteFailed))
    let expected = """
      Routing events do not match.
      Difference (− expected, + received):
      − alert resolved deleteFailed: action delete
      + alert resolved deleteFailed: Retry
      """
    await expectIssue(expected, atLine: #line + 1) {
      recorder.expect(.alertResolved(.deleteFailed, action: .delete))
    }
    recorder.finish()
  }

  @Test func answeringWithAnActionNoButtonHasFailsAndChangesNothing() async {
    let seed = RouterEvents(router: ShopRouter())
    let recorder = RoutingRecorder(seed)
    seed.presentAlert(.info)
    recorder.skipReceivedEvents()
    let expected = "The visible alert info has no button for action Delete; its buttons: OK."
    await expectIssue(expected, atLine: #line + 1) {
      recorder.answerAlert(.destructive("Delete"))
    }
    recorder.finish()
  }

  @Test func resultsCompareTheirValuesWithEquality() async {
    let recorder = RoutingRecorder(router)
    let id = router.routeTo(.quantity, expecting: Int.self) { _ in }
    router.finish(id, with: 3)
    recorder.expect(.routed(.quantity, as: .sheet), .dismissed(.quantity, .finished))
    let expected = """
      Routing events do not match.
      Difference (− expected, + received):
      − result quantity: "3"
      + result quantity: 3
      """
    await expectIssue(expected, atLine: #line + 1) {
      recorder.expect(.result(.quantity, .value("3")))
    }
    let again = router.routeTo(.quantity, expecting: Int.self) { _ in }
    router.finish(again, with: 4)
    recorder.expect(
      .routed(.quantity, as: .sheet), .dismissed(.quantity, .finished),
      .result(.quantity, value: 4))
    recorder.finish()
  }
}
