import MVIRouter

/// Runs `body` with a ``TabbedRoutingRecorder`` of `routerEvents` and finishes it at the end, so
/// an event the test did not assert fails the test; the synchronous form.
///
/// ```swift
/// withTabbedRoutingRecorder(tabs) { recorder in
///   intent.didTapTab(.settings)
///   recorder.expect(.tabSelected(from: .inbox, to: .settings))
/// }
/// ```
///
/// - Parameters:
///   - routerEvents: The tabbed router to record.
///   - exhaustive: Whether every event must be asserted; `true` by default.
///   - fileID: The caller's file, where unasserted events are reported.
///   - filePath: The caller's file path (XCTest).
///   - line: The caller's line.
///   - column: The caller's column.
///   - body: The test's steps.
/// - Returns: What `body` returns.
@MainActor
public func withTabbedRoutingRecorder<Tab, Screen, Alert, Result>(
  _ routerEvents: TabbedRouterEvents<Tab, Screen, Alert>, exhaustive: Bool = true,
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ body: (TabbedRoutingRecorder<Tab, Screen, Alert>) throws -> Result
) rethrows -> Result {
  let recorder = TabbedRoutingRecorder(
    routerEvents, exhaustive: exhaustive, fileID: fileID, filePath: filePath, line: line,
    column: column)
  defer { recorder.finish(fileID: fileID, filePath: filePath, line: line, column: column) }
  return try body(recorder)
}

/// Runs `body` with a ``TabbedRoutingRecorder`` of `routerEvents` and finishes it at the end; the
/// asynchronous form, for tests that await intents or ``TabbedRoutingRecorder/receive(_:timeout:fileID:filePath:line:column:)``.
///
/// ```swift
/// await withTabbedRoutingRecorder(tabs) { recorder in
///   intent.openLatestMessage()
///   await recorder.receive(.in(.inbox, .routed(.message(id: 9), as: .push)))
/// }
/// ```
///
/// - Parameters:
///   - routerEvents: The tabbed router to record.
///   - exhaustive: Whether every event must be asserted; `true` by default.
///   - fileID: The caller's file, where unasserted events are reported.
///   - filePath: The caller's file path (XCTest).
///   - line: The caller's line.
///   - column: The caller's column.
///   - body: The test's steps.
/// - Returns: What `body` returns.
@MainActor
public func withTabbedRoutingRecorder<Tab, Screen, Alert, Result>(
  _ routerEvents: TabbedRouterEvents<Tab, Screen, Alert>, exhaustive: Bool = true,
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ body: (TabbedRoutingRecorder<Tab, Screen, Alert>) async throws -> Result
) async rethrows -> Result {
  let recorder = TabbedRoutingRecorder(
    routerEvents, exhaustive: exhaustive, fileID: fileID, filePath: filePath, line: line,
    column: column)
  defer { recorder.finish(fileID: fileID, filePath: filePath, line: line, column: column) }
  return try await body(recorder)
}
