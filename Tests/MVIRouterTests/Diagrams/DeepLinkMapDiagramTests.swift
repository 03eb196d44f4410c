import MVIRouter
import Testing

@Suite struct DeepLinkMapDiagramTests {
  @Test func theMapIsATreeOfItsPatternsWithAnExampleOfEach() {
    #expect(
      coreLinks.diagram(format: .dot) == #"""
        digraph "shop links" {
          rankdir=LR;
          node [shape=box];
          n0 [label="shop://", peripheries=2];
          n1 [label="list", peripheries=2];
          n2 [label="items"];
          n3 [label=":id", peripheries=2];
          n4 [label="edit", peripheries=2];
          n5 [label="settings"];
          n6 [label="pick", peripheries=2];
          e0 [label="shop://\nroot", shape=note];
          e1 [label="shop://list\nroot > push list", shape=note];
          e3 [label="shop://items/1\nroot > push list > push detail(1)", shape=note];
          e4 [label="shop://items/1/edit\nroot > push list > push detail(1) > sheet edit", shape=note];
          e6 [label="shop://settings/pick\nroot > fullScreenCover settings > sheet picker", shape=note];
          n0 -> n1;
          n0 -> n2;
          n2 -> n3;
          n3 -> n4;
          n0 -> n5;
          n5 -> n6;
          n0 -> e0 [style=dashed];
          n1 -> e1 [style=dashed];
          n3 -> e3 [style=dashed];
          n4 -> e4 [style=dashed];
          n6 -> e6 [style=dashed];
        }
        """#)
  }

  @Test func theMermaidFormDrawsTheSameTree() {
    let links = DeepLinkMap<CoreScreen>(
      scheme: "shop", [DeepLink("items/:id") { p in [.push(.detail(try p.int("id")))] }])
    #expect(
      links.diagram(format: .mermaid) == """
        flowchart LR
          n0("shop://")
          n1["items"]
          n2[[":id"]]
          e2>"shop://items/1<br>root #62; push detail(1)"]
          n0 --> n1
          n1 --> n2
          n2 -.-> e2
        """)
  }

  @Test func anExampleTheLinkRejectsSaysWhy() {
    let links = DeepLinkMap<CoreScreen>(
      scheme: "shop",
      [
        DeepLink("items/:id") { p in
          let id = try p.int("id")
          guard id > 1 else {
            throw DeepLinkError.invalidParameter(name: "id", value: "\(id)", reason: "is too small")
          }
          return [.push(.detail(id))]
        }
      ])
    #expect(
      links.diagram(format: .dot).contains(
        #"e2 [label="shop://items/1\nrejected: parameter \"id\" is too small: \"1\"", shape=note];"#
      ))
  }

  @Test func aPatternGivenTwiceIsDrawnOnceWithTheFirstLinksRoutes() {
    let links = DeepLinkMap<CoreScreen>(
      scheme: "shop",
      [DeepLink("list") { _ in [.push(.list)] }, DeepLink("list") { _ in [.sheet(.edit)] }])
    let lines = links.diagram(format: .dot).split(separator: "\n")
    #expect(
      lines.filter { $0.contains("label=") } == [
        #"  n0 [label="shop://", style=rounded];"#,
        #"  n1 [label="list", peripheries=2];"#,
        #"  e1 [label="shop://list\nroot > push list", shape=note];"#,
      ])
  }

  @Test func mountedFeatureLinksHangUnderTheirPrefix() {
    let feature = DeepLinkMap<CoreScreen>(
      scheme: "feature", [DeepLink(":id") { p in [.push(.detail(try p.int("id")))] }])
    let links = DeepLinkMap<CoreScreen>(scheme: "shop", [DeepLink("list") { _ in [.push(.list)] }])
      .mounting(feature, at: "shop/items", embed: { $0 })
    let edges = links.diagram(format: .mermaid).split(separator: "\n").filter {
      $0.contains("-->")
    }
    #expect(edges == ["  n0 --> n1", "  n0 --> n2", "  n2 --> n3", "  n3 --> n4"])
    #expect(links.diagram(format: .mermaid).contains(#"n3["items"]"#))
  }

  @Test func unicodeAndQuotesInPatternsAreKeptAndEscaped() {
    let links = DeepLinkMap<CoreScreen>(
      scheme: "shop", [DeepLink("café/\"x\"") { _ in [.push(.list)] }])
    let dot = links.diagram(format: .dot)
    #expect(dot.contains(#"n1 [label="café"];"#))
    #expect(dot.contains(#"n2 [label="\"x\"", peripheries=2];"#))
    #expect(links.diagram(format: .mermaid).contains(##"n2[["#34;x#34;"]]"##))
  }

  /// One graph that `dot` reads as it is: the map in a cluster, the state beside it, ids
  /// prefixed so the two never collide.
  @Test func theMapAndANavigationStateMakeOneGraph() {
    let links = DeepLinkMap<CoreScreen>(
      scheme: "shop", [DeepLink("items/:id") { p in [.push(.detail(try p.int("id")))] }])
    let state = NavigationState<CoreScreen, CoreAlert>(
      routes: [Route(id: RouteID(rawValue: 1), screen: .detail(1), presentation: .push)])
    #expect(
      links.diagram(format: .dot, beside: state) == #"""
        digraph "shop links and navigation" {
          rankdir=LR;
          node [shape=box];
          subgraph cluster_lall {
            label="shop:// links";
            ln0 [label="shop://", style=rounded];
            ln1 [label="items"];
            ln2 [label=":id", peripheries=2];
            le2 [label="shop://items/1\nroot > push detail(1)", shape=note];
          }
          subgraph cluster_sc0 {
            label="navigation: root stack";
            sn0 [label="root", style=rounded];
            sn1 [label="detail(1)"];
          }
          ln0 -> ln1;
          ln1 -> ln2;
          ln2 -> le2 [style=dashed];
          sn0 -> sn1 [label="push"];
        }
        """#)
    let mermaid = links.diagram(format: .mermaid, beside: state)
    #expect(mermaid.hasPrefix("flowchart LR\n  subgraph lall [\"shop:// links\"]\n"))
    #expect(mermaid.components(separatedBy: "flowchart").count == 2)
    #expect(mermaid.hasSuffix("  sn0 -->|\"push\"| sn1"))
  }
}
