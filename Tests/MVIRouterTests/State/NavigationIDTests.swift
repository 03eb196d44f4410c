import Foundation
import MVIRouter
import Testing

@Suite struct NavigationIDTests {
  @Test func routeAndAlertIDsPrintWithTheirOwnMarks() {
    #expect("\(RouteID(rawValue: 3))" == "#3")
    #expect("\(AlertID(rawValue: 2))" == "!2")
    #expect(RouteTag.mark == "#" && AlertTag.mark == "!")
  }

  @Test @MainActor func anIDIsSavedAsItsNumber() throws {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>(
      state: NavigationState(routes: [
        Route(id: RouteID(rawValue: 7), screen: .list, presentation: .push)
      ]))
    let text = String(decoding: try routerEvents.savedState(), as: UTF8.self)
    #expect(text.contains("\"id\":7"))
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
