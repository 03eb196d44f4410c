import Foundation
import MVIRouter
import Testing

@MainActor
@Suite struct NavigationStateValidationTests {
  typealias State = NavigationState<CoreScreen, CoreAlert>

  func state(routeIDs: [Int], alertIDs: [Int] = []) -> State {
    State(
      routes: routeIDs.map { Route(id: RouteID(rawValue: $0), screen: .list, presentation: .push) },
      alerts: alertIDs.map {
        PresentedAlert(
          id: AlertID(rawValue: $0), alert: .info, owner: nil, title: "Saved", message: nil,
          buttons: [.cancel("OK")])
      })
  }

  @Test func idsFromOneToTwoToThe53MinusOneAreValid() throws {
    try state(routeIDs: [1, 9_007_199_254_740_991], alertIDs: [1, 9_007_199_254_740_991])
      .validate()
    #expect(RouteID.validRawValues == 1...9_007_199_254_740_991)
    #expect(AlertID.validRawValues == RouteID.validRawValues)
  }

  @Test(arguments: [Int.max, Int.max - 1, 9_007_199_254_740_992, 0, -1, Int.min])
  func aRouteIDOutsideTheRangeIsAnError(id: Int) {
    #expect(throws: NavigationStateError(reason: "route id #\(id) is out of range")) {
      try state(routeIDs: [1, id]).validate()
    }
  }

  @Test(arguments: [Int.max, 9_007_199_254_740_992, 0, -5])
  func anAlertIDOutsideTheRangeIsAnError(id: Int) {
    #expect(throws: NavigationStateError(reason: "alert id !\(id) is out of range")) {
      try state(routeIDs: [1], alertIDs: [id]).validate()
    }
  }

  @Test func aRouterRefusesToStartFromAnOutOfRangeState() {
    #expect(throws: NavigationStateError(reason: "route id #\(Int.max) is out of range")) {
      _ = try validatedRouter(state(routeIDs: [Int.max]))
    }
    #expect(throws: NavigationStateError(reason: "alert id !\(Int.max) is out of range")) {
      _ = try validatedRouter(state(routeIDs: [], alertIDs: [Int.max]))
    }
  }

  @Test func aRouterStartedAtTheLargestIDStillRoutes() throws {
    let routerEvents = try validatedRouter(state(routeIDs: [9_007_199_254_740_991]))
    let id = routerEvents.routeTo(.edit)
    // The largest id leaves no room after it: it is renewed, and every later id is valid.
    #expect(routerEvents.state.routes.map(\.id.rawValue) == [1, 2])
    #expect(RouteID.validRawValues.contains(id.rawValue))
  }
}

extension NavigationStateValidationTests {
  @Test(arguments: [[1, 2, 3], [3, 1, 2], [5, 9]])
  func ownersAreFoundWhetherIdsAscendOrNot(ids: [Int]) throws {
    for owner in ids {
      var state = state(routeIDs: ids, alertIDs: [1])
      state.alerts[0].owner = RouteID(rawValue: owner)
      try state.validate()
    }
    var state = state(routeIDs: ids, alertIDs: [1])
    state.alerts[0].owner = RouteID(rawValue: 4)
    #expect(
      throws: NavigationStateError(
        reason: "alert !1 is owned by route #4, which is not presented")
    ) { try state.validate() }
  }

  @Test(arguments: [[1, 2, 1], [2, 2], [3, 1, 3]])
  func aRepeatedRouteIDIsAnErrorInAnyOrder(ids: [Int]) {
    let repeated = ids.first { id in ids.filter { $0 == id }.count > 1 }!
    #expect(throws: NavigationStateError(reason: "route id #\(repeated) appears twice")) {
      try state(routeIDs: ids).validate()
    }
  }
}

extension NavigationStateValidationTests {
  @Test func decodingWithAnyDecoderChecksTheRange() {
    let text =
      #"{"alerts":[],"routes":[{"id":9223372036854775807,"presentation":"push","screen":{"list":{}}}],"version":2}"#
    #expect(throws: DecodingError.self) {
      _ = try JSONDecoder().decode(State.self, from: Data(text.utf8))
    }
  }
}
