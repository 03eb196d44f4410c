import MVIRouter
import Testing

@testable import MVIRouterTerminal

@Suite @MainActor struct ScriptRunTests {
  let router = FixtureScreenFactory()

  @Test func aScriptDrivesTheHostAndReturnsItsFrames() async {
    let host = TerminalHost(screenFactory: router)
    var quits = 0
    host.onQuit { quits += 1 }
    let run = await host.run(
      script: """
        key down
        snapshot menu
        key enter
        expect "Shop"
        resize 40 12
        quit
        key up
        """)
    #expect(run.succeeded)
    #expect(run.frames.map(\.name) == ["menu", "end"])
    #expect(run.frame(named: "menu")?.lines.contains("▸ Search") == true)
    #expect(
      run.frame(named: "end").map { ($0.width, $0.height, $0.lines.count) } ?? (0, 0, 0) == (
        40, 12, 12
      ))
    #expect(run.transcript.hasPrefix("--- menu (80x24) ---\nShop\n"))
    #expect(router.root.activated == [1])
    #expect(quits == 1)
    #expect(router.root.disappeared == 1)
  }

  /// A script saved with Windows line endings runs line by line, as the same script with
  /// `\n` does (Swift reads `\r\n` as one character, so splitting at `\n` alone found no line).
  @Test func aScriptWithWindowsLineEndingsRunsLineByLine() async {
    let host = TerminalHost(screenFactory: router)
    let run = await host.run(script: "key down\r\nsnapshot menu\r\nkey enter\r\nquit\r\n")
    #expect(run.succeeded, "\(run.failure.map(\.description) ?? "")")
    #expect(run.frame(named: "menu")?.lines.contains("▸ Search") == true)
    #expect(router.root.activated == [1])
  }

  @Test func aReplayWithWindowsLineEndingsRunsLineByLine() async throws {
    let host = TerminalHost(screenFactory: router)
    try await host.replay("key down\r\nkey enter\r\n")
    #expect(router.root.activated == [1])
  }

  @Test func theSizeIsChosenByTheCaller() async {
    let run = await TerminalHost(screenFactory: router).run(script: "", width: 30, height: 8)
    #expect(run.frames.map(\.lines.count) == [8])
    #expect(run.frames.first?.width == 30)
  }

  @Test func aFailedExpectationFailsTheRunWithItsLineAndFrame() async {
    let host = TerminalHost(screenFactory: router)
    var quits = 0
    host.onQuit { quits += 1 }
    let run = await host.run(script: "key down\nexpect \"Nowhere\"\nkey enter")
    let failure = run.failure
    #expect(failure?.line == 2)
    #expect(failure?.text == "expect \"Nowhere\"")
    #expect(failure?.reason == "expected \"Nowhere\", which the frame does not show")
    #expect(failure?.frame.lines.contains("▸ Search") == true)
    #expect(
      failure?.description.hasPrefix(
        "script line 2: expected \"Nowhere\", which the frame does not show\n  expect \"Nowhere\"\n--- frame (80x24) ---\n"
      )
        == true)
    #expect(run.frames.isEmpty)
    #expect(router.root.activated.isEmpty)
    #expect(quits == 0)
  }

  /// A key that quits the app (`q` typed where no field takes it, Ctrl-C) with commands after
  /// it fails the run at its line: the commands after it, an `expect` among them, never ran,
  /// and the run passed as if they had.
  @Test func aKeyThatQuitsBeforeTheEndFailsTheRun() async {
    let host = TerminalHost(screenFactory: router)
    var quits = 0
    host.onQuit { quits += 1 }
    let run = await host.run(
      script: "key down\ntype \"quoted\"\n\n# then\nexpect \"Nowhere\"\nkey up")
    #expect(run.failure?.line == 2)
    #expect(
      run.failure?.reason
        == "this line quit the app (q or Ctrl-C where no text field takes it): the 2 commands "
        + "after it did not run")
    #expect(quits == 0)
    let one = await TerminalHost(screenFactory: FixtureScreenFactory()).run(
      script: "key ctrl-c\nsnapshot late")
    #expect(
      one.failure?.reason
        == "this line quit the app (q or Ctrl-C where no text field takes it): the command "
        + "after it did not run")
    // At the end of the script, or before the `quit` command's lines, it ends the script.
    let ended = TerminalHost(screenFactory: FixtureScreenFactory())
    var endedQuits = 0
    ended.onQuit { endedQuits += 1 }
    #expect(await ended.run(script: "key down\nkey q\n\n# done\n").succeeded)
    #expect(endedQuits == 1)
    #expect(
      await TerminalHost(screenFactory: FixtureScreenFactory()).run(script: "quit\nkey up")
        .succeeded)
  }

  /// A replayed line that quits with lines after it fails alike.
  @Test func aReplayedKeyThatQuitsBeforeTheEndFails() async throws {
    let host = TerminalHost(screenFactory: router)
    do {
      try await host.replay("key down\nkey q\nexpect \"Shop\"")
      Issue.record("the replay passed without running its expect")
    } catch {
      #expect(error.line == 2 && error.text == "key q")
    }
    #expect(host.isStopped)
    let last = TerminalHost(screenFactory: FixtureScreenFactory())
    try await last.replay("key down\nkey q")
    #expect(last.isStopped)
  }

  @Test func anUnknownCommandFailsTheScript() async {
    let run = await TerminalHost(screenFactory: router).run(script: "key down\nfly away")
    #expect(run.failure?.line == 2)
  }

  @Test func aHostRunsOneScriptOnly() async {
    let host = TerminalHost(screenFactory: router)
    _ = await host.run(script: "quit")
    let second = await host.run(script: "key down")
    #expect(second.failure?.reason == "this host has already run; create a new one")
  }

  @Test func customCommandsRunAndTheirErrorsFailTheScript() async throws {
    let host = TerminalHost(screenFactory: router)
    let events = router.routerEvents
    host.addScriptCommand("detail") { argument in
      guard let id = Int(argument) else { throw TerminalHostError("not a number: \(argument)") }
      events.routeTo(.detail(id))
    }
    #expect(await host.run(script: "detail 4\nexpect \"Item 4\"").succeeded)
    #expect(events.state.description == "root > push detail(4)")
    let second = TerminalHost(screenFactory: FixtureScreenFactory())
    second.addScriptCommand("detail") { _ in throw TerminalHostError("nope") }
    #expect(await second.run(script: "detail x").failure?.reason == "nope")
  }

  @Test func aBuiltInOrMalformedCommandNameFailsEveryScriptBeforeItsFirstLine() async {
    for name in ScriptCommand.builtInNames + ["", "two words", "#x"] {
      let host = TerminalHost(screenFactory: FixtureScreenFactory())
      var ran = false
      host.addScriptCommand(name) { _ in ran = true }
      let run = await host.run(script: "key down")
      #expect(run.failure?.line == 0)
      #expect(run.failure?.reason.hasPrefix("addScriptCommand: ") == true)
      #expect(run.failure?.reason.contains("\"\(name)\"") == true)
      #expect(!ran)
    }
  }

  @Test func pasteClickAndWheelCommandsDriveTheHost() async throws {
    let host = TerminalHost(screenFactory: router)
    let events = router.routerEvents
    let id = events.routeTo(.search)
    let run = await host.run(script: "paste red cat\nkey home\nkey delete\nsnapshot typed")
    #expect(run.succeeded)
    #expect(router.screen(id)?.field?.text == "ed cat")
    let other = FixtureScreenFactory()
    let clicked = TerminalHost(screenFactory: other)
    let target = try #require(clicked.renderedFrame().hitTargets.first { $0.target == .row(2) })
    let result = await clicked.run(
      script: "click \(target.line) \(target.columns.lowerBound)\nwheel up\nkey enter")
    #expect(result.succeeded)
    #expect(other.root.activated == [2, 1])
  }

  @Test func waitIdleAwaitsTheHostsWork() async {
    var finished = false
    let host = TerminalHost(screenFactory: router) {
      await Task.yield()
      finished = true
    }
    #expect(await host.run(script: "wait-idle").succeeded)
    #expect(finished)
  }
}
