import MVIRouter
import Testing

@MainActor
@Suite struct ReentrancyTests {
  @Test func routingFromADismissCallbackIsAppliedAfterTheCurrentTransaction() {
    let h = CoreHarness()
    var outcome: RouterOutcome?
    h.routerEvents.routeTo(.edit) { _ in
      h.routerEvents.routeTo(.picker)
      outcome = h.routerEvents.pop()
    }
    h.routerEvents.routeTo(.detail(1))
    _ = h.takeEvents()
    h.routerEvents.dismiss()
    #expect(outcome == .queued)
    #expect(
      h.takeEvents() == [
        "dismissed push detail(1) (ancestorDismissed)",
        "dismissed sheet edit (dismissed)",
        "routed sheet picker",
        "ignored: pop(): nothing is pushed on the top layer",
      ])
    #expect(h.text == "root > sheet picker")
  }

  @Test func changesRequestedDuringDeliveryApplyInFIFOOrder() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.edit) { _ in
      h.routerEvents.routeTo(.list)
      h.routerEvents.routeTo(.detail(1))
    }
    h.routerEvents.observeForever { event in
      if case .dismissed = event { h.routerEvents.routeTo(.detail(2)) }
    }
    _ = h.takeEvents()
    h.routerEvents.dismiss()
    #expect(h.text == "root > push list > push detail(1) > push detail(2)")
  }

  @Test func aBatchRequestedDuringDeliveryStaysOneTransaction() {
    let h = CoreHarness()
    var snapshots: [String] = []
    h.routerEvents.routeTo(.edit) { _ in
      h.routerEvents.perform {
        h.routerEvents.routeTo(.list)
        h.routerEvents.routeTo(.detail(1))
      }
    }
    h.routerEvents.observeForever { event in
      if case .routed = event { snapshots.append(h.text) }
    }
    h.routerEvents.dismiss()
    // Both events of the batch are delivered after both changes were applied.
    #expect(
      snapshots == ["root > push list > push detail(1)", "root > push list > push detail(1)"])
  }
}
