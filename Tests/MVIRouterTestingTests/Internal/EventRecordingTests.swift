import MVIRouter
import Testing

@testable import MVIRouterTesting

/// The recording behind both recorders, driven directly.
@Suite @MainActor struct EventRecordingTests {
  let routerEvents = RouterEvents<StoreScreen, StoreAlert>(router: StoreRouter())

  private func recording(exhaustive: Bool = true)
    -> EventRecording<ExpectedRoutingEvent<StoreScreen, StoreAlert>>
  {
    EventRecording(
      exhaustive: exhaustive,
      createdAt: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column),
      subscribe: routerEvents.observe)
  }

  private var site: CallSite {
    CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
  }

  @Test func forgettingDropsOnlyTheEventsAfterTheCount() {
    let recording = recording()
    routerEvents.routeTo(.detail(1))
    routerEvents.routeTo(.detail(2))
    routerEvents.routeTo(.detail(3))
    recording.forget(after: 1)
    #expect(recording.unasserted == [.routed(.detail(1), as: .push)])
    recording.forget(after: 5)
    #expect(recording.unasserted.count == 1)
    recording.skip()
    recording.finish(at: site)
  }

  @Test func aNonExhaustiveExpectationMatchesRawEventsSoOptionsAndActionsCount() {
    let recording = recording(exhaustive: false)
    routerEvents.routeTo(.list)
    routerEvents.routeTo(.quantity, options: .medium)
    routerEvents.presentAlert(.info)
    routerEvents.cancelAlert()
    recording.expect(
      [
        .routed(.quantity, as: .sheet),
        .alertResolved(.info, action: "OK"),
      ], at: site)
    #expect(recording.unasserted.isEmpty)
    recording.finish(at: site)
  }

  @Test func aFinishedRecordingIgnoresLaterEventsAndReportsOnce() async {
    let recording = recording()
    routerEvents.routeTo(.list)
    await expectIssue("1 routing event was not asserted:\n  routed push list", atLine: #line + 1) {
      recording.finish(at: CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: 1))
    }
    routerEvents.pop()
    #expect(recording.unasserted.count == 1)
    let capture = IssueCapture()
    IssueCapture.$current.withValue(capture) { recording.finish(at: site) }
    #expect(capture.issues.isEmpty)
  }
}
