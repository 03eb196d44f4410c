import Foundation

/// The end of a test the explorer writes: the failing step and the assertion of the rule it
/// broke, put into a recorded session's test before its `quit`.
struct ExplorationTestEnding {
  /// The failing step's script lines.
  var lines: [String]
  /// What broke.
  var failure: ExplorationFailure
  /// How the test makes the app's host.
  var template: SessionTestTemplate
  /// Whether the app has tabs: the navigation's text is then the tab container's.
  var isTabbed: Bool
  /// The terminal's size after the step.
  var width: Int
  var height: Int

  /// The navigation's one-line text of the host named `host`, as a Swift expression.
  private func navigation(_ host: String) -> String {
    isTabbed
      ? "\(host).screenFactory.tabbedRouterEvents.state.description"
      : "\(host).screenFactory.routerEvents.state.description"
  }

  /// The replay of one line, broken as swift-format breaks a call when it is too long.
  private func replay(_ line: String) -> [String] {
    let literal = SessionRecording.literal(line)
    let call = "try await host.replay(\(literal))"
    return call.count + 4 > 100 ? ["try await host.replay(", "  " + literal, ")"] : [call]
  }

  /// The lines of the ending, without the body's indent.
  var body: [String] {
    var body = ["", "// The explorer found the rule below broken by the last step."]
    body += Self.comment("\(failure.kind.rawValue): \(failure.message)")
    switch failure.kind {
    case .frame:
      body += lines.flatMap(replay)
      body.append("#expect(host.frameProblem() == nil)")
    case .cannotLeave:
      body.append("let before = \(navigation("host"))")
      body += lines.flatMap(replay)
      body.append("let after = \(navigation("host"))")
      body.append("#expect(after != before, \"the step leaves nothing\")")
    case .restore:
      body += lines.flatMap(replay)
      body.append("let restored = \(template.makeHost)")
      body.append("#expect(await host.restoreProblem(in: restored) == nil)")
    case .invariant:
      body += lines.flatMap(replay)
      body.append("// Assert the app's invariant here: the explorer cannot write it.")
    }
    return body
  }

  /// `text` as `//` comment lines of at most 92 columns.
  static func comment(_ text: String) -> [String] {
    let words = text.split(whereSeparator: \.isWhitespace)
    var lines: [String] = []
    var line = "//"
    for word in words {
      if line.count + 1 + word.count > 92, line != "//" {
        lines.append(line)
        line = "//"
      }
      line += " " + word.prefix(88)
    }
    if line != "//" { lines.append(line) }
    return lines
  }

  /// `source` with the ending before its `quit`.
  func insert(into source: String) -> String {
    let quit = "    try await host.replay(\"quit\")\n"
    let ending = body.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n"
    guard let range = source.range(of: quit, options: .backwards) else { return source + ending }
    var result = source
    result.replaceSubrange(range, with: ending + quit)
    return result
  }
}
