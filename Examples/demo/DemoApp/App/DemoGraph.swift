import Foundation
import MVIRouter
import MVIRouterTerminal

extension DemoApp {
  /// What `--graph [dot|mermaid]` prints: one diagram of the demo's deep-link map and, beside
  /// it, its navigation at start (after `--open LINK`), as Graphviz DOT or as a Mermaid
  /// flowchart, with a comment saying what it shows. `dot` and a Mermaid renderer read it as it
  /// is. `--tabs` draws the tabbed demo's map and navigation.
  ///
  /// ```sh
  /// swift run demo --graph --open demo://products/1/quantity | dot -Tsvg > demo.svg
  /// ```
  ///
  /// - Parameters:
  ///   - options: The parsed flags.
  ///   - format: The diagram's format.
  /// - Returns: The text to print.
  /// - Throws: ``DemoArgumentError`` when the starting link cannot be opened.
  static func graph(_ options: Options, format: DiagramFormat) throws(DemoArgumentError)
    -> String
  {
    let services = DemoServices(
      delay: .milliseconds(options.delayMilliseconds), failEverything: options.fail)
    let diagram: String
    let text: String
    do {
      if options.tabs {
        let tabbed = DemoTabbedScreenFactory(services: services).tabbedRouterEvents
        if let link = options.openLink { try tabbed.open(link, using: DemoTabbedLinks.map) }
        diagram = DemoTabbedLinks.map.diagram(format: format, beside: tabbed.state)
        text = tabbed.state.description
      } else {
        let routerEvents = DemoEnvironment(services: services).routerEvents
        if let link = options.openLink { try routerEvents.open(link, using: DemoLinks.map) }
        diagram = DemoLinks.map.diagram(format: format, beside: routerEvents.state)
        text = routerEvents.state.description
      }
    } catch {
      throw DemoArgumentError("cannot open \(options.openLink ?? ""): \(error)")
    }
    // A comment is one line, whatever a screen's text holds; it goes inside the graph, after
    // its first line, where both formats allow one.
    let comment =
      (format == .dot ? "  // " : "  %% ") + "The deep links of demo:// and the navigation: "
      + text.split(whereSeparator: \.isNewline).joined(separator: " ")
    var lines = diagram.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.insert(comment, at: min(1, lines.count))
    return lines.joined(separator: "\n") + "\n"
  }

  /// Prints the `--graph` diagram and returns the exit code: 0, or 2 when the starting link
  /// cannot be opened. With `--explore N`, the transitions the walk found are drawn beside the
  /// map, in a cluster of their own.
  static func printGraph(
    _ options: Options, format: DiagramFormat, explored: ExplorationReport? = nil
  ) -> Int32 {
    do {
      var text = try graph(options, format: format)
      if let explored { text = adding(explored.diagram(format: format), to: text, format: format) }
      FileHandle.standardOutput.write(Data(text.utf8))
      return 0
    } catch {
      FileManager.default.standardErrorWrite("demo: \(error)\n")
      return 2
    }
  }
}

extension DemoApp {
  /// `diagram` drawn inside `graph`: for DOT its cluster before the graph's closing brace, for
  /// Mermaid its lines after its `flowchart` line, at the end; one graph either way.
  static func adding(_ diagram: String, to graph: String, format: DiagramFormat) -> String {
    var lines = graph.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last == "" { lines.removeLast() }
    let added = diagram.split(separator: "\n").map(String.init)
    switch format {
    case .dot:
      // The explored graph's body: everything between its header lines and its closing brace.
      let body = added.drop { !$0.hasPrefix("  subgraph") }.dropLast()
      if lines.last == "}" { lines.insert(contentsOf: body, at: lines.count - 1) }
    case .mermaid:
      lines += added.dropFirst()
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
