import Foundation
import MVIRouter
import Testing

@MainActor
@Suite struct NavigationStateTests {
  private func sample() -> NavigationState<CoreScreen, CoreAlert> {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.detail(3))
    harness.routerEvents.routeTo(.edit)
    harness.routerEvents.presentAlert(.delete)
    harness.routerEvents.presentAlert(.info, owner: .root)
    return harness.routerEvents.state
  }

  @Test func theTextFormReadsInOneLine() {
    #expect(
      sample().description
        == "root > push detail(3) > sheet edit | alert delete[Delete, Cancel] | queued info[OK]")
    #expect(NavigationState<CoreScreen, CoreAlert>().description == "root")
  }

  @Test func aSavedStateRoundTripsThroughJSON() throws {
    let state = sample()
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(NavigationState<CoreScreen, CoreAlert>.self, from: data)
    #expect(decoded == state)
    #expect(decoded.visibleAlert?.owner == state.routes.last?.id)
  }

  @Test func aRouterStartedFromARestoredStateContinuesWithFreshIDs() throws {
    let state = sample()
    let routerEvents = try validatedRouter(state)
    let id = routerEvents.routeTo(.picker)
    #expect(!state.routes.map(\.id).contains(id))
    #expect(routerEvents.state.routes.count == 3)
  }

  @Test(
    arguments: [
      (#"{"version":3,"routes":[],"alerts":[]}"#, "format version 3"),
      (
        #"{"version":2,"routes":[{"id":1,"screen":{"edit":{}},"presentation":"sheet"},{"id":1,"screen":{"edit":{}},"presentation":"sheet"}],"alerts":[]}"#,
        "route id #1 appears twice"
      ),
      (
        #"{"version":2,"routes":[],"alerts":[{"id":1,"alert":{"info":{}},"owner":4,"title":"t","actions":[{"title":"OK"}]}]}"#,
        "owned by route #4"
      ),
      (
        #"{"version":2,"routes":[{"id":1,"screen":{"edit":{}},"presentation":"popover"}],"alerts":[]}"#,
        "popover"
      ),
      (#"{"version":2,"routes":["#, "data"),
    ])
  func corruptedDataIsAClearError(json: String, mentions: String) {
    do {
      _ = try JSONDecoder().decode(
        NavigationState<CoreScreen, CoreAlert>.self, from: Data(json.utf8))
      Issue.record("decoded corrupted data: \(json)")
    } catch {
      #expect("\(error)".contains(mentions), "\(error)")
    }
  }

  @Test func validationNamesTheProblem() {
    var state = sample()
    state.routes.append(state.routes[0])
    #expect(throws: NavigationStateError(reason: "route id #1 appears twice")) {
      try state.validate()
    }
    #expect(throws: NavigationStateError.self) {
      _ = try validatedRouter(state)
    }
  }

  @Test func layersAreDerivedFromTheRoutes() {
    let state = sample()
    #expect(state.topModalIndex == 1)
    #expect(state.routes.last?.screen == .edit)
    #expect(state.topStackPushes.isEmpty)
    #expect(state.route(state.routes[0].id)?.screen == .detail(3))
  }
}
