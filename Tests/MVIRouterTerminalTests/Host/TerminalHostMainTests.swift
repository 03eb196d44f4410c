import Foundation
import Testing

@testable import MVIRouterTerminal

/// What the host's `run(arguments:)` reads and says before running.
@Suite @MainActor struct TerminalHostMainTests {
  @Test func theHostsOptionsAreReadAndTheRestKeptInOrder() throws {
    let arguments = try TerminalHostArguments(parsing: [
      "--fail", "--script", "-", "--open", "x", "--size", "40x12", "--no-mouse", "-h",
    ])
    #expect(arguments.scriptPath == "-")
    #expect(arguments.width == 40 && arguments.height == 12)
    #expect(!arguments.mouse && arguments.help)
    #expect(arguments.unparsed == ["--fail", "--open", "x"])
    #expect(throws: TerminalHostError("--script needs a value")) {
      try TerminalHostArguments(parsing: ["--script"])
    }
    for size in ["80", "0x24", "axb", "1001x5"] {
      #expect(throws: TerminalHostError.self) {
        try TerminalHostArguments(parsing: ["--size", size])
      }
    }
  }

  @Test func recordTakesAFileAndNeedsTheAppsTemplate() async throws {
    let arguments = try TerminalHostArguments(parsing: ["--record", "Walk.swift", "--fail"])
    #expect(arguments.recordFile == "Walk.swift")
    #expect(arguments.unparsed == ["--fail"])
    #expect(throws: TerminalHostError("--record needs a file")) {
      try TerminalHostArguments(parsing: ["--record"])
    }
    #expect(TerminalHostArguments.synopsis.contains("[--record FILE]"))
    // An app that gives no template cannot record: a usage error, before anything runs.
    let host = TerminalHost(screenFactory: FixtureScreenFactory())
    #expect(await host.run(arguments: ["--record", "Walk.swift"]) == 2)
    #expect(host.sessionRecorder == nil)
  }

  @Test func recordingStartsForRecordOrForRInATerminal() throws {
    let template = SessionTestTemplate(imports: ["App"], makeHost: "App.host()")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("WalkTests.swift")
    let recording = try TerminalHostArguments(parsing: ["--record", file.path])
    let host = TerminalHost(screenFactory: FixtureScreenFactory())
    try host.startRecording(recording, as: template, interactive: false)
    #expect(host.sessionRecorder?.file == file)
    #expect(host.sessionRecorder?.writeOnQuit == true)
    // Named after its file, so several recorded files share a test target.
    #expect(host.sessionRecorder?.template.suiteName == "WalkTests")
    // In a terminal without --record, r writes the suite's file; quitting writes nothing.
    let keyboard = TerminalHost(screenFactory: FixtureScreenFactory())
    try keyboard.startRecording(TerminalHostArguments(), as: template, interactive: true)
    #expect(keyboard.sessionRecorder?.file.lastPathComponent == "RecordedSessionTests.swift")
    #expect(keyboard.sessionRecorder?.writeOnQuit == false)
    // A script without --record records nothing.
    let script = TerminalHost(screenFactory: FixtureScreenFactory())
    try script.startRecording(TerminalHostArguments(), as: template, interactive: false)
    #expect(script.sessionRecorder == nil)
    // A name that is not a Swift identifier keeps the suite's name.
    let odd = SessionTestTemplate(imports: [], makeHost: "x").named(
      after: URL(fileURLWithPath: "/tmp/walk-1.swift"))
    #expect(odd.suiteName == "RecordedSessionTests")
  }

  /// `--script` with a file that is not there, or a folder, says which: "cannot read" alone
  /// left the user guessing between a typo, a folder and permissions.
  @Test func aScriptFileThatCannotBeReadSaysWhy() {
    let missing = "/nonexistent-\(UUID().uuidString).script"
    #expect(
      throws: TerminalHostError("cannot read the script file \(missing): there is no such file")
    ) {
      try TerminalHost<FixtureScreenFactory>.readScript(at: missing)
    }
    let folder = FileManager.default.temporaryDirectory.path
    #expect(
      throws: TerminalHostError("cannot read the script file \(folder): it is a folder, not a file")
    ) {
      try TerminalHost<FixtureScreenFactory>.readScript(at: folder)
    }
  }

  /// A script given as a pipe's path — `--script <(printf 'key down\n')`, `--script
  /// /dev/stdin` — is read: it said `cannot read the script file /dev/fd/63: it cannot be read`
  /// (its size is 0, so reading the whole file at once read nothing).
  @Test func aScriptFromAPipesPathIsRead() throws {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data("key down\nsnapshot moved\n".utf8))
    try pipe.fileHandleForWriting.close()
    let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
    #expect(
      try TerminalHost<FixtureScreenFactory>.readScript(at: path) == "key down\nsnapshot moved\n")
  }

  /// A place the recorded test cannot be written to is refused before the session starts: it
  /// was found only on quit, so the whole session was lost (with Foundation's "error 512" for
  /// a folder, and `--record ""` writing to the current folder's path).
  @Test func aRecordFileThatCannotBeWrittenIsRefusedBeforeTheSession() {
    let template = SessionTestTemplate(imports: ["App"], makeHost: "App.host()")
    let folder = FileManager.default.temporaryDirectory.path
    let missing = "/nonexistent-\(UUID().uuidString)"
    let cases = [
      ("\(missing)/WalkTests.swift", "--record: the folder \(missing) does not exist"),
      (folder, "--record: \(folder) is a folder, not a file"),
      ("", "--record needs a file"),
    ]
    for (path, reason) in cases {
      let host = TerminalHost(screenFactory: FixtureScreenFactory())
      #expect(throws: TerminalHostError(reason)) {
        try host.startRecording(
          TerminalHostArguments(parsing: ["--record", path]), as: template, interactive: false)
      }
      #expect(host.sessionRecorder == nil)
    }
  }

  /// `--record` with a file that is there and is not a test the host recorded (a source file,
  /// a hand-written test) is refused before the session: it was replaced on quit without a
  /// word. The file is left as it was.
  @Test func aRecordFileThatIsNotARecordedTestIsRefusedBeforeTheSession() throws {
    let template = SessionTestTemplate(imports: ["App"], makeHost: "App.host()")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("Checkout-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: file) }
    let handWritten = "import Testing\n\n@Test func checkout() {}\n"
    try Data(handWritten.utf8).write(to: file)
    let host = TerminalHost(screenFactory: FixtureScreenFactory())
    #expect(
      throws: TerminalHostError(
        "--record: \(file.path) exists and is not a test the host recorded: give a new file, "
          + "or remove that one first")
    ) {
      try host.startRecording(
        TerminalHostArguments(parsing: ["--record", file.path]), as: template, interactive: false)
    }
    #expect(host.sessionRecorder == nil)
    #expect(try String(contentsOf: file, encoding: .utf8) == handWritten)
  }

  /// A test the host recorded before, or an empty file, is replaced, and the note on quit says
  /// it replaced the recorded test; a new file's note says nothing of replacing.
  @Test func aRecordedTestIsReplacedAndTheNoteOnQuitSaysSo() async throws {
    let template = SessionTestTemplate(imports: ["App"], makeHost: "App.host()")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("Walk\(UUID().uuidString.prefix(8))Tests.swift")
    defer { try? FileManager.default.removeItem(at: file) }
    let first = TerminalHost(screenFactory: FixtureScreenFactory())
    try first.startRecording(
      TerminalHostArguments(parsing: ["--record", file.path]), as: template, interactive: false)
    #expect(first.sessionRecorder?.replaces == false)
    _ = await first.run(script: "key down")
    #expect(first.recordingWrittenNote(steps: 1) == "recorded 1 step as a test in \(file.path)")
    let recorded = try String(contentsOf: file, encoding: .utf8)
    #expect(recorded.contains(#"host.replay("key down")"#))

    let second = TerminalHost(screenFactory: FixtureScreenFactory())
    try second.startRecording(
      TerminalHostArguments(parsing: ["--record", file.path]), as: template, interactive: false)
    #expect(second.sessionRecorder?.replaces == true)
    #expect(
      second.recordingWrittenNote(steps: 2)
        == "recorded 2 steps as a test in \(file.path), replacing the test recorded there before")
    _ = await second.run(script: "key down\nkey up")
    #expect(try String(contentsOf: file, encoding: .utf8).contains(#"host.replay("key up")"#))

    try Data().write(to: file)
    let third = TerminalHost(screenFactory: FixtureScreenFactory())
    try third.startRecording(
      TerminalHostArguments(parsing: ["--record", file.path]), as: template, interactive: false)
    #expect(third.sessionRecorder?.replaces == false)
  }

  /// The tests the host writes begin as the check that lets it replace them expects: a
  /// recorded session's (an explored failure's is one) and a trapping walk's.
  @Test func theTestsTheHostWritesAreOnesItMayReplace() throws {
    let template = SessionTestTemplate(imports: ["App"], makeHost: "App.host()")
    let host = TerminalHost(screenFactory: FixtureScreenFactory())
    host.recordSession(
      as: template, to: URL(fileURLWithPath: "/nonexistent/Walk.swift"), writeOnQuit: false)
    let sources = [
      try #require(host.recordedSessionTest()),
      ExplorationTraps.testSource(["key down"], signal: 4, template: template),
    ]
    for source in sources {
      #expect(SessionRecorder.headers.contains { source.hasPrefix($0) }, "\(source.prefix(80))")
    }
  }

  /// The library's own writes keep the rule: `writeRecordedSession()` (and `r` in the
  /// inspector) never replaces a file that is not a recorded test.
  @Test func writingARecordingNeverReplacesAFileThatIsNotARecordedTest() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("RecordedSessionTests-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("struct Mine {}\n".utf8).write(to: file)
    let host = TerminalHost(screenFactory: FixtureScreenFactory())
    host.recordSession(
      as: SessionTestTemplate(imports: ["App"], makeHost: "App.host()"), to: file,
      writeOnQuit: false)
    host.handle(.down)
    #expect(
      throws: TerminalHostError(
        "\(file.path) exists and is not a test the host recorded: give a new file, "
          + "or remove that one first")
    ) { try host.writeRecordedSession() }
    #expect(try String(contentsOf: file, encoding: .utf8) == "struct Mine {}\n")
  }

  @Test func anArgumentThatIsNotTheHostsIsAUsageError() async {
    let host = TerminalHost(screenFactory: FixtureScreenFactory())
    #expect(await host.run(arguments: ["--colour"]) == 2)
    #expect(await host.run(arguments: ["--size", "big"]) == 2)
  }

  @Test func redirectedOutputWithAKeyboardSaysItReadsAScriptAndHowToEnd() throws {
    typealias Host = TerminalHost<FixtureScreenFactory>
    let plain = TerminalHostArguments()
    let notice = try #require(
      Host.scriptModeNotice(plain, inputIsTerminal: true, outputIsTerminal: false))
    #expect(notice.contains("standard output is not a terminal"))
    #expect(notice.contains("Ctrl-D"))
    #expect(Host.scriptModeNotice(plain, inputIsTerminal: false, outputIsTerminal: false) == nil)
    let file = try TerminalHostArguments(parsing: ["--script", "walk.script"])
    #expect(Host.scriptModeNotice(file, inputIsTerminal: true, outputIsTerminal: false) == nil)
  }

  @Test func aDumbTerminalGetsNoEscapeCodesAndTheCursorGoesWhereTypingGoes() {
    #expect(TerminalMode.enterBytes(.init(mouse: true, plain: true)) == "")
    #expect(TerminalMode.enterBytes(.init(mouse: false)).contains("\u{1B}[?1049h"))
    typealias Host = TerminalHost<FixtureScreenFactory>
    #expect(Host.cursorBytes(nil) == "\u{1B}[?25l")
    #expect(
      Host.cursorBytes(TerminalFrame.Cursor(line: 3, column: 9)) == "\u{1B}[4;10H\u{1B}[?25h")
  }

  @Test func aNoticeShowsInTheKeysLineUntilTheNextKey() {
    let host = TerminalHost(screenFactory: FixtureScreenFactory())
    host.showNotice("not restoring nav.json")
    #expect(host.frame().last == "not restoring nav.json")
    host.handle(.down)
    #expect(host.frame().last?.contains("q quit") == true)
  }
}
