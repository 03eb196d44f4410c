/// The text format of a navigation diagram: Graphviz DOT or a Mermaid flowchart; it prints as
/// written on a command line, `dot` or `mermaid`.
///
/// ```swift
/// routerEvents.routeTo(.list, as: .push)
/// print(routerEvents.state.diagram(format: .mermaid))
/// ```
///
/// Prints:
/// ```
/// flowchart LR
///   subgraph c0 ["root stack"]
///     n0("root")
///     n1["list"]
///   end
///   n0 -->|"push"| n1
/// ```
public enum DiagramFormat: Hashable, Sendable, CaseIterable {
  /// Graphviz DOT, e.g. for `dot -Tsvg map.dot > map.svg`.
  case dot
  /// A Mermaid flowchart, which GitHub and many editors draw from a `mermaid` code block.
  case mermaid
}
