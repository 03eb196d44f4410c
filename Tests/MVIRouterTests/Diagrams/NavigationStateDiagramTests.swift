import MVIRouter
import Testing

/// A screen whose text is whatever it is given, to test escaping.
enum LabelScreen: RouterScreenProtocol, CustomStringConvertible {
  case named(String)

  var description: String {
    switch self {
    case .named(let name): name
    }
  }
}

@MainActor
@Suite struct NavigationStateDiagramTests {
  /// `root > push list > sheet edit > push detail(1) | alert delete[…] | queued info[OK]`.
  func layeredState() -> NavigationState<CoreScreen, CoreAlert> {
    let routerEvents = RouterEvents(router: CoreRouter())
    routerEvents.routeTo(.list)
    routerEvents.routeTo(.edit)
    routerEvents.routeTo(.detail(1))
    routerEvents.presentAlert(.delete)
    routerEvents.presentAlert(.info, owner: .root)
    return routerEvents.state
  }

  @Test func anEmptyStateIsTheRootAlone() {
    let state = NavigationState<CoreScreen, CoreAlert>()
    #expect(
      state.diagram(format: .dot) == """
        digraph "navigation" {
          rankdir=LR;
          node [shape=box];
          subgraph cluster_c0 {
            label="root stack";
            n0 [label="root", style=rounded];
          }
        }
        """)
    #expect(
      state.diagram(format: .mermaid) == """
        flowchart LR
          subgraph c0 ["root stack"]
            n0("root")
          end
        """)
  }

  @Test func eachLayerIsAClusterAndAlertsHangOffTheirOwners() {
    let state = layeredState()
    #expect(
      state.description
        == "root > push list > sheet edit > push detail(1) | alert delete[Delete, Cancel]"
        + " | queued info[OK]")
    #expect(
      state.diagram(format: .dot) == """
        digraph "navigation" {
          rankdir=LR;
          node [shape=box];
          subgraph cluster_c0 {
            label="root stack";
            n0 [label="root", style=rounded];
            n1 [label="list"];
          }
          subgraph cluster_c1 {
            label="sheet";
            n2 [label="edit"];
            n3 [label="detail(1)"];
          }
          a1 [label="alert delete[Delete, Cancel]", shape=hexagon];
          a2 [label="queued info[OK]", shape=hexagon];
          n0 -> n1 [label="push"];
          n1 -> n2 [label="sheet"];
          n2 -> n3 [label="push"];
          n3 -> a1 [style=dashed];
          n0 -> a2 [style=dashed];
        }
        """)
  }

  @Test func theMermaidFormDrawsTheSameGraph() {
    #expect(
      layeredState().diagram(format: .mermaid) == """
        flowchart LR
          subgraph c0 ["root stack"]
            n0("root")
            n1["list"]
          end
          subgraph c1 ["sheet"]
            n2["edit"]
            n3["detail(1)"]
          end
          a1{{"alert delete[Delete, Cancel]"}}
          a2{{"queued info[OK]"}}
          n0 -->|"push"| n1
          n1 -->|"sheet"| n2
          n2 -->|"push"| n3
          n3 -.-> a1
          n0 -.-> a2
        """)
  }

  @Test func aCoverOverASheetIsALayerOfItsOwn() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    routerEvents.routeTo(.edit, as: .sheet)
    routerEvents.routeTo(.settings, as: .fullScreenCover)
    let lines = routerEvents.state.diagram(format: .mermaid).split(separator: "\n")
    #expect(
      lines.filter { $0.contains("subgraph") || $0.contains("-->") } == [
        #"  subgraph c0 ["root stack"]"#, #"  subgraph c1 ["sheet"]"#,
        #"  subgraph c2 ["fullScreenCover"]"#, #"  n0 -->|"sheet"| n1"#,
        #"  n1 -->|"fullScreenCover"| n2"#,
      ])
  }

  @Test func statesThatLookTheSameDrawTheSameWhateverTheirIds() {
    let first = RouterEvents<CoreScreen, CoreAlert>()
    first.routeTo(.list, as: .push)
    let second = RouterEvents<CoreScreen, CoreAlert>()
    second.routeTo(.edit, as: .sheet)
    second.dismiss()
    second.routeTo(.list, as: .push)
    #expect(first.state.routes.map(\.id) != second.state.routes.map(\.id))
    for format in DiagramFormat.allCases {
      #expect(first.state.diagram(format: format) == second.state.diagram(format: format))
    }
  }

  @Test func labelsAreEscapedForEachFormat() {
    let routerEvents = RouterEvents<LabelScreen, RouterDefaultAlert>()
    routerEvents.routeTo(.named("say \"hi\"\nnext ✓ \\ #1 <b> | `x` & 🇫🇷"), as: .push)
    let dot = routerEvents.state.diagram(format: .dot).split(separator: "\n")
    #expect(dot.contains(#"    n1 [label="say \"hi\"\nnext ✓ \\ #1 <b> | `x` & 🇫🇷"];"#))
    let mermaid = routerEvents.state.diagram(format: .mermaid).split(separator: "\n")
    #expect(
      mermaid.contains(
        #"    n1["say #34;hi#34;<br>next ✓ \ #35;1 #60;b#62; #124; #96;x#96; #38; 🇫🇷"]"#))
  }

  @Test func everyKindOfLineBreakIsOneBreak() {
    let routerEvents = RouterEvents<LabelScreen, RouterDefaultAlert>()
    routerEvents.routeTo(.named("a\r\nb\rc\u{2028}d"), as: .push)
    #expect(
      routerEvents.state.diagram(format: .dot).contains(#"n1 [label="a\nb\nc\nd"];"#))
  }

  @Test func theFormatsAreNamedAsOnACommandLine() {
    #expect(DiagramFormat.allCases.map { "\($0)" } == ["dot", "mermaid"])
  }
}
