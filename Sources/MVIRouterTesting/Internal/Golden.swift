import Foundation
import Testing

/// Compares `text` with the golden file `__Snapshots__/<name>.txt` of the calling test target
/// (the folder under `Tests/` that holds the caller's file) and reports a difference at the
/// caller: the first line that differs, then a line diff (`−` golden, `+` actual). With
/// `RECORD_SNAPSHOTS=1` in the environment the file is written instead.
///
/// The one snapshot helper of this package's tests (terminal frames, the demo's scripted runs);
/// `package`, not public: it is not part of the testing library's API.
///
/// ```swift
/// expectGolden(renderer.render(state, size: size), named: "alert-narrow")
/// ```
///
/// - Parameters:
///   - text: The actual text.
///   - name: The golden file's name, without `.txt`.
///   - filePath: The caller's file; its test target's folder holds `__Snapshots__`.
///   - sourceLocation: Where a difference is reported.
package func expectGolden(
  _ text: String, named name: String, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = goldenDirectory(for: "\(filePath)")
  let file = directory.appendingPathComponent("\(name).txt")
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    } catch {
      Issue.record("Cannot record \(name).txt: \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let data = FileManager.default.contents(atPath: file.path) else {
    recordGoldenIssue(
      "No golden file \(name).txt; run with RECORD_SNAPSHOTS=1 to record it.", at: sourceLocation)
    return
  }
  let golden = String(decoding: data, as: UTF8.self)
  guard golden != text else { return }
  recordGoldenIssue(
    goldenDifference(golden: golden, actual: text, name: name), at: sourceLocation)
}

/// Compares lines, joined with a newline after each, with a golden file, as the `String` form
/// does.
///
/// - Parameters:
///   - lines: The actual lines, e.g. a rendered frame.
///   - name: The golden file's name, without `.txt`.
///   - filePath: The caller's file; its test target's folder holds `__Snapshots__`.
///   - sourceLocation: Where a difference is reported.
package func expectGolden(
  _ lines: [String], named name: String, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectGolden(
    lines.joined(separator: "\n") + "\n", named: name, filePath: filePath,
    sourceLocation: sourceLocation)
}

/// Reports a golden comparison's failure: to the capture of a helper's own test, else to Swift
/// Testing.
private func recordGoldenIssue(_ message: String, at sourceLocation: SourceLocation) {
  if let capture = IssueCapture.current {
    capture.record(message, line: sourceLocation.line)
  } else {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}

/// `Tests/<target>/__Snapshots__` for a file anywhere under `Tests/<target>/`.
func goldenDirectory(for filePath: String) -> URL {
  var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  while url.pathComponents.count > 2,
    url.deletingLastPathComponent().lastPathComponent != "Tests"
  {
    url = url.deletingLastPathComponent()
  }
  if url.pathComponents.count <= 2 {
    url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  }
  return url.appendingPathComponent("__Snapshots__")
}

/// What a failed golden comparison says: the first line that differs, then a line diff when the
/// texts are small enough for one (a diff costs golden lines × actual lines).
func goldenDifference(golden: String, actual: String, name: String) -> String {
  let expected = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let lines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let first =
    zip(expected, lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(expected.count, lines.count)
  var message = """
    The text differs from \(name).txt at line \(first + 1) (RECORD_SNAPSHOTS=1 re-records it):
      golden: \(first < expected.count ? expected[first] : "(end)")
      actual: \(first < lines.count ? lines[first] : "(end)")
    """
  if expected.count * lines.count <= 1_000_000 {
    message += "\n(− golden, + actual):\n" + LineDiff.render(expected: expected, actual: lines)
  }
  return message
}
