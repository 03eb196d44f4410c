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
        // changed only the screen, the lines it shows. It stops at the first difference: the
        // steps after it would repeat it. Record the session again rather than edit it.
        import MVIRouterTerminal
        import MVIRouterTesting
        import ShopApp
        import Testing

        @MainActor @Suite struct RecordedSessionTests {
          @Test func recordedSession() async throws {
            let host = try ShopApp.host()
            let navigation = RoutingRecorder(host.screenFactory.routerEvents, exhaustive: false)
            try await host.replay("resize 20 2")
            try navigation.requireState("root")
            try await host.replay("key down")
            try #require(
              host.shownLines() == [
                "Shop",
                "▸ Search",
              ])
            try await host.replay("key enter")
            try navigation.requireState("root > sheet search")
            try await host.replay("type ab")
            try #require(
              host.shownLines() == [
                "Search",
                "ab",
              ])
            try await host.replay("key esc")
            try navigation.requireState("root")
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
        // changed only the screen, the lines it shows. It stops at the first difference: the
        // steps after it would repeat it. Record the session again rather than edit it.
        import MVIRouterTerminal
        import MVIRouterTesting
        import Mail
        import Testing

        @MainActor @Suite struct InboxTests {
          @Test func openingMessages() async throws {
            let host = await Mail.host()
            let navigation = TabbedRoutingRecorder(host.screenFactory.tabbedRouterEvents, exhaustive: false)
            try await host.replay("resize 80 24")
            try navigation.requireState("[inbox] root · settings: root")
            try await host.replay("open \\"quoted\\\\path\\"")
            try navigation.requireState(
              "inbox: root > push message(id: 1) > push message(id: 2) · [settings] root > push a")
            try await host.replay("key esc")
            try navigation.requireState(
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
    recording.append(
      "key ~", navigation: "root", frame: ["Inspector"], showsInspector: true, overlayOpen: true)
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

  /// The lines of the test body that replay or assert, without the first two.
  private func replayed(_ recording: SessionRecording) -> [String] {
    recording.testSource(template).split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("    ") && !$0.contains("let host") && !$0.contains("let navigation")
    }
  }

  /// Keys that changed nothing, and a look at the help or the inspector that came back to the
  /// same screen, are left out: the test holds what a reader needs.
  @Test func stepsThatChangedNothingAreLeftOut() {
    var recording = SessionRecording(
      navigation: "root", frame: ["Shop", "▸ Lists"], width: 20, height: 2)
    recording.append("key esc", navigation: "root", frame: ["Shop", "▸ Lists"])
    recording.append(
      "key f2", navigation: "root", frame: ["Inspector"], showsInspector: true, overlayOpen: true)
    recording.append(
      "key down", navigation: "root", frame: ["Inspector 2"], showsInspector: true,
      overlayOpen: true)
    recording.append("key f2", navigation: "root", frame: ["Shop", "▸ Lists"])
    recording.append("key ?", navigation: "root", frame: ["Keys"], overlayOpen: true)
    recording.append("key esc", navigation: "root", frame: ["Shop", "▸ Lists"])
    recording.append("key down", navigation: "root", frame: ["Shop", "▸ Search"])
    recording.append("wheel down", navigation: "root", frame: ["Shop", "▸ Search"])
    #expect(
      replayed(recording) == [
        "    try await host.replay(\"resize 20 2\")",
        "    try navigation.requireState(\"root\")",
        "    try await host.replay(\"key down\")",
        "    try #require(",
        "      host.shownLines() == [",
        "        \"Shop\",",
        "        \"▸ Search\",",
        "      ])",
        "    try await host.replay(\"quit\")",
      ])
  }

  /// Frames are compared without their blank lines.
  @Test func framesAreComparedWithoutBlankLines() {
    var recording = SessionRecording(
      navigation: "root", frame: ["Shop", "", "▸ Lists", "", "", "q quit"], width: 20, height: 6)
    recording.append(
      "key down", navigation: "root", frame: ["Shop", "", "▸ Search", "", "", "q quit"])
    #expect(
      replayed(recording).filter { $0.hasPrefix("        \"") } == [
        "        \"Shop\",", "        \"▸ Search\",", "        \"q quit\",",
      ])
  }

  /// An app's host expression too long for a line breaks as the formatter breaks it, so the
  /// test of a session opened with a deep link passes `swift format lint --strict`.
  @Test func aLongHostExpressionBreaksAsTheFormatterBreaksIt() {
    let recording = SessionRecording(navigation: "root", frame: [], width: 80, height: 24)
    let open = SessionTestTemplate(
      imports: ["DemoApp"],
      makeHost:
        #"try DemoApp.host(arguments: ["--delay-ms", "20", "--open", "demo://products/1/quantity"])"#
    )
    let lines = recording.testSource(open).split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 100 })
    #expect(
      lines.filter { $0.contains("let host") || $0.contains("--delay") || $0 == "    ])" } == [
        "    let host = try DemoApp.host(arguments: [",
        #"      "--delay-ms", "20", "--open", "demo://products/1/quantity","#,
        "    ])",
      ])
    let longer = SessionTestTemplate(
      imports: ["DemoApp"],
      makeHost:
        #"try DemoApp.host(arguments: ["--delay-ms", "20", "--open", "demo://products/1/quantity?with=a&very=long&query=string, indeed"])"#
    )
    let broken = recording.testSource(longer).split(separator: "\n")
    #expect(broken.allSatisfy { $0.count <= 100 })
    #expect(
      broken.contains(#"      "demo://products/1/quantity?with=a&very=long&query=string, indeed","#)
    )
    #expect(broken.contains(#"      "--open","#))
  }

  /// A paste no script line holds is a visible warning and a known issue in the test, and the
  /// typing that followed it on the same screen is left out: the replayed field would differ.
  @Test func aPasteTheReplayCannotMakeIsAWarningAndItsTypingIsLeftOut() {
    var recording = SessionRecording(
      navigation: "root > sheet note", frame: ["Note: _"], width: 20, height: 1)
    recording.append(
      "# not replayed: a paste with a line break or spaces at its ends",
      navigation: "root > sheet note", frame: ["Note: a b_"])
    recording.append("type c", navigation: "root > sheet note", frame: ["Note: a bc_"])
    recording.append("key esc", navigation: "root", frame: ["Shop"])
    let body = replayed(recording)
    #expect(
      body == [
        "    try await host.replay(\"resize 20 1\")",
        "    try navigation.requireState(\"root > sheet note\")",
        "    // WARNING: a paste with a line break or spaces at its ends was not replayed; the steps that",
        "    // edited what it pasted on this screen are left out.",
        "    withKnownIssue(\"a paste the replay cannot make was left out\") {",
        "      Issue.record(\"not replayed: a paste with a line break or spaces at its ends\")",
        "    }",
        "    try await host.replay(\"key esc\")",
        "    try navigation.requireState(\"root\")",
        "    try await host.replay(\"quit\")",
      ])
  }

  @Test func secretTypingBecomesAPlaceholderTheTestSupplies() {
    var recording = SessionRecording(
      navigation: "root", frame: ["Password: _"], width: 20, height: 1)
    recording.append("type xxx", navigation: "root", frame: ["Password: •••_"], isSecret: true)
    recording.append("type xx", navigation: "root", frame: ["Password: •••••_"], isSecret: true)
    recording.append("type a", navigation: "root", frame: ["Password: •••••_", "a"])
    let body = replayed(recording)
    #expect(
      Array(body.prefix(5)) == [
        "    try await host.replay(\"resize 20 1\")",
        "    try navigation.requireState(\"root\")",
        "    // Typed into a secure field: not recorded. Put the text the test needs here.",
        "    let secret1 = \"xxxxx\"",
        "    try await host.replay(\"type \\(secret1)\")",
      ])
    #expect(body.contains("    try await host.replay(\"type a\")"))
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
