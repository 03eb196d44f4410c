import Foundation
import MVIRouter
import Testing

/// Random and mutated inputs for everything the engine parses from outside: deep links and
/// saved state. Nothing crashes, every failure is an error, and a failure changes nothing.
@MainActor
@Suite struct FuzzTests {
  static let alphabet = Array(
    "shop:/?#&=%+-._~ items/edit/settings0123456789ABCxyz\u{0}\n\t é日🎬\u{7F}\u{85}\u{9B}\u{FEFF}")
  /// Percent-encoded pieces, valid and broken, spliced into links.
  static let encodedPieces = [
    "%EF%BB%BF", "%80", "%C3%A9", "%C0%AF", "%ED%A0%80", "%F0%9F%8E%AC", "%2F", "%2B", "%", "%4",
    "%zz", "//", "+", "?", "#",
  ]

  @Test func randomAndMutatedLinksNeverCrashAndFailWithoutChanges() {
    var random = SeededGenerator(state: 42)
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.edit)
    _ = harness.takeEvents()
    let valid = ["shop://items/3", "shop://items/4/edit", "shop://settings", "shop://"]
    var opened = 0
    var failed = 0
    for round in 0..<5_000 {
      var link: String
      if round.isMultiple(of: 2) {
        let length = Int.random(in: 0...40, using: &random)
        link = String((0..<length).map { _ in Self.alphabet.randomElement(using: &random)! })
      } else {
        var characters = Array(valid.randomElement(using: &random)!)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          let position = Int.random(in: 0...characters.count, using: &random)
          switch Int.random(in: 0..<4, using: &random) {
          case 0: characters.insert(Self.alphabet.randomElement(using: &random)!, at: position)
          case 3:
            characters.insert(
              contentsOf: Self.encodedPieces.randomElement(using: &random)!, at: position)
          case 1: if position < characters.count { characters.remove(at: position) }
          default:
            if position < characters.count {
              characters[position] = Self.alphabet.randomElement(using: &random)!
            }
          }
        }
        link = String(characters)
      }
      let before = harness.routerEvents.state
      do {
        try harness.routerEvents.open(link, using: coreLinks)
        opened += 1
        #expect(
          !link.unicodeScalars.contains {
            $0.properties.generalCategory == .control || $0.properties.isWhitespace
          }, "opened \(link)")
      } catch {
        failed += 1
        #expect(!error.description.isEmpty)
        #expect(harness.routerEvents.state == before, "\(link)")
        #expect(harness.takeEvents().isEmpty, "\(link)")
      }
      _ = harness.takeEvents()
    }
    #expect(opened > 0)
    #expect(failed > 0)
  }

  @Test func mutatedSavedStateIsRestoredOrRefusedWithoutChanges() throws {
    var random = SeededGenerator(state: 7)
    let source = CoreHarness()
    source.routerEvents.routeTo(.list)
    source.routerEvents.routeTo(.detail(4))
    source.routerEvents.routeTo(.settings)
    source.routerEvents.presentAlert(.delete)
    source.routerEvents.presentAlert(.info, owner: .root)
    let valid = Array(try source.routerEvents.savedState())
    let target = CoreHarness()
    target.routerEvents.routeTo(.edit)
    var refused = 0
    for _ in 0..<3_000 {
      var bytes = valid
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: bytes[position] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.remove(at: position)
        case 2:
          bytes.insert(
            Array("{}[]\",:0123456789".utf8).randomElement(using: &random)!, at: position)
        default: bytes = Array(bytes.prefix(position))
        }
        if bytes.isEmpty { break }
      }
      let before = target.routerEvents.state
      _ = target.takeEvents()
      do {
        try target.routerEvents.restore(from: Data(bytes))
        try target.routerEvents.state.validate()
        // Whatever a restore accepts, a plain `JSONDecoder` reads the same way.
        let fresh = CoreHarness()
        try fresh.routerEvents.restore(from: Data(bytes))
        #expect(
          try JSONDecoder().decode(NavigationState<CoreScreen, CoreAlert>.self, from: Data(bytes))
            == fresh.routerEvents.state)
      } catch let error as RestorationError {
        refused += 1
        #expect(!error.description.isEmpty)
        #expect(target.routerEvents.state == before)
        #expect(target.takeEvents().isEmpty)
      }
    }
    #expect(refused > 1_000)
  }

  @Test func hugeNegativeAndFractionalIDsAreRefusedWithoutChanges() throws {
    var random = SeededGenerator(state: 11)
    let target = CoreHarness()
    target.routerEvents.routeTo(.edit)
    _ = target.takeEvents()
    let before = target.routerEvents.state
    let extremes = [
      "\(Int.max)", "\(Int.max - 1)", "\(Int.min)", "-1", "0", "9007199254740992",
      "99999999999999999999", "-99999999999999999999", "1e300", "1.5", "1e2", "-0",
    ]
    for round in 0..<2_000 {
      let id =
        round < extremes.count
        ? extremes[round]
        : String(
          Int.random(in: Int.min...Int.max, using: &random)
            >> Int.random(in: 0...62, using: &random))
      let field = Int.random(in: 0..<3, using: &random)
      let routeID = field == 0 ? id : "1"
      let text = """
        {"alerts":[{"actions":[{"title":"OK"}],"alert":{"info":{}},"id":\(field == 1 ? id : "1"),\
        "owner":\(field == 2 ? id : routeID),"title":"Saved"}],\
        "routes":[{"id":\(routeID),"presentation":"push","screen":{"list":{}}}],\
        "version":2}
        """
      // The id as `JSONDecoder` reads a whole number (`1e2` is 100; `1.5` is none).
      let number = try? JSONDecoder().decode(Int.self, from: Data(id.utf8))
      let inRange = number.map { RouteID.validRawValues.contains($0) }
      do {
        try target.routerEvents.restore(from: Data(text.utf8))
        #expect(inRange == true && (field != 2 || number == 1), "restored \(text)")
        try target.routerEvents.state.validate()
        #expect(target.routerEvents.routeTo(.picker).rawValue > 1)
        target.routerEvents.setRoutes([.sheet(.edit)])
        _ = target.takeEvents()
      } catch {
        #expect(inRange != true || (field == 2 && number != 1), "\(error): \(text)")
        #expect(error is RestorationError)
        #expect(!"\(error)".isEmpty)
        #expect(target.routerEvents.state.routes.map(\.screen) == before.routes.map(\.screen))
        #expect(target.takeEvents().isEmpty)
      }
    }
  }
}
