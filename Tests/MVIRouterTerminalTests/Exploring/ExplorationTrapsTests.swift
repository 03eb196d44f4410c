import Testing

@testable import MVIRouterTerminal

/// A walk that traps is shrunk by replaying candidates (in child processes; here a predicate
/// stands for them) and written as a test that replays it.
@Suite struct ExplorationTrapsTests {
  @Test func aTrapIsShrunkToTheLinesItNeedsKeepingTheStartingSize() async {
    let walk = ["resize 80 24"] + (0..<300).map { "key \($0)" }
    var tries = 0
    // Traps when `key 17` comes before `key 203`, whatever else is there.
    let shrunk = await ExplorationTraps.shrink(walk) { lines in
      tries += 1
      guard lines.first == "resize 80 24",
        let first = lines.firstIndex(of: "key 17"), let second = lines.firstIndex(of: "key 203")
      else { return false }
      return first < second
    }
    #expect(shrunk == ["resize 80 24", "key 17", "key 203"])
    #expect(tries <= ExplorationTraps.budget)
  }

  @Test func aWalkThatNeverTrapsStaysAsItIs() async {
    let walk = ["resize 80 24", "key down", "key enter"]
    let shrunk = await ExplorationTraps.shrink(walk) { _ in false }
    #expect(shrunk == walk)
  }

  @Test func theTestReplaysTheWalkAndQuits() {
    let template = SessionTestTemplate(
      imports: ["App"], makeHost: "try App.host()", suiteName: "TrapTests")
    let source = ExplorationTraps.testSource(
      ["resize 80 24", "type 漢字", "paste " + String(repeating: "x", count: 80)], signal: 4,
      template: template)
    #expect(source.contains("(signal 4)"))
    #expect(source.contains("import App\nimport MVIRouterTerminal\nimport Testing\n"))
    #expect(source.contains("@MainActor @Suite struct TrapTests {"))
    #expect(source.contains("    let host = try App.host()\n"))
    #expect(source.contains("    try await host.replay(\"type 漢字\")\n"))
    #expect(source.contains("    try await host.replay(\n      \"paste xxx"))
    #expect(source.hasSuffix("    try await host.replay(\"quit\")\n  }\n}\n"))
    #expect(source.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }
}
