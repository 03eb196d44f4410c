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
  public var unassertedEvents: [ExpectedRoutingEvent<Screen, Alert>] { recording.unasserted }

  private let recording: EventRecording<ExpectedRoutingEvent<Screen, Alert>>

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
    recording = EventRecording(
      exhaustive: exhaustive,
      createdAt: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      subscribe: routerEvents.observe)
  }

  // MARK: Asserting events

  /// Asserts that the router emitted `expected`, in this order, since the events asserted last.
  ///
  /// Exhaustive recorders compare `expected` with the next events exactly; others skip the
  /// events in between. Either way the events compared are then asserted.
  ///
  /// ```swift
  /// intent.detailClosed()
  /// recorder.expect(.dismissed(.detail(id: 7), .popped))
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
    recording.expect(
      expected, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
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
    await recording.receive(
      expected, timeout: timeout,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Marks every event received so far as asserted, for a test that does not care about them.
  ///
  /// ```swift
  /// intent.openSettings()
  /// recorder.skipReceivedEvents()
  /// ```
  public func skipReceivedEvents() { recording.skip() }

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
  ///   dismissed detail(id: 7) (popped)
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
    NavigationText.expect(
      routerEvents.state.description, equals: expected,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the router's navigation state, in its one-line text form, and stops the test
  /// when it differs: what a test that replays steps calls, so one difference is reported
  /// once, at its step, rather than again at every later step that follows from it.
  ///
  /// ```swift
  /// try await host.replay("key enter")
  /// try recorder.requireState("root > push movie(7) > sheet review")
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
    answerAlert(.title(title), at: site)
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
    answerAlert(.action(action), at: site)
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
    answerAlert(.role(role), at: site)
  }

  private func answerAlert(_ choice: UserActions.ButtonChoice<Alert.Action>, at site: CallSite) {
    UserActions.answerAlert(
      choice, on: routerEvents, navigation: "\(routerEvents.state)", at: site)
  }

  /// Goes back as the user would with the back key — cancels the visible alert, else removes
  /// the top-most route with reason `DismissReason.userBack` — and returns what became of it.
  ///
  /// A guard that defers or vetoes the back, a route that does not let the user dismiss it, an
  /// alert with no cancel button: the back is ignored, and the outcome says why, for the test
  /// to assert (the router's `ignored` event is recorded too). The test fails only if there was
  /// nothing to go back from: no alert and no route.
  ///
  /// ```swift
  /// let edit = intent.editTapped()  // guarded: "Discard changes?"
  /// #expect(recorder.goBack() == .ignored(.deferred(.userBack, route: edit)))
  /// recorder.expect(
  ///   .ignored(.deferred(.userBack, route: edit)), .alertPresented(.discardChanges))
  /// recorder.answerAlert(.discard)
  /// recorder.expect(
  ///   .alertResolved(.discardChanges, action: .discard), .dismissed(.edit, .userBack))
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
