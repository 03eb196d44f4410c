extension DeepLinkMap {
  /// The map as a diagram: the tree of its link patterns, each pattern's end beside the routes
  /// it opens for an example link.
  ///
  /// The tree starts at `scheme://`; each path segment is a node (`:name` for a parameter),
  /// children in the order of the map's links. A node where a pattern ends has a double border
  /// and a dashed arrow to a note: an example link, with `1` for each parameter, and the routes
  /// it opens (`root > push list > push detail(1)`), or why that example is rejected. Where
  /// two links have the same pattern, the first wins, as when links are opened. The output is
  /// the same for the same map; labels are escaped for the format.
  ///
  /// ```swift
  /// let links = DeepLinkMap<Screen>(scheme: "shop", [
  ///   DeepLink("items/:id") { p in [.push(.detail(try p.int("id")))] }
  /// ])
  /// print(links.diagram(format: .mermaid))
  /// ```
  ///
  /// Prints:
  /// ```
  /// flowchart LR
  ///   n0("shop://")
  ///   n1["items"]
  ///   n2[[":id"]]
  ///   e2>"shop://items/1<br>root #62; push detail(1)"]
  ///   n0 --> n1
  ///   n1 --> n2
  ///   n2 -.-> e2
  /// ```
  ///
  /// - Parameter format: Graphviz DOT or Mermaid.
  /// - Returns: The diagram's text, lines joined by `\n`, with no final line break. It costs
  ///   O(the patterns' segments), plus one call of each pattern's closure.
  public func diagram(format: DiagramFormat) -> String {
    var diagram = Diagram(name: "\(scheme) links")
    diagram.node("n0", "\(scheme)://", .rounded)
    // The tree of patterns: a node's children by segment, and the nodes where a pattern ends.
    var children: [[String: Int]] = [[:]]
    var ends: Set<Int> = []
    var notes: [(node: Int, link: DeepLink<Screen>)] = []
    for link in links {
      var node = 0
      for segment in link.segments {
        let text =
          switch segment {
          case .literal(let literal): literal
          case .parameter(let name): ":" + name
          }
        if let child = children[node][text] {
          node = child
        } else {
          let child = children.count
          children.append([:])
          children[node][text] = child
          diagram.node("n\(child)", text)
          diagram.edge("n\(node)", "n\(child)")
          node = child
        }
      }
      if ends.insert(node).inserted { notes.append((node, link)) }
    }
    for index in diagram.nodes.indices where ends.contains(index) {
      diagram.nodes[index].shape = .double
    }
    for (node, link) in notes {
      diagram.node("e\(node)", example(of: link), .note)
      diagram.edge("n\(node)", "e\(node)", dashed: true)
    }
    return diagram.text(format)
  }

  /// An example link of `link`'s pattern, with `1` for each parameter, and what it opens.
  func example(of link: DeepLink<Screen>) -> String {
    var path: [String] = []
    var parameters: [String: String] = [:]
    for segment in link.segments {
      switch segment {
      case .literal(let literal): path.append(literal)
      case .parameter(let name):
        path.append("1")
        parameters[name] = "1"
      }
    }
    let text = "\(scheme)://" + path.joined(separator: "/")
    do {
      let steps = try link.routes(DeepLinkParameters(path: parameters))
      return text + "\n" + (["root"] + steps.map(\.description)).joined(separator: " > ")
    } catch {
      return text + "\nrejected: \(error)"
    }
  }
}
