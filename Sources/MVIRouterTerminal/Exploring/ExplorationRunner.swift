import Foundation

/// Walks, checks, shrinks and writes the test for a ``TerminalExploration``.
@MainActor
struct ExplorationRunner<Factory: TerminalScreenFactory> {
  let exploration: TerminalExploration<Factory>
  let width: Int
  let height: Int
  /// The most walks shrinking replays, so a long walk cannot shrink for ever.
  var shrinkBudget = 400

  /// A fresh app at the starting size.
  func start() throws -> TerminalHost<Factory> {
    let host = try exploration.makeHost()
    host.width = width
    host.height = height
    return host
  }

  /// What a walk covered.
  struct Coverage {
    var screens: Set<String> = []
    var rows: Set<String> = []
    var transitions: Set<ExplorationReport.Transition> = []
  }

  func explore(steps count: Int, seed: UInt64) async -> ExplorationReport {
    var report = ExplorationReport(
      seed: seed, steps: 0, screens: [], rowsPressed: [], transitions: [], failure: nil,
      walk: [], test: nil)
    let host: TerminalHost<Factory>
    do {
      host = try start()
    } catch {
      report.failure = "the app could not be made: \(error)"
      return report
    }
    var random = ExplorationRandom(seed: seed)
    var coverage = Coverage()
    var walk: [ExplorationStep] = []
    var found: ExplorationFailure?
    coverage.screens.insert(host.explorationView.place)
    let canRestore = host.savingRouter != nil
    let hasOpen = host.scriptCommands["open"] != nil
    let log = exploration.walkLog.flatMap { Self.startLog($0, width: width, height: height) }
    defer {
      if let log, let url = exploration.walkLog {
        try? log.close()
        try? FileManager.default.removeItem(at: url)
      }
    }
    for _ in 0..<count {
      let view = host.explorationView
      let tabBar = host.tabBar
      let step = ExplorationStep.choose(
        view: view, targets: host.explorationTargets,
        tabs: tabBar.map { $0.isActive ? $0.titles.count : 0 } ?? 0,
        links: hasOpen ? exploration.links : [], canRestore: canRestore, using: &random)
      walk.append(step)
      let failure = await take(step, on: host, log: log)
      let after = host.explorationView
      coverage.screens.insert(after.place)
      if let row = step.pressedRow { coverage.rows.insert("\(view.place): \(row)") }
      if after.place != view.place {
        coverage.transitions.insert(.init(from: view.place, via: step.label, to: after.place))
      }
      if let failure {
        found = failure
        break
      }
      if host.isStopped { break }
    }
    host.stop(runQuitHandlers: false)
    report.steps = walk.count
    report.screens = coverage.screens.sorted()
    report.rowsPressed = coverage.rows.sorted()
    report.transitions = coverage.transitions.sorted()
    guard let found else { return report }
    let shrunk = await shrink(walk, failing: found)
    report.failure = shrunk.failure.message
    report.walk = shrunk.steps.flatMap(\.lines)
    if let template = exploration.template {
      report.test = await testSource(shrunk.steps, failure: shrunk.failure, template: template)
    }
    return report
  }

  /// Creates the walk's log, a script that starts at the walk's size.
  private static func startLog(_ url: URL, width: Int, height: Int) -> FileHandle? {
    let header =
      "# The explorer's walk, written before each step: the app trapped at the last one.\n"
      + "# Replay it with --script \(url.lastPathComponent).\nresize \(width) \(height)\n"
    guard FileManager.default.createFile(atPath: url.path, contents: Data(header.utf8)),
      let handle = try? FileHandle(forWritingTo: url)
    else { return nil }
    _ = try? handle.seekToEnd()
    return handle
  }

  /// Runs a step's lines (a line that throws changed nothing and is skipped), then checks.
  ///
  /// - Returns: What broke, if anything.
  func take(
    _ step: ExplorationStep, on host: TerminalHost<Factory>, log: FileHandle? = nil,
    checking only: ExplorationFailure.Kind? = nil
  ) async -> ExplorationFailure? {
    /// Whether to check for `kind`: every kind while walking, the failing one while shrinking.
    func checks(_ kind: ExplorationFailure.Kind) -> Bool { only == nil || only == kind }
    let before = host.navigationText
    let view = host.explorationView
    let leaves = ExplorationStep.shouldLeave(
      step.lines, from: view, targets: host.explorationTargets)
    _ = await run(step.lines, on: host, log: log)
    if host.isStopped { return nil }
    if checks(.frame), let problem = host.frameProblem() {
      return ExplorationFailure(
        kind: .frame, message: "after `\(step.lines.joined(separator: "; "))`, \(problem)")
    }
    if checks(.cannotLeave), leaves, host.navigationText == before {
      let what = view.alertButtons.isEmpty ? view.place : "the alert"
      return ExplorationFailure(
        kind: .cannotLeave,
        message: "`\(step.lines.joined(separator: "; "))` left \(what) where it was: \(before)")
    }
    if checks(.restore), step.check == .restores {
      do {
        let fresh = try start()
        defer { fresh.stop(runQuitHandlers: false) }
        if let problem = await host.restoreProblem(in: fresh) {
          return ExplorationFailure(kind: .restore, message: "at \(view.place), \(problem)")
        }
      } catch {
        return ExplorationFailure(
          kind: .restore, message: "a fresh app could not be made: \(error)")
      }
    }
    do {
      if checks(.invariant) { try exploration.invariants(host) }
    } catch {
      return ExplorationFailure(kind: .invariant, message: "the app's invariant: \(error)")
    }
    return nil
  }

