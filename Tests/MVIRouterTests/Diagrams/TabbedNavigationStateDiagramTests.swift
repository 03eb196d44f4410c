import MVIRouter
import Testing

@Suite struct TabbedNavigationStateDiagramTests {
  @Test func eachTabHangsOffTheTabBarWithWhatIsPresentedOverIt() {
    let state = TabbedNavigationState<CoreTab, CoreScreen, CoreAlert>(
      tabs: [.home, .search], selected: .search,
      stacks: [
        .home: NavigationState(routes: [
          Route(id: RouteID(rawValue: 1), screen: .list, presentation: .push)
        ])
      ],
      overlay: NavigationState(routes: [
        Route(id: RouteID(rawValue: 2), screen: .settings, presentation: .sheet)
      ]))
    #expect(
      state.description == "home: root > push list · [search] root | over tabs: sheet settings")
    #expect(
      state.diagram(format: .dot) == """
        digraph "navigation" {
          rankdir=LR;
          node [shape=box];
          subgraph cluster_oc0 {
            label="over tabs";
            on0 [label="tab bar", style=rounded];
          }
          subgraph cluster_oc1 {
            label="sheet";
            on1 [label="settings"];
          }
          subgraph cluster_t0c0 {
            label="tab home";
            t0n0 [label="home", style=rounded];
            t0n1 [label="list"];
          }
          subgraph cluster_t1c0 {
            label="tab search";
            t1n0 [label="[search]", style=rounded];
          }
          on0 -> on1 [label="sheet"];
          on0 -> t0n0 [label="tab"];
          t0n0 -> t0n1 [label="push"];
          on0 -> t1n0 [label="tab"];
        }
        """)
  }

  @Test func theMermaidFormOfTabsAtTheirRoots() {
    let state = TabbedNavigationState<CoreTab, CoreScreen, CoreAlert>(
      tabs: [.home, .search], selected: .home)
    #expect(
      state.diagram(format: .mermaid) == """
        flowchart LR
          subgraph oc0 ["over tabs"]
            on0("tab bar")
          end
          subgraph t0c0 ["tab home"]
            t0n0("[home]")
          end
          subgraph t1c0 ["tab search"]
            t1n0("search")
          end
          on0 -->|"tab"| t0n0
          on0 -->|"tab"| t1n0
        """)
  }
}
