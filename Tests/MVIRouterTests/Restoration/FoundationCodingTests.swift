import Foundation
import MVIRouter
import Testing

/// Saved navigation is what Foundation's `JSONEncoder` writes and `JSONDecoder` reads, so every
/// payload an app's screens and alerts hold comes back as it was saved.
@Suite @MainActor struct FoundationCodingTests {
  enum Screen: RouterScreenProtocol, Codable {
    case review(amount: Decimal)
    case link(URL)
    case blob(Data)
    case due(Date)
  }

  @Test func aDecimalScreenRoundTrips() throws {
    let saved = RouterEvents<Screen, RouterDefaultAlert>()
    saved.routeTo(.review(amount: 12.5), as: .push)
    let restored = RouterEvents<Screen, RouterDefaultAlert>()
    try restored.restore(from: try saved.savedState())
    #expect(restored.state == saved.state)
  }

  @Test func urlDataAndDateScreensRoundTrip() throws {
    let saved = RouterEvents<Screen, RouterDefaultAlert>()
    saved.routeTo(.link(URL(string: "https://example.com/a?b=c#d")!), as: .push)
    saved.routeTo(.blob(Data([0, 1, 254, 255])), as: .sheet)
    saved.routeTo(.due(Date(timeIntervalSinceReferenceDate: 812_345.25)), as: .fullScreenCover)
    let restored = RouterEvents<Screen, RouterDefaultAlert>()
    try restored.restore(from: try saved.savedState())
    #expect(restored.state == saved.state)
  }

  @Test func theSavedBytesAreWhatJSONEncoderWrites() throws {
    let routerEvents = RouterEvents<Screen, RouterDefaultAlert>()
    routerEvents.routeTo(.review(amount: Decimal(string: "0.1")!), as: .push)
    routerEvents.presentAlert(.defaultAlert(title: "Sent", message: "€ 0.10 🎉"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try routerEvents.savedState()
    #expect(data == (try encoder.encode(routerEvents.state)))
    #expect(
      try JSONDecoder().decode(NavigationState<Screen, RouterDefaultAlert>.self, from: data)
        == routerEvents.state)
  }

  /// A payload of the wrong kind says what was found, also where the type's own decoder gives
  /// no description (`Decimal`'s): it ended in `expected Decimal at …amount: ` and nothing.
  @Test func aPayloadOfTheWrongKindSaysWhatWasFound() {
    let cases: [(String, String)] = [
      (
        #"{"review":{"amount":"12.5"}}"#,
        "expected Decimal at routes[0].screen.review.amount: found a string instead"
      ),
      (
        #"{"review":{"amount":[1]}}"#,
        "expected Decimal at routes[0].screen.review.amount: found an array instead"
      ),
      (
        #"{"due":{"_0":"yesterday"}}"#,
        "expected Double at routes[0].screen.due._0: expected to decode Double but found a string instead"
      ),
    ]
    for (screen, message) in cases {
      let routerEvents = RouterEvents<Screen, RouterDefaultAlert>()
      let data = Data(
        #"{"alerts":[],"routes":[{"id":1,"presentation":"push","screen":\#(screen)}],"version":2}"#
          .utf8)
      #expect(throws: RestorationError.corrupted(message)) { try routerEvents.restore(from: data) }
      #expect(routerEvents.state.routes.isEmpty)
    }
  }

  /// The examples in the restoration API's documentation print what they say.
  @Test func theDocumentedExamplesPrintWhatTheySay() throws {
    let routerEvents = RouterEvents<Screen, RouterDefaultAlert>()
    routerEvents.routeTo(.review(amount: 12.5), as: .push)
    #expect(
      String(decoding: try routerEvents.savedState(), as: UTF8.self)
        == #"{"alerts":[],"routes":[{"id":1,"presentation":"push","screen":{"review":{"amount":12.5}}}],"version":2}"#
    )
    #expect(throws: RestorationError.self) {
      try routerEvents.restore(from: Data(#"{"alerts":[],"routes":[{"id":1,"#.utf8))
    }
    for text in [#"{"alerts":[],"routes":[{"id":1,"#, "{\"version\":2,"] {
      do {
        try routerEvents.restore(from: Data(text.utf8))
      } catch {
        #expect(
          error.description
            == "the saved navigation is corrupted: the data is not valid JSON: unexpected end of file during JSON parse"
        )
      }
    }
    let tabs = TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>(tabs: [.home], selected: .home)
    #expect(throws: RestorationError.corrupted(#"missing "version""#)) {
      try tabs.restore(from: Data("{}".utf8))
    }
    #expect(String(decoding: try tabs.savedState(), as: UTF8.self).hasSuffix(#""version":2}"#))
  }
}
