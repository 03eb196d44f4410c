extension SessionRecording {
  /// The Swift Testing test that replays the session through the scripted host.
  ///
  /// The test makes the host with the template's expression, sets the recorded size and asserts
  /// the starting navigation. Then it replays each step with ``TerminalHost/replay(_:)`` and,
  /// after a step that changed the navigation, asserts the navigation's one-line text with the
  /// routing recorder of `MVIRouterTesting` (a failure shows the line diff). Steps that change
  /// only the screen form a run; after the run's last step, when the frame differs from the
  /// frame before the run, the test asserts the frame, line by line — unless the navigation
  /// inspector is open then. It ends with `quit`.
  ///
  /// ```swift
  /// var recording = SessionRecording(navigation: "root", frame: ["Menu"], width: 80, height: 24)
  /// recording.append("key enter", navigation: "root > push movies", frame: ["Movies"])
  /// print(recording.testSource(SessionTestTemplate(imports: ["App"], makeHost: "App.host()")))
  /// ```
  ///
  /// Prints (the top):
  /// ```
  /// // A session recorded with the terminal host, replayed through its scripted driver. …
  /// import App
  /// ```
  ///
  /// - Parameter template: The app's modules and how it makes its host.
  /// - Returns: The source of one Swift file.
  package func testSource(_ template: SessionTestTemplate) -> String {
    let imports = Set(template.imports + ["MVIRouterTerminal", "MVIRouterTesting", "Testing"])
    var lines = [
      "// A session recorded with the terminal host, replayed through its scripted driver. After",
      "// each step that changed the navigation it asserts the navigation's text; where steps",
      "// changed only the screen, the frame. Record the session again rather than edit it.",
    ]
    lines += imports.sorted().map { "import \($0)" }
    lines += [
      "",
      "@MainActor @Suite struct \(template.suiteName) {",
      "  @Test func \(template.testName)() async throws {",
    ]
    var body: [String] = []
    body += Self.call("let host = ", template.makeHost, "")
    body.append(
      isTabbed
        ? "let navigation = TabbedRoutingRecorder(host.screenFactory.tabbedRouterEvents, exhaustive: false)"
        : "let navigation = RoutingRecorder(host.screenFactory.routerEvents, exhaustive: false)")
    body += replay("resize \(start.width) \(start.height)")
    body += Self.call("navigation.expectState(", Self.literal(start.navigation), ")")
    var frameBeforeRun = start.frame
    var previous = start
    for (index, step) in steps.enumerated() {
      body += replay(step.command)
      if step.navigation != previous.navigation {
        body += Self.call("navigation.expectState(", Self.literal(step.navigation), ")")
        frameBeforeRun = step.frame
      } else {
        let runEnds = index == steps.count - 1 || steps[index + 1].navigation != step.navigation
        if runEnds, step.frame != frameBeforeRun, !step.showsInspector {
          body += Self.frameAssertion(step.frame)
          frameBeforeRun = step.frame
        }
      }
      previous = step
    }
    body += replay("quit")
    lines += body.map { "    " + $0 }
    lines += ["  }", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  private func replay(_ command: String) -> [String] {
    Self.call("try await host.replay(", Self.literal(command), ")")
  }

  /// `head + argument + tail` on one line when it fits in 100 columns (with the body's four
  /// spaces), else as swift-format breaks a call: the argument on the next line, and the
  /// closing parenthesis on its own when the argument's line is still too long.
  private static func call(_ head: String, _ argument: String, _ tail: String) -> [String] {
    let line = head + argument + tail
    guard line.count + 4 > 100, head.hasSuffix("(") else { return [line] }
    guard 4 + 2 + argument.count + tail.count > 100 else { return [head, "  " + argument + tail] }
    return [head, "  " + argument, tail]
  }

  private static func frameAssertion(_ frame: [String]) -> [String] {
    ["#expect(", "  host.frame() == ["]
      + frame.map { "    " + literal($0) + "," }
      + ["  ])"]
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
