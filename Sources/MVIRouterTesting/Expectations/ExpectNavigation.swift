import MVIRouter

/// Asserts a router's navigation state, in its one-line text form, with a readable failure.
///
/// ```swift
/// expectNavigation(routerEvents, "root > push movie(7) > sheet review")
/// ```
///
/// Fails at the caller's line with both forms and a line-by-line difference:
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
///   - routerEvents: The router.
///   - expected: The expected text, as `NavigationState.description` prints it.
///   - fileID: The caller's file, where a failure is reported.
///   - filePath: The caller's file path (XCTest).
///   - line: The caller's line.
///   - column: The caller's column.
@MainActor
public func expectNavigation<Screen, Alert>(
  _ routerEvents: RouterEvents<Screen, Alert>, _ expected: String,
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  NavigationText.expect(
    routerEvents.state.description, equals: expected,
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}