  /// Runs script lines on `host`, as a script does, skipping a line that throws. With a `log`,
  /// each line is written to it before it runs (a trap leaves it there), and a line that threw
  /// is rewritten as a comment, so the log replays as a script.
  ///
  /// - Returns: The lines that ran without throwing.
  @discardableResult
  func run(
    _ lines: [String], on host: TerminalHost<Factory>, recording: Bool = false,
    log: FileHandle? = nil
  ) async -> [String] {
    var ran: [String] = []
    var scratch = TerminalScriptRun()
    let custom = Set(host.scriptCommands.keys)
    for line in lines {
      guard !host.isStopped else { break }
      let offset = try? log?.offset()
      log?.write(Data((line + "\n").utf8))
      do {
        let command = try ScriptCommand.parse(line, customNames: custom)
        if try await !host.runCommand(command, into: &scratch) {
          host.stop(runQuitHandlers: false)
          break
        }
        if recording { host.recordScriptCommand(command) }
        ran.append(line)
      } catch {
        if let log, let offset {
          try? log.truncate(atOffset: offset)
          log.write(Data("# refused: \(line)\n".utf8))
        }
        continue
      }
    }
    return ran
  }

  // MARK: Shrinking

  /// Replays `steps` on a fresh app; the index of the step where it fails as `kind` does.
  func failure(of steps: [ExplorationStep], kind: ExplorationFailure.Kind) async
    -> (index: Int, failure: ExplorationFailure)?
  {
    guard let host = try? start() else { return nil }
    defer { host.stop(runQuitHandlers: false) }
    for (index, step) in steps.enumerated() {
      if let failure = await take(step, on: host, checking: kind) { return (index, failure) }
      if host.isStopped { return nil }
    }
    return nil
  }

  /// The fewest steps of `walk` that still fail as `failing` did, by delta debugging: remove
  /// chunks while the rest still fails, halving the chunks down to single steps, then single
  /// steps from the end until none can go; each try replayed from a fresh app, up to
  /// ``shrinkBudget`` tries.
  func shrink(_ walk: [ExplorationStep], failing: ExplorationFailure) async
    -> (steps: [ExplorationStep], failure: ExplorationFailure)
  {
    var failure = failing
    let steps = await WalkShrinker.shrink(walk, budget: shrinkBudget) { candidate in
      // Still failing: the walk goes on from the candidate, cut after its failing step.
      guard let found = await self.failure(of: candidate, kind: failing.kind) else { return nil }
      failure = found.failure
      return Array(candidate[...found.index])
    }
    return (steps, failure)
  }

  // MARK: The test

  /// The source of the test that replays `steps` and fails as `failure` says: the steps before
  /// the last recorded as a session (see `TerminalHost.recordSession(as:to:writeOnQuit:)`), then
  /// the last step and the assertion of the rule it broke.
  func testSource(
    _ steps: [ExplorationStep], failure: ExplorationFailure, template: SessionTestTemplate
  ) async -> String? {
    guard let last = steps.last, let host = try? start() else { return nil }
    defer { host.stop(runQuitHandlers: false) }
    host.recordSession(
      as: template, to: URL(fileURLWithPath: "\(template.suiteName).swift"), writeOnQuit: false)
    for step in steps.dropLast() {
      await run(step.lines, on: host, recording: true)
    }
    // The session is taken before the last step: what that step did is the failure, which
    // the test asserts against instead of recording it.
    guard let source = host.recordedSessionTest() else { return nil }
    let lastLines = await run(last.lines, on: host)
    let isTabbed = host.screenFactory is any TabbedTerminalScreenFactory
    let ending = ExplorationTestEnding(
      lines: lastLines, failure: failure, template: template, isTabbed: isTabbed,
      width: host.width, height: host.height)
    return ending.insert(into: source)
  }
}
