import Foundation
import MVIRouter
import Testing

/// Data that is not a valid saved state is a clear error that changes nothing: not the routes,
/// not the alerts, not the ids the router hands out next, and no event is heard.
@Suite @MainActor struct SavedDataErrorTests {

  /// A saved state with one route and one alert, its parts replaceable.
  static func saved(
    version: String = "2", routeID: String = "1", presentation: String = #""push""#,
    secondRoute: String = "", alertID: String = "1", owner: String = "1"
  ) -> Data {
    Data(
      """
      {"alerts":[{"actions":[{"role":"cancel","title":"OK"}],"alert":{"info":{}},"id":\(alertID),\
      "owner":\(owner),"title":"Saved"}],"routes":[{"id":\(routeID),"presentation":\(presentation),\
      "screen":{"list":{}}}\(secondRoute)],"version":\(version)}
      """.utf8)
  }

  /// Restores `data` into a router that shows `root > push detail(1) | alert delete`, expects
  /// `error`, and checks that nothing changed: the state, the next ids, the events.
  func expectRefused(
    _ data: Data, _ error: RestorationError, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let harness = CoreHarness()
    let twin = CoreHarness()
    for router in [harness.routerEvents, twin.routerEvents] {
      router.routeTo(.detail(1), as: .push)
      router.presentAlert(.delete)
    }
    _ = harness.takeEvents()
    let before = harness.routerEvents.state
    #expect(throws: error, sourceLocation: sourceLocation) {
      try harness.routerEvents.restore(from: data)
    }
    #expect(harness.routerEvents.state == before, sourceLocation: sourceLocation)
    #expect(harness.takeEvents().isEmpty, sourceLocation: sourceLocation)
    #expect(
      harness.routerEvents.routeTo(.edit) == twin.routerEvents.routeTo(.edit),
      "the next route id", sourceLocation: sourceLocation)
    #expect(
      harness.routerEvents.presentAlert(.info) == twin.routerEvents.presentAlert(.info),
      "the next alert id", sourceLocation: sourceLocation)
  }

  @Test func theSampleIsValid() throws {
    let harness = CoreHarness()
    try harness.routerEvents.restore(from: Self.saved())
    #expect(harness.text == "root > push list | alert info[OK]")
  }

  @Test func truncatedJSON() {
    let data = Self.saved()
    expectRefused(
      data.prefix(data.count / 2),
      .corrupted("the data is not valid JSON: unexpected end of file during JSON parse"))
    expectRefused(Data(), .corrupted("the data is empty"))
  }

  @Test func anotherVersion() {
    expectRefused(Self.saved(version: "1"), .incompatibleVersion(found: 1, supported: 2))
    expectRefused(Self.saved(version: "3"), .incompatibleVersion(found: 3, supported: 2))
    // The version is read before the rest, however the rest is shaped.
    expectRefused(
      Data(#"{"routes":"a future form","version":7}"#.utf8),
      .incompatibleVersion(found: 7, supported: 2))
    #expect(
      RestorationError.incompatibleVersion(found: 3, supported: 2).description
        == "the saved navigation has format version 3; this library reads version 2")
  }

  @Test func anUnknownPresentation() {
    expectRefused(
      Self.saved(presentation: #""popover""#),
      .corrupted(#"unknown presentation "popover" at routes[0].presentation"#))
  }

  /// A screen the app no longer has (renamed or removed since the save) is named, not
  /// reported as Foundation's "invalid number of keys found, expected one" for the one key.
  @Test func anUnknownScreen() {
    expectRefused(
      Data(
        #"{"alerts":[],"routes":[{"id":1,"presentation":"push","screen":{"teleport":{}}}],"version":2}"#
          .utf8),
      .corrupted(#"unknown CoreScreen "teleport" at routes[0].screen"#))
  }

  /// A tab container's save given to a router (an app that dropped its tabs, a file mixed up)
  /// says what it is, not only that "routes" is missing.
  @Test func aTabContainersSave() throws {
    let data = try TabHarness().tabs.savedState()
    expectRefused(
      data,
      .corrupted(
        "this is a tab container's saved navigation (it has \"tabs\", not \"routes\"): "
          + "restore it with TabbedRouterEvents"))
  }

  @Test func duplicateIDs() {
    expectRefused(
      Self.saved(secondRoute: #",{"id":1,"presentation":"sheet","screen":{"edit":{}}}"#),
      .corrupted("invalid navigation state: route id #1 appears twice"))
  }

  @Test func idsOutOfRange() {
    expectRefused(
      Self.saved(routeID: "\(Int.max)", owner: "\(Int.max)"),
      .corrupted("invalid navigation state: route id #\(Int.max) is out of range"))
    expectRefused(
      Self.saved(alertID: "\(Int.max)"),
      .corrupted("invalid navigation state: alert id !\(Int.max) is out of range"))
    expectRefused(
      Self.saved(routeID: "0", owner: "0"),
      .corrupted("invalid navigation state: route id #0 is out of range"))
  }

  @Test func anAlertOwnerThatIsNotPresented() {
    expectRefused(
      Self.saved(owner: "5"),
      .corrupted("invalid navigation state: alert !1 is owned by route #5, which is not presented")
    )
  }

  @Test func wrongTypes() {
    expectRefused(
      Self.saved(routeID: #""1""#),
      .corrupted(
        "expected Int at routes[0].id: expected to decode Int but found a string instead"))
    expectRefused(
      Self.saved(presentation: "1"),
      .corrupted(
        "expected String at routes[0].presentation: expected to decode String but found number instead"
      ))
    expectRefused(
      Data("[1,2]".utf8),
      .corrupted(
        "expected Dictionary<String, Any>: expected to decode Dictionary<String, Any> but found an array instead"
      ))
    expectRefused(
      Data(#"{"alerts":[],"routes":[]}"#.utf8), .corrupted(#"missing "version""#))
  }

  @Test func textThatIsNotJSON() {
    expectRefused(
      Data("not json".utf8),
      .corrupted("the data is not valid JSON: invalid value around character 1"))
    let depth = 100_000
    expectRefused(
      Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8),
      .corrupted(
        "the data is not valid JSON: too many nested arrays or dictionaries around character 513"))
  }

  @Test func brokenStrings() {
    let text =
      #"{"alerts":[{"actions":[{"title":"OK"}],"alert":{"info":{}},"id":1,"title":"TITLE"}],"routes":[],"version":2}"#
    func with(_ bytes: [UInt8]) -> Data {
      let parts = text.components(separatedBy: "TITLE")
      return Data(Array(parts[0].utf8) + bytes + Array(parts[1].utf8))
    }
    expectRefused(
      with([0x80]),
      .corrupted(
        "the data is not valid JSON: invalid UTF-8 sequence 1 bytes starting from character 75"))
    expectRefused(
      with(Array(#"\ud800"#.utf8)),
      .corrupted(
        "the data is not valid JSON: unexpected end of file during string parse (expected low-surrogate code point but did not find one)"
      ))
    expectRefused(
      with([0x09]),
      .corrupted("the data is not valid JSON: unescaped control character around character 75"))
  }
}

/// A restore reads what Foundation's `JSONDecoder` reads: the same data restores or is refused
/// the same way, whatever its spacing, escapes or key order.
@Suite @MainActor struct SavedDataReadingTests {
  nonisolated static let valid = """
    {"alerts":[],"routes":[{"id":1,"presentation":"push","screen":{"detail":{"_0":4}}}],"version":2}
    """

  @Test(arguments: [
    valid,
    // Another key order, spacing and escapes: JSON's own freedoms.
    #"{ "version" : 2, "routes" : [ { "screen" : { "detail" : { "_0" : 4 } }, "id" : 1, "presentation" : "p\u0075sh" } ], "alerts" : [ ] }"#,
    // What `JSONDecoder` accepts beyond the grammar: a trailing comma, `1.0` for a whole number.
    #"{"alerts":[],"routes":[{"id":1,"presentation":"push","screen":{"detail":{"_0":4}}}],"version":2,}"#,
    valid.replacingOccurrences(of: #""id":1"#, with: #""id":1.0"#),
    "\u{FEFF}" + valid,
  ])
  func restoreReadsWhatJSONDecoderReads(text: String) throws {
    let data = Data(text.utf8)
    let decoded = try JSONDecoder().decode(
      NavigationState<CoreScreen, CoreAlert>.self, from: data)
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    try routerEvents.restore(from: data)
    #expect(routerEvents.state == decoded)
    #expect(routerEvents.state.description == "root > push detail(4)")
  }

  @Test func escapedAndNonASCIITextRoundTripsInEveryFormatting() throws {
    let title = "Ünïcødé \"quoted\" \\ / \n\t 🎬 \u{0}\u{1}\u{7F}\u{FEFF}e\u{301}"
    let state = NavigationState<CoreScreen, CoreAlert>(
      routes: [Route(id: RouteID(rawValue: 7), screen: .detail(-3), presentation: .sheet)],
      alerts: [
        PresentedAlert(
          id: AlertID(rawValue: 2), alert: .info, owner: RouteID(rawValue: 7), title: title,
          message: "line\u{2028}sep", buttons: [.cancel("Ø")])
      ])
    for formatting: JSONEncoder.OutputFormatting in [
      [], [.sortedKeys], [.prettyPrinted], [.withoutEscapingSlashes],
    ] {
      let encoder = JSONEncoder()
      encoder.outputFormatting = formatting
      let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
      try routerEvents.restore(from: encoder.encode(state))
      #expect(routerEvents.state == state)
    }
  }

  /// A screen that holds a number JSON cannot: saving fails with the place of the route (the
  /// enum case's own key is not in `JSONEncoder`'s path).
  @Test func aScreenThatCannotBeSavedIsAnErrorAtItsPlace() throws {
    let routerEvents = RouterEvents<Measured, RouterDefaultAlert>()
    routerEvents.routeTo(.length(2), as: .push)
    routerEvents.routeTo(.length(.nan), as: .sheet)
    do {
      _ = try routerEvents.savedState()
      Issue.record("saved a screen holding NaN")
    } catch let EncodingError.invalidValue(_, context) {
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      #expect(path.starts(with: ["routes", "1", "screen"]))
      #expect(path.last == "_0")
    }
  }

  enum Measured: RouterScreenProtocol, Codable {
    case length(Double)
  }
}
