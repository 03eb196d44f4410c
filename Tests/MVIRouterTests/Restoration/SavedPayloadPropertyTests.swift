import Foundation
import MVIRouter
import Testing

/// Every `Codable` screen and alert payload comes back from save → restore as it was, and the
/// saved bytes are exactly what Foundation's `JSONEncoder` writes and read by a plain
/// `JSONDecoder` into the same values: the oracle is Foundation itself.
@Suite @MainActor struct SavedPayloadPropertyTests {
  struct Money: Codable, Hashable, Sendable {
    var amount: Decimal
    var currency: String
  }

  indirect enum Node: Codable, Hashable, Sendable {
    case leaf(String?)
    case pair(Node, right: Node?)
    case list([Node])
    case table([String: Int])
  }

  enum PayloadScreen: RouterScreenProtocol, Codable {
    case home
    case review(amount: Decimal, note: String?)
    case link(URL, title: String)
    case blob(Data)
    case due(Date?, Money)
    case tree(Node)
    case numbers(Int64, UInt64, Double, Float, Bool, Int8?)
  }

  enum PayloadAction: Codable, Hashable, Sendable {
    case pay(Decimal)
    case open(URL)
    case cancel
  }

  enum PayloadAlert: RouterAlertScreenProtocol, Codable {
    typealias Action = PayloadAction
    case confirm(Money, URL?)
    case info(String, at: Date)
  }

  /// Random payloads: every kind of value JSON carries, and text from every corner of Unicode
  /// a Swift string can hold (lone surrogates are not scalars, so none are made).
  struct Payloads {
    var random: SeededGenerator

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func bool() -> Bool { Bool.random(using: &random) }

    mutating func scalar() -> Unicode.Scalar {
      let ranges: [ClosedRange<UInt32>] = [
        0x00...0x1F,  // controls, NUL included
        0x20...0x7E,  // ASCII, quotes and backslashes included
        0x7F...0xFF,  // DEL and Latin-1
        0x300...0x36F,  // combining marks
        0x590...0x6FF,  // right-to-left scripts
        0x2028...0x2029,  // line and paragraph separators
        0x4E00...0x4FFF,  // CJK
        0xFE00...0xFE0F,  // variation selectors
        0xFEFF...0xFEFF,  // byte order mark
        0xFFF0...0xFFFD,  // specials
        0x1F300...0x1F6FF,  // emoji
        0x1F3FB...0x1F3FF,  // skin tones
        0x200D...0x200D,  // zero-width joiner
        0xE000...0xE0FF,  // private use
        0x10FFF0...0x10FFFF,  // the last plane
      ]
      let range = ranges[int(0...ranges.count - 1)]
      return Unicode.Scalar(UInt32.random(in: range, using: &random))!
    }

    mutating func text() -> String {
      var text = String.UnicodeScalarView()
      for _ in 0..<int(0...12) { text.append(scalar()) }
      return String(text)
    }

    mutating func decimal() -> Decimal {
      let mantissa = UInt64.random(in: 0...(bool() ? 999 : 99_999_999_999_999), using: &random)
      let exponent = int(-12...6)
      var value = Decimal(
        sign: bool() ? .minus : .plus, exponent: exponent, significand: Decimal(mantissa))
      if int(0...9) == 0 {
        value = Decimal(string: ["0", "12.5", "0.1", "-0.01", "1e10"][int(0...4)])!
      }
      return value
    }

    mutating func double() -> Double {
      switch int(0...3) {
      case 0: Double(int(-1_000_000...1_000_000)) / 100
      case 1: [0, -0.0, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e-300, 0.1][int(0...5)]
      default:
        Double(
          sign: bool() ? .minus : .plus, exponent: int(-1000...1000),
          significand: 1 + Double.random(in: 0..<1, using: &random))
      }
    }

    mutating func url() -> URL {
      let hosts = ["example.com", "a.b", "xn--bcher-kva.example", "localhost:8080", "192.168.0.1"]
      let path = (0..<int(0...3)).map { _ in ["a", "b c", "é", "%20", "x-y_z~"][int(0...4)] }
      var components = URLComponents()
      components.scheme = ["https", "http", "app"][int(0...2)]
      components.host = hosts[int(0...hosts.count - 1)].components(separatedBy: ":")[0]
      components.path = path.isEmpty ? "" : "/" + path.joined(separator: "/")
      if bool() { components.queryItems = [URLQueryItem(name: "q", value: text())] }
      if bool() { components.fragment = "part" }
      return components.url ?? URL(string: "https://example.com")!
    }

    mutating func data() -> Data {
      Data((0..<int(0...24)).map { _ in UInt8.random(in: 0...255, using: &random) })
    }

    mutating func date() -> Date {
      Date(timeIntervalSinceReferenceDate: double().clamped(to: -1e12...1e12))
    }

    mutating func money() -> Money { Money(amount: decimal(), currency: text()) }

