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
