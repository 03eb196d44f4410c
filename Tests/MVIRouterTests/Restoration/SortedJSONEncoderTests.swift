import Foundation
import Testing

@testable import MVIRouter

/// Saving writes, without building a tree first, exactly the bytes `JSONEncoder` with
/// `.sortedKeys` writes: the same saved files as before, for every state and every value.
@MainActor
@Suite struct SortedJSONEncoderTests {
  func expectSameBytes<Value: Encodable>(
    _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let reference = JSONEncoder()
    reference.outputFormatting = [.sortedKeys]
    let expected = String(decoding: try reference.encode(value), as: UTF8.self)
    let written = String(decoding: try SortedJSONEncoder().encode(value), as: UTF8.self)
    #expect(written == expected, sourceLocation: sourceLocation)
  }

  @Test func savedStatesAreTheBytesJSONEncoderWrites() throws {
    var random = SeededGenerator(state: 7)
    let screens: [CoreScreen] = [.list, .detail(1), .detail(-42), .edit, .picker, .settings]
    let options: [PresentationOptions] = [
      .standard, .locked, PresentationOptions(detents: [.medium]),
      PresentationOptions(detents: [.fraction(0.3), .large], interactiveDismissDisabled: true),
    ]
    for _ in 0..<300 {
      let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
      for _ in 0..<Int.random(in: 0..<8, using: &random) {
        routerEvents.routeTo(
          screens.randomElement(using: &random)!,
          as: [.push, .sheet, .fullScreenCover].randomElement(using: &random)!,
          options: options.randomElement(using: &random)!)
        if Bool.random(using: &random) {
          routerEvents.presentAlert(Bool.random(using: &random) ? .delete : .info)
        }
      }
      try expectSameBytes(routerEvents.state)
      let saved = try routerEvents.savedState()
      let restored = RouterEvents<CoreScreen, CoreAlert>()
      try restored.restore(from: saved)
      #expect(restored.state == routerEvents.state)
    }
  }

  @Test func savedTabsAreTheBytesJSONEncoderWrites() throws {
    let tabs = TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>(
      tabs: [.home, .search], selected: .search)
    tabs[tab: .home]!.routeTo(.detail(3), as: .push)
    tabs.overlay.routeTo(.settings, as: .fullScreenCover)
    tabs[tab: .search]!.presentAlert(.delete)
    try expectSameBytes(tabs.state)
    #expect(try tabs.savedState() == SortedJSONEncoder().encode(tabs.state))
  }

  struct Everything: Encodable {
    enum Kind: Encodable {
      case plain
      case labelled(id: Int, title: String)
      case nested([Double?])
    }
    struct Parent: Encodable {
      var base = "base"
    }
    struct Child: Encodable {
      var own = 1
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(own, forKey: .own)
        try Parent().encode(to: container.superEncoder())
        var list = container.nestedUnkeyedContainer(forKey: .list)
        var inner = list.nestedContainer(keyedBy: CodingKeys.self)
        try inner.encode(2, forKey: .own)
        try list.encode("after")
        var keyed = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .keyed)
        try keyed.encodeNil(forKey: .own)
      }
      enum CodingKeys: String, CodingKey { case own, list, keyed }
    }

    var doubles: [Double] = [1, -0.0, 0.5, 1e-7, 1e20, 123_456_789.125, 0.1, 1.0 / 3.0]
    var float: Float = 0.1
    var text = "a/b\"c\\d\n\t\r\u{8}\u{c}\u{1}\u{1f}\u{7f}é😀\u{2028}"
    var keys = ["b": 1, "a": 2, "B": 3, "_0": 4, "é": 5, "aa": 6]
    var missing: Int?
    var present: Int? = 3
    var flags = [true, false]
    var kinds: [Kind] = [.plain, .labelled(id: -1, title: ""), .nested([nil, 2.5])]
    var child = Child()
    var empty: [String] = []
    var emptyObject: [String: Int] = [:]
    var integers: [UInt64] = [0, .max]
    var small: [Int8] = [.min, .max]
  }

  @Test func everyKindOfValueIsTheBytesJSONEncoderWrites() throws {
    try expectSameBytes(Everything())
    try expectSameBytes([[1, 2], [], [3]])
    try expectSameBytes("top level")
    try expectSameBytes(Optional<Int>.none)
  }

  @Test func aNumberJSONCannotHoldIsAnError() {
    #expect(throws: EncodingError.self) { try SortedJSONEncoder().encode([Double.nan]) }
    #expect(throws: EncodingError.self) { try SortedJSONEncoder().encode(["x": Double.infinity]) }
  }

  /// A screen that holds a number JSON cannot: the routes, written by hand, fall back to their
  /// `Codable` form, whose error names the screen's place in the saved state.
  @Test func aScreenThatCannotBeSavedIsAnErrorAtItsPlace() throws {
    let routerEvents = RouterEvents<Measured, RouterDefaultAlert>()
    routerEvents.routeTo(.length(2), as: .push)
    routerEvents.routeTo(.length(.nan), as: .sheet)
    do {
      _ = try routerEvents.savedState()
      Issue.record("saved a screen holding NaN")
    } catch let EncodingError.invalidValue(_, context) {
      #expect(
        context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
          == ["routes", "1", "screen", "length", "_0"])
    }
  }
}

enum Measured: RouterScreenProtocol, Codable {
  case length(Double)
}
