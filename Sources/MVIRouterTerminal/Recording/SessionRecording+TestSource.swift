extension SessionRecording {
  /// The Swift Testing test that replays the session through the scripted host, written as
  /// one would by hand, and passing `swift format lint --strict` as written.
  ///
  /// The test makes the host with the template's expression, sets the recorded size and asserts
  /// the starting navigation. Then it replays each step with ``TerminalHost/replay(_:)`` and,
  /// after a step that changed the navigation, requires the navigation's one-line text with the
  /// routing recorder of `MVIRouterTesting` (a failure shows the line diff, and stops the test:
  /// the steps after it would repeat the difference). Steps that change only the screen form a
  /// run; after the run's last step, when the screen differs from the one before the run, the
  /// test requires the lines it shows (``TerminalHost/shownLines()``: blank lines left out) —
  /// unless the navigation inspector is open then. Keys that changed nothing, and a look at the
  /// help or the inspector that came back to the same screen, are left out. Text typed into a
  /// secure field is a placeholder the test supplies; a paste no script line can hold is a
  /// `// WARNING:` and a known issue, and the typing after it on that screen is left out. It
  /// ends with `quit`.
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
      "// changed only the screen, the lines it shows. It stops at the first difference: the",
      "// steps after it would repeat it. Record the session again rather than edit it.",
    ]
    lines += imports.sorted().map { "import \($0)" }
    lines += [
      "",
      "@MainActor @Suite struct \(template.suiteName) {",
      "  @Test func \(template.testName)() async throws {",
    ]
    var body: [String] = []
    body += Self.hostLines(template.makeHost)
    body.append(
      isTabbed
        ? "let navigation = TabbedRoutingRecorder(host.screenFactory.tabbedRouterEvents, exhaustive: false)"
        : "let navigation = RoutingRecorder(host.screenFactory.routerEvents, exhaustive: false)")
    body += replay("resize \(start.width) \(start.height)")
    body += requireState(start.navigation)
    let steps = readableSteps
    var frameBeforeRun = start.frame
    var previous = start
    var secrets = 0
    var index = 0
    while index < steps.count {
      let step = steps[index]
      if let reason = Self.notReplayed(step.command) {
        body += Self.warning(reason)
        // The typing that followed on the same screen edited what was pasted: left out.
        while index + 1 < steps.count, steps[index + 1].navigation == step.navigation,
          Self.isKey(steps[index + 1].command)
        {
          index += 1
        }
        frameBeforeRun = steps[index].frame
        previous = steps[index]
        index += 1
        continue
      }
      if step.isSecret {
        secrets += 1
        let count = step.command.count - "type ".count
        body += [
          "// Typed into a secure field: not recorded. Put the text the test needs here.",
          "let secret\(secrets) = \(Self.literal(String(repeating: "x", count: count)))",
          "try await host.replay(\"type \\(secret\(secrets))\")",
        ]
      } else {
        body += replay(step.command)
      }
      if step.navigation != previous.navigation {
        body += requireState(step.navigation)
        frameBeforeRun = step.frame
      } else {
        let runEnds = index == steps.count - 1 || steps[index + 1].navigation != step.navigation
        if runEnds, Self.shown(step.frame) != Self.shown(frameBeforeRun), !step.showsInspector {
          body += Self.frameAssertion(Self.shown(step.frame))
          frameBeforeRun = step.frame
        }
      }
      previous = step
      index += 1
    }
    body += replay("quit")
    lines += body.map { $0.isEmpty ? "" : "    " + $0 }
    lines += ["  }", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The steps a reader needs: without keys that changed nothing (the navigation, the frame
  /// and the overlay as before), and without a look at the help or the inspector that came
  /// back to the same navigation and frame.
  var readableSteps: [Step] {
    var kept: [Step] = []
    var before = start
    var index = 0
    while index < steps.count {
      let step = steps[index]
      if step.overlayOpen, !before.overlayOpen,
        let end = steps[index...].firstIndex(where: { !$0.overlayOpen }),
        steps[index...end].allSatisfy({
          Self.isKey($0.command) && $0.navigation == before.navigation
            && $0.width == before.width && $0.height == before.height
        }),
        steps[end].frame == before.frame
      {
        index = end + 1
        continue
      }
      if Self.isKey(step.command), !step.isSecret, step.navigation == before.navigation,
        step.frame == before.frame, step.overlayOpen == before.overlayOpen
      {
        index += 1
        continue
      }
      kept.append(step)
      before = step
      index += 1
    }
    return kept
  }

  /// Whether `command` is one the user made at the keyboard or with the mouse.
  private static func isKey(_ command: String) -> Bool {
    ["key ", "type ", "paste ", "click ", "wheel "].contains { command.hasPrefix($0) }
  }

  /// Why a step was not replayed, for a comment line the recorder wrote in its place.
  private static func notReplayed(_ command: String) -> String? {
    let prefix = "# not replayed: "
    return command.hasPrefix(prefix) ? String(command.dropFirst(prefix.count)) : nil
  }

  /// A visible warning: a comment and a known issue, so the test run says it too.
  private static func warning(_ reason: String) -> [String] {
    let text =
      "WARNING: \(reason) was not replayed; the steps that edited what it pasted on this screen"
      + " are left out."
    return DisplayWidth.wrap(text, to: 100 - 4 - 3).map { "// " + $0 } + [
      "withKnownIssue(\"a paste the replay cannot make was left out\") {",
      "  Issue.record(\(literal("not replayed: " + reason)))",
      "}",
    ]
  }

  /// The lines a frame shows: its blank lines left out.
  static func shown(_ frame: [String]) -> [String] {
    frame.filter { !$0.allSatisfy(\.isWhitespace) }
  }

  private func replay(_ command: String) -> [String] {
    Self.call("try await host.replay(", Self.literal(command), ")")
  }

  private func requireState(_ navigation: String) -> [String] {
    Self.call("try navigation.requireState(", Self.literal(navigation), ")")
  }

  /// `let host = makeHost` on one line when it fits in 100 columns; else, for an expression
  /// ending in an array argument (`App.host(arguments: [...])`), as swift-format breaks it:
  /// the elements on a line of their own (one a line when they do not fit), a trailing comma,
  /// and `])` on the last line.
  static func hostLines(_ makeHost: String) -> [String] {
    let line = "let host = " + makeHost
    guard line.count + 4 > 100, makeHost.hasSuffix("])"),
      let open = makeHost.firstIndex(of: "[")
    else { return [line] }
    let head = "let host = " + makeHost[...open]
    let inner = makeHost[
      makeHost.index(after: open)..<makeHost.index(makeHost.endIndex, offsetBy: -2)]
    let elements = arrayElements(inner)
    guard !elements.isEmpty else { return [line] }
    let together = "  " + elements.joined(separator: ", ") + ","
    if together.count + 4 <= 100 { return [head, together, "])"] }
    return [head] + elements.map { "  " + $0 + "," } + ["])"]
  }

  /// The elements of an array literal's inside, split at the commas outside string literals.
  private static func arrayElements(_ text: Substring) -> [String] {
    var elements: [String] = []
    var current = ""
    var inString = false
    var escaped = false
    for character in text {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "," {
        elements.append(current.trimmingSpaces())
        current = ""
        continue
      }
      current.append(character)
    }
    let last = current.trimmingSpaces()
    if !last.isEmpty { elements.append(last) }
    return elements
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
    ["try #require(", "  host.shownLines() == ["]
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
