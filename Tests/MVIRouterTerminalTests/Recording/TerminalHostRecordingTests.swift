import Foundation
import MVIRouter
import Testing

@testable import MVIRouterTerminal

/// The host a recorded fixture session's test makes: the fixture screens with an `open`
/// command that routes, as an app's would.
@MainActor enum RecordingFixture {
  static func host() throws -> TerminalHost<FixtureScreenFactory> {
    let router = FixtureScreenFactory()
    let host = TerminalHost(screenFactory: router)
    host.addScriptCommand("open") { name in
      router.routerEvents.routeTo(name == "search" ? .search : .named(name))
    }
    return host
  }

  /// The session `RecordedFixtureSessionTests.swift` was recorded from.
  static let script = """
    key down
    open search
    type ab
    key backspace
    resize 40 10
    key esc
    open Help
    key ~
    key ~
    key down
    """
}

@Suite @MainActor struct TerminalHostRecordingTests {
  let template = SessionTestTemplate(imports: ["Shop"], makeHost: "Shop.host()")
  let file = FileManager.default.temporaryDirectory
    .appendingPathComponent("recorded-\(UUID().uuidString).swift")

  func makeHost() throws -> (TerminalHost<FixtureScreenFactory>, FixtureScreenFactory) {
    let host = try RecordingFixture.host()
    return (host, host.screenFactory)
  }

  /// Replays every step on a new host and checks it shows what the recording saw.
  func expectReplayMatches(_ recording: SessionRecording) async throws {
    let (host, _) = try makeHost()
    try await host.replay("resize \(recording.start.width) \(recording.start.height)")
    #expect(host.navigationText == recording.start.navigation)
    for step in recording.steps {
      try await host.replay(step.command)
      #expect(host.navigationText == step.navigation, "after \(step.command)")
      #expect(host.frame() == step.frame, "after \(step.command)")
    }
  }

  @Test func aScriptedSessionIsRecordedAsScriptLinesThatReplayToTheSameScreens() async throws {
    let (host, _) = try makeHost()
    host.recordSession(as: template, to: file, writeOnQuit: false)
    let run = await host.run(
      script: """
        key down
        open search
        type ab
        key space
        type c
        key backspace
        expect "Find"
        snapshot typed
        resize 40 12
        key esc
        click 2 2
        quit
        """)
    #expect(run.succeeded)
    let recording = try #require(host.sessionRecorder?.recording)
    #expect(
      recording.steps.map(\.command) == [
        "key down", "open search", "type ab", "key space", "type c", "key backspace",
        "resize 40 12", "key esc", "click 2 2",
      ])
    #expect(recording.steps[1].navigation == "root > sheet search")
    #expect(recording.steps.last?.navigation == "root")
    try await expectReplayMatches(recording)
    let source = try #require(host.recordedSessionTest())
    #expect(source.contains("    try await host.replay(\"open search\")\n"))
    #expect(source.contains("    try navigation.requireState(\"root > sheet search\")\n"))
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func workThatFinishesBetweenKeysBecomesWaitIdleAndANewSizeAResize() async throws {
    let (host, router) = try makeHost()
    host.recordSession(as: template, to: file, writeOnQuit: false)
    host.handle(.down)
    // What a screen's work does when it finishes while nobody presses a key.
    router.root.body = ["Loaded."]
    router.routerEvents.presentAlert(.info)
    host.width = 50
    host.handle(.tab)
    let steps = try #require(host.sessionRecorder?.recording.steps)
    #expect(steps.map(\.command) == ["key down", "wait-idle", "resize 50 24", "key tab"])
    #expect(steps[1].navigation == "root | alert info[OK]")
    #expect(steps[1].frame.allSatisfy { $0.count <= 80 } && steps[1].frame.count == 24)
    #expect(steps[2].frame.allSatisfy { $0.count <= 50 })
  }

