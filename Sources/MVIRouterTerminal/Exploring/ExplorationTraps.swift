import Foundation

/// A walk that traps, shrunk in child processes: a trap ends the process it happens in, so
/// `--explore` walks in a child of its own, and when that child traps, replays candidate walks
/// in more children (`MVIROUTER_EXPLORE_REPLAY`) to find the fewest steps that trap the same
/// way.
enum ExplorationTraps {
  /// Set in a child that walks: it explores in its own process.
  static let childVariable = "MVIROUTER_EXPLORE_CHILD"
  /// Set in a child that replays a candidate walk: the script file to replay.
  static let replayVariable = "MVIROUTER_EXPLORE_REPLAY"
  /// The most candidate walks replayed.
  static let budget = 200

  /// How a child process ended.
  struct Ending: Equatable {
    var status: Int32
    var signalled: Bool
  }

  /// Runs this executable again with `arguments` and `environment` added to this process's;
  /// `nil` when it cannot be started.
  static func runSelf(_ arguments: [String], environment: [String: String], quiet: Bool)
    -> Ending?
  {
    guard let executable = Bundle.main.executableURL else { return nil }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if quiet {
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
    }
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    process.waitUntilExit()
    return Ending(
      status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal)
  }

  /// The script lines of a walk's log, without its comments.
  static func lines(ofLog url: URL) -> [String] {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
  }

  /// The fewest of `lines` (the first, the starting size, always kept) for which `traps` holds:
  /// chunks, then single lines one pass at a time, up to ``budget`` tries.
  static func shrink(
    _ lines: [String], isolation: isolated (any Actor)? = #isolation, traps: ([String]) -> Bool
  ) async -> [String] {
    guard let first = lines.first else { return lines }
    let rest = await WalkShrinker.shrink(Array(lines.dropFirst()), budget: Self.budget) {
      traps([first] + $0) ? $0 : nil
    }
    return [first] + rest
  }

  /// A test that replays `lines` and so traps at the last one while the fault is there.
  static func testSource(_ lines: [String], signal: Int32, template: SessionTestTemplate)
    -> String
  {
    let imports = Set(template.imports + ["MVIRouterTerminal", "Testing"]).sorted()
    var source = [
      "// A walk of the terminal host's explorer that traps the app (signal \(signal)), shrunk",
      "// to its fewest steps: the test stops the test process at its last replay while the",
      "// fault is there, and passes once it is fixed.",
    ]
    source += imports.map { "import \($0)" }
    source += [
      "", "@MainActor @Suite struct \(template.suiteName) {",
      "  @Test func \(template.testName)() async throws {",
      "    let host = \(template.makeHost)",
    ]
    for line in lines + ["quit"] {
      let literal = SessionRecording.literal(line)
      let call = "try await host.replay(\(literal))"
      source +=
        call.count + 4 > 100
        ? ["    try await host.replay(", "      " + literal, "    )"] : ["    " + call]
    }
    source += ["  }", "}"]
    return source.joined(separator: "\n") + "\n"
  }
}
