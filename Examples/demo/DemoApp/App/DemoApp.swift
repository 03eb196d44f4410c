import Foundation
import MVIRouter
import MVIRouterTerminal

/// The demo's entry point: reads its flags, builds the one router and runs the terminal host —
/// interactively in a terminal, else as a script of host commands.
///
/// Flags: `--fail` makes every fake service fail, `--delay-ms N` sets their latency (400 by
/// default), `--open LINK` starts at a deep link, `--restore FILE` starts where the last run
/// quit, `--script FILE` (`-` for standard input) runs a script, `--size WxH` sets a script's
/// terminal size, `--no-mouse` leaves the mouse to the terminal, `--record FILE` writes the
/// session as a test (see `DemoRecording.swift`), `--tabs` runs the demos as
/// tabs instead of a menu, `--graph [dot|mermaid]` prints diagrams of the deep links and the
/// navigation and exits.
@MainActor
public enum DemoApp {
  /// The options the demo reads from its arguments.
  struct Options: Equatable {
    var delayMilliseconds = 400
    var fail = false
    var openLink: String?
    var restoreFile: String?
    var scriptPath: String?
    var width = 80
    var height = 24
    var mouse = true
    var tabs = false
    var graph: DiagramFormat?
    var recordFile: String?
  }

  static let usage = """
    usage: demo [--tabs] [--fail] [--delay-ms N] [--open LINK] [--restore FILE] [--script FILE|-] [--size WxH] [--no-mouse] [--record FILE]
           demo [--tabs] [--open LINK] --graph [dot|mermaid]
      --tabs          the four demos as tabs, each with its own stack (keys 1-4, [ and ])
      --fail          every fake service fails
      --delay-ms N    fake latency in milliseconds (default 400)
      --open LINK     start at a deep link, e.g. demo://movies/2 or demo://products/1/quantity
      --restore FILE  start where the last run with this file quit; saved on quit
      --script FILE   run a script of host commands instead of the keyboard (- for standard input)
      --size WxH      the scripted terminal's size (default 80x24)
      --no-mouse      no clicks or wheel (also MVIROUTER_NO_MOUSE=1)
      --record FILE   write the session as a Swift Testing test on quit (and with r in the
                      inspector); in a terminal, r writes RecordedSessionTests.swift anyway
      --graph [FMT]   print diagrams of the deep links and the navigation (after --open) and
                      exit; FMT is dot (Graphviz, the default) or mermaid
    """

