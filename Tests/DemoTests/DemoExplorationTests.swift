import Foundation
import MVIRouterTerminal
import Testing

@testable import DemoApp

/// The demo and the tabbed demo explored at random with fixed seeds: nothing that must always
/// hold breaks, and the walks reach every demo.
@Suite @MainActor struct DemoExplorationTests {
  static let demo = TerminalExploration(links: DemoLinks.examples) {
    try DemoApp.makeHost(DemoApp.parse(["--delay-ms", "0"]))
  }
  static let tabbed = TerminalExploration(links: DemoTabbedLinks.examples) {
    try DemoApp.makeTabbedHost(DemoApp.parse(["--delay-ms", "0", "--tabs"]))
  }

  @Test(arguments: [1, 2] as [UInt64])
  func theDemoHoldsEverythingForFourHundredSteps(seed: UInt64) async {
    let report = await Self.demo.run(steps: 400, seed: seed)
    #expect(report.failure == nil, "\(report)")
    #expect(report.steps == 400)
    for place in ["image", "products", "root: MVIRouter demo"] {
      #expect(report.screens.contains(place), "\(report.screens)")
    }
    #expect(report.transitions.contains { $0.via.hasPrefix("link demo://") })
    #expect(report.transitions.contains { $0.via == "back" })
  }

  @Test(arguments: [1, 2] as [UInt64])
  func theTabbedDemoHoldsEverythingForFourHundredSteps(seed: UInt64) async {
    let report = await Self.tabbed.run(steps: 400, seed: seed)
    #expect(report.failure == nil, "\(report)")
    #expect(report.steps == 400)
    #expect(report.screens.contains("root: Image"), "\(report.screens)")
    #expect(report.screens.contains("root: Products"), "\(report.screens)")
    #expect(report.transitions.contains { $0.via.hasPrefix("tab ") })
  }

  @Test func exploringMakesTheFakesAnswerAtOnceUnlessADelayIsGiven() throws {
    #expect(try DemoApp.parse(["--explore"]).delayMilliseconds == 0)
    #expect(try DemoApp.parse(["--explore", "--delay-ms", "30"]).delayMilliseconds == 30)
    #expect(try DemoApp.parse([]).delayMilliseconds == 400)
  }

  @Test func demoExploreRunsFromTheCommandLineAndPrintsTheReport() throws {
    let run = try DemoProcess.run(["--explore", "150", "--seed", "4"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("explored 150 steps (seed 4): no failure\n"), "\(run.output)")
    #expect(run.output.contains("\nscreens reached ("))
    let tabs = try DemoProcess.run(["--tabs", "--explore", "150", "--seed", "4"])
    #expect(tabs.status == 0, "\(tabs.errors)")
    #expect(tabs.output.hasPrefix("explored 150 steps (seed 4): no failure\n"), "\(tabs.output)")
  }

  @Test func graphWithExploreDrawsTheTransitionsBesideTheMapInOneGraph() async throws {
    let report = await Self.demo.run(steps: 200, seed: 1)
    let options = try DemoApp.parse(["--graph", "--explore", "200", "--seed", "1"])
    let map = try DemoApp.graph(options, format: .dot)
    let dot = DemoApp.adding(report.diagram(format: .dot), to: map, format: .dot)
    #expect(dot.hasPrefix(String(map.dropLast(2))))
    #expect(dot.components(separatedBy: "digraph").count == 2)
    #expect(
      dot.contains("  subgraph cluster_explored {\n    label=\"explored: 200 steps, seed 1\";"))
    #expect(dot.hasSuffix("  }\n}\n"))
    let mermaidMap = try DemoApp.graph(options, format: .mermaid)
    let mermaid = DemoApp.adding(report.diagram(format: .mermaid), to: mermaidMap, format: .mermaid)
    #expect(mermaid.hasPrefix(mermaidMap))
    #expect(mermaid.components(separatedBy: "flowchart").count == 2)
    #expect(mermaid.contains("\n  subgraph explored [\"explored: 200 steps, seed 1\"]\n"))
  }
}
