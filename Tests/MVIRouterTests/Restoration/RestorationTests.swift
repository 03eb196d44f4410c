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
      .corrupted(#"unknown CoreScreen "teleport" at routes[0].screen"#)
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

  func numbers(seventh: String) -> Data {
    Data(
      """
      {"alerts":[],"routes":[{"id":1,"presentation":"push","screen":{"numbers":{"_0":1,"_1":2,\
      "_2":3,"_3":4,"_4":5,"_5":6,"_6":7,"_7":\(seventh),"_8":1,"_9":2,"_10":true}}}],"version":2}
      """.utf8)
  }

  @Test func aPayloadOfTheWrongShapeSaysWhere() {
    let routerEvents = RouterEvents<RichScreen, CoreAlert>()
    #expect(
      throws: RestorationError.corrupted(
        "expected UInt64 at routes[0].screen.numbers._7: expected to decode UInt64 but found a string instead"
      )
    ) { try routerEvents.restore(from: numbers(seventh: #""8""#)) }
  }

  /// `JSONDecoder` names no place for a number that does not fit its type; the error says what
  /// is wrong.
  @Test func aNumberThatDoesNotFitItsTypeSaysSo() {
    let routerEvents = RouterEvents<RichScreen, CoreAlert>()
    for number in ["-8", "1.5", "99999999999999999999"] {
      #expect(
        throws: RestorationError.corrupted(
          "the data is valid JSON, but a number in it does not fit its type")
      ) { try routerEvents.restore(from: numbers(seventh: number)) }
    }
    #expect(routerEvents.state.description == "root")
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
      throws: RestorationError.corrupted(
        "expected Int at routes[\(count - 1)].screen.item: expected to decode Int but found a string instead"
      )
    ) { try RouterEvents<LegacyScreen, CoreAlert>().restore(from: data()) }
  }
}
