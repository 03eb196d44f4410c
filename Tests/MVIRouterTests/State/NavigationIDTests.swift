import Foundation
import MVIRouter
import Testing

@Suite struct NavigationIDTests {
  @Test func routeAndAlertIDsPrintWithTheirOwnMarks() {
    #expect("\(RouteID(rawValue: 3))" == "#3")
    #expect("\(AlertID(rawValue: 2))" == "!2")
    #expect(RouteTag.mark == "#" && AlertTag.mark == "!")
  }

  @Test func anIDIsSavedAsItsNumber() throws {
    let data = try JSONEncoder().encode([RouteID(rawValue: 7)])
    #expect(String(decoding: data, as: UTF8.self) == "[7]")
    #expect(try JSONDecoder().decode([AlertID].self, from: data) == [AlertID(rawValue: 7)])
  }

  @Test func idsCompareAndHashByTheirNumber() {
    #expect(RouteID(rawValue: 2) < RouteID(rawValue: 10))
    #expect(Set([AlertID(rawValue: 1), AlertID(rawValue: 1)]).count == 1)
  }

  @Test func bothKindsShareTheRangeAJSONReaderHoldsExactly() {
    #expect(RouteID.validRawValues == 1...9_007_199_254_740_991)
    #expect(AlertID.validRawValues == RouteID.validRawValues)
    #expect(!RouteID.validRawValues.contains(Int.max))
  }
}
