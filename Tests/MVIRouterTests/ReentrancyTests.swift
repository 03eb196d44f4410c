import MVIRouter
import Testing

@MainActor
@Suite struct ReentrancyTests {
  @Test func routingFromADismissCallbackIsAppliedAfterTheCurrentTransaction() {
    let h = CoreHarness()
    var outcome: RouterOutcome?
    h.router.routeTo(.edit) { _ in
      h.router.routeTo(.picker)
      outcome = h.router.pop()
    }
    h.router.routeTo(.detail(1))
    _ = h.takeEvents()
    h.router.dismiss()
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
    h.router.routeTo(.edit) { _ in
      h.router.routeTo(.list)
      h.router.routeTo(.detail(1))
    }
    h.router.observeForever { event in
      if case .dismissed = event { h.router.routeTo(.detail(2)) }
    }
    _ = h.takeEvents()
    h.router.dismiss()
    #expect(h.text == "root > push list > push detail(1) > push detail(2)")
  }

  @Test func aBatchRequestedDuringDeliveryStaysOneTransaction() {
    let h = CoreHarness()
    var snapshots: [String] = []
    h.router.routeTo(.edit) { _ in
      h.router.perform {
        h.router.routeTo(.list)
        h.router.routeTo(.detail(1))
      }
    }
    h.router.observeForever { event in
      if case .routed = event { snapshots.append(h.text) }
    }
    h.router.dismiss()
    // Both events of the batch are delivered after both changes were applied.
    #expect(
      snapshots == ["root > push list > push detail(1)", "root > push list > push detail(1)"])
  }
}
