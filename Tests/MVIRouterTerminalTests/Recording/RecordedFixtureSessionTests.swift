// A session recorded with the terminal host, replayed through its scripted driver. After
// each step that changed the navigation it asserts the navigation's text; where steps
// changed only the screen, the lines it shows. It stops at the first difference: the
// steps after it would repeat it. Record the session again rather than edit it.
import MVIRouterTerminal
import MVIRouterTesting
import Testing

@MainActor @Suite struct RecordedFixtureSessionTests {
  @Test func recordedSession() async throws {
    let host = try RecordingFixture.host()
    let navigation = RoutingRecorder(host.screenFactory.routerEvents, exhaustive: false)
    try await host.replay("resize 80 24")
    try navigation.requireState("root")
    try await host.replay("key down")
    try #require(
      host.shownLines() == [
        "Shop",
        "────────────────────────────────────────────────────────────────────────────────",
        "Welcome to the shop.",
        "  Lists",
        "▸ Search",
        "  Checkout",
        "↑↓ move · enter select · ? help · q quit",
      ])
    try await host.replay("open search")
    try navigation.requireState("root > sheet search")
    try await host.replay("type ab")
    try await host.replay("key backspace")
    try await host.replay("resize 40 10")
    try #require(
      host.shownLines() == [
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
    try navigation.requireState("root")
    try await host.replay("open Help")
    try navigation.requireState("root > push named(\"Help\")")
    try await host.replay("quit")
  }
}
