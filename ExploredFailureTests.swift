// A session recorded with the terminal host, replayed through its scripted driver. After
// each step that changed the navigation it asserts the navigation's text; where steps
// changed only the screen, the lines it shows. It stops at the first difference: the
// steps after it would repeat it. Record the session again rather than edit it.
import DemoApp
import MVIRouterTerminal
import MVIRouterTesting
import Testing

@MainActor @Suite struct ExploredFailureTests {
  @Test func recordedSession() async throws {
    let host = try DemoApp.tabbedHost(arguments: ["--delay-ms", "0"])
    let navigation = TabbedRoutingRecorder(host.screenFactory.tabbedRouterEvents, exhaustive: false)
    try await host.replay("resize 80 24")
    try navigation.requireState("[image] root · dogs: root · movies: root · products: root")
    try await host.replay("key [")
    try navigation.requireState("image: root · dogs: root · movies: root · [products] root")

    // The explorer found the rule below broken by the last step.
    // frame: after `click 4 0`, focus is on the disabled row "Retry" of Tea pot
    try await host.replay("click 4 0")
    #expect(host.frameProblem() == nil)
    try await host.replay("quit")
  }
}
