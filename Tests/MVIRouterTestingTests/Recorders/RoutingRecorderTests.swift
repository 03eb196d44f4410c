import MVIRouter
import MVIRouterTesting
import Testing

@Suite @MainActor struct RoutingRecorderTests {
  let routerEvents = RouterEvents<StoreScreen, StoreAlert>(router: StoreRouter())

  @Test func eventsAssertedInOrderPass() {
    let recorder = RoutingRecorder(routerEvents)
    let intent = StoreIntent(routerEvents: routerEvents)
    intent.productSelected(3)
    routerEvents.pop()
    recorder.expect(.routed(.detail(3), as: .push), .dismissed(.detail(3), .popped))
    #expect(recorder.unassertedEvents.isEmpty)
    recorder.finish()
  }

  @Test func aWrongEventFailsAtTheCallerWithADifference() async {
    let recorder = RoutingRecorder(routerEvents)
    routerEvents.routeTo(.quantity)
    routerEvents.dismiss()
    let expected = """
      Routing events do not match.
      Difference (− expected, + received):
        routed sheet quantity
      − dismissed quantity (userBack)
      + dismissed quantity (dismissed)
      """
    await expectIssue(expected, atLine: #line + 1) {
      recorder.expect(.routed(.quantity, as: .sheet), .dismissed(.quantity, .userBack))
    }
    // The compared events count as asserted, so one mistake is reported once.
    #expect(recorder.unassertedEvents.isEmpty)
    recorder.finish()
  }

  @Test func expectingMoreEventsThanReceivedSaysHowMany() async {
    let recorder = RoutingRecorder(routerEvents)
    routerEvents.routeTo(.detail(1))
    let expected = """
      Expected 2 routing events; 1 received.
      Difference (− expected, + received):
        routed push detail(1)
      − routed push detail(2)
      """
    await expectIssue(expected, atLine: #line + 1) {
      recorder.expect(.routed(.detail(1), as: .push), .routed(.detail(2), as: .push))
    }
    recorder.finish()
  }

  @Test func unassertedEventsFailFinishNamingThem() async {
    let recorder = RoutingRecorder(routerEvents)
    routerEvents.routeTo(.detail(1))
    routerEvents.routeTo(.detail(2))
    recorder.expect(.routed(.detail(1), as: .push))
    let expected = """
      1 routing event was not asserted:
        routed push detail(2)
      """
    await expectIssue(expected, atLine: #line + 1) {
      recorder.finish()
    }
  }

  @Test func aRecorderReleasedUnfinishedReportsAtItsCreation() async {
    let routerEvents = routerEvents
    let expected = """
      2 routing events were not asserted:
        routed push detail(4)
        dismissed detail(4) (poppedToRoot)
      """
    await expectIssue(expected, atLine: #line + 1) {
      let recorder = RoutingRecorder(routerEvents)
      routerEvents.routeTo(.detail(4))
      routerEvents.popToRoot()
      _ = recorder
    }
  }

  @Test func finishedRecorderStopsRecording() {
    let recorder = RoutingRecorder(routerEvents)
    recorder.finish()
    routerEvents.routeTo(.detail(1))
    #expect(recorder.unassertedEvents.isEmpty)
  }

  @Test func nonExhaustiveRecorderSkipsEventsBetween() {
    let recorder = RoutingRecorder(routerEvents, exhaustive: false)
    routerEvents.routeTo(.detail(1))
    routerEvents.routeTo(.detail(2))
    routerEvents.popToRoot()
    recorder.expect(.routed(.detail(2), as: .push), .dismissed(.detail(1), .poppedToRoot))
    #expect(recorder.unassertedEvents.isEmpty)
    routerEvents.routeTo(.detail(3))
    recorder.finish()
  }

  @Test func nonExhaustiveRecorderNamesAnEventThatNeverCame() async {
    let recorder = RoutingRecorder(routerEvents, exhaustive: false)
    routerEvents.routeTo(.detail(1))
    let expected = """
      Routing event not received: routed sheet quantity
      Received and not yet asserted:
        routed push detail(1)
      """
    await expectIssue(expected, atLine: #line + 1) {
      recorder.expect(.routed(.quantity, as: .sheet))
    }
    recorder.finish()
  }

