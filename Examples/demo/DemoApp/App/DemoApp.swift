import DemoSupport
import Foundation
import MVIRouter
import MVIRouterTerminal

/// The demo's entry point: reads its flags, builds the one router and runs the terminal host —
/// interactively in a terminal, else as a script of host commands.
///
/// Flags: `--fail` makes every fake service fail, `--delay-ms N` sets their latency (400 by
/// default), `--open LINK` starts at a deep link, `--restore FILE` starts where the last run
/// quit, `--tabs` runs the demos as tabs instead of a menu, `--graph [dot|mermaid]` prints
/// one diagram of the deep links and the navigation and exits. The host reads its own options
/// (``TerminalHostArguments``): `--script FILE` (`-` for standard input) runs a script,
/// `--size WxH` sets a script's terminal size, `--no-mouse` leaves the mouse to the terminal,
/// `--record FILE` writes the session as a test (its template: `DemoRecording.swift`),
/// `--explore [N] --seed N` explores fresh demos at random (with `--graph`, the transitions
/// found are drawn beside the map).
@MainActor
public enum DemoApp {
  /// The options the demo reads from its arguments.
  struct Options: Equatable {
    var delayMilliseconds = 400
    var fail = false
    var openLink: String?
    var restoreFile: String?
    var tabs = false
    var graph: DiagramFormat?
    /// The host's own options (`--script`, `--size`, `--no-mouse`), run by `TerminalHost.run`.
    var host = TerminalHostArguments()
  }

  static let usage = """
    usage: demo [--tabs] [--fail] [--delay-ms N] [--open LINK] [--restore FILE] \
    \(TerminalHostArguments.synopsis)
           demo [--tabs] [--open LINK] --graph [dot|mermaid] [--explore [N] [--seed N]]
      --tabs          the four demos as tabs, each with its own stack (keys 1-4, [ and ])
      --fail          every fake service fails
      --delay-ms N    fake latency in milliseconds (default 400)
      --open LINK     start at a deep link, e.g. demo://movies/2 or demo://products/1/quantity
      --restore FILE  start where the last run with this file quit; saved on quit and on
                      SIGTERM or SIGHUP
    \(TerminalHostArguments.usage)
      --graph [FMT]   print one diagram of the deep links and the navigation (after --open)
                      and exit; FMT is dot (Graphviz, the default) or mermaid; with
                      --explore, the transitions the walk found beside them
    """

