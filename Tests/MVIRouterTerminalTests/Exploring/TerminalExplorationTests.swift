import Foundation
import MVIRouter
import Testing

@testable import MVIRouterTerminal

/// The explorer walks an app, finds the faults planted in the test shop, shrinks the walk to a
/// handful of steps and writes a test that fails on the faulty shop and passes on the fixed one.
@Suite @MainActor struct TerminalExplorationTests {
  static let template = SessionTestTemplate(
    imports: ["Shop"], makeHost: "ShopFactory.host()", suiteName: "ExploredShopTests")

  func exploration(
    _ faults: Set<ShopFault>,
    invariants: @escaping @MainActor (TerminalHost<ShopFactory>) throws -> Void = { _ in }
  )
    -> TerminalExploration<ShopFactory>
  {
    TerminalExploration(recordingAs: Self.template, invariants: invariants) {
      ShopFactory.host(faults)
    }
  }

  /// Replays `walk` on a fresh shop with `faults`; the navigation before and after its last line.
  func replay(_ walk: [String], faults: Set<ShopFault>) async throws -> (
    host: TerminalHost<ShopFactory>, before: String, after: String
  ) {
    let host = ShopFactory.host(faults)
    try await host.replay("resize 80 24")
    try await host.replay(walk.dropLast().joined(separator: "\n"))
    let before = host.screenFactory.routerEvents.state.description
    try await host.replay(walk.last ?? "")
    return (host, before, host.screenFactory.routerEvents.state.description)
  }

  /// `--explore --record FILE` with a place the test cannot be written to is refused before
  /// the walk: a failure found and shrunk would be lost.
  @Test func aRecordFileThatCannotBeWrittenIsRefusedBeforeTheWalk() async {
    let missing = "/nonexistent-\(UUID().uuidString)/ExploredTests.swift"
    let arguments = try? TerminalHostArguments(parsing: ["--explore", "5", "--record", missing])
    let host = ShopFactory.host([])
    let status = await host.run(
      arguments ?? TerminalHostArguments(), recordingAs: Self.template,
      exploring: exploration([.closeDoesNothing]))
    #expect(status == 2)
  }

