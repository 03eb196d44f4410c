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
    if view.rows.contains(where: \.isEnabled),
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
  /// standard error.
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
    let report = await exploration.run(
      steps: steps, seed: arguments.seed, width: arguments.width, height: arguments.height)
    FileHandle.standardOutput.write(Data((report.description + "\n").utf8))
    guard report.failure != nil else { return 0 }
    guard let test = report.test else {
      writeError("\(programName): no test written: the program gives the host no test template\n")
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
}
