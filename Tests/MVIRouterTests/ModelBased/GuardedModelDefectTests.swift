import MVIRouter
import Testing

/// Engine defects the model-based tests found beyond the list, each reduced to a few
/// calls; each failed (as a known issue) until the engine was fixed.
@MainActor
@Suite struct GuardedModelDefectTests {
  /// Confirming a deferred back (`userDidGoBack()`, `goBack()`, `pop()`) while a
  /// guarded route lies above its route stops the change again, but names it
  /// `dismiss(#1)`: the guards article says confirming lets the next guard defer *the change*
  /// again, so the operation stays `userDidGoBack()` (found by `GuardedModelBasedTests`, seed 2,
  /// step 3332).
  @Test func aReDeferredBackKeepsItsOperation() throws {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    var heard: [GuardedChange] = []
    let edit = routerEvents.routeTo(.edit, as: .sheet)
    routerEvents.guardDismissal(of: edit, .defer) { heard.append($0) }
    routerEvents.userDidGoBack()
    let detail = routerEvents.routeTo(.detail(1), as: .push)
    routerEvents.guardDismissal(of: detail, .defer) { heard.append($0) }
    let outcome = routerEvents.confirm(try #require(heard.first))
    #expect(outcome == .ignored(.deferred(.userBack, route: detail)))
    #expect(heard.last?.operation == .userBack)
  }

  /// A guard set from a callback on a route requested in the same delivery holds once the route
  /// is presented — also when the router's route guard deferred the route and `confirm`
  /// presents it (found by `GuardedModelBasedTests`, seed 2, step 425).
  @Test func aGuardSetInTheDeliveryHoldsOnARouteConfirmedLater() throws {
    let gate = RouteGateRouter()
    let routerEvents = RouterEvents(router: gate)
    var list: RouteID?
    routerEvents.routeTo(.edit, as: .sheet) { _ in
      gate.decide = { $0 == .list ? .defer : .allow }
      let id = routerEvents.routeTo(.list, as: .push)
      routerEvents.guardDismissal(of: id, .veto)
      list = id
    }
    routerEvents.dismiss()
    let change = try #require(routerEvents.deferredChange)
    #expect(routerEvents.confirm(change) == .applied)
    let id = try #require(list)
    #expect(routerEvents.state.routes.map(\.id) == [id])
    let outcome = routerEvents.dismiss(id)
    #expect(outcome == .ignored(.vetoed(.dismissRoute(id), route: id)))
  }
}
