import MVIRouter

/// Records the routing events of a `RouterEvents` so a test can assert them, in
/// order, exhaustively.
///
/// Create a recorder before the code under test routes, send events to the intent, then state
/// each routing event that should have followed with ``expect(_:fileID:filePath:line:column:)``.
/// By default the recorder is exhaustive: an event the test did not assert fails the test when
/// the recorder finishes (``finish(fileID:filePath:line:column:)``, the end of
/// ``withRoutingRecorder(_:exhaustive:fileID:filePath:line:column:_:)-5uex6``, or when the
/// recorder is released), naming the events. Pass `exhaustive: false` to check only some events:
/// `expect` then skips the events between the ones it names.
///
/// With the README quick start's `MovieListIntent`, whose failed load asks to retry:
///
/// ```swift
/// @Test @MainActor func aFailedLoadAsksAndRetryReloads() {
///   let intent = MovieListIntent()
///   let recorder = RoutingRecorder(intent.routerEvents)
///
///   intent.loadDidFail()
///
///   recorder.expect(.alertPresented(.loadFailed))
///   recorder.answerAlert(.retry)
///   recorder.expect(.alertResolved(.loadFailed, action: .retry))
///   recorder.finish()
///   #expect(intent.reloads == 1)
/// }
/// ```
///
/// A wrong expectation fails at the line that made it, showing what was expected and what the
/// router did:
/// ```
/// Routing events do not match.
/// Difference (− expected, + received):
/// − routed sheet review(movieID: 7)
/// + alert presented loadFailed
/// ```
///
/// The recorder works in Swift Testing tests and in XCTest test cases.
@MainActor
public final class RoutingRecorder<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  /// The router whose events are recorded; the helpers act on it as a user would.
  public let routerEvents: RouterEvents<Screen, Alert>
  /// Whether every event must be asserted.
  public let exhaustive: Bool
  /// The events received and not yet asserted, oldest first.
  public private(set) var unassertedEvents: [ExpectedRoutingEvent<Screen, Alert>] = []
  /// The same events as the router emitted them (answers keep their action values, results
  /// their values), which expectations are matched against.
  private var unassertedRaw: [RouterEvent<Screen, Alert>] = []

  private var subscription: RouterSubscription?
  private var isFinished = false
  private let createdAt: CallSite
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Starts recording the events of `routerEvents`.
  ///
  /// ```swift
  /// let recorder = RoutingRecorder(routerEvents, exhaustive: false)
  /// ```
  ///
  /// - Parameters:
  ///   - routerEvents: The router to record.
  ///   - exhaustive: Whether every event must be asserted; `true` by default.
  ///   - fileID: Where an unasserted event is reported if the recorder is released unfinished.
  ///   - filePath: Where an unasserted event is reported (XCTest).
  ///   - line: Where an unasserted event is reported.
  ///   - column: Where an unasserted event is reported.
  public init(
    _ routerEvents: RouterEvents<Screen, Alert>,
    exhaustive: Bool = true,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.routerEvents = routerEvents
    self.exhaustive = exhaustive
    self.createdAt = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    subscription = routerEvents.observe { [weak self] event in
      self?.record(event)
    }
  }

  // Runs where the last reference goes, inside the test, so the failure reaches the test that
  // is running. The router's observer holds the recorder weakly and does nothing once it is gone.
  deinit {
    if !isFinished, let message = Self.unassertedMessage(unassertedEvents, exhaustive: exhaustive) {
      recordRoutingIssue(message, at: createdAt)
    }
  }

  private func record(_ event: RouterEvent<Screen, Alert>) {
    guard !isFinished else { return }
    unassertedEvents.append(ExpectedRoutingEvent(event))
    unassertedRaw.append(event)
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume() }
  }

  // MARK: Asserting events

  /// Asserts that the router emitted `expected`, in this order, since the events asserted last.
  ///
  /// Exhaustive recorders compare `expected` with the next events exactly; others skip the
  /// events in between. Either way the events compared are then asserted.
  ///
  /// ```swift
  /// intent.detailClosed()
  /// recorder.expect(.dismissed(.detail(7), .popped))
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The events, oldest first.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path (XCTest).
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func expect(
    _ expected: ExpectedRoutingEvent<Screen, Alert>...,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    match(expected, at: site)
  }

  /// Waits until the router has emitted enough events, then asserts them like
  /// ``expect(_:fileID:filePath:line:column:)``. For intents that route after asynchronous work.
  ///
  /// ```swift
  /// intent.load()
  /// await recorder.receive(.alertPresented(.uploadFailed))
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The events, oldest first.
  ///   - timeout: How long to wait for them before failing.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path (XCTest).
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func receive(
    _ expected: ExpectedRoutingEvent<Screen, Alert>...,
    timeout: Duration = .seconds(5),
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
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
    match(expected, at: site)
  }

  private func wakeWaiters() {
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume() }
  }

  private func isSatisfied(by expected: [ExpectedRoutingEvent<Screen, Alert>]) -> Bool {
    if exhaustive { return unassertedEvents.count >= expected.count }
    var remaining = expected[...]
    for event in unassertedRaw where remaining.first?.matches(event) == true {
      remaining = remaining.dropFirst()
    }
    return remaining.isEmpty
  }

  private func match(_ expected: [ExpectedRoutingEvent<Screen, Alert>], at site: CallSite) {
    if exhaustive {
      let received = Array(unassertedEvents.prefix(expected.count))
      let raw = unassertedRaw.prefix(expected.count)
      unassertedEvents.removeFirst(received.count)
      unassertedRaw.removeFirst(received.count)
      let matched =
        raw.count == expected.count && zip(expected, raw).allSatisfy { $0.matches($1) }
      guard !matched else { return }
      // Shown in the form each expectation used, so an answer by action reads as one.
      let shown = zip(received, raw).enumerated().map { offset, pair in
        offset < expected.count && expected[offset].matches(pair.1) ? expected[offset] : pair.0
      }
      recordRoutingIssue(Self.mismatch(expected: expected, received: shown), at: site)
      return
    }
    var index = 0
    var skipped = 0
    for event in expected {
      while index < unassertedRaw.count, !event.matches(unassertedRaw[index]) { index += 1 }
      guard index < unassertedEvents.count else {
        let message = """
          Routing event not received: \(event)
          Received and not yet asserted:
          \(Self.list(unassertedEvents))
          """
        recordRoutingIssue(message, at: site)
        return
      }
      index += 1
      skipped = index
    }
    unassertedEvents.removeFirst(skipped)
    unassertedRaw.removeFirst(skipped)
  }

  static func mismatch(
    expected: [ExpectedRoutingEvent<Screen, Alert>], received: [ExpectedRoutingEvent<Screen, Alert>]
  ) -> String {
    let header =
      received.count < expected.count
      ? "Expected \(count(expected.count)); \(received.count) received."
      : "Routing events do not match."
    let diff = LineDiff.render(
      expected: expected.map(\.description), actual: received.map(\.description))
    return "\(header)\nDifference (− expected, + received):\n\(diff)"
  }

  private static func count(_ number: Int) -> String {
    number == 1 ? "1 routing event" : "\(number) routing events"
  }

  private nonisolated static func list(_ events: [ExpectedRoutingEvent<Screen, Alert>]) -> String {
    events.isEmpty ? "  (none)" : events.map { "  \($0)" }.joined(separator: "\n")
  }

  /// Marks every event received so far as asserted, for a test that does not care about them.
  ///
  /// ```swift
  /// intent.openSettings()
  /// recorder.skipReceivedEvents()
  /// ```
  public func skipReceivedEvents() {
    unassertedEvents.removeAll()
    unassertedRaw.removeAll()
  }

  /// Stops recording. An exhaustive recorder fails the test if any event was not asserted,
  /// naming each one.
  ///
  /// ```swift
  /// recorder.finish()
  /// ```
  ///
  /// Fails with, for example:
  /// ```
  /// 1 routing event was not asserted:
  ///   dismissed detail(7) (popped)
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path (XCTest).
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func finish(
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    guard !isFinished else { return }
    checkAllAsserted(
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    isFinished = true
    subscription?.cancel()
    subscription = nil
  }

  private func checkAllAsserted(at site: CallSite) {
    if let message = Self.unassertedMessage(unassertedEvents, exhaustive: exhaustive) {
      recordRoutingIssue(message, at: site)
    }
  }

  private nonisolated static func unassertedMessage(
    _ events: [ExpectedRoutingEvent<Screen, Alert>], exhaustive: Bool
  ) -> String? {
    guard exhaustive, !events.isEmpty else { return nil }
    let noun = events.count == 1 ? "routing event was" : "routing events were"
    return "\(events.count) \(noun) not asserted:\n\(list(events))"
  }

  // MARK: Asserting state

  /// Asserts the router's navigation state, in its one-line text form.
  ///
  /// ```swift
  /// recorder.expectState("root > push movie(7) > sheet review")
  /// ```
  ///
  /// Fails with both forms and a line-by-line difference:
  /// ```
  /// Navigation state does not match.
  ///   expected: root > push movie(7) > sheet review
  ///     actual: root > push movie(7)
  /// Difference (− expected, + actual):
  ///   root
  ///   > push movie(7)
  /// − > sheet review
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The expected text, as `NavigationState.description` prints it.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path (XCTest).
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func expectState(
    _ expected: String,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    expectNavigation(
      routerEvents, expected, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  // MARK: Acting as the user

  /// Chooses the button titled `title` of the visible alert, as the user would.
  ///
  /// Fails, changing nothing, if no alert is visible or it has no such button. The
  /// ``ExpectedRoutingEvent/alertResolved(_:button:)`` event and whatever the alert's handler
  /// does are recorded like any other events.
  ///
  /// ```swift
  /// recorder.answerAlert("Retry")
  /// recorder.expect(.alertResolved(.loadFailed, button: "Retry"))
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path (XCTest).
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func answerAlert(
    _ title: String,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    answerAlert(described: "\"\(title)\"", at: site) { $0.title == title }
  }

  /// Chooses the visible alert's button that stands for `action`, as the user would.
  ///
  /// Fails, changing nothing, if no alert is visible or no button stands for `action`.
  ///
  /// ```swift
  /// recorder.answerAlert(.retry)
  /// recorder.expect(.alertResolved(.loadFailed, action: .retry))
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action value of the button.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path (XCTest).
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  // Disfavored: where the alert's actions are its buttons' titles (`String`), `answerAlert("OK")`
  // is the title form above, which chooses the same button.
  @_disfavoredOverload
  public func answerAlert(
    _ action: Alert.Action,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    answerAlert(described: "for action \(plain: action)", at: site) { $0.action == action }
  }

  /// Chooses the first button with `role` of the visible alert, as the user would.
  ///
  /// ```swift
  /// recorder.answerAlert(role: .destructive)
  /// ```
  ///
  /// - Parameters:
  ///   - role: The button's role.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path (XCTest).
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func answerAlert(
    role: RouterAlertButtonRole,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    answerAlert(described: "with role \(role.rawValue)", at: site) { $0.role == role }
  }

  private func answerAlert(
    described: String, at site: CallSite,
    where matches: (RouterAlertButton<Alert.Action>) -> Bool
  ) {
    guard let alert = routerEvents.state.visibleAlert else {
      recordRoutingIssue(
        "No alert is visible to choose the button \(described) of. Navigation: \(routerEvents.state)",
        at: site)
      return
    }
    guard let button = alert.buttons.first(where: matches) else {
      let titles = alert.buttons.map(\.title).joined(separator: ", ")
      recordRoutingIssue(
        "The visible alert \(plain: alert.alert) has no button \(described); its buttons: \(titles).",
        at: site)
      return
    }
    routerEvents.resolveAlert(button: button)
  }

  /// Goes back as the user would with the back key: cancels the visible alert, else removes
  /// the top-most route with reason `DismissReason.userBack`.
  ///
  /// Fails if there was nothing to go back from.
  ///
  /// ```swift
  /// recorder.goBack()
  /// recorder.expect(.dismissed(.detail(7), .userBack))
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path (XCTest).
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func goBack(
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let before = unassertedEvents.count
    if case .ignored(let reason) = routerEvents.userDidGoBack() {
      if unassertedEvents.count > before, case .ignored = unassertedEvents.last {
        unassertedEvents.removeLast()
      }
      recordRoutingIssue(
        "Going back did nothing: \(reason)",
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }
}
