import MVIRouter

/// Records the routing events of a `TabbedRouterEvents` — every tab's, the overlay's
/// and the tab selections — so a test can assert them, in order, exhaustively, and assert the
/// one-line state of every tab.
///
/// It is ``RoutingRecorder`` for a tab container: the same helpers with the same meaning
/// (`expect`, `receive`, `expectState`, `skipReceivedEvents`, `finish`, `answerAlert`, `goBack`),
/// and each ``ExpectedTabbedRoutingEvent`` wraps an ``ExpectedRoutingEvent`` matched exactly as
/// ``RoutingRecorder`` matches it. An event the test did not assert fails the test when the
/// recorder finishes or is released (unless `exhaustive` is `false`).
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
  /// The router whose events are recorded; the helpers act on it as a user would.
  public let routerEvents: TabbedRouterEvents<Tab, Screen, Alert>
  /// Whether every event must be asserted.
  public let exhaustive: Bool
  /// The events received and not yet asserted, oldest first.
  public var unassertedEvents: [ExpectedTabbedRoutingEvent<Tab, Screen, Alert>] {
    recording.unasserted
  }

  private let recording: EventRecording<ExpectedTabbedRoutingEvent<Tab, Screen, Alert>>

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
    recording = EventRecording(
      exhaustive: exhaustive,
      createdAt: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      subscribe: routerEvents.observe)
  }

  // MARK: Asserting events

  /// Asserts that the router emitted `expected`, in this order, since the events asserted last,
  /// as ``RoutingRecorder/expect(_:fileID:filePath:line:column:)`` does.
  ///
  /// ```swift
  /// let recorder = TabbedRoutingRecorder(tabs)
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
    recording.expect(
      expected, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits until the router has emitted enough events, then asserts them like
  /// ``expect(_:fileID:filePath:line:column:)``. For intents that route after asynchronous work.
  ///
  /// ```swift
  /// let recorder = TabbedRoutingRecorder(tabs)
  /// intent.openLatestMessage()
  /// await recorder.receive(.in(.inbox, .routed(.message(id: 9), as: .push)))
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
    _ expected: ExpectedTabbedRoutingEvent<Tab, Screen, Alert>...,
    timeout: Duration = .seconds(5),
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await recording.receive(
      expected, timeout: timeout,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Marks every event received so far as asserted, for a test that does not care about them.
  ///
  /// ```swift
  /// let recorder = TabbedRoutingRecorder(tabs)
  /// recorder.skipReceivedEvents()
  /// ```
  public func skipReceivedEvents() { recording.skip() }

  /// Stops recording. An exhaustive recorder fails the test if any event was not asserted,
  /// naming each one.
  ///
  /// ```swift
  /// let recorder = TabbedRoutingRecorder(tabs)
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
    recording.finish(
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  // MARK: Asserting state

  /// Asserts the navigation of every tab, the selected tab and the overlay, in the one-line
  /// text form of `TabbedNavigationState`.
  ///
  /// ```swift
  /// let recorder = TabbedRoutingRecorder(tabs)
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
    NavigationText.expect(
      routerEvents.state.description, equals: expected,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the router's navigation state, in its one-line text form, and stops the test
  /// when it differs: what a test that replays steps calls, so one difference is reported
  /// once, at its step, rather than again at every later step that follows from it.
  ///
  /// ```swift
  /// let recorder = TabbedRoutingRecorder(tabs)
  /// try await host.replay("key enter")
  /// try recorder.requireState("[shop] root > push detail(1) · cart: root")
  /// ```
  ///
  /// Fails as ``expectState(_:fileID:filePath:line:column:)`` does, with both forms and their
  /// line difference, then throws.
  ///
  /// - Parameters:
  ///   - expected: The expected text, as the state's `description` prints it.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path (XCTest).
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Throws: An error saying the test stopped at the first difference, when the state differs.
  public func requireState(
    _ expected: String,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) throws {
    try NavigationText.require(
      routerEvents.state.description, equals: expected,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  // MARK: Acting as the user

  /// Chooses the button titled `title` of the visible alert — the overlay's, else the selected
  /// tab's — as the user would.
  ///
  /// Fails, changing nothing, if no alert is visible or it has no such button.
  ///
  /// ```swift
  /// let recorder = TabbedRoutingRecorder(tabs)
  /// recorder.answerAlert("Retry")
  /// recorder.expect(.in(.inbox, .alertResolved(.loadFailed, button: "Retry")))
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
    answerAlert(.title(title), at: site)
  }

  /// Chooses the visible alert's button that stands for `action`, as the user would.
  ///
  /// Fails, changing nothing, if no alert is visible or no button stands for `action`.
  ///
  /// ```swift
  /// let recorder = TabbedRoutingRecorder(tabs)
  /// recorder.answerAlert(.retry)
  /// recorder.expect(.in(.inbox, .alertResolved(.loadFailed, action: .retry)))
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action value of the button.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path (XCTest).
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  // Disfavoured, as in the single recorder: where actions are titles the title form chooses
  // the same button.
  @_disfavoredOverload
  public func answerAlert(
    _ action: Alert.Action,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    answerAlert(.action(action), at: site)
  }

  /// Chooses the first button with `role` of the visible alert, as the user would.
  ///
  /// ```swift
  /// let recorder = TabbedRoutingRecorder(tabs)
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
    answerAlert(.role(role), at: site)
  }

  private func answerAlert(_ choice: UserActions.ButtonChoice<Alert.Action>, at site: CallSite) {
    UserActions.answerAlert(
      choice, on: routerEvents.visibleAlertRouter, navigation: "\(routerEvents.state)", at: site)
  }

  /// Goes back as the user would with the back key — cancels the visible alert, else removes
  /// the top-most route (the overlay's, else the selected tab's) with reason
  /// `DismissReason.userBack` — and returns what became of it.
  ///
  /// As with ``RoutingRecorder/goBack(fileID:filePath:line:column:)``, a guard's deferral or
  /// veto is an outcome the test asserts; the test fails only if there was nothing to go back
  /// from.
  ///
  /// ```swift
  /// let recorder = TabbedRoutingRecorder(tabs)
  /// #expect(recorder.goBack() == .applied)
  /// recorder.expect(.in(.inbox, .dismissed(.message(id: 1), .userBack)))
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path (XCTest).
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: `applied` (or `queued`), or `ignored` with the reason.
  @discardableResult
  public func goBack(
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> RouterOutcome {
    UserActions.goBack(
      recording: recording,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      routerEvents.userDidGoBack)
  }
}
