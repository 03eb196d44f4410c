import Testing

@testable import MVIRouterTesting

@Suite struct LineDiffTests {
  @Test func equalTextsHaveNoMarkedLines() {
    #expect(LineDiff.render(expected: ["a", "b"], actual: ["a", "b"]) == "  a\n  b")
  }

  @Test func changedLineIsRemovedThenAdded() {
    #expect(
      LineDiff.render(expected: ["a", "b", "c"], actual: ["a", "x", "c"])
        == "  a\n− b\n+ x\n  c")
  }

  @Test func insertionsAndDeletionsKeepTheCommonLines() {
    #expect(
      LineDiff.render(expected: ["root", "> a", "> b"], actual: ["root", "> b", "> c"])
        == "  root\n− > a\n  > b\n+ > c")
  }

  @Test func emptySides() {
    #expect(LineDiff.render(expected: [], actual: ["a"]) == "+ a")
    #expect(LineDiff.render(expected: ["a"], actual: []) == "− a")
    #expect(LineDiff.render(expected: [], actual: []) == "")
  }

  @Test func navigationTextSplitsRoutesAndAlerts() {
    #expect(
      NavigationText.lines("root > push a > sheet b | alert x[OK] | queued y[OK]")
        == ["root", "> push a", "> sheet b", "| alert x[OK]", "| queued y[OK]"])
  }
}
