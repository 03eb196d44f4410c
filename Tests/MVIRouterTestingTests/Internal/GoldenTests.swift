import Foundation
import Testing

@testable import MVIRouterTesting

/// Recording would overwrite the fixture with the wrong texts these tests compare.
@Suite(.disabled(if: ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"))
struct GoldenTests {
  @Test func aTextEqualToItsGoldenFilePasses() {
    expectGolden(["root", "> push list", "> sheet edit"], named: "golden-example")
    expectGolden("root\n> push list\n> sheet edit\n", named: "golden-example")
  }

  @Test func aDifferentTextFailsNamingTheFirstLineThatDiffersAndShowingTheDiff() throws {
    let capture = IssueCapture()
    let line = #line + 2
    IssueCapture.$current.withValue(capture) {
      expectGolden(["root", "> push list", "> push detail"], named: "golden-example")
    }
    let report = try #require(capture.issues.first)
    #expect(capture.issues.count == 1)
    #expect(report.line == line)
    #expect(report.message.contains("differs from golden-example.txt at line 3"))
    #expect(report.message.contains("golden: > sheet edit"))
    #expect(report.message.contains("actual: > push detail"))
    #expect(report.message.contains("− > sheet edit"))
    #expect(report.message.contains("+ > push detail"))
  }

  @Test func aMissingGoldenFileFailsSayingHowToRecordIt() {
    let capture = IssueCapture()
    let line = #line + 2
    IssueCapture.$current.withValue(capture) {
      expectGolden("root\n", named: "no-such-golden")
    }
    let expected = "No golden file no-such-golden.txt; run with RECORD_SNAPSHOTS=1 to record it."
    #expect(capture.issues == [IssueCapture.Report(message: expected, line: line)])
  }

  @Test func theGoldenFolderIsTheTestTargetsWhereverTheCallerIs() {
    #expect(
      goldenDirectory(for: "/repo/Tests/DemoTests/Support/Runner.swift").path
        == "/repo/Tests/DemoTests/__Snapshots__")
    #expect(
      goldenDirectory(for: "/repo/Tests/DemoTests/DemoEndToEndTests.swift").path
        == "/repo/Tests/DemoTests/__Snapshots__")
  }

  @Test func aLongTextReportsOnlyTheFirstDifference() {
    let golden = Array(repeating: "line", count: 1_500).joined(separator: "\n")
    let actual = golden + "\nextra"
    let text = goldenDifference(golden: golden, actual: actual, name: "long")
    #expect(text.contains("at line 1501"))
    #expect(text.contains("actual: extra"))
    #expect(!text.contains("(− golden, + actual)"))
  }
}
