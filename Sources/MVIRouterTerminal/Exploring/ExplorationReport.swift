import Foundation
import MVIRouter

/// What an exploration covered and, if something broke, the shortest walk that breaks it and
/// the test that replays it (see ``TerminalExploration``).
///
/// ```swift
/// let report = await exploration.run(steps: 500, seed: 3)
/// print(report)
/// ```
///
/// Prints, for example:
/// ```
/// explored 500 steps (seed 3): no failure
/// screens reached (5):
///   movies
///   …
/// rows pressed (12):
///   product: Close
///   …
/// transitions (9):
///   root: Menu --Movies--> movies
///   …
/// ```
public struct ExplorationReport: Hashable, Sendable, CustomStringConvertible {
  /// A move from one place to another: the top screen before and after a step, and the step.
  public struct Transition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Where the step started: the top route's screen without its values (`product`), or
    /// `root: ` and the root screen's title.
    public var from: String
    /// What the step did: a row's title, `back`, `tab 2`, `link app://…`, `alert Delete`.
    public var via: String
    /// Where it ended.
    public var to: String

    /// `from --via--> to`.
    public var description: String { "\(from) --\(via)--> \(to)" }

    public static func < (lhs: Transition, rhs: Transition) -> Bool {
      (lhs.from, lhs.via, lhs.to) < (rhs.from, rhs.via, rhs.to)
    }
  }

  /// The seed the walk was chosen with.
  public var seed: UInt64
  /// How many steps were walked: all that were asked for, or up to the first failure.
  public var steps: Int
  /// The places reached, sorted: routes' screens and root screens (see ``Transition/from``).
  public var screens: [String]
  /// The rows pressed, sorted, each as `place: row`.
  public var rowsPressed: [String]
  /// The transitions found, sorted.
  public var transitions: [Transition]
  /// What broke, in a sentence; `nil` when nothing did.
  public var failure: String?
  /// The shrunk walk that breaks it, as script lines; empty when nothing broke.
  public var walk: [String]
  /// The source of a Swift Testing test that replays the shrunk walk and fails as the app
  /// did; `nil` when nothing broke or the exploration has no template.
  public var test: String?

  /// A summary: the steps, the failure and its walk, what was covered.
  public var description: String {
    var lines = [
      "explored \(steps) steps (seed \(seed)): " + (failure.map { "FAILED: \($0)" } ?? "no failure")
    ]
    if !walk.isEmpty {
      lines.append("shrunk to \(walk.count) script lines:")
      lines += walk.map { "  \($0)" }
    }
    func list(_ name: String, _ items: [String]) {
      // One item a line, so any terminal shows a list; a row's title can be long (a search for
      // a long text): each item is cut at 76 columns.
      lines.append("\(name) (\(items.count)):")
      lines += items.prefix(12).map { "  " + ($0.count > 76 ? $0.prefix(75) + "…" : $0) }
      if items.count > 12 { lines.append("  … and \(items.count - 12) more") }
    }
    list("screens reached", screens)
    list("rows pressed", rowsPressed)
    list("transitions", transitions.map(\.description))
    return lines.joined(separator: "\n")
  }
}

extension ExplorationReport {
  /// The transitions found, as one graph: a node per place reached, an arrow per pair of places
  /// a step went between, labelled with the steps (`Tea pot`, `back`, `link demo://…`), all in
  /// one cluster named after the walk, so an app can draw it beside its deep-link map (the
  /// demo's `--graph --explore N` does).
  ///
  /// ```swift
  /// let report = await exploration.run(steps: 500, seed: 3)
  /// print(report.diagram(format: .mermaid))
  /// ```
  ///
  /// Prints, for example:
  /// ```
  /// flowchart LR
  ///   subgraph explored ["explored: 300 steps, seed 7"]
  ///     x0["products"]
  ///     x1("root: Menu")
  ///   end
  ///   x1 -->|"Products"| x0
  ///   x0 -->|"back"| x1
  /// ```
  ///
  /// - Parameter format: Graphviz DOT or a Mermaid flowchart.
  /// - Returns: The graph's text.
  public func diagram(format: DiagramFormat) -> String {
    let places = Set(screens + transitions.flatMap { [$0.from, $0.to] }).sorted()
    let ids = Dictionary(uniqueKeysWithValues: places.enumerated().map { ($1, "x\($0)") })
    // One arrow per pair of places, in the order of the sorted transitions.
    var arrows: [(from: String, to: String, vias: [String])] = []
    var arrowIndex: [[String]: Int] = [:]
    for transition in transitions {
      if let index = arrowIndex[[transition.from, transition.to]] {
        arrows[index].vias.append(transition.via)
      } else {
        arrowIndex[[transition.from, transition.to]] = arrows.count
        arrows.append((transition.from, transition.to, [transition.via]))
      }
    }
    func label(_ vias: [String]) -> String {
      vias.prefix(3).joined(separator: ", ") + (vias.count > 3 ? " +\(vias.count - 3)" : "")
    }
    let title = "explored: \(steps) steps, seed \(seed)" + (failure == nil ? "" : ", FAILED")
    var lines: [String] = []
    switch format {
    case .dot:
      func quoted(_ text: String) -> String {
        "\""
          + text.replacingOccurrences(of: "\\", with: "\\\\")
          .replacingOccurrences(of: "\"", with: "\\\"")
          .replacingOccurrences(of: "\n", with: "\\n") + "\""
      }
      lines.append("digraph \"explored\" {")
      lines.append("  rankdir=LR;")
      lines.append("  node [shape=box];")
      lines.append("  subgraph cluster_explored {")
      lines.append("    label=\(quoted(title));")
      for place in places {
        let shape = place.hasPrefix("root: ") ? ", style=rounded" : ""
        lines.append("    \(ids[place]!) [label=\(quoted(place))\(shape)];")
      }
      for arrow in arrows {
        lines.append(
          "    \(ids[arrow.from]!) -> \(ids[arrow.to]!) [label=\(quoted(label(arrow.vias)))];")
      }
      lines.append("  }")
      lines.append("}")
    case .mermaid:
      func quoted(_ text: String) -> String {
        "\""
          + text.replacingOccurrences(of: "\"", with: "#quot;")
          .replacingOccurrences(of: "\n", with: " ") + "\""
      }
      lines.append("flowchart LR")
      lines.append("  subgraph explored [\(quoted(title))]")
      for place in places {
        let node = place.hasPrefix("root: ") ? "(\(quoted(place)))" : "[\(quoted(place))]"
        lines.append("    \(ids[place]!)\(node)")
      }
      lines.append("  end")
      for arrow in arrows {
        lines.append("  \(ids[arrow.from]!) -->|\(quoted(label(arrow.vias)))| \(ids[arrow.to]!)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
