/// The text format of a navigation diagram: Graphviz DOT or a Mermaid flowchart.
///
/// ```swift
/// print(routerEvents.state.diagram(format: .mermaid))
/// ```
///
/// Prints a Mermaid flowchart, e.g. for `root > push list`:
/// ```
/// flowchart LR
///   subgraph c0 ["root stack"]
///     n0("root")
///     n1["list"]
///   end
///   n0 -->|"push"| n1
/// ```
public enum DiagramFormat: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Graphviz DOT, e.g. for `dot -Tsvg map.dot > map.svg`.
  case dot
  /// A Mermaid flowchart, which GitHub and many editors draw from a `mermaid` code block.
  case mermaid

  /// `dot` or `mermaid`, as written on a command line.
  public var description: String { rawValue }
}
