import Foundation
import MVIRouter
import Testing

@Suite @MainActor struct RestorationTests {
  let harness = CoreHarness()

  func savedSample() throws -> Data {
    let source = CoreHarness()
    source.routerEvents.routeTo(.list)
    source.routerEvents.routeTo(.detail(4))
    source.routerEvents.routeTo(.edit)
    source.routerEvents.presentAlert(.delete)
    source.routerEvents.presentAlert(.info, owner: .root)
    return try source.routerEvents.savedState()
  }

  @Test func aRoundTripRestoresRoutesAlertsAndIDs() throws {
    let data = try savedSample()
    try harness.routerEvents.restore(from: data)
    #expect(
      harness.text
        == "root > push list > push detail(4) > sheet edit | alert delete[Delete, Cancel] | queued info[OK]"
    )
    #expect(harness.routerEvents.state.routes.map(\.id.rawValue) == [1, 2, 3])
    #expect(try harness.routerEvents.savedState() == data)
    // New ids continue after the restored ones.
    let next = harness.routerEvents.routeTo(.picker)
    #expect(next.rawValue == 4)
  }

  @Test func restoringReplacesTheRoutesAsOneTransactionWithTheRestoredReason() throws {
    var reasons: [DismissReason] = []
    var results: [String] = []
    harness.routerEvents.routeTo(.settings) { reasons.append($0) }
    harness.routerEvents.routeTo(.picker, as: .sheet, expecting: Int.self) {
      results.append("\($0)")
    }
    _ = harness.takeEvents()
    try harness.routerEvents.restore(from: savedSample())
    #expect(
      harness.takeEvents() == [
        "dismissed sheet picker (restored)", "result sheet picker: cancelled (restored)",
        "dismissed fullScreenCover settings (restored)",
        "routed push list", "routed push detail(4)", "routed sheet edit",
        "alert presented delete[Delete, Cancel]", "alert presented info[OK]",
      ])
    #expect(reasons == [.restored])
    #expect(results == ["cancelled (restored)"])
  }

  @Test func restoredAlertsReachTheRoutersHookOnly() throws {
    try harness.routerEvents.restore(from: savedSample())
    harness.routerEvents.resolveAlert("Delete")
    #expect(harness.hooks.alertActions == ["delete: Delete"])
  }

  @Test func restoringTheSameStateIsIgnored() throws {
    let data = try savedSample()
    try harness.routerEvents.restore(from: data)
    #expect(
      try harness.routerEvents.restore(from: data)
        == .ignored(.unchanged(.restore)))
  }

  @Test func everyTruncationIsRejectedAndChangesNothing() throws {
    let data = try savedSample()
    harness.routerEvents.routeTo(.list)
    _ = harness.takeEvents()
    for length in 0..<data.count {
      #expect(throws: RestorationError.self) {
        try harness.routerEvents.restore(from: data.prefix(length))
      }
    }
    #expect(harness.text == "root > push list")
    #expect(harness.takeEvents().isEmpty)
  }

  @Test(arguments: [
    ("", RestorationError.corrupted("the data is empty")),
    ("not json", .corrupted("the data is not valid JSON")),
    ("[1,2]", .corrupted("expected Dictionary<String, Any>")),
    ("{\"routes\":[]}", .corrupted("missing \"version\"")),
    ("{\"version\":3,\"routes\":[],\"alerts\":[]}", .incompatibleVersion(found: 3, supported: 2)),
    (
      "{\"version\":2,\"routes\":[{\"id\":1,\"screen\":{\"teleport\":{}},\"presentation\":\"push\"}],\"alerts\":[]}",
      .corrupted("expected CoreScreen at routes[0].screen")
    ),
    (
      "{\"version\":2,\"routes\":[{\"id\":1,\"screen\":{\"list\":{}},\"presentation\":\"push\"},{\"id\":1,\"screen\":{\"edit\":{}},\"presentation\":\"sheet\"}],\"alerts\":[]}",
      .corrupted("invalid navigation state: route id #1 appears twice")
    ),
  ])
  func corruptedDataGivesAClearError(text: String, expected: RestorationError) {
    harness.routerEvents.routeTo(.list)
    do {
      try harness.routerEvents.restore(from: Data(text.utf8))
      Issue.record("restored from \(text)")
    } catch {
      switch (error, expected) {
      case (.corrupted(let reason), .corrupted(let want)):
        #expect(reason.hasPrefix(want), "\(reason)")
      default:
        #expect(error == expected)
      }
    }
    #expect(harness.text == "root > push list")
  }

  @Test func savedDataRoundTripsAndBadDataChangesNothing() throws {
    harness.routerEvents.routeTo(.detail(2))
    let other = CoreHarness()
    try other.routerEvents.restore(from: try harness.routerEvents.savedState())
    #expect(other.text == "root > push detail(2)")

    let broken = Data("{\"version\":2,\"rou".utf8)
    #expect(throws: RestorationError.self) { try other.routerEvents.restore(from: broken) }
    #expect(other.text == "root > push detail(2)")
  }

}

