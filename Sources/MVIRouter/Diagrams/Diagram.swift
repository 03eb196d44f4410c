/// A directed graph of labelled nodes, some grouped in clusters, written as Graphviz DOT or as a
/// Mermaid flowchart: the clusters, then the other nodes, then the arrows, each in the order they
/// were added, so the same graph always gives the same text; labels are escaped for each format.
struct Diagram {
  enum Shape {
    case box, rounded, double, hexagon, note
  }

  struct Node {
    var id: String
    var label: String
    var shape: Shape
  }

  struct Edge {
    var from: String
    var to: String
    var label: String?
    var dashed: Bool
  }

  struct Cluster {
    var id: String
    var label: String
    var nodes: [Node] = []
  }

  /// The graph's name (DOT only).
  var name: String
  var nodes: [Node] = []
  var clusters: [Cluster] = []
  var edges: [Edge] = []

  init(name: String) { self.name = name }

  mutating func node(_ id: String, _ label: String, _ shape: Shape = .box) {
    nodes.append(Node(id: id, label: label, shape: shape))
  }

  mutating func edge(_ from: String, _ to: String, _ label: String? = nil, dashed: Bool = false) {
    edges.append(Edge(from: from, to: to, label: label, dashed: dashed))
  }

  /// `other`'s clusters, nodes and arrows added to this diagram, its ids prefixed with
  /// `prefix` so they cannot collide; its loose nodes go in a cluster `label` when given.
  mutating func add(_ other: Diagram, prefix: String, clusterLabel label: String? = nil) {
    func renamed(_ node: Node) -> Node {
      Node(id: prefix + node.id, label: node.label, shape: node.shape)
    }
    for cluster in other.clusters {
      clusters.append(
        Cluster(id: prefix + cluster.id, label: cluster.label, nodes: cluster.nodes.map(renamed)))
    }
    if let label {
      clusters.append(Cluster(id: prefix + "all", label: label, nodes: other.nodes.map(renamed)))
    } else {
      nodes += other.nodes.map(renamed)
    }
    edges += other.edges.map {
      Edge(from: prefix + $0.from, to: prefix + $0.to, label: $0.label, dashed: $0.dashed)
    }
  }

  func text(_ format: DiagramFormat) -> String {
    var lines: [String] = []
    switch format {
    case .dot:
      lines.append("digraph \(Self.dot(name)) {")
      lines.append("  rankdir=LR;")
      lines.append("  node [shape=box];")
      for cluster in clusters {
        lines.append("  subgraph cluster_\(cluster.id) {")
        lines.append("    label=\(Self.dot(cluster.label));")
        for node in cluster.nodes { lines.append("    " + Self.dot(node)) }
        lines.append("  }")
      }
      for node in nodes { lines.append("  " + Self.dot(node)) }
      for edge in edges {
        var attributes: [String] = []
        if let label = edge.label { attributes.append("label=\(Self.dot(label))") }
        if edge.dashed { attributes.append("style=dashed") }
        let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
        lines.append("  \(edge.from) -> \(edge.to)\(suffix);")
      }
      lines.append("}")
    case .mermaid:
      lines.append("flowchart LR")
      for cluster in clusters {
        lines.append("  subgraph \(cluster.id) [\(Self.mermaid(cluster.label))]")
        for node in cluster.nodes { lines.append("    " + Self.mermaid(node)) }
        lines.append("  end")
      }
      for node in nodes { lines.append("  " + Self.mermaid(node)) }
      for edge in edges {
        let arrow = edge.dashed ? "-.->" : "-->"
        let label = edge.label.map { "|\(Self.mermaid($0))|" } ?? ""
        lines.append("  \(edge.from) \(arrow)\(label) \(edge.to)")
      }
    }
    return lines.joined(separator: "\n")
  }

  // MARK: DOT

  static func dot(_ node: Node) -> String {
    let extra =
      switch node.shape {
      case .box: ""
      case .rounded: ", style=rounded"
      case .double: ", peripheries=2"
      case .hexagon: ", shape=hexagon"
      case .note: ", shape=note"
      }
    return "\(node.id) [label=\(dot(node.label))\(extra)];"
  }

  /// A DOT string: quoted, with `\` and `"` escaped and line breaks as `\n`.
  static func dot(_ text: String) -> String {
    var escaped = "\""
    for line in lines(of: text).enumerated() {
      if line.offset > 0 { escaped += "\\n" }
      for character in line.element {
        switch character {
        case "\\": escaped += "\\\\"
        case "\"": escaped += "\\\""
        default: escaped.append(character)
        }
      }
    }
    return escaped + "\""
  }

  // MARK: Mermaid

  static func mermaid(_ node: Node) -> String {
    let label = mermaid(node.label)
    return
      switch node.shape
    {
    case .box: "\(node.id)[\(label)]"
    case .rounded: "\(node.id)(\(label))"
    case .double: "\(node.id)[[\(label)]]"
    case .hexagon: "\(node.id){{\(label)}}"
    case .note: "\(node.id)>\(label)]"
    }
  }

  /// A Mermaid label: quoted, with the characters Mermaid reads as markup even inside quotes
  /// (`"`, `#`, `&`, `<`, `>`, `` ` ``, and `|`, which ends an arrow's label) written as entity
  /// codes (`#34;` for `"`), and line breaks as `<br>`.
  static func mermaid(_ text: String) -> String {
    var escaped = "\""
    for line in lines(of: text).enumerated() {
      if line.offset > 0 { escaped += "<br>" }
      for character in line.element {
        switch character {
        case "\"": escaped += "#34;"
        case "#": escaped += "#35;"
        case "&": escaped += "#38;"
        case "<": escaped += "#60;"
        case ">": escaped += "#62;"
        case "`": escaped += "#96;"
        case "|": escaped += "#124;"
        default: escaped.append(character)
        }
      }
    }
    return escaped + "\""
  }

  /// The lines of `text`, split at `\n`, `\r\n` or `\r` (a `Character` holds `\r\n` as one).
  static func lines(of text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
  }
}
