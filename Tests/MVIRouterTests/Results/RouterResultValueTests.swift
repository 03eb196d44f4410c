import MVIRouter
import Testing

struct Folder: Sendable, Equatable {
  var name: String
}

struct Opaque: Sendable, CustomStringConvertible {
  var description: String
}

@Suite struct RouterResultValueTests {
  @Test func equalValuesOfOneEquatableTypeAreEqual() {
    #expect(RouterResultValue(3) == RouterResultValue(3))
    #expect(
      RouterResultValue(Folder(name: "archive")) == RouterResultValue(Folder(name: "archive")))
    #expect(RouterResultValue(Folder(name: "archive")) != RouterResultValue(Folder(name: "inbox")))
  }

  @Test func valuesOfDifferentTypesAreNeverEqual() {
    #expect(RouterResultValue(3) != RouterResultValue("3"))
    #expect(RouterResultValue(Folder(name: "archive")) != RouterResultValue("archive"))
  }

  @Test func valuesThatAreNotEquatableCompareByDescription() {
    #expect(
      RouterResultValue(Opaque(description: "a")) == RouterResultValue(Opaque(description: "a")))
    #expect(
      RouterResultValue(Opaque(description: "a")) != RouterResultValue(Opaque(description: "b")))
  }

  @Test func optionalsPrintTheirValueOrNil() {
    #expect("\(RouterResultValue(Int?.some(3)))" == "3")
    #expect("\(RouterResultValue(Int?.none))" == "nil")
    #expect("\(RouteResult<Int?>.value(3))" == "3")
    #expect("\(RouteResult<Int>.cancelled(.userBack))" == "cancelled (userBack)")
  }

  @Test func optionalsInsideAValuePrintTheirValueOrNil() {
    #expect("\(RouterResultValue(Draft(to: nil, copies: 2)))" == "Draft(to: nil, copies: 2)")
    #expect("\(RouterResultValue([1, nil] as [Int?]))" == "[1, nil]")
    #expect("\(RouterResultValue(Int??.some(nil)))" == "nil")
  }

  @Test func aValueReadsAsItsOwnTypeOnly() {
    #expect(RouterResultValue(3).value(as: Int.self) == 3)
    #expect(RouterResultValue(3).value(as: String.self) == nil)
  }
}