  /// Reads the host's options, then the demo's from what is left.
  static func parse(_ arguments: [String]) throws(DemoArgumentError) -> Options {
    var options = Options()
    do {
      options.host = try TerminalHostArguments(parsing: arguments)
    } catch {
      throw DemoArgumentError(error.reason)
    }
    var remaining = options.host.unparsed[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--fail":
        options.fail = true
      case "--tabs":
        options.tabs = true
      case "--graph":
        options.graph = .dot
        if let format = remaining.first, !format.hasPrefix("-") {
          guard let chosen = DiagramFormat.allCases.first(where: { "\($0)" == format }) else {
            throw DemoArgumentError("--graph takes dot or mermaid, not \"\(format)\"")
          }
          options.graph = chosen
          remaining.removeFirst()
        }
      case "--delay-ms":
        guard let value = remaining.popFirst(), let delay = Int(value), (0...60_000).contains(delay)
        else { throw DemoArgumentError("--delay-ms needs milliseconds from 0 to 60000") }
        options.delayMilliseconds = delay
      case "--open", "--restore":
        guard let value = remaining.popFirst() else {
          throw DemoArgumentError("\(argument) needs a value")
        }
        if argument == "--open" { options.openLink = value } else { options.restoreFile = value }
      default:
        throw DemoArgumentError("unknown argument \"\(argument)\"")
      }
    }
    // The fakes answer at once while exploring, unless asked otherwise: the walk is the same
    // (work finishes only where it waits), only faster.
    if options.host.exploreSteps != nil, !options.host.unparsed.contains("--delay-ms") {
      options.delayMilliseconds = 0
    }
    if options.host.help { throw DemoArgumentError("") }
    if options.graph != nil {
      // The graph is printed and the demo exits: no session runs, so its options would do
      // nothing (the fakes' do when the graph explores: the walk runs the app).
      var sessionOnly = ["--script", "--record", "--restore", "--size", "--no-mouse"]
      if options.host.exploreSteps == nil { sessionOnly += ["--fail", "--delay-ms"] }
      if let option = arguments.first(where: sessionOnly.contains) {
        throw DemoArgumentError("\(option) does nothing with --graph, which prints and exits")
      }
    }
    if options.host.recordFile != nil, options.restoreFile != nil {
      throw DemoArgumentError(
        "--record cannot be used with --restore: a recorded test starts where the demo starts")
    }
    return options
  }

  /// What the demo prints for arguments it refuses (or for `--help`, whose reason is empty): the
  /// reason after the program's name, as the terminal host words its own errors
  /// (`demo: --record needs a file`), then the usage.
  static func usageText(for error: DemoArgumentError) -> String {
    (error.reason.isEmpty ? "" : "demo: \(error.reason)\n") + usage + "\n"
  }

  /// Runs the demo with the process's arguments and returns its exit code.
  ///
  /// ```swift
  /// exit(await DemoApp.main(arguments: Array(CommandLine.arguments.dropFirst())))
  /// ```
  ///
  /// - Parameter arguments: The arguments after the program's name.
  /// - Returns: 0 on success, 1 when a script fails or the terminal cannot be used, 2 for bad
  ///   arguments.
  public static func main(arguments: [String]) async -> Int32 {
    let options: Options
    do {
      options = try parse(arguments)
    } catch {
      FileManager.default.standardErrorWrite(usageText(for: error))
      return error.reason.isEmpty ? 0 : 2
    }
    if let format = options.graph {
      guard let steps = options.host.exploreSteps else {
        return printGraph(options, format: format)
      }
      let report =
        options.tabs
        ? await exploration(makeTabbedHost, options).run(steps: steps, seed: options.host.seed)
        : await exploration(makeHost, options).run(steps: steps, seed: options.host.seed)
      return printGraph(options, format: format, explored: report)
    }
    return options.tabs
      ? await start(makeTabbedHost, options) : await start(makeHost, options)
  }

  /// Makes the host with `make` and runs it; a host that cannot be made is reported (exit 2).
  static func start<Factory>(
    _ make: @escaping @MainActor (Options) throws(DemoArgumentError) -> TerminalHost<Factory>,
    _ options: Options
  ) async -> Int32 {
    let host: TerminalHost<Factory>
    do {
      host = try make(options)
    } catch {
      FileManager.default.standardErrorWrite("demo: \(error)\n")
      return 2
    }
    return await run(host, options, exploring: exploration(make, options))
  }

  /// What `--explore` walks: fresh demos made from the same flags, opening the demo's links.
  static func exploration<Factory>(
    _ make: @escaping @MainActor (Options) throws(DemoArgumentError) -> TerminalHost<Factory>,
    _ options: Options
  ) -> TerminalExploration<Factory> {
    TerminalExploration(links: options.tabs ? DemoTabbedLinks.examples : DemoLinks.examples) {
      try make(options)
    }
  }

  /// Runs `host` as the terminal host runs an executable: interactively in a terminal, else
  /// as a script, or explores fresh demos; returns the exit code.
  static func run<Factory>(
    _ host: TerminalHost<Factory>, _ options: Options,
    exploring exploration: TerminalExploration<Factory>? = nil
  ) async -> Int32 {
    return await host.run(
      options.host, recordingAs: sessionTemplate(options), exploring: exploration)
  }

  /// The demo's host, with its script commands, its restore file and its starting link.
  ///
  /// - Parameter options: The parsed flags.
  /// - Returns: A host ready to run.
  /// - Throws: ``DemoArgumentError`` when the starting link cannot be opened.
  static func makeHost(_ options: Options) throws(DemoArgumentError) -> TerminalHost<
    DemoScreenFactory
  > {
    let environment = DemoEnvironment(
      services: DemoServices(
        delay: .milliseconds(options.delayMilliseconds), failEverything: options.fail))
    let routerEvents = environment.routerEvents
    let host = TerminalHost(
      screenFactory: DemoScreenFactory(environment: environment),
      waitIdle: { await environment.tasks.waitIdle() })
    try wire(
      host, options, open: { try routerEvents.open($0, using: DemoLinks.map) },
      restore: {
        let data = try Data(contentsOf: $0)
        try DemoRestoreCheck.check(saved: data)
        try routerEvents.restore(from: data)
      },
      save: { try routerEvents.savedState().write(to: $0, options: .atomic) }
    )
    return host
  }
}

/// A bad command-line argument.
struct DemoArgumentError: Error, Equatable, CustomStringConvertible {
  var reason: String
  init(_ reason: String) { self.reason = reason }
  var description: String { reason }
}

