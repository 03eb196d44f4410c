import Testing

@testable import MVIRouterTerminal

@Suite struct SessionRecordingTests {
  let template = SessionTestTemplate(imports: ["ShopApp"], makeHost: "try ShopApp.host()")

  @Test func theTestAssertsNavigationAfterEachChangeAndTheFrameAfterARunOfScreenChanges() {
    var recording = SessionRecording(
      navigation: "root", frame: ["Shop", "▸ Lists"], width: 20, height: 2)
    recording.append("key down", navigation: "root", frame: ["Shop", "▸ Search"])
    recording.append("key enter", navigation: "root > sheet search", frame: ["Search", "_"])
    recording.append("type a", navigation: "root > sheet search", frame: ["Search", "a"])
    recording.append("type b", navigation: "root > sheet search", frame: ["Search", "ab"])
    recording.append("key esc", navigation: "root", frame: ["Shop", "▸ Search"])
    #expect(
      recording.testSource(template) == """
        // A session recorded with the terminal host, replayed through its scripted driver. After
        // each step that changed the navigation it asserts the navigation's text; where steps
        // changed only the screen, the frame. Record the session again rather than edit it.
        import MVIRouterTerminal
        import MVIRouterTesting
        import ShopApp
        import Testing

        @MainActor @Suite struct RecordedSessionTests {
          @Test func recordedSession() async throws {
            let host = try ShopApp.host()
            let navigation = RoutingRecorder(host.screenFactory.routerEvents, exhaustive: false)
            try await host.replay("resize 20 2")
            navigation.expectState("root")
            try await host.replay("key down")
            #expect(
              host.frame() == [
                "Shop",
                "▸ Search",
              ])
            try await host.replay("key enter")
            navigation.expectState("root > sheet search")
            try await host.replay("type ab")
            #expect(
              host.frame() == [
                "Search",
                "ab",
              ])
            try await host.replay("key esc")
            navigation.expectState("root")
            try await host.replay("quit")
          }
        }

        """)
  }

  @Test func aTabbedSessionAssertsEveryTabAndLongLinesBreakAsTheFormatterBreaksThem() {
    let long = "inbox: root > push message(id: 1) > push message(id: 2) · [settings] root > push a"
    var recording = SessionRecording(
      navigation: "[inbox] root · settings: root", frame: ["Inbox"], width: 80, height: 24,
      isTabbed: true)
    recording.append("open \"quoted\\path\"", navigation: long, frame: ["Message 2"])
    recording.append("key esc", navigation: long + " > push b(1234567890)", frame: ["Message 2"])
    let template = SessionTestTemplate(
      imports: ["Mail", "Testing"], makeHost: "await Mail.host()", suiteName: "InboxTests",
      testName: "openingMessages")
    #expect(
      recording.testSource(template) == """
        // A session recorded with the terminal host, replayed through its scripted driver. After
        // each step that changed the navigation it asserts the navigation's text; where steps
        // changed only the screen, the frame. Record the session again rather than edit it.
        import MVIRouterTerminal
        import MVIRouterTesting
        import Mail
        import Testing

        @MainActor @Suite struct InboxTests {
          @Test func openingMessages() async throws {
            let host = await Mail.host()
            let navigation = TabbedRoutingRecorder(host.screenFactory.tabbedRouterEvents, exhaustive: false)
            try await host.replay("resize 80 24")
            navigation.expectState("[inbox] root · settings: root")
            try await host.replay("open \\"quoted\\\\path\\"")
            navigation.expectState(
              "inbox: root > push message(id: 1) > push message(id: 2) · [settings] root > push a")
            try await host.replay("key esc")
            navigation.expectState(
              "inbox: root > push message(id: 1) > push message(id: 2) · [settings] root > push a > push b(1234567890)"
            )
            try await host.replay("quit")
          }
        }

        """)
  }

  @Test func framesWithTheInspectorOpenAndRunsThatEndWhereTheyStartedAreNotAsserted() {
    var recording = SessionRecording(navigation: "root", frame: ["Shop"], width: 20, height: 1)
    recording.append("key down", navigation: "root", frame: ["Shop 2"])
    recording.append("key up", navigation: "root", frame: ["Shop"])
    recording.append("key ~", navigation: "root", frame: ["Inspector"], showsInspector: true)
    let body = recording.testSource(template).split(separator: "\n").filter {
      $0.hasPrefix("    ") && $0.contains("host")
    }
    #expect(
      body == [
        "    let host = try ShopApp.host()",
        "    let navigation = RoutingRecorder(host.screenFactory.routerEvents, exhaustive: false)",
        "    try await host.replay(\"resize 20 1\")",
        "    try await host.replay(\"key down\")",
        "    try await host.replay(\"key up\")",
        "    try await host.replay(\"key ~\")",
        "    try await host.replay(\"quit\")",
      ])
  }

  @Test func typedTextJoinsUnlessTheStepBeforeChangedTheNavigation() {
    var recording = SessionRecording(navigation: "root", frame: [], width: 80, height: 24)
    recording.append("type a", navigation: "root > sheet search", frame: ["a"])
    recording.append("type b", navigation: "root > sheet search", frame: ["ab"])
    recording.append("type c", navigation: "root > sheet search", frame: ["abc"])
    recording.append("key space", navigation: "root > sheet search", frame: ["abc "])
    recording.append("type d", navigation: "root > sheet search", frame: ["abc d"])
    #expect(recording.steps.map(\.command) == ["type a", "type bc", "key space", "type d"])
    #expect(recording.steps[1].frame == ["abc"])
  }

  @Test func aPauseRecordsFinishedWorkAtTheOldSizeThenTheNewSize() {
    var recording = SessionRecording(navigation: "root", frame: ["Loading"], width: 80, height: 24)
    recording.notePause(
      navigation: "root", frameAtLastSize: ["Loading"], frame: ["Loading"], width: 80, height: 24)
    #expect(recording.steps.isEmpty)
    recording.notePause(
      navigation: "root | alert failed", frameAtLastSize: ["Failed"], frame: ["Failed", ""],
      width: 60, height: 20)
    #expect(
      recording.steps == [
        .init(
          command: "wait-idle", navigation: "root | alert failed", frame: ["Failed"], width: 80,
          height: 24),
        .init(
          command: "resize 60 20", navigation: "root | alert failed", frame: ["Failed", ""],
          width: 60, height: 20),
      ])
    recording.absorb(frame: ["Failed", "noted"])
    #expect(recording.last.frame == ["Failed", "noted"])
  }

  @Test func literalsEscapeWhatASwiftStringCannotHoldAsIs() {
    #expect(SessionRecording.literal("a \"b\" \\ c\td\u{1}é›") == #""a \"b\" \\ c\td\u{1}é›""#)
  }
}
