import Synchronization
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Where a failed routing assertion is reported: the line of the test that made it.
///
/// Swift Testing takes a `SourceLocation`; XCTest takes a `StaticString` file and a line. The
/// helpers take the four `#`-literals so both can point at the caller.
struct CallSite: Sendable {
  let fileID: String
  let filePath: StaticString
  let line: UInt
  let column: UInt

  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
  }
}

/// Reports a failure to the test framework that is running: Swift Testing when a test of its
/// is current, else XCTest.
func recordRoutingIssue(_ message: String, at site: CallSite) {
  if let capture = IssueCapture.current {
    capture.record(message, line: Int(site.line))
    return
  }
  if Test.current != nil {
    Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
    return
  }
  #if canImport(XCTest)
    XCTFail(message, file: site.filePath, line: site.line)
  #else
    Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
  #endif
}

/// Takes the failures the helpers report while a helper's own test checks them, so that test
/// asserts the text and the line of each failure instead of the test run listing "known issues".
/// Nothing captures in users' tests: ``IssueCapture/current`` is `nil` there.
///
/// ```swift
/// let capture = IssueCapture()
/// IssueCapture.$current.withValue(capture) { recorder.finish() }
/// #expect(capture.issues.map(\.message) == ["1 routing event was not asserted:\n  …"])
/// ```
final class IssueCapture: Sendable {
  /// One reported failure: its text and the line it was reported at.
  struct Report: Equatable, Sendable {
    let message: String
    let line: Int
  }

  /// The capture failures go to in this task, if any.
  @TaskLocal static var current: IssueCapture?

  private let recorded = Mutex<[Report]>([])

  /// The failures reported so far, oldest first.
  var issues: [Report] { recorded.withLock { $0 } }

  func record(_ message: String, line: Int) {
    recorded.withLock { $0.append(Report(message: message, line: line)) }
  }
}