@Suite @MainActor struct RestoringUntrustedIDsTests {
  let harness = CoreHarness()

  func saved(routeID: String, alertID: String = "1") -> Data {
    Data(
      """
      {"alerts":[{"actions":[{"role":"cancel","title":"OK"}],"alert":{"info":{}},"id":\(alertID),\
      "title":"Saved"}],"routes":[{"id":\(routeID),"presentation":"push","screen":{"list":{}}}],\
      "version":2}
      """.utf8)
  }

  @Test(arguments: [
    ("9223372036854775807", "route id #9223372036854775807 is out of range"),
    ("9223372036854775806", "route id #9223372036854775806 is out of range"),
    ("9007199254740992", "route id #9007199254740992 is out of range"),
    ("0", "route id #0 is out of range"),
    ("-3", "route id #-3 is out of range"),
  ])
  func anOutOfRangeRouteIDIsCorruptedData(id: String, reason: String) {
    harness.routerEvents.routeTo(.list)
    _ = harness.takeEvents()
    #expect(throws: RestorationError.corrupted("invalid navigation state: \(reason)")) {
      try harness.routerEvents.restore(from: saved(routeID: id))
    }
    #expect(harness.text == "root > push list")
    #expect(harness.takeEvents().isEmpty)
  }

  @Test func anOutOfRangeAlertIDIsCorruptedData() {
    #expect(
      throws: RestorationError.corrupted(
        "invalid navigation state: alert id !9223372036854775807 is out of range")
    ) {
      try harness.routerEvents.restore(from: saved(routeID: "1", alertID: "9223372036854775807"))
    }
  }

  @Test func theLargestValidIDRestoresAndRoutingContinues() throws {
    try harness.routerEvents.restore(from: saved(routeID: "9007199254740991"))
    // The largest id leaves no room after it: it is renewed, and every later id is valid.
    let next = harness.routerEvents.routeTo(.edit)
    #expect(RouteID.validRawValues.contains(next.rawValue))
    try harness.routerEvents.state.validate()
  }
}

/// Saved data is read strictly: one reading, or an error that says where.
@Suite @MainActor struct StrictSavedDataTests {
  let harness = CoreHarness()
  static let valid = """
    {"alerts":[],"routes":[{"id":1,"presentation":"push","screen":{"detail":{"_0":4}}}],"version":2}
    """

  func expectCorrupted(
    _ text: String, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectCorrupted(Data(text.utf8), reason, sourceLocation: sourceLocation)
  }

