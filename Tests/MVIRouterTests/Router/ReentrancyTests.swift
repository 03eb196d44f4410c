import MVIRouter
import Testing

@MainActor
@Suite struct ReentrancyTests {
  @Test func routingFromADismissCallbackIsAppliedAfterTheCurrentTransaction() {
    let harness = CoreHarness()
    var outcome: RouterOutcome?
    harness.routerEvents.routeTo(.edit) { _ in
      harness.routerEvents.routeTo(.picker)
      outcome = harness.routerEvents.pop()
    }
    harness.routerEvents.routeTo(.detail(1))
    _ = harness.takeEvents()
    harness.routerEvents.dismiss()
    #expect(outcome == .queued)
    #expect(
      harness.takeEvents() == [
        "dismissed push detail(1) (ancestorDismissed)",
        "dismissed sheet edit (dismissed)",
        "routed sheet picker",
        "ignored: pop(): nothing is pushed on the top layer",
      ])
    #expect(harness.text == "root > sheet picker")
  }

  @Test func changesRequestedDuringDeliveryApplyInFIFOOrder() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.edit) { _ in
      harness.routerEvents.routeTo(.list)
      harness.routerEvents.routeTo(.detail(1))
    }
    harness.routerEvents.observeAlways { event in
      if case .dismissed = event { harness.routerEvents.routeTo(.detail(2)) }
    }
    _ = harness.takeEvents()
    harness.routerEvents.dismiss()
    #expect(harness.text == "root > push list > push detail(1) > push detail(2)")
  }

  @Test func aBatchRequestedDuringDeliveryStaysOneTransaction() {
    let harness = CoreHarness()
    var snapshots: [String] = []
    harness.routerEvents.routeTo(.edit) { _ in
      harness.routerEvents.perform {
        harness.routerEvents.routeTo(.list)
        harness.routerEvents.routeTo(.detail(1))
      }
    }
    harness.routerEvents.observeAlways { event in
      if case .routed = event { snapshots.append(harness.text) }
    }
    harness.routerEvents.dismiss()
    // Both events of the batch are delivered after both changes were applied.
    #expect(
      snapshots == ["root > push list > push detail(1)", "root > push list > push detail(1)"])
  }
}
