extension TabbedNavigationState {
  /// The tabbed navigation as a diagram: the tab bar, an arrow to each tab's root (the
  /// selected tab in brackets, as in the one-line text), each tab's layers and alerts as in
  /// ``NavigationState/diagram(format:)``, and what is presented over the tab bar from the bar.
  ///
  /// Nodes of tab `i` are named `t<i>n…`, those over the tab bar `on…`; labels are escaped for
  /// the format and the output is the same for equal-looking states.
  ///
  /// ```swift
  /// // tabs.state: [inbox] root · settings: root
  /// print(tabs.state.diagram(format: .mermaid))
  /// ```
  ///
  /// Prints:
  /// ```
  /// flowchart LR
  ///   subgraph oc0 ["over tabs"]
  ///     on0("tab bar")
  ///   end
  ///   subgraph t0c0 ["tab inbox"]
  ///     t0n0("[inbox]")
  ///   end
  ///   subgraph t1c0 ["tab settings"]
  ///     t1n0("settings")
  ///   end
  ///   on0 -->|"tab"| t0n0
  ///   on0 -->|"tab"| t1n0
  /// ```
  ///
  /// - Parameter format: Graphviz DOT or Mermaid.
  /// - Returns: The diagram's text, lines joined by `\n`, with no final line break.
  public func diagram(format: DiagramFormat) -> String {
    var diagram = Diagram(name: "navigation")
    addLayers(to: &diagram, prefix: "")
    return diagram.text(format)
  }

  /// Adds the tab bar, every tab's layers and what is over the tabs to `diagram`, naming
  /// nodes and clusters with `prefix` first.
  func addLayers(to diagram: inout Diagram, prefix: String) {
    overlay.addLayers(
      to: &diagram, prefix: prefix + "o", rootLabel: "tab bar", clusterLabel: "over tabs")
    var shown = tabs
    if !tabs.contains(selectedTab) { shown.append(selectedTab) }
    for (index, tab) in shown.enumerated() {
      let tabPrefix = prefix + "t\(index)"
      let name = "\(plain: tab)"
      diagram.edge(prefix + "on0", tabPrefix + "n0", "tab")
      self[tab: tab].addLayers(
        to: &diagram, prefix: tabPrefix, rootLabel: tab == selectedTab ? "[\(name)]" : name,
        clusterLabel: "tab \(name)")
    }
  }
}
