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
  /// `tab inbox: root > push message(1)`.
  ///
  /// - Parameter format: Graphviz DOT or Mermaid.
  /// - Returns: The diagram's text, lines joined by `\n`, with no final line break.
  public func diagram(format: DiagramFormat) -> String {
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
    return DeepLinkMap<Screen>.linkTree(scheme: scheme, patterns).text(format)
  }
}
