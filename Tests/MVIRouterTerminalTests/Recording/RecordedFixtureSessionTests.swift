// A session recorded with the terminal host, replayed through its scripted driver. After
// each step that changed the navigation it asserts the navigation's text; where steps
// changed only the screen, the frame. Record the session again rather than edit it.
import MVIRouterTerminal
import MVIRouterTesting
import Testing

@MainActor @Suite struct RecordedFixtureSessionTests {
  @Test func recordedSession() async throws {
    let host = try RecordingFixture.host()
    let navigation = RoutingRecorder(host.screenFactory.routerEvents, exhaustive: false)
    try await host.replay("resize 80 24")
    navigation.expectState("root")
    try await host.replay("key down")
    #expect(
      host.frame() == [
        "Shop",
        "────────────────────────────────────────────────────────────────────────────────",
        "Welcome to the shop.",
        "",
        "  Lists",
        "▸ Search",
        "  Checkout",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "↑↓ move · enter select · ? help · q quit",
      ])
    try await host.replay("open search")
    navigation.expectState("root > sheet search")
    try await host.replay("type ab")
    try await host.replay("key backspace")
    try await host.replay("resize 40 10")
    #expect(
      host.frame() == [
        "Shop › Search",
        "────────────────────────────────────────",
        "Welcome to the shop.",
        "  ┌─ Search ─────────────────────────┐",
        "  │ Find: a_                         │",
        "  │                                  │",
        "  │ ▸ First hit                      │",
        "  │                                  │",
        "  └──────────────────────────────────┘",
        "type to edit · esc back · ctrl-c quit",
      ])
    try await host.replay("key esc")
    navigation.expectState("root")
    try await host.replay("open Help")
    navigation.expectState("root > push named(\"Help\")")
    try await host.replay("key ~")
    try await host.replay("key ~")
    try await host.replay("key down")
    try await host.replay("quit")
  }
}
