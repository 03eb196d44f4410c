import Foundation

extension TerminalHost {
  /// What is wrong with the frame now, as the explorer checks after every step; `nil` when
  /// nothing is: the frame has exactly ``height`` lines, each at most ``width`` columns wide
  /// (wide glyphs and emoji count two) with no control character (a tab or a line break would
  /// move the terminal's cursor), and the top screen's selection is on an enabled row whenever
  /// it has one. A test the explorer writes asserts it.
  ///
  /// ```swift
  /// try await host.replay("resize 24 6\nkey down")
  /// #expect(host.frameProblem() == nil)
  /// ```
  ///
  /// - Returns: The first problem, in a sentence, or `nil`.
  public func frameProblem() -> String? {
    let lines = frame()
    let size = "\(width)×\(height)"
    if lines.count != height {
      return "at \(size) the frame has \(lines.count) lines"
    }
    for (index, line) in lines.enumerated() where DisplayWidth.of(line) > width {
      return "at \(size) line \(index + 1) is \(DisplayWidth.of(line)) columns wide: \(line)"
    }
    // A control character moves the terminal's cursor: a tab or a line break in a line draws
    // it wider or on two lines, whatever its measured width.
    for (index, line) in lines.enumerated() {
      if let control = line.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) {
        let code = String(control.value, radix: 16, uppercase: true)
        return "at \(size) line \(index + 1) holds the control character U+"
          + String(repeating: "0", count: max(0, 4 - code.count)) + code
      }
    }
    let view = explorationView
    // A focus that waits for the screen's disabled default row (`-1`) marks no row; any other
    // focus must be on an enabled row.
    if view.selection != -1, view.rows.contains(where: \.isEnabled),
      !(view.rows.indices.contains(view.selection) && view.rows[view.selection].isEnabled)
    {
      let row = view.rows.indices.contains(view.selection) ? view.rows[view.selection].title : "-"
      return "focus is on the disabled row \"\(row)\" of \(view.title)"
    }
    return nil
  }

  /// Saves this host's navigation, restores it into `fresh` — a new host of the same app — at
  /// this host's size, waits until `fresh` is idle and says how the two differ, as the explorer
  /// checks after a save and restore; `nil` when the restore succeeds, gives the same
  /// navigation, and the restored app's frame, once its screens' work has finished, holds what
  /// ``frameProblem()`` checks. The frames' text is not compared: what a screen shows from
  /// its model (a query typed, an image loaded, a title made from them) is not navigation, and
  /// a restored app loads it again. Call it when this host is idle (after `wait-idle`).
  ///
  /// ```swift
  /// try await host.replay("key enter\nwait-idle")
  /// #expect(await host.restoreProblem(in: try App.host()) == nil)
  /// ```
  ///
  /// - Parameter fresh: A new host of the same app; it is restored and left running.
  /// - Returns: The difference, in a sentence, or `nil`.
  public func restoreProblem(in fresh: TerminalHost) async -> String? {
    guard let saving = savingRouter, let target = fresh.savingRouter else {
      return "the navigation cannot be saved: its screens and alerts are not Codable"
    }
    let data: Data
    do {
      data = try saving.explorationSavedState()
    } catch {
      return "saving the navigation failed: \(error)"
    }
    fresh.width = width
    fresh.height = height
    do {
      try target.explorationRestore(from: data)
    } catch {
      return "restoring the saved navigation failed: \(error)"
    }
    // Compared before the restored screens' work runs: what it does next (a load that
    // fails and asks) is the screens', not the restore's.
    if fresh.navigationText != navigationText {
      return "restored, the navigation is \(fresh.navigationText) instead of \(navigationText)"
    }
    await fresh.waitIdle()
    if let problem = fresh.frameProblem() { return "restored, \(problem)" }
    return nil
  }

  /// Where the frame's rows, alert buttons and tabs can be clicked now.
  var explorationTargets: [TerminalHitTarget] { renderedFrame().hitTargets }
}

