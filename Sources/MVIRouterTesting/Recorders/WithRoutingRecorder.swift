import MVIRouter

/// Runs `body` with a ``RoutingRecorder`` of `routerEvents` and finishes it at the end, so an
/// event the test did not assert fails the test.
///
/// ```swift
/// withRoutingRecorder(routerEvents) { recorder in
///   intent.resultSelected(7)
///   recorder.expect(.routed(.detail(id: 7), as: .push))
/// }
/// ```
///
/// - Parameters:
///   - routerEvents: The router to record.
///   - exhaustive: Whether every event must be asserted; `true` by default.
///   - fileID: The caller's file, where unasserted events are reported.
///   - filePath: The caller's file path (XCTest).
///   - line: The caller's line.
///   - column: The caller's column.
///   - body: The test's steps.
/// - Returns: What `body` returns.
@MainActor
public func withRoutingRecorder<Screen, Alert, Result>(
  _ routerEvents: RouterEvents<Screen, Alert>, exhaustive: Bool = true,
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ body: (RoutingRecorder<Screen, Alert>) async throws -> Result
) async rethrows -> Result {
  let recorder = RoutingRecorder(
    routerEvents, exhaustive: exhaustive, fileID: fileID, filePath: filePath, line: line,
    column: column)
  defer { recorder.finish(fileID: fileID, filePath: filePath, line: line, column: column) }
  return try await body(recorder)
}

/// Runs `body` with a ``RoutingRecorder`` of `routerEvents` and finishes it at the end; the
/// synchronous form, for tests whose intents route without waiting.
///
/// ```swift
/// withRoutingRecorder(routerEvents) { recorder in
///   intent.closeTapped()
///   recorder.expect(.dismissed(.detail(id: 7), .dismissed))
/// }
/// ```
///
/// - Parameters:
///   - routerEvents: The router to record.
///   - exhaustive: Whether every event must be asserted; `true` by default.
///   - fileID: The caller's file, where unasserted events are reported.
///   - filePath: The caller's file path (XCTest).
///   - line: The caller's line.
///   - column: The caller's column.
///   - body: The test's steps.
/// - Returns: What `body` returns.
@MainActor
public func withRoutingRecorder<Screen, Alert, Result>(
  _ routerEvents: RouterEvents<Screen, Alert>, exhaustive: Bool = true,
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ body: (RoutingRecorder<Screen, Alert>) throws -> Result
) rethrows -> Result {
  let recorder = RoutingRecorder(
    routerEvents, exhaustive: exhaustive, fileID: fileID, filePath: filePath, line: line,
    column: column)
  defer { recorder.finish(fileID: fileID, filePath: filePath, line: line, column: column) }
  return try body(recorder)
}
