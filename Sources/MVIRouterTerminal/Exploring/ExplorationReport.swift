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
/// screens reached (5): movies, product, quantityPicker, root: Menu, …
/// rows pressed (12): product: Close, root: Menu: Movies, …
/// transitions (9): root: Menu --Movies--> movies, movies --back--> root: Menu, …
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
    func list(_ name: String, _ items: [String]) -> String {
      let shown = items.prefix(12).joined(separator: ", ")
      return "\(name) (\(items.count)): \(shown)\(items.count > 12 ? ", …" : "")"
    }
    lines.append(list("screens reached", screens))
    lines.append(list("rows pressed", rowsPressed))
    lines.append(list("transitions", transitions.map(\.description)))
    return lines.joined(separator: "\n")
  }
}
