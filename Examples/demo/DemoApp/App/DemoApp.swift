import Foundation
import MVIRouter
import MVIRouterTerminal

/// The demo's entry point: reads its flags, builds the one router and runs the terminal host.
///
/// Flags: `--fail` makes every fake service fail, `--delay-ms N` sets their latency (400 by
/// default). The host's own arguments (`--script FILE`, `--size WxH`) pass through.
@MainActor
public enum DemoApp {
  /// The options the demo reads from its arguments.
  struct Options: Equatable {
    var delayMilliseconds = 400
    var fail = false
    var openLink: String?
    var restoreFile: String?
    var hostArguments: [String] = []
  }

  static let usage = """
    usage: demo [--fail] [--delay-ms N] [--open LINK] [--restore FILE] [--script FILE|-] [--size WxH]
      --fail          every fake service fails
      --delay-ms N    fake latency in milliseconds (default 400)
      --open LINK     start at a deep link, e.g. demo://movies/2 or demo://products/1/quantity
      --restore FILE  start where the last run with this file quit; saved on quit
      --script FILE   run a script of host commands instead of the keyboard
      --size WxH      the scripted terminal's size (default 80x24)
    """

  static func parse(_ arguments: [String]) throws(DemoArgumentError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--fail":
        options.fail = true
      case "--delay-ms":
        guard let value = remaining.popFirst(), let delay = Int(value), (0...60_000).contains(delay)
        else { throw DemoArgumentError("--delay-ms needs milliseconds from 0 to 60000") }
        options.delayMilliseconds = delay
      case "--open", "--restore":
        guard let value = remaining.popFirst() else {
          throw DemoArgumentError("\(argument) needs a value")
        }
        if argument == "--open" { options.openLink = value } else { options.restoreFile = value }
      case "--script", "--size":
        guard let value = remaining.popFirst() else {
          throw DemoArgumentError("\(argument) needs a value")
        }
        options.hostArguments += [argument, value]
      case "-h", "--help":
        throw DemoArgumentError("")
      default:
        throw DemoArgumentError("unknown argument \"\(argument)\"")
      }
    }
    return options
  }

  /// Runs the demo with the process's arguments and returns its exit code.
  ///
  /// ```swift
  /// exit(await DemoApp.main(arguments: Array(CommandLine.arguments.dropFirst())))
  /// ```
  ///
  /// - Parameter arguments: The arguments after the program's name.
  /// - Returns: 0 on success, 1 when a script fails, 2 for bad arguments.
  public static func main(arguments: [String]) async -> Int32 {
    let options: Options
    do {
      options = try parse(arguments)
    } catch {
      let message = error.reason.isEmpty ? "" : "error: \(error.reason)\n"
      FileManager.default.standardErrorWrite(message + usage + "\n")
      return error.reason.isEmpty ? 0 : 2
    }
    let environment = DemoEnvironment(
      services: DemoServices(
        delay: .milliseconds(options.delayMilliseconds), failEverything: options.fail))
    let routerEvents = environment.routerEvents
    let host = TerminalHost(
      router: DemoTerminalRouter(environment: environment),
      waitIdle: { await environment.tasks.waitIdle() })
    host.addScriptCommand("open") { link in
      try routerEvents.open(link, using: DemoLinks.map)
    }
    if let path = options.restoreFile {
      let file = URL(fileURLWithPath: path)
      var canSave = true
      if FileManager.default.fileExists(atPath: path) {
        do {
          try routerEvents.restore(contentsOf: file)
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
            try routerEvents.save(to: file)
          } catch {
            FileManager.default.standardErrorWrite(
              "demo: could not save the navigation: \(error)\n")
          }
        }
      }
    }
    if let link = options.openLink {
      do {
        try routerEvents.open(link, using: DemoLinks.map)
      } catch {
        FileManager.default.standardErrorWrite("demo: cannot open \(link): \(error)\n")
        return 2
      }
    }
    return await host.run(arguments: options.hostArguments)
  }
}

/// A bad command-line argument.
struct DemoArgumentError: Error, Equatable {
  var reason: String
  init(_ reason: String) { self.reason = reason }
}

extension FileManager {
  /// Writes a message to standard error.
  func standardErrorWrite(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
