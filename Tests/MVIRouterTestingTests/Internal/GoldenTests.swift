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

  @Test func aDifferentTextFailsNamingTheFirstLineThatDiffersAndShowingTheDiff() {
    withKnownIssue {
      expectGolden(["root", "> push list", "> push detail"], named: "golden-example")
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("differs from golden-example.txt at line 3")
        && text.contains("golden: > sheet edit") && text.contains("actual: > push detail")
        && text.contains("− > sheet edit") && text.contains("+ > push detail")
    }
  }

  @Test func aMissingGoldenFileFailsSayingHowToRecordIt() {
    withKnownIssue {
      expectGolden("root\n", named: "no-such-golden")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        == "No golden file no-such-golden.txt; run with RECORD_SNAPSHOTS=1 to record it."
    }
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