  @Test func theShopWithoutFaultsHoldsEverythingForAThousandSteps() async {
    let report = await exploration([]).run(steps: 1000, seed: 1)
    #expect(report.failure == nil, "\(report)")
    #expect(report.steps == 1000)
    #expect(report.walk.isEmpty)
    #expect(report.test == nil)
    #expect(report.screens == ["help", "receipt", "root: Shop"])
    #expect(report.rowsPressed.contains("help: Close"))
    #expect(report.rowsPressed.contains("root: Shop: Buy"))
    #expect(!report.rowsPressed.contains("root: Shop: Out of stock"))
    #expect(
      report.transitions.contains(.init(from: "help", via: "Close", to: "root: Shop")))
    #expect(report.transitions.contains(.init(from: "root: Shop", via: "Help", to: "help")))
    #expect(report.transitions.contains { $0.from == "root: Shop" && $0.to == "receipt" })
  }

  @Test func theSameSeedWalksTheSameWayAndAnotherSeedAnotherWay() async {
    let first = await exploration([]).run(steps: 300, seed: 42)
    let again = await exploration([]).run(steps: 300, seed: 42)
    let other = await exploration([]).run(steps: 300, seed: 43)
    #expect(first == again)
    #expect(first.transitions != other.transitions || first.rowsPressed != other.rowsPressed)
  }

  @Test func aCloseRowThatDoesNothingIsFoundAndShrunkToAFewSteps() async throws {
    let report = await exploration([.closeDoesNothing]).run(steps: 1000, seed: 1)
    let failure = try #require(report.failure, "\(report)")
    #expect(failure.contains("left help where it was"), "\(failure)")
    #expect(report.steps < 1000)
    // Open the help and press Close: a handful of lines whatever the walk was.
    #expect((2...4).contains(report.walk.count), "\(report.walk)")
    // Replayed, the last line leaves nothing on the faulty shop and the help on the fixed one.
    let faulty = try await replay(report.walk, faults: [.closeDoesNothing])
    #expect(faulty.before.contains("sheet help"))
    #expect(faulty.after == faulty.before)
    let fixed = try await replay(report.walk, faults: [])
    #expect(fixed.before == faulty.before)
    #expect(fixed.after != fixed.before)
  }

  @Test func theTestWrittenForACloseRowAssertsThatTheLastStepLeaves() async throws {
    let report = await exploration([.closeDoesNothing]).run(steps: 1000, seed: 1)
    let test = try #require(report.test)
    #expect(test.contains("@MainActor @Suite struct ExploredShopTests {"))
    #expect(test.contains("    let host = ShopFactory.host()\n"))
    #expect(test.contains("// cannot leave: "))
    #expect(test.contains("    let before = host.screenFactory.routerEvents.state.description\n"))
    #expect(test.contains("    let after = host.screenFactory.routerEvents.state.description\n"))
    #expect(test.contains("    #expect(after != before, \"the step leaves nothing\")\n"))
    // Every line of the walk is replayed, in order, the last one after `before`.
    let replays = test.split(separator: "\n").filter { $0.contains("host.replay(") }
      .map { String($0.drop { $0 == " " }) }
    #expect(
      replays
        == ["try await host.replay(\"resize 80 24\")"]
        + report.walk.map { "try await host.replay(\(SessionRecording.literal($0)))" }
        + ["try await host.replay(\"quit\")"])
    let lastReplay = try #require(
      test.range(
        of: "host.replay(\(SessionRecording.literal(report.walk.last!)))", options: .backwards))
    let before = try #require(test.range(of: "let before ="))
    #expect(before.lowerBound < lastReplay.lowerBound)
    // The lines fit the project's lint: at most 100 columns.
    #expect(test.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }

  @Test func aScreenThatDoesNotSurviveARestoreIsFoundAndShrunk() async throws {
    let report = await exploration([.receiptNeedsMemory]).run(steps: 2000, seed: 3)
    let failure = try #require(report.failure, "\(report)")
    #expect(
      failure.contains("restored, the navigation is root instead of root > push receipt"),
      "\(failure)")
    // Buy, confirm, and the save and restore (a wait): a handful of lines.
    #expect((3...6).contains(report.walk.count), "\(report.walk)")
    #expect(report.walk.last == "wait-idle")
    let test = try #require(report.test)
    #expect(test.contains("    let restored = ShopFactory.host()\n"))
    #expect(test.contains("    #expect(await host.restoreProblem(in: restored) == nil)\n"))
    // Replayed: restoring fails on the faulty shop and holds on the fixed one.
    let faulty = try await replay(report.walk, faults: [.receiptNeedsMemory])
    #expect(faulty.after.contains("push receipt"))
    let problem = await faulty.host.restoreProblem(in: ShopFactory.host([.receiptNeedsMemory]))
    #expect(problem?.contains("instead of root > push receipt") == true, "\(problem ?? "nil")")
    let fixed = try await replay(report.walk, faults: [])
    #expect(fixed.after == faulty.after)
    #expect(await fixed.host.restoreProblem(in: ShopFactory.host()) == nil)
  }

  @Test func anInvariantOfTheAppThatBreaksIsFoundAndShrunk() async throws {
    struct TooManyOrders: Error, CustomStringConvertible {
      var description: String { "more than one order" }
    }
    let report = await exploration([]) { host in
      if host.screenFactory.orders > 1 { throw TooManyOrders() }
    }.run(steps: 2000, seed: 5)
    let failure = try #require(report.failure, "\(report)")
    #expect(failure == "the app's invariant: more than one order")
    // Buy, confirm, back (or Done), buy, confirm: the fewest steps that order twice.
    #expect((4...7).contains(report.walk.count), "\(report.walk)")
    let replayed = try await replay(report.walk, faults: [])
    #expect(replayed.host.screenFactory.orders == 2)
    #expect(report.test?.contains("// Assert the app's invariant here") == true)
  }

  @Test func anAppThatCannotBeMadeIsAFailureNotATrap() async {
    struct Broken: Error {}
    let exploration = TerminalExploration<ShopFactory> { throw Broken() }
    let report = await exploration.run(steps: 10, seed: 0)
    #expect(report.failure?.hasPrefix("the app could not be made") == true)
    #expect(report.steps == 0)
  }

  @Test func theReportSaysWhatWasCoveredAndWhatBroke() async {
    let report = await exploration([.closeDoesNothing]).run(steps: 1000, seed: 1)
    let text = report.description
    #expect(text.hasPrefix("explored \(report.steps) steps (seed 1): FAILED: "))
    #expect(text.contains("shrunk to \(report.walk.count) script lines:\n  "))
    #expect(text.contains("screens reached ("))
    #expect(text.contains("transitions ("))
    // One item a line, so a terminal of any width shows the report as a list.
    #expect(text.contains("\nscreens reached (\(report.screens.count)):\n  "))
    let covered = text.split(separator: "\n").drop { !$0.hasPrefix("screens reached") }
    #expect(covered.allSatisfy { $0.count <= 80 })
  }

  @Test func theWalkIsLoggedAsAScriptWithRefusedLinesCommentedAndRemovedAtTheEnd() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("explored-walk-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: url) }
    let host = ShopFactory.host()
    host.addScriptCommand("open") { link in
      guard link == "shop://help" else { throw TerminalHostError("no such link") }
      host.screenFactory.routerEvents.routeTo(.help)
    }
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let log = try FileHandle(forWritingTo: url)
    let runner = ExplorationRunner(exploration: exploration([]), width: 80, height: 24)
    let ran = await runner.run(
      ["key down", "open shop://nowhere", "open shop://help"], on: host, log: log)
    try log.close()
    #expect(ran == ["key down", "open shop://help"])
    #expect(
      try String(contentsOf: url, encoding: .utf8)
        == "key down\n# refused: open shop://nowhere\nopen shop://help\n")
    #expect(host.screenFactory.routerEvents.state.description == "root > sheet help")
    // A walk that ends removes its log: only a trap leaves it.
    var logged = exploration([])
    logged.walkLog = url
    let report = await logged.run(steps: 50, seed: 1)
    #expect(report.failure == nil)
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func theTransitionsDrawAsOneGraphInBothFormats() async {
    let report = await exploration([]).run(steps: 300, seed: 1)
    let dot = report.diagram(format: .dot)
    #expect(dot.hasPrefix("digraph \"explored\" {\n  rankdir=LR;\n  node [shape=box];\n"))
    #expect(
      dot.contains("  subgraph cluster_explored {\n    label=\"explored: 300 steps, seed 1\";\n"))
    #expect(dot.contains("    x0 [label=\"help\"];\n"))
    #expect(dot.contains("    x2 [label=\"root: Shop\", style=rounded];\n"))
    #expect(dot.contains("    x0 -> x2 [label=\"Close"))
    #expect(dot.hasSuffix("  }\n}\n"))
    // One arrow per pair of places, whatever the steps between them.
    let arrows = dot.split(separator: "\n").filter { $0.contains(" -> ") }
    let pairs = arrows.map { $0.split(separator: "[").first! }
    #expect(Set(pairs).count == pairs.count)
    let mermaid = report.diagram(format: .mermaid)
    #expect(
      mermaid.hasPrefix("flowchart LR\n  subgraph explored [\"explored: 300 steps, seed 1\"]\n"))
    #expect(mermaid.contains("    x2(\"root: Shop\")\n"))
    #expect(mermaid.contains("  x0 -->|\"Close"))
  }
}