extension FileManager {
  /// Writes a message to standard error.
  func standardErrorWrite(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

extension DemoApp {
  /// The tabbed demo's host, with its script commands, its restore file and its starting link.
  ///
  /// - Parameter options: The parsed flags.
  /// - Returns: A host ready to run.
  /// - Throws: ``DemoArgumentError`` when the starting link cannot be opened.
  static func makeTabbedHost(_ options: Options) throws(DemoArgumentError) -> TerminalHost<
    DemoTabbedScreenFactory
  > {
    let router = DemoTabbedScreenFactory(
      services: DemoServices(
        delay: .milliseconds(options.delayMilliseconds), failEverything: options.fail))
    let tabbed = router.tabbedRouterEvents
    let tasks = router.environment.tasks
    let host = TerminalHost(screenFactory: router, waitIdle: { await tasks.waitIdle() })
    try wire(
      host, options, open: { try tabbed.open($0, using: DemoTabbedLinks.map) },
      restore: {
        let data = try Data(contentsOf: $0)
        try DemoRestoreCheck.check(savedTabs: data)
        try tabbed.restore(from: data)
      },
      save: { try tabbed.savedState().write(to: $0, options: .atomic) })
    return host
  }

  /// Gives a host what both demos share: the spinner's glyphs as turning ones, the `open`
  /// script command, the restore file (restored at start, saved on quit and on SIGTERM or
  /// SIGHUP; a file that cannot be restored, or names a product the demo does not have, is
  /// reported on screen and on standard error and
  /// left alone, never overwritten; a place it cannot be saved to is reported at start) and the
  /// starting link.
  ///
  /// - Parameters:
  ///   - host: The host to wire.
  ///   - options: The parsed flags.
  ///   - open: Opens a deep link.
  ///   - restore: Restores the navigation saved in a file.
  ///   - save: Saves the navigation to a file.
  /// - Throws: ``DemoArgumentError`` when the starting link cannot be opened.
  static func wire<Factory: TerminalScreenFactory>(
    _ host: TerminalHost<Factory>, _ options: Options,
    open: @escaping @MainActor (String) throws -> Void,
    restore: (URL) throws -> Void, save: @escaping @MainActor (URL) throws -> Void
  ) throws(DemoArgumentError) {
    // The loading spinner turns with time alone: plain frames (scripts, tests, recorded
    // sessions) show it at rest.
    host.turningGlyphs = Spinner.frames.compactMap(\.first)
    // For testing the crash path: `MVIROUTER_CRASH_KEY=!` makes `!` stop the process (in every
    // host made, so `--explore` meets it too).
    if let crashKey = ProcessInfo.processInfo.environment["MVIROUTER_CRASH_KEY"]?.first {
      host.onKey { key in
        if key == .character(crashKey) { fatalError("crash requested by MVIROUTER_CRASH_KEY") }
      }
    }
    host.addScriptCommand("open") { link in try open(link) }
    if let path = options.restoreFile {
      let file = URL(fileURLWithPath: path)
      var canSave = true
      if FileManager.default.fileExists(atPath: path) {
        var problem = readProblem(path)
        if problem == nil {
          do { try restore(file) } catch { problem = "\(error)" }
        }
        if let problem {
          // The file is left as it is, and not overwritten on quit.
          canSave = false
          report(
            "not restoring \(path): \(problem); starting fresh and leaving the file alone",
            on: host)
        }
      }
      if canSave, let problem = saveProblem(path) {
        canSave = false
        report("the navigation will not be saved: \(problem)", on: host)
      }
      if canSave {
        host.onQuit {
          do {
            try save(file)
          } catch {
            FileManager.default.standardErrorWrite(
              "demo: could not save the navigation: \(error)\n")
          }
        }
      }
    }
    if let link = options.openLink {
      do {
        try open(link)
      } catch {
        throw DemoArgumentError("cannot open \(link): \(error)")
      }
    }
  }
}

extension DemoApp {
  /// Says `message` where the user looks: in the session's bottom line (standard error is
  /// hidden behind the full-screen frame until the demo quits) and on standard error.
  static func report<Factory>(_ message: String, on host: TerminalHost<Factory>) {
    host.showNotice(message)
    FileManager.default.standardErrorWrite("demo: \(message)\n")
  }

  /// Why the file at `path` cannot be read, in words (a folder, a file without read
  /// permission), found before reading it: else Foundation's error would be printed as it is.
  static func readProblem(_ path: String) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
    if isFolder.boolValue { return "it is a folder, not a file" }
    return FileManager.default.isReadableFile(atPath: path) ? nil : "it cannot be read"
  }

  /// Why the navigation cannot be saved at `path`, found before the session starts: a file
  /// there that cannot be written, or a folder that does not exist or cannot be written.
  static func saveProblem(_ path: String) -> String? {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isFolder) {
      if isFolder.boolValue { return "\(path) is a folder" }
      return manager.isWritableFile(atPath: path) ? nil : "\(path) cannot be written"
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      return "the folder \(folder) does not exist"
    }
    return manager.isWritableFile(atPath: folder) ? nil : "the folder \(folder) cannot be written"
  }
}
