import MVIRouter

/// An event as a test states it, compared with the events a router emits: what both recorders
/// assert. ``ExpectedRoutingEvent`` (a router's events) and ``ExpectedTabbedRoutingEvent`` (a tab
/// container's) conform.
protocol RecordableExpectation: Sendable, CustomStringConvertible {
  /// The event a router emits.
  associatedtype Event: Sendable
  /// The form a received event takes in a failure message when no expectation matched it.
  init(_ event: Event)
  /// Whether `event` is this one.
  func matches(_ event: Event) -> Bool
}

extension ExpectedRoutingEvent: RecordableExpectation {}
extension ExpectedTabbedRoutingEvent: RecordableExpectation {}

/// What a recorder does with the events it receives — keeping them, matching expectations,
/// waiting for them, reporting the ones not asserted — written once for ``RoutingRecorder`` and
/// ``TabbedRoutingRecorder``, which only subscribe it to their router and forward to it.
@MainActor
final class EventRecording<Expected: RecordableExpectation> {
  let exhaustive: Bool
  /// The events received and not yet asserted, oldest first, as a failure message shows them.
  private(set) var unasserted: [Expected] = []
  /// The same events as the router emitted them (answers keep their action values, results
  /// their values, routes their options), which expectations are matched against.
  private var unassertedRaw: [Expected.Event] = []
  private var subscription: RouterSubscription?
  private var isFinished = false
  private let createdAt: CallSite
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Starts recording what `subscribe` delivers; the subscription it returns lasts until
  /// ``finish(at:)``.
  init(
    exhaustive: Bool, createdAt: CallSite,
    subscribe: (@escaping (Expected.Event) -> Void) -> RouterSubscription
  ) {
    self.exhaustive = exhaustive
    self.createdAt = createdAt
    subscription = subscribe { [weak self] event in self?.record(event) }
  }

  // Runs where the recorder's last reference goes (the recorder is the only owner), inside the
  // test, so the failure reaches the test that is running. The router's observer holds this
  // weakly and does nothing once it is gone.
  deinit {
    if !isFinished, let message = Self.unassertedMessage(unasserted, exhaustive: exhaustive) {
      recordRoutingIssue(message, at: createdAt)
    }
  }

  private func record(_ event: Expected.Event) {
    guard !isFinished else { return }
    unasserted.append(Expected(event))
    unassertedRaw.append(event)
    wakeWaiters()
  }

  private func wakeWaiters() {
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume() }
  }

  // MARK: Asserting

  /// Exhaustive: compares `expected` with the next events exactly. Otherwise finds them in
  /// order, skipping the events between. Either way the events compared count as asserted, so
  /// one mistake is reported once. `waited` is how long ``receive(_:timeout:at:)`` waited, which
  /// a failure names.
  func expect(_ expected: [Expected], waited: Duration? = nil, at site: CallSite) {
    if exhaustive {
      let received = Array(unasserted.prefix(expected.count))
      let raw = unassertedRaw.prefix(expected.count)
      unasserted.removeFirst(received.count)
      unassertedRaw.removeFirst(received.count)
      let matched =
        raw.count == expected.count && zip(expected, raw).allSatisfy { $0.matches($1) }
      guard !matched else { return }
      // Shown in the form each expectation used, so an answer by action reads as one.
      let shown = zip(received, raw).enumerated().map { offset, pair in
        offset < expected.count && expected[offset].matches(pair.1) ? expected[offset] : pair.0
      }
      recordRoutingIssue(
        Self.mismatch(expected: expected, received: shown, waited: waited), at: site)
      return
    }
    var index = 0
    for event in expected {
      while index < unassertedRaw.count, !event.matches(unassertedRaw[index]) { index += 1 }
      guard index < unassertedRaw.count else {
        let within = waited.map { " within \($0)" } ?? ""
        let message = """
          Routing event not received\(within): \(event)
          Received and not yet asserted:
          \(Self.list(unasserted))
          """
        recordRoutingIssue(message, at: site)
        return
      }
      index += 1
    }
    unasserted.removeFirst(index)
    unassertedRaw.removeFirst(index)
  }

  /// Waits until the events received can satisfy `expected` (or `timeout` passes), then asserts
  /// them like ``expect(_:at:)``.
  func receive(_ expected: [Expected], timeout: Duration, at site: CallSite) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    let timer = Task { @MainActor [weak self] in
      try? await clock.sleep(until: deadline)
      self?.wakeWaiters()
    }
    defer { timer.cancel() }
    while !isSatisfied(by: expected), clock.now < deadline {
      await withCheckedContinuation { waiters.append($0) }
    }
    expect(expected, waited: timeout, at: site)
  }

  private func isSatisfied(by expected: [Expected]) -> Bool {
    if exhaustive { return unasserted.count >= expected.count }
    var remaining = expected[...]
    for event in unassertedRaw where remaining.first?.matches(event) == true {
      remaining = remaining.dropFirst()
    }
    return remaining.isEmpty
  }

  /// Marks every event received so far as asserted.
  func skip() {
    unasserted.removeAll()
    unassertedRaw.removeAll()
  }

  /// Forgets the events received after the first `count`: those of a helper's action that
  /// failed, which the failure reports instead.
  func forget(after count: Int) {
    guard count < unasserted.count else { return }
    unasserted.removeSubrange(count...)
    unassertedRaw.removeSubrange(count...)
  }

  /// Stops recording; an exhaustive recording fails if any event was not asserted.
  func finish(at site: CallSite) {
    guard !isFinished else { return }
    if let message = Self.unassertedMessage(unasserted, exhaustive: exhaustive) {
      recordRoutingIssue(message, at: site)
    }
    isFinished = true
    subscription?.cancel()
    subscription = nil
  }

  // MARK: Messages

  static func mismatch(expected: [Expected], received: [Expected], waited: Duration? = nil)
    -> String
  {
    let within = waited.map { " within \($0)" } ?? ""
    let header =
      received.count < expected.count
      ? "Expected \(count(expected.count))\(within); \(received.count) received."
      : "Routing events do not match."
    let diff = LineDiff.render(
      expected: expected.map(\.description), actual: received.map(\.description))
    return "\(header)\nDifference (− expected, + received):\n\(diff)"
  }

  private static func count(_ number: Int) -> String {
    number == 1 ? "1 routing event" : "\(number) routing events"
  }

  private nonisolated static func list(_ events: [Expected]) -> String {
    events.isEmpty ? "  (none)" : events.map { "  \($0)" }.joined(separator: "\n")
  }

  private nonisolated static func unassertedMessage(_ events: [Expected], exhaustive: Bool)
    -> String?
  {
    guard exhaustive, !events.isEmpty else { return nil }
    let noun = events.count == 1 ? "routing event was" : "routing events were"
    return "\(events.count) \(noun) not asserted:\n\(list(events))"
  }
}
