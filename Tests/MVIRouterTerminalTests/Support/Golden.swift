import Foundation
import Testing

@testable import MVIRouterTesting

/// Compares `lines` with the golden file `__Snapshots__/<name>.txt` next to this test target.
/// With `RECORD_SNAPSHOTS=1` in the environment the file is written instead.
func expectGolden(
  _ lines: [String], named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("__Snapshots__")
  let file = directory.appendingPathComponent("\(name).txt")
  let text = lines.joined(separator: "\n") + "\n"
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: file)
    return
  }
  guard let data = FileManager.default.contents(atPath: file.path),
    let golden = String(data: data, encoding: .utf8)
  else {
    Issue.record(
      "No golden file \(name).txt; run with RECORD_SNAPSHOTS=1 to record it.",
      sourceLocation: sourceLocation)
    return
  }
  guard golden != text else { return }
  let diff = LineDiff.render(
    expected: golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
    actual: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  Issue.record(
    "Frame differs from \(name).txt (− golden, + actual):\n\(diff)",
    sourceLocation: sourceLocation)
}