  static func parse(_ arguments: [String]) throws(DemoArgumentError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--fail":
        options.fail = true
      case "--no-mouse":
        options.mouse = false
      case "--tabs":
        options.tabs = true
      case "--graph":
        options.graph = .dot
        if let format = remaining.first, !format.hasPrefix("-") {
          guard let chosen = DiagramFormat(rawValue: format) else {
            throw DemoArgumentError("--graph takes dot or mermaid, not \"\(format)\"")
          }
          options.graph = chosen
          remaining.removeFirst()
        }
      case "--delay-ms":
        guard let value = remaining.popFirst(), let delay = Int(value), (0...60_000).contains(delay)
        else { throw DemoArgumentError("--delay-ms needs milliseconds from 0 to 60000") }
        options.delayMilliseconds = delay
      case "--open", "--restore", "--script", "--record":
        guard let value = remaining.popFirst() else {
          throw DemoArgumentError("\(argument) needs a value")
        }
        switch argument {
        case "--open": options.openLink = value
        case "--restore": options.restoreFile = value
        case "--record": options.recordFile = value
        default: options.scriptPath = value
        }
      case "--size":
        guard let value = remaining.popFirst(), let size = parseSize(value) else {
          throw DemoArgumentError("--size needs WIDTHxHEIGHT from 1x1 to 1000x1000, e.g. 80x24")
        }
        (options.width, options.height) = size
      case "-h", "--help":
        throw DemoArgumentError("")
      default:
        throw DemoArgumentError("unknown argument \"\(argument)\"")
      }
    }
    return options
  }

  static func parseSize(_ text: String) -> (Int, Int)? {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...1000).contains(width), (1...1000).contains(height)
    else { return nil }
    return (width, height)
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
      let message = error.reason.isEmpty ? "" : "error: \(error.reason)\n"
      FileManager.default.standardErrorWrite(message + usage + "\n")
      return error.reason.isEmpty ? 0 : 2
    }
    if let format = options.graph { return printGraph(options, format: format) }
    return options.tabs
      ? await start(makeTabbedHost, options) : await start(makeHost, options)
  }

  /// Makes the host with `make` and runs it; a host that cannot be made is reported (exit 2).
  static func start<Factory>(
    _ make: (Options) throws(DemoArgumentError) -> TerminalHost<Factory>, _ options: Options
  ) async -> Int32 {
    let host: TerminalHost<Factory>
    do {
      host = try make(options)
      try record(host, options)
    } catch {
      FileManager.default.standardErrorWrite("demo: \(error)\n")
      return 2
    }
    return await run(host, options)
  }

  /// Runs `host` interactively in a terminal, else as a script, and returns the exit code.
  static func run<Router>(_ host: TerminalHost<Router>, _ options: Options) async -> Int32 {
    // For testing the crash path: `MVIROUTER_CRASH_KEY=!` makes `!` stop the process.
    if let crashKey = ProcessInfo.processInfo.environment["MVIROUTER_CRASH_KEY"]?.first {
      host.onKey { key in
        if key == .character(crashKey) { fatalError("crash requested by MVIROUTER_CRASH_KEY") }
      }
    }
    let inputIsTerminal = isatty(STDIN_FILENO) == 1
    let outputIsTerminal = isatty(STDOUT_FILENO) == 1
    if options.scriptPath == nil, inputIsTerminal, outputIsTerminal {
      do {
        try await host.runInteractive(mouse: options.mouse)
        return 0
      } catch {
        FileManager.default.standardErrorWrite("demo: \(error)\n")
        return 1
      }
    }
    if let notice = scriptModeNotice(
      options, inputIsTerminal: inputIsTerminal, outputIsTerminal: outputIsTerminal)
    {
      FileManager.default.standardErrorWrite(notice)
    }
    let script: String
    do {
      script = try readScript(at: options.scriptPath ?? "-")
    } catch {
      FileManager.default.standardErrorWrite("demo: \(error)\n")
      return 2
    }
    let run = await host.run(script: script, width: options.width, height: options.height)
    FileHandle.standardOutput.write(Data(run.transcript.utf8))
    if let failure = run.failure {
      FileManager.default.standardErrorWrite("\(failure)\n")
      return 1
    }
    return 0
  }

  /// What to say on standard error before reading a script from the keyboard: when standard
  /// output is redirected but standard input is a terminal, the demo would otherwise look hung.
  static func scriptModeNotice(
    _ options: Options, inputIsTerminal: Bool, outputIsTerminal: Bool
  ) -> String? {
    guard options.scriptPath == nil || options.scriptPath == "-", inputIsTerminal else {
      return nil
    }
    let why =
      outputIsTerminal
      ? "reading a script from standard input"
      : "standard output is not a terminal, so the demo reads a script from standard input"
    return "demo: \(why): type host commands, one a line (key down, type dog, snapshot NAME, "
      + "expect \"TEXT\", quit), then Ctrl-D to run them and print the frames\n"
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
      router: DemoScreenFactory(environment: environment),
      waitIdle: { await environment.tasks.waitIdle() })
    try wire(
      host, options, open: { try routerEvents.open($0, using: DemoLinks.map) },
      restore: { try routerEvents.restore(contentsOf: $0) }, save: { try routerEvents.save(to: $0) }
    )
    return host
  }

  /// Reads a script from a file, or from standard input for `-`.
  static func readScript(at path: String) throws(DemoArgumentError) -> String {
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      guard let contents = FileManager.default.contents(atPath: path) else {
        throw DemoArgumentError("cannot read the script file \(path)")
      }
      data = contents
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw DemoArgumentError(
        "the script \(path == "-" ? "on standard input" : path) is not UTF-8 text")
    }
    return text
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
    let host = TerminalHost(router: router, waitIdle: { await tasks.waitIdle() })
    try wire(
      host, options, open: { try tabbed.open($0, using: DemoTabbedLinks.map) },
      restore: { try tabbed.restore(from: try Data(contentsOf: $0)) },
      save: { try tabbed.savedState().write(to: $0, options: .atomic) })
    return host
  }

  /// Gives a host what both demos share: the `open` script command, the restore file (restored
  /// at start, saved on quit; a file that cannot be restored is reported and left alone, never
  /// overwritten) and the starting link.
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
    // "open" is not a built-in command, so adding it cannot fail.
    try? host.addScriptCommand("open") { link in try open(link) }
    if let path = options.restoreFile {
      let file = URL(fileURLWithPath: path)
      var canSave = true
      if FileManager.default.fileExists(atPath: path) {
        do {
          try restore(file)
        } catch {
          // The file is left as it is, and not overwritten on quit.
          canSave = false
          FileManager.default.standardErrorWrite(
            "demo: not restoring \(path): \(error); starting fresh and leaving the file alone\n")
        }
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
