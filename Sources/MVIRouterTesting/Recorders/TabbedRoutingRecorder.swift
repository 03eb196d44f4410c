import MVIRouter

/// Records the routing events of a `TabbedRouterEvents` — every tab's, the overlay's
/// and the tab selections — so a test can assert them, in order, exhaustively, and assert the
/// one-line state of every tab.
///
/// It works like ``RoutingRecorder``: state each event that should have followed with
/// ``expect(_:fileID:filePath:line:column:)``; an event the test did not assert fails the test
/// when the recorder finishes or is released (unless `exhaustive` is `false`).
///
/// ```swift
/// @Test @MainActor func openingAMessageKeepsTheOtherTab() {
///   let tabs = TabbedRouterEvents<AppTab, AppScreen, AppAlert>(
///     tabs: [.inbox, .settings], selected: .inbox)
///   let recorder = TabbedRoutingRecorder(tabs)
///
///   tabs[tab: .inbox].routeTo(.message(id: 1), as: .push)
///   tabs.select(.settings)
///
///   recorder.expect(
///     .in(.inbox, .routed(.message(id: 1), as: .push)),
///     .tabSelected(from: .inbox, to: .settings))
///   recorder.expectState("inbox: root > push message(id: 1) · [settings] root")
///   recorder.finish()
/// }
/// ```
///
/// A wrong expectation fails at the line that made it, with a line-by-line difference.
@MainActor
public final class TabbedRoutingRecorder<
  Tab: Hashable & Sendable, Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol
> {
  /// The router whose events are recorded.
  public let routerEvents: TabbedRouterEvents<Tab, Screen, Alert>
  /// Whether every event must be asserted.
  public let exhaustive: Bool
  /// The events received and not yet asserted, oldest first.
  public private(set) var unassertedEvents: [ExpectedTabbedRoutingEvent<Tab, Screen, Alert>] = []

  private var subscription: RouterSubscription?
  private var isFinished = false
  private let createdAt: CallSite

  /// Starts recording the events of `routerEvents`.
  ///
  /// ```swift
  /// let recorder = TabbedRoutingRecorder(tabs, exhaustive: false)
  /// ```
  ///
  /// - Parameters:
  ///   - routerEvents: The tabbed router to record.
  ///   - exhaustive: Whether every event must be asserted; `true` by default.
  ///   - fileID: Where an unasserted event is reported if the recorder is released unfinished.
  ///   - filePath: Where an unasserted event is reported (XCTest).
  ///   - line: Where an unasserted event is reported.
  ///   - column: Where an unasserted event is reported.
  public init(
    _ routerEvents: TabbedRouterEvents<Tab, Screen, Alert>,
    exhaustive: Bool = true,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.routerEvents = routerEvents
    self.exhaustive = exhaustive
    self.createdAt = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    subscription = routerEvents.observe { [weak self] event in
      guard let self, !self.isFinished else { return }
      self.unassertedEvents.append(ExpectedTabbedRoutingEvent(event))
    }
  }

  // Runs where the last reference goes, inside the test, so the failure reaches the test that
  // is running. The router's observer holds the recorder weakly and does nothing once it is gone.
  deinit {
    if !isFinished, let message = Self.unassertedMessage(unassertedEvents, exhaustive: exhaustive) {
      recordRoutingIssue(message, at: createdAt)
    }
  }

  /// Asserts that the router emitted `expected`, in this order, since the events asserted last.
  ///
  /// Exhaustive recorders compare `expected` with the next events exactly; others skip the
  /// events in between.
  ///
  /// ```swift
  /// recorder.expect(.in(.inbox, .dismissed(.message(id: 1), .popped)))
  /// ```
  ///
  /// Fails with, for example:
  /// ```
  /// Routing events do not match.
  /// Difference (− expected, + received):
  /// − inbox: dismissed message(id: 1) (popped)
  /// + inbox: dismissed message(id: 1) (poppedToRoot)
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The events, oldest first.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path (XCTest).
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func expect(
    _ expected: ExpectedTabbedRoutingEvent<Tab, Screen, Alert>...,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if exhaustive {
      let received = Array(unassertedEvents.prefix(expected.count))
      unassertedEvents.removeFirst(received.count)
      guard received != expected else { return }
      let header =
        received.count < expected.count
        ? "Expected \(Self.count(expected.count)); \(received.count) received."
        : "Routing events do not match."
      let diff = LineDiff.render(
        expected: expected.map(\.description), actual: received.map(\.description))
      recordRoutingIssue("\(header)\nDifference (− expected, + received):\n\(diff)", at: site)
      return
    }
    var index = 0
    for event in expected {
      while index < unassertedEvents.count, unassertedEvents[index] != event { index += 1 }
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
    }
    unassertedEvents.removeFirst(index)
  }

  /// Asserts the navigation of every tab, the selected tab and the overlay, in the one-line
  /// text form of `TabbedNavigationState`.
  ///
  /// ```swift
  /// recorder.expectState("[inbox] root > push message(id: 1) · settings: root")
  /// ```
  ///
  /// Fails with both forms and a difference, each tab and each route on its own line:
  /// ```
  /// Navigation state does not match.
  ///   expected: [inbox] root > push message(id: 1) · settings: root
  ///     actual: [inbox] root · settings: root
  /// Difference (− expected, + actual):
  ///   [inbox] root
  /// − > push message(id: 1)
  ///   settings: root
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The expected text.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path (XCTest).
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  public func expectState(
    _ expected: String,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let actual = routerEvents.state.description
    guard actual != expected else { return }
    recordRoutingIssue(
      NavigationText.mismatch(expected: expected, actual: actual),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Marks every event received so far as asserted, for a test that does not care about them.
  ///
  /// ```swift
  /// recorder.skipReceivedEvents()
  /// ```
  public func skipReceivedEvents() {
    unassertedEvents.removeAll()
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
  ///   tab selected: inbox → settings
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
    if let message = Self.unassertedMessage(unassertedEvents, exhaustive: exhaustive) {
      recordRoutingIssue(
        message, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    isFinished = true
    subscription?.cancel()
    subscription = nil
  }

  private static func count(_ number: Int) -> String {
    number == 1 ? "1 routing event" : "\(number) routing events"
  }

  private nonisolated static func list(
    _ events: [ExpectedTabbedRoutingEvent<Tab, Screen, Alert>]
  ) -> String {
    events.isEmpty ? "  (none)" : events.map { "  \($0)" }.joined(separator: "\n")
  }

  private nonisolated static func unassertedMessage(
    _ events: [ExpectedTabbedRoutingEvent<Tab, Screen, Alert>], exhaustive: Bool
  ) -> String? {
    guard exhaustive, !events.isEmpty else { return nil }
    let noun = events.count == 1 ? "routing event was" : "routing events were"
    return "\(events.count) \(noun) not asserted:\n\(list(events))"
  }
}