  @Test func rInTheInspectorWritesTheTestSoFarAndIsNotAStep() throws {
    let (host, _) = try makeHost()
    host.width = 160
    host.recordSession(as: template, to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    host.handle(.down)
    host.handle(.character("~"))
    host.handle(.character("r"))
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written == host.recordedSessionTest())
    #expect(written.contains("try await host.replay(\"key ~\")"))
    // The note wraps in the inspector's half of the width.
    let shown = host.frame().joined()
    #expect(shown.contains("recorded 2 steps as a test in"))
    #expect(shown.contains(file.lastPathComponent))
    host.handle(.escape)
    // The note is not something the replay shows: no step for it.
    #expect(
      host.sessionRecorder?.recording.steps.map(\.command) == ["key down", "key ~", "key esc"])
  }

  @Test func withoutARecordingRInTheInspectorSaysSo() throws {
    let (host, _) = try makeHost()
    host.width = 160
    host.handle(.character("~"))
    host.handle(.character("r"))
    #expect(host.frame().joined().contains("not recording"))
    #expect(throws: TerminalHostError.self) { try host.writeRecordedSession() }
    #expect(host.recordedSessionTest() == nil)
  }

  @Test func rRecordsOnlyInTheInspector() {
    let r = TerminalKey.character("r")
    #expect(TerminalAction.action(for: r, in: .init(overlay: .inspector)) == .recordSession)
    #expect(TerminalAction.action(for: r, in: .init()) == .none)
    #expect(TerminalAction.action(for: r, in: .init(hasTextField: true)) == .insert("r"))
    #expect(TerminalAction.action(for: r, in: .init(overlay: .help)) == .none)
  }

  @Test func quittingWritesTheTestOfTheLastRecordingStarted() async throws {
    let (host, _) = try makeHost()
    let first = FileManager.default.temporaryDirectory
      .appendingPathComponent("first-\(UUID().uuidString).swift")
    host.recordSession(as: template, to: first)
    try await host.replay("open search")
    host.recordSession(as: template, to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    _ = await host.run(script: "type ab\nquit")
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written.contains("try navigation.requireState(\"root > sheet search\")"))
    #expect(written.contains("host.replay(\"type ab\")"))
    #expect(!written.contains("host.replay(\"open search\")"))
    #expect(!FileManager.default.fileExists(atPath: first.path))
  }

  @Test func replayLeavesTheHostRunningAndReportsTheLineThatFailed() async throws {
    let (host, router) = try makeHost()
    try await host.replay("open search\ntype ab")
    #expect(router.routerEvents.state.description == "root > sheet search")
    await #expect(throws: TerminalScriptRun.Failure.self) {
      try await host.replay("key esc\nfly away")
    }
    do {
      try await host.replay("key down\nnonsense")
    } catch {
      #expect(error.line == 2 && error.text == "nonsense")
      #expect(error.frame.lines.count == 24)
    }
    var quits = 0
    host.onQuit { quits += 1 }
    try await host.replay("quit")
    #expect(quits == 1 && host.isStopped)
    do {
      try await host.replay("key down")
      Issue.record("a stopped host replayed a line")
    } catch {
      #expect(error.reason == "this host has stopped; create a new one")
    }
  }

  @Test(arguments: [
    TerminalKey.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape,
    .backspace, .delete, .tab, .backTab, .control("w"), .alt("a"), .function(2), .character("x"),
    .character("#"), .character(" "), .paste("a pasted text"),
    .mouse(TerminalMouse(.press, line: 3, column: 7)),
  ])
  func everyKeyBecomesAScriptLineThatParsesBackToIt(key: TerminalKey) throws {
    let line = try #require(TerminalHost<FixtureScreenFactory>.scriptLine(for: key, action: .none))
    #expect(try ScriptCommand.parse(line) == .key(key))
  }

  @Test func typedCharactersAndWheelTurnsBecomeTheirCommands() throws {
    let host = TerminalHost<FixtureScreenFactory>.self
    #expect(host.scriptLine(for: .character("a"), action: .insert("a")) == "type a")
    #expect(
      host.scriptLine(for: .mouse(TerminalMouse(.wheelDown, line: 4, column: 4)), action: .none)
        == "wheel down")
    #expect(
      host.scriptLine(for: .mouse(TerminalMouse(.release, line: 4, column: 4)), action: .none)
        == nil)
    #expect(host.scriptLine(for: .paste("two\nlines"), action: .none)?.hasPrefix("# ") == true)
  }

  /// `RecordedFixtureSessionTests.swift`, beside this file, is a recorded test compiled and run
  /// as written in this target; it must be what the recorder writes today for its session.
  /// `RECORD_SNAPSHOTS=1` writes it again.
  @Test func theCheckedInRecordedTestIsWhatTheRecorderWritesForItsSession() async throws {
    let host = try RecordingFixture.host()
    let checkedIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("RecordedFixtureSessionTests.swift")
    host.recordSession(
      as: SessionTestTemplate(
        imports: [], makeHost: "try RecordingFixture.host()",
        suiteName: "RecordedFixtureSessionTests"),
      to: checkedIn, writeOnQuit: false)
    let run = await host.run(script: RecordingFixture.script)
    #expect(run.succeeded)
    let source = try #require(host.recordedSessionTest())
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try host.writeRecordedSession()
    }
    #expect(try String(contentsOf: checkedIn, encoding: .utf8) == source)
  }

  /// A spinner that turns while no key is pressed is not a change of the screen: no `wait-idle`
  /// step, and its frames show it at rest, as a replay does.
  @Test func turningGlyphsAreNoStepAndRecordAtRest() throws {
    let (host, router) = try makeHost()
    host.turningGlyphs = ["⠋", "⠙", "⠹"]
    router.root.body = ["⠋ Loading…"]
    host.recordSession(as: template, to: file, writeOnQuit: false)
    host.handle(.down)
    router.root.body = ["⠹ Loading…"]
    host.handle(.up)
    let steps = try #require(host.sessionRecorder?.recording.steps)
    #expect(steps.map(\.command) == ["key down", "key up"])
    #expect(steps.allSatisfy { $0.frame[2] == "⠋ Loading…" })
  }
}
