extension TabbedDeepLinkMap {
  /// The tabbed map as a diagram: `scheme://`, a node for each tab's name, and under it the
  /// tree of that tab's link patterns, as ``DeepLinkMap/diagram(format:)`` draws it; each
  /// example note names the tab the link selects. The tab's node is always a pattern's end: its
  /// name alone selects the tab at its root.
  ///
  /// ```swift
  /// print(tabLinks.diagram(format: .dot))
  /// ```
  ///
  /// Prints, for a tab `inbox` with the one link `:id`, the nodes `n0 "demo://"`, `n1 "inbox"`
  /// and `n2 ":id"`, and the notes `demo://inbox` / `tab inbox: root` and `demo://inbox/1` /
  /// `tab inbox: root > push message(id: 1)`.
  ///
  /// - Parameter format: Graphviz DOT or Mermaid.
  /// - Returns: The diagram's text, lines joined by `\n`, with no final line break.
  public func diagram(format: DiagramFormat) -> String {
    linkTree().text(format)
  }

  /// The map and a tabbed navigation state in one diagram, which `dot` or a Mermaid renderer
  /// reads as it is: the map's tree (as ``diagram(format:)`` draws it) in a cluster of its
  /// own, and beside it the tabs (as ``TabbedNavigationState/diagram(format:)`` draws them).
  /// Ids are prefixed (`l` for the map, `s` for the state), so the two never collide.
  ///
  /// ```swift
  /// try tabs.open("demo://inbox/2", using: tabLinks)
  /// print(tabLinks.diagram(format: .mermaid, beside: tabs.state))
  /// ```
  ///
  /// - Parameters:
  ///   - format: Graphviz DOT or Mermaid.
  ///   - state: The tabs to draw beside the map, e.g. after opening a link.
  /// - Returns: The diagram's text, lines joined by `\n`, with no final line break.
  public func diagram<Alert: RouterAlertScreenProtocol>(
    format: DiagramFormat, beside state: TabbedNavigationState<Tab, Screen, Alert>
  ) -> String {
    var diagram = Diagram(name: "\(scheme) links and navigation")
    diagram.add(linkTree(), prefix: "l", clusterLabel: "\(scheme):// links")
    state.addLayers(to: &diagram, prefix: "s")
    return diagram.text(format)
  }

  /// The tree of every tab's link patterns.
  private func linkTree() -> Diagram {
    var patterns: [(segments: [DeepLink<Screen>.Segment], example: () -> String)] = []
    for entry in tabs {
      // The tab's name alone selects the tab at its root, whatever its links say.
      patterns.append(
        (
          [.literal(entry.name)],
          { [scheme] in "\(scheme)://\(entry.name)\ntab \(entry.name): root" }
        ))
      for link in entry.links.links {
        patterns.append(
          (
            [.literal(entry.name)] + link.segments,
            { [scheme] in link.example(scheme: scheme, prefix: [entry.name], tab: entry.name) }
          ))
      }
    }
    return DeepLinkMap<Screen>.linkTree(scheme: scheme, patterns)
  }
}