  @Test func skippedEventsNeedNoAssertion() {
    let recorder = RoutingRecorder(routerEvents)
    routerEvents.routeTo(.detail(1))
    recorder.skipReceivedEvents()
    routerEvents.pop()
    recorder.expect(.dismissed(.detail(1), .popped))
    recorder.finish()
  }

  @Test func ignoredOperationsAreEventsToo() {
    let recorder = RoutingRecorder(routerEvents)
    routerEvents.dismiss()
    guard case .ignored = recorder.unassertedEvents.first else {
      Issue.record("expected an ignored event, got \(recorder.unassertedEvents)")
      return
    }
    recorder.skipReceivedEvents()
    recorder.finish()
  }

  @Test func receiveWaitsForEventsOfLaterWork() async {
    let recorder = RoutingRecorder(routerEvents)
    StoreIntent(routerEvents: routerEvents).loadLater()
    #expect(recorder.unassertedEvents.isEmpty)
    await recorder.receive(.routed(.detail(99), as: .push))
    recorder.finish()
  }

  /// The failure says how long it waited: "0 received" alone read as if nothing was awaited.
  @Test func receiveFailsAfterItsTimeout() async {
    let recorder = RoutingRecorder(routerEvents)
    let expected = """
      Expected 1 routing event within 0.02 seconds; 0 received.
      Difference (− expected, + received):
      − routed push detail(5)
      """
    await expectIssue(expected, atLine: #line + 1) {
      await recorder.receive(.routed(.detail(5), as: .push), timeout: .milliseconds(20))
    }
    recorder.finish()
  }

  @Test func aNonExhaustiveReceiveSaysHowLongItWaited() async {
    let recorder = RoutingRecorder(routerEvents, exhaustive: false)
    routerEvents.routeTo(.detail(1))
    let expected = """
      Routing event not received within 0.02 seconds: routed push detail(5)
      Received and not yet asserted:
        routed push detail(1)
      """
    await expectIssue(expected, atLine: #line + 1) {
      await recorder.receive(.routed(.detail(5), as: .push), timeout: .milliseconds(20))
    }
    recorder.finish()
  }

  @Test func withRoutingRecorderFinishesAtTheEndOfItsScope() async {
    let expected = "1 routing event was not asserted:\n  routed push detail(8)"
    await expectIssue(expected, atLine: #line + 1) {
      withRoutingRecorder(routerEvents) { _ in _ = routerEvents.routeTo(.detail(8)) }
    }
  }

  @Test func withRoutingRecorderReturnsTheBodysValue() async throws {
    let id = await withRoutingRecorder(routerEvents) { recorder in
      let id = routerEvents.routeTo(.detail(1))
      await Task.yield()
      recorder.expect(.routed(.detail(1), as: .push))
      return id
    }
    #expect(routerEvents.state.route(id)?.screen == .detail(1))
  }
}

/// `requireState` reports a difference once, at its line, and stops the test there.
@Suite @MainActor struct RequireStateTests {
  let routerEvents = RouterEvents<StoreScreen, StoreAlert>(router: StoreRouter())

  @Test func aMatchingStatePassesAndAWrongOneIsReportedThenStops() async throws {
    let recorder = RoutingRecorder(routerEvents, exhaustive: false)
    routerEvents.routeTo(.detail(3))
    try recorder.requireState("root > push detail(3)")
    let expected = """
      Navigation state does not match.
        expected: root
          actual: root > push detail(3)
      Difference (− expected, + actual):
        root
      + > push detail(3)
      """
    var stopped: (any Error)?
    await expectIssue(expected, atLine: #line + 2) {
      do {
        try recorder.requireState("root")
      } catch {
        stopped = error
      }
    }
    let reason = try #require(stopped.map { "\($0)" })
    #expect(reason.hasPrefix("stopped at the first navigation that does not match"))
  }
}
