import Foundation
import MVIRouter

extension DemoApp {
  /// What `--graph [dot|mermaid]` prints: the demo's deep-link map and its navigation at start
  /// (after `--open LINK`), as Graphviz DOT or as Mermaid in Markdown code blocks, each with a
  /// comment saying what it shows. `--tabs` draws the tabbed demo's map and navigation.
  ///
  /// ```sh
  /// swift run demo --graph --open demo://products/1/quantity > demo.dot
  /// ```
  ///
  /// - Parameters:
  ///   - options: The parsed flags.
  ///   - format: The diagrams' format.
  /// - Returns: The text to print.
  /// - Throws: ``DemoArgumentError`` when the starting link cannot be opened.
  static func graph(_ options: Options, format: DiagramFormat) throws(DemoArgumentError)
    -> String
  {
    let services = DemoServices(
      delay: .milliseconds(options.delayMilliseconds), failEverything: options.fail)
    let map: String
    let state: String
    let text: String
    do {
      if options.tabs {
        let tabbed = DemoTabbedScreenFactory(services: services).tabbedRouterEvents
        if let link = options.openLink { try tabbed.open(link, using: DemoTabbedLinks.map) }
        (map, state, text) = (
          DemoTabbedLinks.map.diagram(format: format), tabbed.state.diagram(format: format),
          tabbed.state.description
        )
      } else {
        let routerEvents = DemoEnvironment(services: services).routerEvents
        if let link = options.openLink { try routerEvents.open(link, using: DemoLinks.map) }
        (map, state, text) = (
          DemoLinks.map.diagram(format: format), routerEvents.state.diagram(format: format),
          routerEvents.state.description
        )
      }
    } catch {
      throw DemoArgumentError("cannot open \(options.openLink ?? ""): \(error)")
    }
    // A comment is one line, whatever a screen's text holds.
    let navigation =
      "The navigation: " + text.split(whereSeparator: \.isNewline).joined(separator: " ")
    switch format {
    case .dot:
      return "// The deep links of demo://\n\(map)\n\n// \(navigation)\n\(state)\n"
    case .mermaid:
      return "```mermaid\n%% The deep links of demo://\n\(map)\n```\n\n"
        + "```mermaid\n%% \(navigation)\n\(state)\n```\n"
    }
  }

  /// Prints the `--graph` diagrams and returns the exit code: 0, or 2 when the starting link
  /// cannot be opened.
  static func printGraph(_ options: Options, format: DiagramFormat) -> Int32 {
    do {
      FileHandle.standardOutput.write(Data(try graph(options, format: format).utf8))
      return 0
    } catch {
      FileManager.default.standardErrorWrite("demo: \(error)\n")
      return 2
    }
  }
}
