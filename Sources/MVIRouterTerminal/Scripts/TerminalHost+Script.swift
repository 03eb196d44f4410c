import MVIRouter

extension TerminalHost {
  /// Runs a script in process and returns the frames it snapshotted: one command a line (see
  /// the article "Scripting the host"). Commands run one after another on the main actor
  /// without waiting in between, except `wait-idle`; so the frame after a key always shows the
  /// state that key produced, before any work it started finishes. Nothing is printed.
  ///
  /// When every line ran (or `quit` stopped it) the quit handlers run and the last frame,
  /// named `end`, is added. At the first line that fails the run stops, without running the
  /// quit handlers; a key that quits the app (`q` where no text field takes it, Ctrl-C) fails
  /// its line when commands follow it, since they cannot run; a script command added under a name that cannot be one fails the run at
  /// line 0, before the first line. Either way the host is stopped afterwards: every screen's work is
  /// cancelled, and a second run of the same host only reports that.
  ///
  /// ```swift
  /// let run = await host.run(script: "key down\nkey enter\nexpect \"Results\"", width: 60)
  /// print(run.succeeded, run.frames.last?.lines.count ?? 0)
  /// ```
  ///
  /// Prints:
  /// ```
  /// true 24
  /// ```
  ///
  /// - Parameters:
  ///   - script: The script's text.
  ///   - width: The terminal's width at the start.
  ///   - height: The terminal's height at the start.
  /// - Returns: The frames and, if a line failed, the failure.
  public func run(script: String, width: Int = 80, height: Int = 24) async -> TerminalScriptRun {
    var result = TerminalScriptRun()
    guard !isStopped else {
      result.failure = TerminalScriptRun.Failure(
        line: 0, text: "", reason: "this host has already run; create a new one",
        frame: snapshot("frame"))
      return result
    }
    self.width = width
    self.height = height
    if let problem = scriptCommandProblems.first {
      result.failure = TerminalScriptRun.Failure(
        line: 0, text: "", reason: problem, frame: snapshot("frame"))
      stop(runQuitHandlers: false)
      return result
    }
    let lines = ScriptCommand.lines(of: script)
    let custom = Set(scriptCommands.keys)
    for (index, line) in lines.enumerated() {
      do {
        let command = try ScriptCommand.parse(line, customNames: custom)
        if try await !runCommand(command, into: &result) {
          try Self.checkNothingAfterQuit(command, lines[(index + 1)...])
          break
        }
        recordScriptCommand(command)
      } catch {
        result.failure = TerminalScriptRun.Failure(
          line: index + 1, text: line, reason: "\(error)", frame: snapshot("frame"))
        stop(runQuitHandlers: false)
        return result
      }
    }
    result.frames.append(snapshot("end"))
    stop(runQuitHandlers: true)
    return result
  }

  private func snapshot(_ name: String) -> TerminalScriptRun.Frame {
    TerminalScriptRun.Frame(name: name, width: width, height: height, lines: frame())
  }

  /// Throws when a key (not the `quit` command) quit the app with commands after it: they
  /// would not run, and a run that passed without its last `expect` lines would hide them.
  static func checkNothingAfterQuit(
    _ command: ScriptCommand, _ after: ArraySlice<String>
  ) throws(TerminalHostError) {
    guard command != .quit else { return }
    let count = after.count { (try? ScriptCommand.parse($0, customNames: [])) != .nothing }
    guard count > 0 else { return }
    throw TerminalHostError(
      "this line quit the app (q or Ctrl-C where no text field takes it): "
        + (count == 1 ? "the command" : "the \(count) commands") + " after it did not run")
  }

  /// Runs one command; `false` when it quits.
  func runCommand(
    _ command: ScriptCommand, into result: inout TerminalScriptRun
  ) async throws -> Bool {
    switch command {
    case .nothing:
      break
    case .key(let key):
      if !handle(key) { return false }
    case .type(let text):
      for character in text where !handle(.character(character)) { return false }
    case .resize(let newWidth, let newHeight):
      width = newWidth
      height = newHeight
    case .snapshot(let name):
      result.frames.append(snapshot(name))
    case .expect(let text):
      guard frame().joined(separator: "\n").contains(text) else {
        throw TerminalHostError("expected \"\(text)\", which the frame does not show")
      }
    case .waitIdle:
      await waitIdle()
    case .tab(let name):
      try selectTab(named: name)
    case .quit:
      return false
    case .custom(let name, let argument):
      try await scriptCommands[name]?(argument)
    }
    return true
  }

  /// Selects the tab whose title is `name` (case ignored) or whose number it is, as a click
  /// on it would: the selected tab again goes back to its root.
  private func selectTab(named name: String) throws(TerminalHostError) {
    guard let tabBar = tabBar else {
      if screenFactory is any TabbedTerminalScreenFactory {
        throw TerminalHostError("the tabs are hidden under a full-screen cover")
      }
      throw TerminalHostError("tab needs a host with tabs; this one has none")
    }
    let index =
      tabBar.titles.firstIndex { $0.lowercased() == name.lowercased() }
      ?? Int(name).flatMap { tabBar.titles.indices.contains($0 - 1) ? $0 - 1 : nil }
    guard let index else {
      throw TerminalHostError(
        "no tab \"\(name)\"; tabs: " + tabBar.titles.joined(separator: ", "))
    }
    guard tabBar.isActive else {
      throw TerminalHostError("the tabs take no keys while modals are presented over them")
    }
    selectTab(at: index)
  }
}
