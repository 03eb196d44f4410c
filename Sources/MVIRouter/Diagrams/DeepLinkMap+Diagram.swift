extension DeepLinkMap {
  /// The map as a diagram: the tree of its link patterns, each pattern's end beside the routes
  /// it opens for an example link.
  ///
  /// The tree starts at `scheme://`; each path segment is a node (`:name` for a parameter),
  /// children in the order of the map's links. A node where a pattern ends has a double border
  /// and a dashed arrow to a note: an example link, with `1` for each parameter, and the routes
  /// the pattern's closure gives for it (`root > push list > push detail(1)`), or why it
  /// rejects it. Where two links have the same pattern, the first is drawn, as the first wins
  /// when links are opened. The output is the same for the same map; labels are escaped for the
  /// format.
  ///
  /// ```swift
  /// let links = DeepLinkMap<AppScreen>(scheme: "shop", [
  ///   DeepLink("items/:id") { p in [.push(.detail(id: try p.int("id")))] }
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
  ///   e2>"shop://items/1<br>root #62; push detail(id: 1)"]
  ///   n0 --> n1
  ///   n1 --> n2
  ///   n2 -.-> e2
  /// ```
  ///
  /// - Parameter format: Graphviz DOT or Mermaid.
  /// - Returns: The diagram's text, lines joined by `\n`, with no final line break. It costs
  ///   O(the patterns' segments), plus one call of each pattern's closure.
  public func diagram(format: DiagramFormat) -> String {
    Self.linkTree(
      scheme: scheme,
      links.map { link in (link.segments, { link.example(scheme: scheme, prefix: [], tab: nil) }) }
    ).text(format)
  }

  /// The map and a navigation state in one diagram, which `dot` or a Mermaid renderer reads
  /// as it is: the map's tree (as ``diagram(format:)`` draws it) in a cluster of its own, and
  /// beside it the state's layers and alerts (as ``NavigationState/diagram(format:)`` draws
  /// them). Ids are prefixed (`l` for the map, `s` for the state), so the two never collide.
  ///
  /// ```swift
  /// let links = DeepLinkMap<AppScreen>(scheme: "shop", [
  ///   DeepLink("items/:id") { p in [.push(.detail(id: try p.int("id")))] }
  /// ])
  /// try routerEvents.open("shop://items/1", using: links)
  /// print(links.diagram(format: .dot, beside: routerEvents.state))
  /// ```
  ///
  /// Prints one `digraph` holding a cluster `shop:// links` (`ln0 "shop://"`, `ln1 "items"`,
  /// `ln2 ":id"` and its note) and the clusters of the navigation (`sn0 "root"`,
  /// `sn1 "detail(id: 1)"`).
  ///
  /// - Parameters:
  ///   - format: Graphviz DOT or Mermaid.
  ///   - state: The navigation to draw beside the map, e.g. after opening a link.
  /// - Returns: The diagram's text, lines joined by `\n`, with no final line break.
  public func diagram<Alert: RouterAlertScreenProtocol>(
    format: DiagramFormat, beside state: NavigationState<Screen, Alert>
  ) -> String {
    var diagram = Diagram(name: "\(scheme) links and navigation")
    let links = Self.linkTree(
      scheme: scheme,
      links.map { link in (link.segments, { link.example(scheme: scheme, prefix: [], tab: nil) }) }
    )
    diagram.add(links, prefix: "l", clusterLabel: "\(scheme):// links")
    state.addLayers(
      to: &diagram, prefix: "s", rootLabel: "root", clusterLabel: "navigation: root stack")
    return diagram.text(format)
  }

  /// The tree of link patterns given as segments, each with the text of its example note.
  static func linkTree(
    scheme: String, _ patterns: [(segments: [DeepLink<Screen>.Segment], example: () -> String)]
  ) -> Diagram {
    var diagram = Diagram(name: "\(scheme) links")
    diagram.node("n0", "\(scheme)://", .rounded)
    // A node's children by segment, and the nodes where a pattern ends, with its example.
    var children: [[String: Int]] = [[:]]
    var ends: Set<Int> = []
    var notes: [(node: Int, example: () -> String)] = []
    for pattern in patterns {
      var node = 0
      for segment in pattern.segments {
        let text = segment.patternText
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
      if ends.insert(node).inserted { notes.append((node, pattern.example)) }
    }
    // Node `n<i>` is `nodes[i]`: the notes come after.
    for index in diagram.nodes.indices where ends.contains(index) {
      diagram.nodes[index].shape = .double
    }
    for (node, example) in notes {
      diagram.node("e\(node)", example(), .note)
      diagram.edge("n\(node)", "e\(node)", dashed: true)
    }
    return diagram
  }
}

extension DeepLink.Segment {
  /// The segment as the pattern writes it: `items` or `:id`.
  var patternText: String {
    switch self {
    case .literal(let literal): literal
    case .parameter(let name): ":" + name
    }
  }
}

extension DeepLink {
  /// An example link of this pattern under `prefix`, with `1` for each parameter, and the
  /// routes the closure gives for it (in `tab`, if given), or why it rejects it.
  func example(scheme: String, prefix: [String], tab: String?) -> String {
    var path = prefix
    var parameters: [String: String] = [:]
    for segment in segments {
      switch segment {
      case .literal(let literal): path.append(literal)
      case .parameter(let name):
        path.append("1")
        parameters[name] = "1"
      }
    }
    let text = "\(scheme)://" + path.joined(separator: "/")
    do {
      let steps = try routes(DeepLinkParameters(path: parameters))
      let navigation = (["root"] + steps.map(\.description)).joined(separator: " > ")
      return text + "\n" + (tab.map { "tab \($0): " } ?? "") + navigation
    } catch {
      return text + "\nrejected: \(error)"
    }
  }
}