  func expectCorrupted(
    _ data: Data, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    harness.routerEvents.routeTo(.list)
    _ = harness.takeEvents()
    let before = harness.routerEvents.state
    #expect(
      throws: RestorationError.corrupted(reason), sourceLocation: sourceLocation
    ) { try harness.routerEvents.restore(from: data) }
    #expect(harness.routerEvents.state == before, sourceLocation: sourceLocation)
    #expect(harness.takeEvents().isEmpty, sourceLocation: sourceLocation)
  }

  @Test func theValidSampleRestores() throws {
    try harness.routerEvents.restore(from: Data(Self.valid.utf8))
    #expect(harness.text == "root > push detail(4)")
  }

  @Test func aByteOrderMarkIsRefused() {
    expectCorrupted(
      Data([0xEF, 0xBB, 0xBF] + Array(Self.valid.utf8)),
      "the data starts with a byte order mark; saved navigation is UTF-8 without one")
  }

  @Test func trailingCommasAreRefused() {
    expectCorrupted(
      #"{"alerts":[],"routes":[],"version":2,}"#,
      "the data is not valid JSON: a trailing comma at line 1, column 38")
    expectCorrupted(
      "{\"alerts\":[],\n\"routes\":[1,],\"version\":2}",
      "the data is not valid JSON: a trailing comma at line 2, column 13")
  }

  @Test func aFractionOrExponentWhereAWholeNumberBelongsIsRefused() {
    for number in ["1.0", "1e0", "1E+0"] {
      expectCorrupted(
        Self.valid.replacingOccurrences(of: #""id":1"#, with: #""id":\#(number)"#),
        "expected a whole number, found \(number) at routes[0].id")
    }
    expectCorrupted(
      Self.valid.replacingOccurrences(of: #""version":2"#, with: #""version":1.0"#),
      "expected a whole number, found 1.0 at version")
    expectCorrupted(
      Self.valid.replacingOccurrences(of: #""id":1"#, with: #""id":99999999999999999999"#),
      "the number 99999999999999999999 does not fit Int at routes[0].id")
  }

  @Test func aKeyThatAppearsTwiceIsRefused() {
    expectCorrupted(
      Self.valid.replacingOccurrences(of: #"{"id":1,"#, with: #"{"id":1,"id":2,"#),
      #"the key "id" appears twice at routes[0]"#)
    expectCorrupted(
      Self.valid.replacingOccurrences(of: #""version":2"#, with: #""version":2,"vers\u0069on":1"#),
      #"the key "version" appears twice"#)
  }

  @Test func brokenStringsAreRefused() {
    let title =
      #"{"alerts":[{"actions":[{"title":"OK"}],"alert":{"info":{}},"id":1,"title":"TITLE"}],"routes":[],"version":2}"#
    func with(_ bytes: [UInt8]) -> Data {
      let parts = title.components(separatedBy: "TITLE")
      return Data(Array(parts[0].utf8) + bytes + Array(parts[1].utf8))
    }
    expectCorrupted(
      with([0x80]), "the data is not valid JSON: invalid UTF-8 in a string at line 1, column 76")
    expectCorrupted(
      with([0xC0, 0xAF]),
      "the data is not valid JSON: invalid UTF-8 in a string at line 1, column 76")
    expectCorrupted(
      with(Array(#"\ud800"#.utf8)),
      "the data is not valid JSON: a lone surrogate \\u escape at line 1, column 76")
    expectCorrupted(
      with([0x09]),
      "the data is not valid JSON: a control character in a string at line 1, column 76")
    expectCorrupted(
      with(Array(#"\x"#.utf8)), "the data is not valid JSON: an unknown escape at line 1, column 76"
    )
  }

  @Test func deepNestingIsRefusedWithoutExhaustingTheStack() {
    let depth = 100_000
    expectCorrupted(
      String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
      "the data is not valid JSON: nesting deeper than 512 levels at line 1, column 513")
  }

  @Test func theVersionIsCheckedBeforeTheRestButAfterTheSyntax() {
    #expect(throws: RestorationError.incompatibleVersion(found: 7, supported: 2)) {
      try harness.routerEvents.restore(from: Data(#"{"routes":"a future form","version":7}"#.utf8))
    }
    expectCorrupted(
      #"{"routes":[,"version":7}"#,
      "the data is not valid JSON: unexpected ',' at line 1, column 12")
  }

  @Test func escapedAndNonASCIITextRoundTrips() throws {
    let title = "Ünïcødé \"quoted\" \\ / \n\t 🎬 \u{1}\u{7F}\u{FEFF}é"
    let state = NavigationState<CoreScreen, CoreAlert>(
      routes: [Route(id: RouteID(rawValue: 7), screen: .detail(-3), presentation: .sheet)],
      alerts: [
        PresentedAlert(
          id: AlertID(rawValue: 2), alert: .info, owner: RouteID(rawValue: 7), title: title,
          message: "line\u{2028}sep", buttons: [.cancel("Ø")])
      ])
    for formatting: JSONEncoder.OutputFormatting in [[], [.sortedKeys], [.prettyPrinted]] {
      let encoder = JSONEncoder()
      encoder.outputFormatting = formatting
      let other = CoreHarness()
      try other.routerEvents.restore(from: encoder.encode(state))
      #expect(other.routerEvents.state == state)
    }
  }
}

/// Screens with every kind of payload restore exactly as `JSONDecoder` reads them.
@Suite @MainActor struct RichScreenRestorationTests {
  struct Filter: Codable, Hashable, Sendable {
    var terms: [String]
    var weights: [String: Double]
    var limit: UInt8?
    var note: String?
  }

  enum RichScreen: RouterScreenProtocol, Codable {
    case home
    case search(Filter)
    case media(data: Data, url: URL, date: Date, price: Decimal)
    case numbers(Int8, Int16, Int32, Int64, UInt, UInt16, UInt32, UInt64, Float, Double, Bool)
    case nested([[Int?]], [Int: String])
    indirect case stack(RichScreen, depth: Int)
  }

  @Test func everyPayloadRoundTripsAndMatchesJSONDecoder() throws {
    let screens: [RichScreen] = [
      .home,
      .search(
        Filter(terms: ["blue", "cup\u{0}\"\\"], weights: ["a": 0.5, "b": -1e-7], limit: 200)),
      .search(Filter(terms: [], weights: [:], limit: nil, note: "🎬 é")),
      .media(
        data: Data([0, 1, 2, 255]), url: URL(string: "https://example.com/a?b=c#d")!,
        date: Date(timeIntervalSinceReferenceDate: 12_345.678), price: Decimal(string: "12.34")!),
      .numbers(
        -128, -32_768, .min, .min, .max, .max, .max, .max, 3.25, -2.5e300, true),
      .nested([[1, nil, 3], [], [nil]], [3: "three", -1: "minus one"]),
      .stack(.stack(.home, depth: 1), depth: 2),
    ]
    let state = NavigationState<RichScreen, CoreAlert>(
      routes: screens.enumerated().map {
        Route(id: RouteID(rawValue: $0.offset + 1), screen: $0.element, presentation: .push)
      })
    let data = try JSONEncoder().encode(state)
    let routerEvents = RouterEvents<RichScreen, CoreAlert>()
    try routerEvents.restore(from: data)
    #expect(routerEvents.state == state)
    #expect(
      try JSONDecoder().decode(NavigationState<RichScreen, CoreAlert>.self, from: data)
        == routerEvents.state)
  }

  @Test func aPayloadOfTheWrongShapeSaysWhere() {
    let routerEvents = RouterEvents<RichScreen, CoreAlert>()
    let text = """
      {"alerts":[],"routes":[{"id":1,"presentation":"push","screen":{"numbers":{"_0":1,"_1":2,\
      "_2":3,"_3":4,"_4":5,"_5":6,"_6":7,"_7":-8,"_8":1,"_9":2,"_10":true}}}],"version":2}
      """
    #expect(
      throws: RestorationError.corrupted(
        "the number -8 does not fit UInt64 at routes[0].screen.numbers._7")
    ) { try routerEvents.restore(from: Data(text.utf8)) }
  }
}

extension RichScreenRestorationTests {
  /// Reads either a bare number or the synthesized form, catching the first attempt's error.
  enum LegacyScreen: RouterScreenProtocol, Codable {
    case item(Int)

    init(from decoder: any Decoder) throws {
      if let id = try? decoder.singleValueContainer().decode(Int.self) {
        self = .item(id)
        return
      }
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self = .item(try container.decode(Int.self, forKey: .item))
    }

    enum CodingKeys: String, CodingKey { case item }
  }

  @Test func decodersThatCatchErrorsGetTheRightPathsOnLongStacks() throws {
    let count = 5_000
    var routes = (1...count).map {
      #"{"id":\#($0),"presentation":"push","screen":{"item":\#($0)}}"#
    }
    func data() -> Data {
      Data(#"{"alerts":[],"routes":[\#(routes.joined(separator: ","))],"version":2}"#.utf8)
    }
    let routerEvents = RouterEvents<LegacyScreen, CoreAlert>()
    try routerEvents.restore(from: data())
    #expect(routerEvents.state.routes.count == count)
    #expect(routerEvents.state.routes.last?.screen == .item(count))

    routes[count - 1] = #"{"id":\#(count),"presentation":"push","screen":{"item":"x"}}"#
    #expect(
      throws: RestorationError.corrupted("expected Int at routes[\(count - 1)].screen.item")
    ) { try RouterEvents<LegacyScreen, CoreAlert>().restore(from: data()) }
  }
}

extension StrictSavedDataTests {
  @Test func truncatedDataSaysItEndsTooEarly() {
    for text in [#"{"version":2,"#, #"{"version":2"#, #"{"rou"#, "{", "[1", #"{"a":"#] {
      expectCorrupted(text, "the data is not valid JSON: it ends too early")
    }
  }
}
