import MVIRouter
import Testing

@testable import MVIRouterTerminal

@Suite @MainActor struct ScriptRunTests {
  let router = FixtureTerminalRouter()

  @Test func aScriptDrivesTheHostAndSucceeds() async {
    let host = TerminalHost(router: router)
    var quits = 0
    host.onQuit { quits += 1 }
    let code = await host.runScript(
      """
      key down
      key enter
      expect "Shop"
      resize 40 12
      quit
      key up
      """)
    #expect(code == 0)
    #expect(router.root.activated == [1])
    #expect(host.width == 40)
    #expect(quits == 1)
    #expect(router.root.disappeared == 1)
  }

  @Test func aFailedExpectationFailsTheScript() async {
    let host = TerminalHost(router: router)
    var quits = 0
    host.onQuit { quits += 1 }
    #expect(await host.runScript("key down\nexpect \"Nowhere\"\nkey enter") == 1)
    #expect(router.root.activated.isEmpty)
    #expect(quits == 0)
  }

  @Test func anUnknownCommandFailsTheScript() async {
    let host = TerminalHost(router: router)
    #expect(await host.runScript("key down\nfly away") == 1)
  }

  @Test func customCommandsRunAndTheirErrorsFailTheScript() async {
    let host = TerminalHost(router: router)
    let events = router.routerEvents
    host.addScriptCommand("detail") { argument in
      guard let id = Int(argument) else { throw ScriptError("not a number: \(argument)") }
      events.routeTo(.detail(id))
    }
    #expect(await host.runScript("detail 4\nexpect \"Item 4\"") == 0)
    #expect(events.state.description == "root > push detail(4)")
    let second = TerminalHost(router: FixtureTerminalRouter())
    second.addScriptCommand("detail") { _ in throw ScriptError("nope") }
    #expect(await second.runScript("detail x") == 1)
  }

  @Test func waitIdleAwaitsTheHostsWork() async {
    var finished = false
    let host = TerminalHost(router: router) {
      await Task.yield()
      finished = true
    }
    #expect(await host.runScript("wait-idle") == 0)
    #expect(finished)
  }
}
