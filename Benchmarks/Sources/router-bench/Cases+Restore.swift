import Foundation
import MVIRouter

extension Cases {
  /// The saved state of `n` pushed routes, as the library writes it.
  static func savedState(routes n: Int) throws -> Data {
    let state = NavigationState<BenchScreen, BenchAlert>(
      routes: (1...n).map {
        Route(id: RouteID(rawValue: $0), screen: .detail($0), presentation: .push)
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(state)
  }

  /// Saving and restoring 10,000 pushed routes in this process, each well under 100 ms, and
  /// linear: the cost per route at 10,000 beside the cost per route at 1,000. Times are the
  /// process's CPU time (the least of several runs): on cores shared with other builds the time
  /// on the clock is inflated by whatever else runs.
  func saveAndRestoreCost() throws {
    var perRoute: [Int: (save: Double, restore: Double)] = [:]
    for n in [1_000, 10_000] {
      let router = Router(
        state: NavigationState(
          routes: (1...n).map {
            Route(id: RouteID(rawValue: $0), screen: .detail($0), presentation: .push)
          }))
      let saved = try router.savedState()
      var failure: (any Error)?
      let save = Cases.leastCPUSeconds(repeats: repeats + 2) {
      } _: { _ in
        do { _ = try router.savedState() } catch { failure = error }
      }
      var restoredCount = 0
      let restore = Cases.leastCPUSeconds(repeats: repeats + 2) {
        Router()
      } _: { fresh in
        do {
          try fresh.restore(from: saved)
          restoredCount = fresh.state.routes.count
        } catch {
          failure = error
        }
      }
      report.check(
        failure == nil && restoredCount == n,
        "saving and restoring \(n) routes: \(failure.map { "\($0)" } ?? "\(restoredCount) restored")"
      )
      perRoute[n] = (save / Double(n), restore / Double(n))
      guard n == 10_000 else { continue }
      let decode = Cases.leastCPUSeconds(repeats: repeats + 2) {
      } _: { _ in
        _ = try? JSONDecoder().decode(NavigationState<BenchScreen, BenchAlert>.self, from: saved)
      }
      report.add(
        BenchResult(
          name: "save \(n) routes (savedState(): JSONEncoder), CPU time", unit: "ms",
          value: save * 1000, target: .below(100), targetText: "well under 100 ms"))
      report.add(
        BenchResult(
          name: "restore them (restore(from:) into a new router), CPU time", unit: "ms",
          value: restore * 1000, target: .below(100), targetText: "well under 100 ms"))
      report.add(
        BenchResult(
          name: "of which JSONDecoder's decode and the validation (NavigationState(from:))",
          unit: "ms", value: decode * 1000, target: .report, targetText: "report"))
    }
    if let small = perRoute[1_000], let large = perRoute[10_000] {
      report.add(
        BenchResult(
          name: "save, per route at 10,000 routes", unit: "µs/route", value: large.save * 1e6,
          baselineName: "per route at 1,000", baseline: small.save * 1e6, target: .atMost(1.5),
          targetText: "linear (≤ 1.5× per route at 1,000)"))
      report.add(
        BenchResult(
          name: "restore, per route at 10,000 routes", unit: "µs/route",
          value: large.restore * 1e6, baselineName: "per route at 1,000",
          baseline: small.restore * 1e6, target: .atMost(1.5),
          targetText: "linear (≤ 1.5× per route at 1,000)"))
    }
  }

  /// The least CPU time (seconds) `body` took over `repeats` runs, each on a fresh `setup()`.
  static func leastCPUSeconds<State>(
    repeats: Int, setup: @MainActor () -> State, _ body: @MainActor (inout State) -> Void
  ) -> Double {
    var least = Double.infinity
    for _ in 0..<max(1, repeats) {
      var state = setup()
      let start = Measure.cpuSeconds()
      body(&state)
      least = min(least, Measure.cpuSeconds() - start)
    }
    return least
  }

  /// Restoring a large saved file in a child process (so its peak memory is its own), and
  /// rejecting a large file of another format version: growth rows, reported without a time
  /// target (the target is the 10,000-route row of ``saveAndRestoreCost()``).
  func restoration() throws {
    let n = quick ? 20_000 : 1_000_000
    let saved = try Cases.savedState(routes: n)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("router-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("saved.json")
    let output = directory.appendingPathComponent("result.txt")
    try saved.write(to: input)
    let megabytes = Double(saved.count) / 1_048_576
    let scale = Double(n) / 1_000_000

    let figures = measuredChild(
      ["--restore-child", input.path, output.path, "\(n)"], output: output,
      what: "restoring \(n) routes")
    let seconds = figures?.seconds
    let wall = figures?.wall
    let before = figures?.before
    let peak = figures?.peak
    report.add(
      BenchResult(
        name: String(
          format: "restore a saved file of %d routes (%.1f MB), CPU time", n, megabytes),
        unit: "s", value: seconds, target: .report, targetText: "growth row", note: wall))
    report.add(
      BenchResult(
        name: "peak resident memory of that restore (the child process's own high-water mark)",
        unit: "MB",
        value: peak, baselineName: "child before reading", baseline: before,
        target: .below((before ?? 0) + 1024 * scale),
        targetText: quick
          ? String(format: "≤ %.0f MB over the child's start (1 GB at 1M, scaled)", 1024 * scale)
          : "≤ 1 GB"))

    // Another format version: a saved file of about 50 MB (1 MB under --quick) whose version
    // field, written last as the library writes it, names the version after the library's.
    let wanted = quick ? 1_048_576 : 50 * 1_048_576
    let routesForSize = max(1, Int(Double(n) * Double(wanted) / Double(saved.count)))
    var text = String(decoding: try Cases.savedState(routes: routesForSize), as: UTF8.self)
    guard let key = text.range(of: "\"version\":", options: .backwards),
      let end = text[key.upperBound...].firstIndex(of: "}"),
      let written = Int(text[key.upperBound..<end])
    else {
      report.check(false, "the saved state has no version field at its end")
      return
    }
    let range = key.lowerBound..<text.index(after: end)
    text.replaceSubrange(range, with: "\"version\":\(written + 1)}")
    let other = Data(text.utf8)
    var rejected = true
    let rejectSeconds = Measure.seconds(repeats: min(repeats, 3)) { () -> Router in
      Router()
    } _: { router in
      do {
        try router.restore(from: other)
        rejected = false
      } catch {
        if case .incompatibleVersion? = error as? RestorationError {} else { rejected = false }
      }
    }
    report.check(
      rejected, "a file of format version \(written + 1) is rejected as an incompatible version")
    report.add(
      BenchResult(
        name: String(
          format: "reject a %.0f MB file of another format version", Double(other.count) / 1_048_576
        ),
        unit: "s", value: rejectSeconds,
        target: .below(0.5 * Double(other.count) / Double(50 * 1_048_576)),
        targetText: quick ? "≤ 0.5 s per 50 MB, scaled" : "≤ 0.5 s"))
  }

  /// The child side of ``restoration()``: restores the file, writes "seconds startKB peakKB
  /// cpuSeconds" (the time on the clock, its own resident high-water marks before reading and
  /// after restoring, and the CPU time) to `output`, and exits non-zero if the restored state is
  /// not the saved one.
  static func restoreChild(input: String, output: String, expected: Int) -> Int32 {
    let router = Router()
    return measureChild(output: output) {
      do {
        try router.restore(from: try Data(contentsOf: URL(fileURLWithPath: input)))
      } catch {
        return "restore failed: \(error)"
      }
      let routes = router.state.routes
      guard routes.count == expected, routes.last?.screen == .detail(expected) else {
        return "restored \(routes.count) of \(expected) routes"
      }
      return nil
    }
  }

  /// In a measuring child process: runs `work`, timed on the clock and in CPU time, and writes
  /// the four figures `measuredChild` reads (seconds, resident high-water marks before and
  /// after in KB, CPU seconds) to `output`. The peak is read in the child: `wait4`'s figure for
  /// a spawned child can include the parent's memory, which the child shares until it executes.
  ///
  /// - Returns: 0, or 1 when `work` fails (it returns why, written to standard error).
  static func measureChild(output: String, _ work: () -> String?) -> Int32 {
    let before = Measure.peakResidentKilobytes() ?? 0
    let cpu = Measure.cpuSeconds()
    let start = Measure.clock.now
    if let failure = work() {
      FileHandle.standardError.write(Data("\(failure)\n".utf8))
      return 1
    }
    let seconds = Measure.seconds(Measure.clock.now - start)
    let cpuSeconds = Measure.cpuSeconds() - cpu
    let peak = Measure.peakResidentKilobytes() ?? 0
    do {
      try Data("\(seconds) \(before) \(peak) \(cpuSeconds)".utf8).write(
        to: URL(fileURLWithPath: output))
    } catch {
      return 1
    }
    return 0
  }
}

extension Cases {
  /// What a measuring child process reports: its time on the clock, its CPU time, and its
  /// resident memory (MB) before the work and at its peak.
  struct ChildFigures {
    var wall: String
    var seconds: Double
    var before: Double
    var peak: Double
  }

  /// Runs a measuring child (`--save-child`, `--restore-child`), which writes four numbers to
  /// `output`; checks that it succeeded, as `what` (e.g. "saving 20000 routes").
  func measuredChild(_ arguments: [String], output: URL, what: String) -> ChildFigures? {
    let child = Measure.runChild(arguments)
    let fields =
      (try? String(contentsOf: output, encoding: .utf8))?
      .split(separator: " ").compactMap { Double($0) } ?? []
    report.check(
      child?.status == 0 && fields.count == 4,
      "\(what) in a child process failed (status \(child.map { "\($0.status)" } ?? "not started"))"
    )
    guard fields.count == 4 else { return nil }
    // The child's CPU time: on cores shared with other processes the wall time (in the note)
    // is inflated by whatever else runs.
    return ChildFigures(
      wall: String(format: "%.2f s on the clock", fields[0]), seconds: fields[3],
      before: fields[1] / 1024, peak: fields[2] / 1024)
  }
}
