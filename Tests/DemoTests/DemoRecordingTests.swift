import DemoSupport
import Foundation
import Testing

@testable import DemoApp
@testable import MVIRouterTerminal

/// The demo's hosts for recorded tests, and `--record`.
@Suite @MainActor struct DemoRecordingTests {
  let file = FileManager.default.temporaryDirectory
    .appendingPathComponent("demo-recorded-\(UUID().uuidString).swift")

  @Test func theHostsForTestsAreMadeFromTheDemosFlags() throws {
    let host = try DemoApp.host(arguments: ["--delay-ms", "0", "--open", "demo://movies"])
    #expect(host.screenFactory.routerEvents.state.description == "root > push movies(search)")
    #expect(throws: (any Error).self) { try DemoApp.host(arguments: ["--tabs"]) }
    #expect(throws: (any Error).self) { try DemoApp.host(arguments: ["--open", "demo://nowhere"]) }
    let tabbed = try DemoApp.tabbedHost(arguments: ["--delay-ms", "0"])
    #expect(tabbed.screenFactory.tabbedRouterEvents.tabs.count == 4)
  }

  @Test func recordWithRestoreIsRefused() throws {
    #expect(throws: DemoArgumentError.self) {
      try DemoApp.parse(["--record", file.path, "--restore", "saved.json"])
    }
    // In a terminal with --restore alone, r records nothing either.
    #expect(DemoApp.sessionTemplate(try DemoApp.parse(["--restore", "saved.json"])) == nil)
  }

  /// Records as `demo` does: the host reads `--record` and takes the demo's template.
  private func record<Factory>(_ host: TerminalHost<Factory>, _ options: DemoApp.Options)
    throws
  {
    try host.startRecording(
      options.host, as: DemoApp.sessionTemplate(options), interactive: false)
  }

  @Test func aScriptedRunWithRecordWritesATestThatMakesTheSameHost() async throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let options = try DemoApp.parse(["--delay-ms", "0", "--fail", "--record", file.path])
    let host = try DemoApp.makeHost(options)
    try record(host, options)
    let run = await host.run(script: "key enter\nwait-idle\nquit")
    #expect(run.succeeded)
    let source = try String(contentsOf: file, encoding: .utf8)
    #expect(
      source.contains(#"let host = try DemoApp.host(arguments: ["--delay-ms", "0", "--fail"])"#))
    #expect(source.contains(#"try navigation.requireState("root > push image")"#))
    #expect(source.contains(#"try await host.replay("wait-idle")"#))
    // The file's name is not a Swift identifier: the suite has the default name.
    #expect(source.contains("@MainActor @Suite struct RecordedSessionTests {"))
  }

  @Test func aTabbedRecordingAssertsEveryTabAndIsNamedAfterItsFile() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("TabsTests.swift")
    defer { try? FileManager.default.removeItem(at: file) }
    let options = try DemoApp.parse(["--tabs", "--delay-ms", "0", "--record", file.path])
    let host = try DemoApp.makeTabbedHost(options)
    try record(host, options)
    _ = await host.run(script: "wait-idle\nkey 3")
    let source = try String(contentsOf: file, encoding: .utf8)
    #expect(source.contains("@MainActor @Suite struct TabsTests {"))
    #expect(
      source.contains(#"let host = try DemoApp.tabbedHost(arguments: ["--delay-ms", "0"])"#))
    #expect(source.contains("TabbedRoutingRecorder(host.screenFactory.tabbedRouterEvents"))
    #expect(source.contains(#"try navigation.requireState("image: root · dogs: root · [movies]"#))
  }

  /// The spinner turns with time while a screen loads; a recorded frame shows it at rest, so a
  /// session recorded through a loading screen replays to the same frames every time.
  @Test func aSessionThroughALoadingScreenReplaysToTheSameFramesEveryTime() async throws {
    let arguments = ["--delay-ms", "1000", "--open", "demo://products"]
    let host = try DemoApp.host(arguments: arguments)
    #expect(host.turningGlyphs == Spinner.frames.compactMap(\.first))
    host.recordSession(
      as: SessionTestTemplate(imports: [], makeHost: ""), to: file, writeOnQuit: false)
    host.handle(.enter)
    // Until the spinner has turned (every tenth of a second), or a while under a loaded machine:
    // the replays must match either way.
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(800)
    while clock.now < deadline,
      !host.renderedFrame().lines.contains(where: { $0.contains("Loading…") && !$0.hasPrefix("⠋") })
    {
      try await Task.sleep(for: .milliseconds(5))
    }
    host.handle(.down)
    await host.waitIdle()
    // Writing the test notes what finished since the last key: a `wait-idle`.
    _ = host.recordedSessionTest()
    let recording = try #require(host.sessionRecorder?.recording)
    #expect(recording.steps.map(\.command).suffix(1) == ["wait-idle"])
    #expect(!recording.steps.contains { $0.frame.joined().contains { "⠙⠹⠸⠼⠴⠦⠧⠇⠏".contains($0) } })
    for _ in 1...3 {
      let replay = try DemoApp.host(arguments: arguments)
      try await replay.replay("resize \(recording.start.width) \(recording.start.height)")
      for step in recording.steps {
        try await replay.replay(step.command)
        #expect(replay.navigationText == step.navigation, "after \(step.command)")
        #expect(replay.frame() == step.frame, "after \(step.command)")
      }
      try await replay.replay("quit")
    }
  }
}
