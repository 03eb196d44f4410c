import Foundation

/// The one-line navigation text as state assertions compare and show it.
enum NavigationText {
  /// Splits a one-line navigation text into lines for a diff: each route and each alert part on
  /// its own line, so `root > push movie(7) > sheet review` becomes `root`, `> push movie(7)`,
  /// `> sheet review`. The text of a tabbed router (tabs separated by ` · `) starts a line for
  /// each tab.
  static func lines(_ text: String) -> [String] {
    text.components(separatedBy: " · ").flatMap(layerLines)
  }

  private static func layerLines(_ text: String) -> [String] {
    var lines: [String] = []
    for (index, part) in text.components(separatedBy: " | ").enumerated() {
      let routes = part.components(separatedBy: " > ")
      for (position, route) in routes.enumerated() {
        let prefix = index > 0 && position == 0 ? "| " : position > 0 ? "> " : ""
        lines.append(prefix + route)
      }
    }
    return lines
  }

  /// Asserts a navigation's one-line text: the one state assertion, behind
  /// ``expectNavigation(_:_:fileID:filePath:line:column:)`` and both recorders' `expectState`.
  static func expect(_ actual: String, equals expected: String, at site: CallSite) {
    guard actual != expected else { return }
    recordRoutingIssue(mismatch(expected: expected, actual: actual), at: site)
  }

  /// Asserts as ``expect(_:equals:at:)`` does, then throws ``Stopped`` when the texts differ.
  static func require(_ actual: String, equals expected: String, at site: CallSite) throws {
    guard actual != expected else { return }
    recordRoutingIssue(mismatch(expected: expected, actual: actual), at: site)
    throw Stopped(line: Int(site.line))
  }

  /// Why a test stopped at a navigation that does not match: what follows would repeat the
  /// difference.
  struct Stopped: Error, CustomStringConvertible {
    let line: Int
    var description: String {
      "stopped at the first navigation that does not match (line \(line)): the steps after it"
        + " would repeat the difference"
    }
  }

  /// The message of a failed state assertion: both one-line forms and their line diff.
  static func mismatch(expected: String, actual: String) -> String {
    """
    Navigation state does not match.
      expected: \(expected)
        actual: \(actual)
    Difference (− expected, + actual):
    \(LineDiff.render(expected: lines(expected), actual: lines(actual)))
    """
  }
}