extension TerminalHost {
  /// Runs `--explore`: explores, prints the report on standard output and, on a failure,
  /// writes the test to `--record FILE` (else `ExploredFailureTests.swift`) and says where on
  /// standard error. The walk runs in a child process of this executable when these are its
  /// own arguments: a trap there is shrunk here (see `ExplorationTraps`).
  ///
  /// - Returns: 0 when nothing broke, 1 when something did or the test cannot be written.
  static func explore(
    _ exploration: TerminalExploration<Factory>, steps: Int, arguments: TerminalHostArguments,
    template: SessionTestTemplate?
  ) async -> Int32 {
    let file = URL(fileURLWithPath: arguments.recordFile ?? "ExploredFailureTests.swift")
    var exploration = exploration
    // A trap stops the process: the walk so far stays in this file, for --script.
    exploration.walkLog = URL(
      fileURLWithPath: file.deletingPathExtension().lastPathComponent + "-walk.txt",
      relativeTo: file.deletingLastPathComponent())
    // The suite takes the file's name, as a recorded session's does.
    exploration.template = (template ?? exploration.template).map { $0.named(after: file) }
    let environment = ProcessInfo.processInfo.environment
    if let replay = environment[ExplorationTraps.replayVariable] {
      // A child replaying a candidate walk of a trap: a trap ends it, else it ends well.
      await replayWalk(at: URL(fileURLWithPath: replay), exploration, arguments)
      return 0
    }
    // Walk in a child, so that a trap can be shrunk here — when these are this process's own
    // arguments, which the child is given.
    if environment[ExplorationTraps.childVariable] == nil,
      (try? TerminalHostArguments(parsing: CommandLine.arguments.dropFirst())) == arguments,
      let ending = ExplorationTraps.runSelf(
        Array(CommandLine.arguments.dropFirst()),
        environment: [ExplorationTraps.childVariable: "1"], quiet: false)
    {
      guard ending.signalled, let log = exploration.walkLog else { return ending.status }
      return await shrinkTrap(
        signal: ending.status, log: log, exploration, file: file, seed: arguments.seed)
    }
    let report = await exploration.run(
      steps: steps, seed: arguments.seed, width: arguments.width, height: arguments.height)
    FileHandle.standardOutput.write(Data((report.description + "\n").utf8))
    guard report.failure != nil else { return 0 }
    guard let test = report.test else {
      writeError("\(programName): no test written: the program gives the host no test template\n")
      return 1
    }
    if let problem = SessionRecorder.replaceProblem(file) {
      writeError("\(programName): no test written: \(problem)\n")
      return 1
    }
    do {
      try Data(test.utf8).write(to: file, options: .atomic)
      writeError("\(programName): wrote the failing walk as a test in \(file.path)\n")
    } catch {
      writeError("\(programName): cannot write \(file.path): \(error.localizedDescription)\n")
    }
    return 1
  }

  /// Replays a walk's script lines on a fresh app, skipping the lines it refuses.
  private static func replayWalk(
    at url: URL, _ exploration: TerminalExploration<Factory>, _ arguments: TerminalHostArguments
  ) async {
    let runner = ExplorationRunner(
      exploration: exploration, width: arguments.width, height: arguments.height)
    guard let host = try? runner.start() else { return }
    await runner.run(ExplorationTraps.lines(ofLog: url), on: host)
    host.stop(runQuitHandlers: false)
  }

  /// The walking child trapped: shrinks the walk it left in `log` to the fewest lines that trap
  /// the same way, each try in a child; writes them back to `log` as a script, and as a test
  /// to `file` with a template; prints what it found.
  ///
  /// - Returns: 1.
  private static func shrinkTrap(
    signal: Int32, log: URL, _ exploration: TerminalExploration<Factory>, file: URL, seed: UInt64
  ) async -> Int32 {
    let walk = ExplorationTraps.lines(ofLog: log)
    let candidate = log.deletingLastPathComponent()
      .appendingPathComponent(".\(log.lastPathComponent).try")
    defer { try? FileManager.default.removeItem(at: candidate) }
    let trapped = ExplorationTraps.Ending(status: signal, signalled: true)
    let shrunk = await ExplorationTraps.shrink(walk) { lines in
      guard (try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: candidate)) != nil
      else { return false }
      return ExplorationTraps.runSelf(
        Array(CommandLine.arguments.dropFirst()),
        environment: [
          ExplorationTraps.childVariable: "1", ExplorationTraps.replayVariable: candidate.path,
        ], quiet: true) == trapped
    }
    let script =
      "# The explorer's walk that traps the app (signal \(signal)), shrunk from "
      + "\(walk.count) lines.\n# Replay it with --script \(log.lastPathComponent).\n"
      + shrunk.map { $0 + "\n" }.joined()
    try? Data(script.utf8).write(to: log)
    var report = [
      "explored (seed \(seed)): FAILED: the app trapped (signal \(signal)) after "
        + "\(walk.count - 1) script lines",
      "shrunk to \(shrunk.count) script lines:",
    ]
    report += shrunk.dropFirst().map { "  \($0)" }
    FileHandle.standardOutput.write(Data((report.joined(separator: "\n") + "\n").utf8))
    writeError("\(programName): wrote the walk that traps as a script in \(log.path)\n")
    if let template = exploration.template {
      let test = ExplorationTraps.testSource(shrunk, signal: signal, template: template)
      if let problem = SessionRecorder.replaceProblem(file) {
        writeError("\(programName): no test written: \(problem)\n")
      } else if (try? Data(test.utf8).write(to: file, options: .atomic)) != nil {
        writeError("\(programName): wrote it as a test in \(file.path)\n")
      }
    }
    return 1
  }
}
