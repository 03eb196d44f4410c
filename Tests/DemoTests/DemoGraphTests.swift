import Testing

@testable import DemoApp

@Suite @MainActor struct DemoGraphTests {
  @Test func graphTakesAnOptionalFormat() throws {
    #expect(try DemoApp.parse(["--graph"]).graph == .dot)
    #expect(try DemoApp.parse(["--graph", "mermaid"]).graph == .mermaid)
    #expect(try DemoApp.parse(["--graph", "dot", "--tabs"]).graph == .dot)
    let options = try DemoApp.parse(["--graph", "--open", "demo://dogs"])
    #expect(options.graph == .dot && options.openLink == "demo://dogs")
    #expect(try DemoApp.parse([]).graph == nil)
  }

  @Test func anUnknownFormatIsRefused() {
    #expect(throws: DemoArgumentError("--graph takes dot or mermaid, not \"svg\"")) {
      try DemoApp.parse(["--graph", "svg"])
    }
  }

  /// One graph that `dot` reads as it is: the map and the navigation after the starting link.
  /// `--graph` prints and exits, so a session's options beside it would be ignored: each is
  /// a usage error that names it.
  @Test(arguments: [
    ["--script", "-"], ["--record", "t.swift"], ["--restore", "nav.json"], ["--size", "60x20"],
    ["--no-mouse"], ["--fail"], ["--delay-ms", "5"],
  ])
  func aSessionsOptionBesideGraphIsRefused(option: [String]) {
    #expect(throws: DemoArgumentError.self) { try DemoApp.parse(["--graph"] + option) }
    do throws(DemoArgumentError) {
      _ = try DemoApp.parse(["--graph"] + option)
    } catch {
      #expect(error.reason.contains(option[0]))
    }
  }

  /// With `--explore` the walk runs the app, so the fakes' options count.
  @Test func theFakesOptionsCountWhenTheGraphExplores() throws {
    let options = try DemoApp.parse(["--graph", "--explore", "5", "--fail", "--delay-ms", "3"])
    #expect(options.fail && options.delayMilliseconds == 3)
  }

  @Test func theGraphShowsTheMapAndTheNavigationAfterTheStartingLink() throws {
    let options = try DemoApp.parse(["--graph", "--open", "demo://products/1/quantity"])
    let text = try DemoApp.graph(options, format: .dot)
    #expect(text.hasPrefix("digraph \"demo links and navigation\" {\n"))
    #expect(text.components(separatedBy: "digraph").count == 2)
    #expect(text.hasSuffix("}\n"))
    #expect(
      text.contains(
        "  // The deep links of demo:// and the navigation: root > push products > "
          + "fullScreenCover product(id: 1) > sheet[medium] quantityPicker(productID: 1)\n"))
    #expect(text.contains(#"    sn2 [label="product(id: 1)"];"#))
    #expect(text.contains(#"  sn2 -> sn3 [label="sheet"];"#))
    #expect(
      text.contains(
        #"    le6 [label="demo://products/1/quantity\nroot > push products > fullScreenCover product(id: 1) > sheet quantityPicker(productID: 1)", shape=note];"#
      ))
  }

  /// Mermaid as a renderer reads it: one flowchart, no Markdown code fences.
  @Test func mermaidIsOneFlowchartWithoutFences() throws {
    let text = try DemoApp.graph(DemoApp.parse(["--graph", "mermaid"]), format: .mermaid)
    #expect(!text.contains("```"))
    let comment = "  %% The deep links of demo:// and the navigation: root"
    #expect(text.hasPrefix("flowchart LR\n" + comment + "\n"))
    #expect(text.components(separatedBy: "flowchart").count == 2)
    #expect(
      text.contains("  subgraph sc0 [\"navigation: root stack\"]\n    sn0(\"root\")\n  end\n"))
  }

  @Test func theTabbedGraphDrawsTheTabs() throws {
    let options = try DemoApp.parse(["--tabs", "--graph", "--open", "demo://movies/2"])
    let text = try DemoApp.graph(options, format: .dot)
    #expect(text.contains(#"    ln1 [label="image", peripheries=2];"#))
    #expect(text.contains(#"    st2n0 [label="[movies]", style=rounded];"#))
    #expect(text.contains(#"  st2n0 -> st2n1 [label="push"];"#))
    #expect(text.components(separatedBy: "digraph").count == 2)
  }

  @Test func aLinkThatCannotBeOpenedIsAnError() throws {
    let options = try DemoApp.parse(["--graph", "--open", "demo://nowhere"])
    #expect(
      throws: DemoArgumentError(
        "cannot open demo://nowhere: no link matches the path \"nowhere\"")
    ) { try DemoApp.graph(options, format: .dot) }
  }

  @Test func theDemoPrintsTheGraphAndExitsZeroOrTwoForABadLink() throws {
    let run = try DemoProcess.run(["--graph", "mermaid", "--open", "demo://dogs"])
    #expect(run.status == 0)
    let comment = "%% The deep links of demo:// and the navigation: root > push dogSearch\n"
    #expect(run.output.contains(comment))
    #expect(run.errors.isEmpty)
    let bad = try DemoProcess.run(["--graph", "--open", "demo://nowhere"])
    #expect(bad.status == 2)
    #expect(
      bad.errors == "demo: cannot open demo://nowhere: no link matches the path \"nowhere\"\n")
  }
}