    mutating func node(depth: Int = 0) -> Node {
      switch depth > 3 ? 0 : int(0...3) {
      case 0: return .leaf(bool() ? text() : nil)
      case 1: return .pair(node(depth: depth + 1), right: bool() ? node(depth: depth + 1) : nil)
      case 2: return .list((0..<int(0...3)).map { _ in node(depth: depth + 1) })
      default:
        var table: [String: Int] = [:]
        for _ in 0..<int(0...3) { table[text()] = int(-9...9) }
        return .table(table)
      }
    }

    mutating func screen() -> PayloadScreen {
      switch int(0...6) {
      case 0: .home
      case 1: .review(amount: decimal(), note: bool() ? text() : nil)
      case 2: .link(url(), title: text())
      case 3: .blob(data())
      case 4: .due(bool() ? date() : nil, money())
      case 5: .tree(node())
      default:
        .numbers(
          Int64.random(in: .min ... .max, using: &random),
          UInt64.random(in: 0 ... .max, using: &random),
          double(), Float(int(-10_000...10_000)) / 8, bool(), bool() ? Int8(int(-128...127)) : nil)
      }
    }

    mutating func alert() -> PayloadAlert {
      bool() ? .confirm(money(), bool() ? url() : nil) : .info(text(), at: date())
    }

    mutating func action() -> PayloadAction {
      switch int(0...2) {
      case 0: .pay(decimal())
      case 1: .open(url())
      default: .cancel
      }
    }

    mutating func state() -> NavigationState<PayloadScreen, PayloadAlert> {
      let presentations: [RouterScreenPresentationType] = [.push, .sheet, .fullScreenCover]
      let routes = (0..<int(0...6)).map { index in
        Route(
          id: RouteID(rawValue: index + 1), screen: screen(),
          presentation: presentations[int(0...2)])
      }
      let alerts = (0..<int(0...3)).map { index in
        PresentedAlert(
          id: AlertID(rawValue: index + 1), alert: alert(),
          owner: routes.isEmpty || bool() ? nil : routes[int(0...routes.count - 1)].id,
          title: text(), message: bool() ? text() : nil,
          buttons: (0..<int(1...3)).map { _ in
            RouterAlertButton(
              title: text(), role: [nil, .cancel, .destructive][int(0...2)],
              action: bool() ? action() : nil)
          })
      }
      return NavigationState(routes: routes, alerts: alerts)
    }
  }

  /// What Foundation's coders do with a value: the oracle.
  static func oracleRoundTrip<Value: Codable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
  }

  @Test(arguments: SeededGenerator.seeds(40))
  func everyPayloadRoundTripsThroughSaveAndRestore(seed: UInt64) throws {
    var payloads = Payloads(random: SeededGenerator(state: seed))
    var kinds = Set<String>()
    for _ in 0..<25 {
      let state = payloads.state()
      for route in state.routes { kinds.insert("\(route.screen)".prefix { $0 != "(" }.description) }
      // The generated values are ones Foundation's coders carry exactly…
      for route in state.routes { #expect(try Self.oracleRoundTrip(route.screen) == route.screen) }
      for alert in state.alerts { #expect(try Self.oracleRoundTrip(alert.alert) == alert.alert) }
      // …and save → restore carries them exactly too.
      let saved = RouterEvents<PayloadScreen, PayloadAlert>(state: state)
      #expect(saved.state == state)
      let data = try saved.savedState()
      let restored = RouterEvents<PayloadScreen, PayloadAlert>()
      try restored.restore(from: data)
      #expect(restored.state == state, "seed \(seed)")
      // The bytes are `JSONEncoder`'s (keys sorted), and a plain `JSONDecoder` reads them into
      // the same values.
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      #expect(data == (try encoder.encode(state)), "seed \(seed)")
      #expect(
        try JSONDecoder().decode(NavigationState<PayloadScreen, PayloadAlert>.self, from: data)
          == state, "seed \(seed)")
      // Saving the restored navigation writes the same bytes.
      #expect(try restored.savedState() == data)
    }
    // Every kind of payload was saved.
    #expect(kinds == ["home", "review", "link", "blob", "due", "tree", "numbers"], "seed \(seed)")
  }

  @Test(arguments: SeededGenerator.seeds(10))
  func tabbedPayloadsRoundTripThroughSaveAndRestore(seed: UInt64) throws {
    var payloads = Payloads(random: SeededGenerator(state: seed))
    let tabs = TabbedRouterEvents<CoreTab, PayloadScreen, PayloadAlert>(
      tabs: [.home, .search], selected: .search)
    for router in [tabs.overlay, tabs[tab: .home], tabs[tab: .search]] {
      for _ in 0..<payloads.int(0...4) { router.routeTo(payloads.screen(), as: .push) }
    }
    let data = try tabs.savedState()
    let restored = TabbedRouterEvents<CoreTab, PayloadScreen, PayloadAlert>(
      tabs: [.home], selected: .home)
    try restored.restore(from: data)
    #expect(restored.state == tabs.state, "seed \(seed)")
    #expect(
      try JSONDecoder().decode(
        TabbedNavigationState<CoreTab, PayloadScreen, PayloadAlert>.self, from: data)
        == tabs.state)
  }
}

extension Double {
  fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
