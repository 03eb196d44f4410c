import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalHost {
  /// Runs the host as an executable's `main` does, and returns the exit code: everything
  /// ``run(_:recordingAs:exploring:)`` does, after reading the host's options from `arguments`. An argument that is
  /// not the host's is a usage error.
  ///
  /// ```swift
  /// // main.swift
  /// import Foundation
  /// import MVIRouterTerminal
  ///
  /// let host = TerminalHost(screenFactory: AppScreenFactory())
  /// exit(await host.run(arguments: CommandLine.arguments.dropFirst()))
  /// ```
  ///
  /// `app --script walk.txt --size 60x20` prints the script's frames; `app --colour` prints:
  /// ```
  /// app: unknown argument "--colour"
  /// usage: app [--script FILE|-] [--size WxH] [--no-mouse] [--record FILE] [--explore [N] [--seed N]]
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program's name.
  ///   - template: How a recorded session's test makes the app's host; without it `--record`
  ///     is refused (see ``run(_:recordingAs:exploring:)``).
  ///   - exploration: How `--explore` makes the app afresh; without it `--explore` is refused.
  /// - Returns: 0 on success, 1 when a script fails, an exploration finds a failure or the
  ///   terminal cannot be used, 2 for bad arguments or a script that cannot be read.
  public func run(
    arguments: some Sequence<String>, recordingAs template: SessionTestTemplate? = nil,
    exploring exploration: TerminalExploration<Factory>? = nil
  ) async -> Int32 {
    let parsed: TerminalHostArguments
    do {
      parsed = try TerminalHostArguments(parsing: arguments)
    } catch {
      return usageError(error.reason)
    }
    if let first = parsed.unparsed.first {
      return usageError("unknown argument \"\(first)\"")
    }
    if parsed.help {
      Self.writeError(
        "usage: \(Self.programName) \(TerminalHostArguments.synopsis)\n"
          + TerminalHostArguments.usage + "\n")
      return 0
    }
    return await run(parsed, recordingAs: template, exploring: exploration)
  }

  /// Runs the host as an executable's `main` does, with options already read — the app read
  /// its own from ``TerminalHostArguments/unparsed`` — and returns the exit code.
  ///
  /// Interactively (``runInteractive(mouse:)``) when there is no `--script` and standard input
  /// and output are both a terminal; else it runs the script (`--script FILE`, or standard
  /// input) at `--size`, prints the frames on standard output as ``TerminalScriptRun/transcript``
  /// and a failed line on standard error. When standard output is redirected but standard
  /// input is a keyboard, it first says on standard error that it reads a script and how to
  /// end it. ``TerminalHostArguments/help`` is the app's to answer.
  ///
  /// Given a `template`, the session is recorded as a test
  /// (``recordSession(as:to:writeOnQuit:)``): with `--record FILE` to that file, on quit and
  /// with `r` in the navigation inspector; in a terminal without it, `r` alone writes
  /// `RecordedSessionTests.swift` (the suite's name) in the current folder. A suite with the
  /// default name takes the file's name when that is a Swift identifier, not a keyword nor a
  /// name the test uses (`--record CheckoutTests.swift` writes `struct CheckoutTests`), so
  /// several recorded files share a test target.
  ///
  /// ```swift
  /// let arguments = try TerminalHostArguments(parsing: CommandLine.arguments.dropFirst())
  /// let options = try AppOptions(parsing: arguments.unparsed)
  /// let host = TerminalHost(screenFactory: AppScreenFactory(options))
  /// let template = SessionTestTemplate(
  ///   imports: ["App"], makeHost: "try App.host(arguments: \(options.forTests))")
  /// exit(await host.run(arguments, recordingAs: template))
  /// ```
  ///
  /// With `--explore [STEPS]` (and `--seed N`) it runs no session: it explores the app that
  /// `exploration` makes, prints the ``ExplorationReport`` and, on a failure, writes the shrunk
  /// walk's test to `--record FILE` (else `ExploredFailureTests.swift`) when there is a
  /// template; this host is stopped unused.
  ///
  /// - Parameters:
  ///   - arguments: The host's options.
  ///   - template: How a recorded session's test makes the app's host; `nil` records nothing
  ///     and refuses `--record`.
  ///   - exploration: How `--explore` makes the app afresh; `nil` refuses `--explore`.
  /// - Returns: 0 on success, 1 when a script fails, an exploration finds a failure or the
  ///   terminal cannot be used, 2 when the script cannot be read, `--record` is given without
  ///   a template or with a place the test cannot be written to — a file there that is not a
  ///   test the host recorded included (checked before the session) — or `--explore` without
  ///   an exploration.
  public func run(
    _ arguments: TerminalHostArguments, recordingAs template: SessionTestTemplate? = nil,
    exploring exploration: TerminalExploration<Factory>? = nil
  ) async -> Int32 {
    if let steps = arguments.exploreSteps {
      guard let exploration else {
        return usageError("--explore: this program gives the host no TerminalExploration")
      }
      if let path = arguments.recordFile, let problem = Self.recordPlaceProblem(path) {
        return usageError("--record: \(problem)")
      }
      stop(runQuitHandlers: false)
      return await Self.explore(
        exploration, steps: steps, arguments: arguments, template: template)
    }
    let inputIsTerminal = isatty(STDIN_FILENO) == 1
    let outputIsTerminal = isatty(STDOUT_FILENO) == 1
    let interactive = arguments.scriptPath == nil && inputIsTerminal && outputIsTerminal
    do {
      try startRecording(arguments, as: template, interactive: interactive)
    } catch {
      return usageError(error.reason)
    }
    if interactive {
      do {
        try await runInteractive(mouse: arguments.mouse)
        return 0
      } catch {
        Self.writeError("\(Self.programName): \(error)\n")
        return 1
      }
    }
    if let notice = Self.scriptModeNotice(
      arguments, inputIsTerminal: inputIsTerminal, outputIsTerminal: outputIsTerminal)
    {
      Self.writeError(notice)
    }
    let script: String
    do {
      script = try Self.readScript(at: arguments.scriptPath ?? "-")
    } catch {
      Self.writeError("\(Self.programName): \(error)\n")
      return 2
    }
    let run = await run(script: script, width: arguments.width, height: arguments.height)
    FileHandle.standardOutput.write(Data(run.transcript.utf8))
    if let failure = run.failure {
      Self.writeError("\(failure)\n")
      return 1
    }
    return 0
  }

  /// Starts recording the session as ``run(_:recordingAs:exploring:)`` says: to `--record FILE`, or in a
  /// terminal for `r` alone.
  ///
  /// - Throws: ``TerminalHostError`` for `--record` without a template.
  package func startRecording(
    _ arguments: TerminalHostArguments, as template: SessionTestTemplate?, interactive: Bool
  ) throws(TerminalHostError) {
    guard let template else {
      if arguments.recordFile != nil {
        throw TerminalHostError("--record: this program gives the host no test template")
      }
      return
    }
    guard arguments.recordFile != nil || interactive else { return }
    if let path = arguments.recordFile, let problem = Self.recordPlaceProblem(path) {
      throw TerminalHostError("--record: \(problem)")
    }
    let file = URL(fileURLWithPath: arguments.recordFile ?? "\(template.suiteName).swift")
    recordSession(
      as: template.named(after: file), to: file, writeOnQuit: arguments.recordFile != nil)
  }

  /// Why the recorded test cannot be written at `path`, found before the session starts (on
  /// quit it would be too late: the session would be lost): a folder there, a file that is not
  /// a test the host recorded (it replaces only those), or a folder to write into that does not
  /// exist or cannot be written.
  static func recordPlaceProblem(_ path: String) -> String? {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isFolder) {
      if isFolder.boolValue { return "\(path) is a folder, not a file" }
      guard manager.isWritableFile(atPath: path) else { return "\(path) cannot be written" }
      return SessionRecorder.replaceProblem(URL(fileURLWithPath: path))
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      return "the folder \(folder) does not exist"
    }
    return manager.isWritableFile(atPath: folder) ? nil : "the folder \(folder) cannot be written"
  }

  private func usageError(_ reason: String) -> Int32 {
    Self.writeError(
      "\(Self.programName): \(reason)\nusage: \(Self.programName) "
        + "\(TerminalHostArguments.synopsis)\n")
    return 2
  }

  /// The program's name, as error messages start.
  static var programName: String {
    CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "host"
  }

  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// What to say on standard error before reading a script from the keyboard: when standard
  /// output is redirected but standard input is a terminal, the program would otherwise look
  /// hung.
  static func scriptModeNotice(
    _ arguments: TerminalHostArguments, inputIsTerminal: Bool, outputIsTerminal: Bool
  ) -> String? {
    guard arguments.scriptPath == nil || arguments.scriptPath == "-", inputIsTerminal else {
      return nil
    }
    let why =
      outputIsTerminal
      ? "reading a script from standard input"
      : "standard output is not a terminal, so it reads a script from standard input"
    return "\(programName): \(why): type host commands, one a line (key down, type dog, "
      + "snapshot NAME, expect \"TEXT\", quit), then Ctrl-D to run them and print the frames\n"
  }

  /// Reads a script from a file, or from standard input for `-`.
  static func readScript(at path: String) throws(TerminalHostError) -> String {
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      func unreadable(_ why: String) -> TerminalHostError {
        TerminalHostError("cannot read the script file \(path): \(why)")
      }
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw unreadable("there is no such file")
      }
      guard !isFolder.boolValue else { throw unreadable("it is a folder, not a file") }
      // Read to the end rather than by the file's size: a pipe's path (`--script <(…)`,
      // `/dev/stdin`) has none.
      guard let handle = FileHandle(forReadingAtPath: path) else {
        throw unreadable("it cannot be read")
      }
      defer { try? handle.close() }
      do {
        data = try handle.readToEnd() ?? Data()
      } catch {
        throw unreadable("it cannot be read")
      }
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw TerminalHostError(
        "the script \(path == "-" ? "on standard input" : path) is not UTF-8 text")
    }
    return text
  }
}
