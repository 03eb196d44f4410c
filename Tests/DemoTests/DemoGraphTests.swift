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

  @Test func theGraphShowsTheMapAndTheNavigationAfterTheStartingLink() throws {
    let options = try DemoApp.parse(["--graph", "--open", "demo://products/1/quantity"])
    let text = try DemoApp.graph(options, format: .dot)
    let navigation = #"""
      // The navigation: root > push products > fullScreenCover product(id: 1) > sheet quantityPicker(productID: 1)
      digraph "navigation" {
        rankdir=LR;
        node [shape=box];
        subgraph cluster_c0 {
          label="root stack";
          n0 [label="root", style=rounded];
          n1 [label="products"];
        }
        subgraph cluster_c1 {
          label="fullScreenCover";
          n2 [label="product(id: 1)"];
        }
        subgraph cluster_c2 {
          label="sheet";
          n3 [label="quantityPicker(productID: 1)"];
        }
        n0 -> n1 [label="push"];
        n1 -> n2 [label="fullScreenCover"];
        n2 -> n3 [label="sheet"];
      }

      """#
    #expect(text.hasPrefix("// The deep links of demo://\ndigraph \"demo links\" {\n"))
    #expect(text.hasSuffix("}\n\n" + navigation))
    #expect(
      text.contains(
        #"  e6 [label="demo://products/1/quantity\nroot > push products > fullScreenCover product(id: 1) > sheet quantityPicker(productID: 1)", shape=note];"#
      ))
  }

  @Test func mermaidComesInMarkdownBlocks() throws {
    let text = try DemoApp.graph(DemoApp.parse(["--graph", "mermaid"]), format: .mermaid)
    #expect(text.hasPrefix("```mermaid\n%% The deep links of demo://\nflowchart LR\n"))
    #expect(
      text.hasSuffix(
        """
        ```mermaid
        %% The navigation: root
        flowchart LR
          subgraph c0 ["root stack"]
            n0("root")
          end
        ```

        """))
  }

  @Test func theTabbedGraphDrawsTheTabs() throws {
    let options = try DemoApp.parse(["--tabs", "--graph", "--open", "demo://movies/2"])
    let text = try DemoApp.graph(options, format: .dot)
    #expect(text.contains(#"  n1 [label="image", peripheries=2];"#))
    #expect(text.contains(#"    t2n0 [label="[movies]", style=rounded];"#))
    #expect(text.contains(#"  t2n0 -> t2n1 [label="push"];"#))
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
    #expect(run.output.contains("%% The navigation: root > push dogSearch\n"))
    #expect(run.errors.isEmpty)
    let bad = try DemoProcess.run(["--graph", "--open", "demo://nowhere"])
    #expect(bad.status == 2)
    #expect(
      bad.errors == "demo: cannot open demo://nowhere: no link matches the path \"nowhere\"\n")
  }
}
