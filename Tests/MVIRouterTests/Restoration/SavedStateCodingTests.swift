import Foundation
import Testing

@testable import MVIRouter

/// The restoration error built from a `DecodingError`'s structure — its case, type and coding
/// path, and the data at that path — not from the wording of its `debugDescription`, which a
/// toolchain may change: each error here is made by hand, worded as no toolchain words it.
@Suite struct SavedStateCodingTests {
  /// A coding path as `JSONDecoder` gives one: `routes[0].screen`.
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
      self.stringValue = "Index \(intValue)"
      self.intValue = intValue
    }
  }

  static let screenPath: [any CodingKey] = [
    Key(stringValue: "routes"), Key(intValue: 0), Key(stringValue: "screen"),
  ]

  /// A saved state whose first route's screen is `screen` (JSON).
  static func saved(screen: String) -> Data {
    Data(
      #"{"alerts":[],"routes":[{"id":1,"presentation":"push","screen":\#(screen)}],"version":2}"#
        .utf8)
  }

  static func message(_ error: DecodingError, _ data: Data) -> String {
    SavedStateCoding.restorationError(error, data: data).description
  }

  static let corrupted = "the saved navigation is corrupted: "

  /// An enum that finds none of its cases' keys in the object at the path (Swift's synthesized
  /// `init(from:)`), however the error is worded: the case the data holds is named.
  @Test func anEnumFindingNoCaseNamesTheOneTheDataHolds() {
    let error = DecodingError.typeMismatch(
      CoreScreen.self, .init(codingPath: Self.screenPath, debugDescription: "Reworded."))
    #expect(
      Self.message(error, Self.saved(screen: #"{"teleport":{}}"#))
        == Self.corrupted + #"unknown CoreScreen "teleport" at routes[0].screen"#)
    #expect(
      Self.message(error, Self.saved(screen: "{}"))
        == Self.corrupted + "expected a CoreScreen case at routes[0].screen, found none")
    #expect(
      Self.message(error, Self.saved(screen: #"{"list":{},"edit":{}}"#))
        == Self.corrupted
        + #"expected one CoreScreen case at routes[0].screen, found "edit", "list""#)
  }

  /// The error Swift's synthesized `init(from:)` throws today gives the same message.
  @Test func theSynthesizedErrorOfThisToolchain() {
    #expect(
      throws: RestorationError.corrupted(#"unknown CoreScreen "teleport" at routes[0].screen"#)
    ) {
      try SavedStateCoding.decode(
        NavigationState<CoreScreen, CoreAlert>.self, from: Self.saved(screen: #"{"teleport":{}}"#))
    }
  }

  /// A value of the wrong JSON type (an object where a number, a string or an array belongs)
  /// is not an unknown case: the expected type and the decoder's words.
  @Test func aValueOfTheWrongTypeIsNotAnUnknownCase() {
    let data = Self.saved(screen: #"{"teleport":{}}"#)
    for type in [Int.self, String.self, Bool.self, Double.self, [Any].self] as [Any.Type] {
      let error = DecodingError.typeMismatch(
        type, .init(codingPath: Self.screenPath, debugDescription: "Found an object."))
      #expect(
        Self.message(error, data)
          == Self.corrupted + "expected \(type) at routes[0].screen: found an object")
    }
    // An enum at a place holding no object (a string): the decoder's words.
    let error = DecodingError.typeMismatch(
      CoreScreen.self, .init(codingPath: Self.screenPath, debugDescription: "Not an object."))
    #expect(
      Self.message(error, Self.saved(screen: #""teleport""#))
        == Self.corrupted + "expected CoreScreen at routes[0].screen: not an object")
  }

  @Test func aMissingKeyOrValue() {
    let data = Self.saved(screen: #"{"detail":{}}"#)
    let path = Self.screenPath + [Key(stringValue: "detail")]
    let missingKey = DecodingError.keyNotFound(
      Key(stringValue: "_0"), .init(codingPath: path, debugDescription: "Anything."))
    #expect(
      Self.message(missingKey, data)
        == Self.corrupted + #"missing "_0" at routes[0].screen.detail"#)
    let missingValue = DecodingError.valueNotFound(
      Int.self,
      .init(codingPath: path + [Key(stringValue: "_0")], debugDescription: "Anything."))
    #expect(
      Self.message(missingValue, data)
        == Self.corrupted + "missing Int value at routes[0].screen.detail._0")
  }

  /// Corrupted data has nothing but its description to say what: it is the message.
  @Test func corruptedDataAtAPlace() {
    let error = DecodingError.dataCorrupted(
      .init(codingPath: Self.screenPath, debugDescription: "Not a screen this app knows."))
    #expect(
      Self.message(error, Self.saved(screen: #""x""#))
        == Self.corrupted + "not a screen this app knows at routes[0].screen")
  }
}
