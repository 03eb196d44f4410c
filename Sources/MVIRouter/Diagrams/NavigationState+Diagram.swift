extension NavigationState {
  /// The navigation as a diagram: the root and each route in order, grouped by layer, and the
  /// alerts beside the routes that own them.
  ///
  /// Each layer — the root's stack, then each modal with the pushes on it — is a cluster; an
  /// arrow from the route below is labelled with the presentation. The visible alert and the
  /// queued ones hang off their owner (or the root) by a dashed arrow. Like the one-line text,
  /// the diagram leaves ids out, so equal-looking states draw the same; nodes are named by
  /// position (`n0` the root, `n1` the first route, `a1` the first alert). Labels are escaped
  /// for the format (quotes, line breaks, markup), and any Unicode is kept.
  ///
  /// ```swift
  /// routerEvents.routeTo(.list, as: .push)
  /// routerEvents.routeTo(.edit, as: .sheet)
  /// print(routerEvents.state.diagram(format: .dot))
  /// ```
  ///
  /// Prints:
  /// ```
  /// digraph "navigation" {
  ///   rankdir=LR;
  ///   node [shape=box];
  ///   subgraph cluster_c0 {
  ///     label="root stack";
  ///     n0 [label="root", style=rounded];
  ///     n1 [label="list"];
  ///   }
  ///   subgraph cluster_c1 {
  ///     label="sheet";
  ///     n2 [label="edit"];
  ///   }
  ///   n0 -> n1 [label="push"];
  ///   n1 -> n2 [label="sheet"];
  /// }
  /// ```
  ///
  /// - Parameter format: Graphviz DOT or Mermaid.
  /// - Returns: The diagram's text, lines joined by `\n`, with no final line break.
  public func diagram(format: DiagramFormat) -> String {
    var diagram = Diagram(name: "navigation")
    addLayers(to: &diagram, prefix: "", rootLabel: "root", clusterLabel: "root stack")
    return diagram.text(format)
  }

  /// Adds this state's layers, routes and alerts to `diagram`, naming nodes and clusters with
  /// `prefix` (so several states can share one diagram).
  func addLayers(
    to diagram: inout Diagram, prefix: String, rootLabel: String, clusterLabel: String
  ) {
    let rootID = prefix + "n0"
    var cluster = Diagram.Cluster(id: prefix + "c0", label: clusterLabel)
    cluster.nodes.append(.init(id: rootID, label: rootLabel, shape: .rounded))
    var nodeIDs: [RouteID: String] = [:]
    var below = rootID
    var layer = 0
    for (offset, route) in routes.enumerated() {
      let nodeID = prefix + "n\(offset + 1)"
      if route.presentation != .push {
        diagram.clusters.append(cluster)
        layer += 1
        cluster = Diagram.Cluster(id: prefix + "c\(layer)", label: "\(route.presentation)")
      }
      cluster.nodes.append(.init(id: nodeID, label: "\(plain: route.screen)", shape: .box))
      diagram.edge(below, nodeID, "\(route.presentation)")
      nodeIDs[route.id] = nodeID
      below = nodeID
    }
    diagram.clusters.append(cluster)
    for (offset, alert) in alerts.enumerated() {
      let alertID = prefix + "a\(offset + 1)"
      let label = (offset == 0 ? "alert " : "queued ") + alert.description
      diagram.node(alertID, label, .hexagon)
      diagram.edge(alert.owner.flatMap { nodeIDs[$0] } ?? rootID, alertID, dashed: true)
    }
  }
}
