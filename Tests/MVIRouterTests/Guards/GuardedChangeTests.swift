import MVIRouter
import Testing

/// Random operations against random guards: whatever happens, every route's dismiss callback
/// fires exactly once, and a change a guard stopped changes nothing.
@Suite @MainActor struct GuardedChangeTests {
  @Test(arguments: 0..<12)
  func randomChangesAgainstRandomGuardsKeepCallbacksExactlyOnce(seed: UInt64) async {
    var random = SeededGenerator(state: seed)
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>(router: CoreRouter())
    let dismissals = DismissCount()
    var presented: [RouteID] = []
    var changes: [GuardedChange] = []
    let screens: [CoreScreen] = [.list, .detail(1), .edit, .picker, .settings]
    let presentations = RouterScreenPresentationType.allCases
    for step in 0..<300 {
      let before = routerEvents.state
      let routes = routerEvents.state.routes
      let target = routes.randomElement(using: &random)?.id ?? RouteID(rawValue: 1)
      let outcome: RouterOutcome
      switch Int.random(in: 0..<18, using: &random) {
      case 0...3:
        let slot = presented.count
        presented.append(
          routerEvents.routeTo(
            screens.randomElement(using: &random)!,
            as: presentations.randomElement(using: &random)!
          ) { _ in dismissals.count[slot, default: 0] += 1 })
        outcome = .applied
      case 4...6:
        let decision = GuardDecision.allCases.randomElement(using: &random)!
        routerEvents.guardDismissal(of: target, decision) { changes.append($0) }
        outcome = .applied
      case 7: outcome = routerEvents.dismiss()
      case 8: outcome = routerEvents.pop()
      case 9: outcome = routerEvents.popToRoot()
      case 10: outcome = routerEvents.dismissAll()
      case 11: outcome = routerEvents.userDidGoBack()
      case 12: outcome = routerEvents.setRoutes([.push(.list)])
      case 13: outcome = changes.last.map { routerEvents.confirm($0) } ?? .applied
      case 14: outcome = changes.last.map { routerEvents.abandon($0) } ?? .applied
      case 15: outcome = routerEvents.close(target)
      case 16: outcome = routerEvents.dismiss(target)
      default: outcome = routerEvents.finish(target, with: step)
      }
      if case .ignored(let reason) = outcome {
        #expect(routerEvents.state == before, "seed \(seed) step \(step): \(reason)")
      }
      if step % 50 == 0 { await Task.yield() }
    }
    for route in routerEvents.state.routes { routerEvents.guardDismissal(of: route.id, .allow) }
    routerEvents.setRoutes([])
    #expect(routerEvents.state.routes.isEmpty)
    #expect(routerEvents.deferredChange == nil)
    #expect(presented.count > 20)
    #expect(changes.contains { $0.decision == .defer } && changes.contains { $0.decision == .veto })
    #expect(
      presented.indices.allSatisfy { dismissals.count[$0] == 1 },
      "seed \(seed): \(dismissals.count.filter { $0.value != 1 })")
  }

  /// How many times each route's dismiss callback fired, by the order the routes arrived.
  @MainActor final class DismissCount {
    var count: [Int: Int] = [:]
  }
}
