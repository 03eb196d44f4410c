import MVIRouter
import Testing

@Suite struct TabbedDeepLinkMapDiagramTests {
  @Test func eachTabIsANodeWithItsOwnLinksUnderIt() throws {
    let links = TabbedDeepLinkMap<CoreTab, CoreScreen>(
      scheme: "app",
      [
        .home: DeepLinkMap(
          scheme: "app",
          [
            DeepLink("") { _ in [.push(.edit)] },
            DeepLink(":id") { p in [.push(.detail(try p.int("id")))] },
          ]),
        .search: DeepLinkMap(scheme: "app", []),
      ])
    #expect(
      links.diagram(format: .dot) == #"""
        digraph "app links" {
          rankdir=LR;
          node [shape=box];
          n0 [label="app://", style=rounded];
          n1 [label="home", peripheries=2];
          n2 [label=":id", peripheries=2];
          n3 [label="search", peripheries=2];
          e1 [label="app://home\ntab home: root", shape=note];
          e2 [label="app://home/1\ntab home: root > push detail(1)", shape=note];
          e3 [label="app://search\ntab search: root", shape=note];
          n0 -> n1;
          n1 -> n2;
          n0 -> n3;
          n1 -> e1 [style=dashed];
          n2 -> e2 [style=dashed];
          n3 -> e3 [style=dashed];
        }
        """#)
    // What the notes say is what the links open: a tab's name alone selects it at its root.
    #expect(try links.target(for: "app://home").steps == [])
    #expect(try links.target(for: "app://home/1").steps == [.push(.detail(1))])
  }
}
