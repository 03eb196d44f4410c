import MVIRouter
import MVIRouterTesting
import Testing

enum InboxAlert: RouterAlertScreenProtocol {
  case deleteFailed
  enum Action: Hashable, Sendable { case delete, retry, cancel }
}

@MainActor
struct InboxRouter: RouterPolicy {
  func getScreenPresentationType(for screen: StoreScreen) -> RouterScreenPresentationType {
    screen == .quantity ? .sheet : .push
  }

  func getAlertActions(for alert: InboxAlert) -> [RouterAlertButton<InboxAlert.Action>] {
    [
      .destructive("Delete", action: .delete), .default("Retry", action: .retry),
      .cancel(action: .cancel),
    ]
  }
}

@MainActor
@Suite struct ExpectedRoutingEventTests {
  let routerEvents = RouterEvents(router: InboxRouter())

  @Test func answersAreAssertedByActionValueOrByTitle() {
    withRoutingRecorder(routerEvents) { recorder in
      routerEvents.presentAlert(.deleteFailed)
      recorder.answerAlert(.retry)
      routerEvents.presentAlert(.deleteFailed)
      recorder.answerAlert("Delete")
      recorder.expect(
        .alertPresented(.deleteFailed),
        .alertResolved(.deleteFailed, action: .retry),
        .alertPresented(.deleteFailed),
        .alertResolved(.deleteFailed, button: "Delete"))
    }
  }

  @Test func aNonExhaustiveRecorderFindsAnAnswerByActionValue() {
    withRoutingRecorder(routerEvents, exhaustive: false) { recorder in
      routerEvents.presentAlert(.deleteFailed)
      routerEvents.resolveAlert(.cancel)
      recorder.expect(.alertResolved(.deleteFailed, action: .cancel))
    }
  }

  @Test func anAnswerWithAnotherActionFailsNamingBoth() async {
    let recorder = RoutingRecorder(routerEvents)
    routerEvents.presentAlert(.deleteFailed)
    routerEvents.resolveAlert(.retry)
    recorder.skipReceivedEvents()
    routerEvents.presentAlert(.deleteFailed)
    routerEvents.resolveAlert(.retry)
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
    struct OKOnly: RouterPolicy {
      typealias Screen = StoreScreen
      typealias Alert = InboxAlert
    }
    let okOnly = RouterEvents(router: OKOnly())
    let recorder = RoutingRecorder(okOnly)
    okOnly.presentAlert(.deleteFailed)
    recorder.skipReceivedEvents()
    let expected =
      "The visible alert deleteFailed has no button for action delete; its buttons: OK."
    await expectIssue(expected, atLine: #line + 1) {
      recorder.answerAlert(.delete)
    }
    recorder.finish()
  }

  @Test func resultsCompareTheirValuesWithEquality() async {
    let recorder = RoutingRecorder(routerEvents)
    let id = routerEvents.routeTo(.quantity, expecting: Int.self) { _ in }
    routerEvents.finish(id, with: 3)
    recorder.expect(.routed(.quantity, as: .sheet), .dismissed(.quantity, .finished))
    let expected = """
      Routing events do not match.
      Difference (− expected, + received):
      − result quantity: "3"
      + result quantity: 3
      """
    await expectIssue(expected, atLine: #line + 1) {
      recorder.expect(.result(.quantity, value: "3"))
    }
    let again = routerEvents.routeTo(.quantity, expecting: Int.self) { _ in }
    routerEvents.finish(again, with: 4)
    recorder.expect(
      .routed(.quantity, as: .sheet), .dismissed(.quantity, .finished),
      .result(.quantity, value: 4))
    recorder.finish()
  }

  @Test func optionsAreAssertedOnlyWhenTheExpectationStatesThem() async {
    let recorder = RoutingRecorder(routerEvents)
    routerEvents.routeTo(.quantity, options: .medium)
    recorder.expect(.routed(.quantity, as: .sheet))
    routerEvents.routeTo(.quantity, options: .medium)
    recorder.expect(.routed(.quantity, as: .sheet, options: .medium))
    routerEvents.routeTo(.quantity, options: .locked)
    let expected = """
      Routing events do not match.
      Difference (− expected, + received):
      − routed sheet[medium] quantity
      + routed sheet[locked] quantity
      """
    await expectIssue(expected, atLine: #line + 1) {
      recorder.expect(.routed(.quantity, as: .sheet, options: .medium))
    }
    recorder.finish()
  }
}
