import MVIRouter
import Testing

/// Thousands of mixed operations, with the engine's invariants checked after each.
@MainActor
@Suite struct RandomizedInvariantTests {
  /// What the events say the state is, rebuilt from the events alone.
  struct Shadow {
    var routes: [RouteID] = []
    var alerts: [AlertID] = []
    var dismissCount: [RouteID: Int] = [:]
    var resultCount: [RouteID: Int] = [:]
    var everPresented: Set<RouteID> = []
    var problems: [String] = []

    mutating func apply(_ event: RouterEvent<CoreScreen, CoreAlert>) {
      switch event {
      case .routed(let route):
        if !everPresented.insert(route.id).inserted { problems.append("id reused: \(route.id)") }
        routes.append(route.id)
      case .dismissed(let route, _):
        dismissCount[route.id, default: 0] += 1
        if routes.last != route.id { problems.append("\(route.id) left but was not on top") }
        routes.removeAll { $0 == route.id }
      case .alertPresented(let alert): alerts.append(alert.id)
      case .alertResolved(let alert, _):
        if alerts.first != alert.id { problems.append("resolved \(alert.id) was not visible") }
        alerts.removeAll { $0 == alert.id }
      case .alertDismissed(let alert, _): alerts.removeAll { $0 == alert.id }
      case .result(let route, _): resultCount[route.id, default: 0] += 1
      case .ignored: break
      }
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func invariantsHoldAfterEveryOperation(seed: UInt64) async {
    var random = SeededGenerator(state: seed)
    let routerEvents = RouterEvents(router: CoreRouter())
    var shadow = Shadow()
    var resultHandlersCalled: [RouteID: Int] = [:]
    var expectingResult: Set<RouteID> = []
    routerEvents.observeAlways { shadow.apply($0) }
    let screens: [CoreScreen] = [.list, .detail(1), .detail(2), .edit, .picker, .settings]
    let presentations = RouterScreenPresentationType.allCases

    for step in 0..<2_000 {
      // Between steps, other main-actor tests run: none waits behind a whole seed.
      await Task.yield()
      let routes = routerEvents.state.routes
      let anyRoute = routes.randomElement(using: &random)?.id ?? RouteID(rawValue: 999)
      switch Int.random(in: 0..<16, using: &random) {
      case 0, 1, 2:
        routerEvents.routeTo(
          screens.randomElement(using: &random)!,
          as: presentations.randomElement(using: &random)!)
      case 3:
        var id: RouteID?
        id = routerEvents.routeTo(.picker, expecting: Int.self) { _ in
          resultHandlersCalled[id!, default: 0] += 1
        }
        expectingResult.insert(id!)
      case 4: routerEvents.finish(anyRoute, with: step)
      case 5: routerEvents.presentAlert(Bool.random(using: &random) ? .delete : .info)
      case 6: routerEvents.cancelAlert()
      case 7: routerEvents.resolveAlert("Delete")
      case 8: routerEvents.dismiss()
      case 9: routerEvents.dismiss(anyRoute)
      case 10: routerEvents.pop()
      case 11: routerEvents.popToRoot()
      case 12: routerEvents.pop(to: anyRoute)
      case 13: routerEvents.userDidGoBack()
      case 14:
        let count = Int.random(in: 0...4, using: &random)
        routerEvents.setRoutes(
          (0..<count).map { _ in
            RouteStep(
              screens.randomElement(using: &random)!,
              as: presentations.randomElement(using: &random)!)
          })
      default:
        // Route from inside a dismiss callback: queued behind the current transaction.
        routerEvents.routeTo(.edit, as: .sheet) { _ in routerEvents.routeTo(.detail(9), as: .push) }
      }
      let state = routerEvents.state
      #expect(shadow.problems.isEmpty, "seed \(seed) step \(step): \(shadow.problems)")
      #expect(Set(state.routes.map(\.id)).count == state.routes.count, "seed \(seed) step \(step)")
      #expect(shadow.routes == state.routes.map(\.id), "seed \(seed) step \(step): \(state)")
      #expect(shadow.alerts == state.alerts.map(\.id), "seed \(seed) step \(step): \(state)")
      if !shadow.problems.isEmpty { return }
    }

    // Leave everything: every route presented was dismissed exactly once, every result
    // handler called exactly once.
    while routerEvents.state.routes.last != nil || routerEvents.state.visibleAlert != nil {
      routerEvents.cancelAlert()
      routerEvents.resolveAlert("Delete")
      routerEvents.setRoutes([])
    }
    #expect(shadow.everPresented.allSatisfy { shadow.dismissCount[$0] == 1 }, "seed \(seed)")
    #expect(expectingResult.allSatisfy { resultHandlersCalled[$0] == 1 }, "seed \(seed)")
    #expect(expectingResult.allSatisfy { shadow.resultCount[$0] == 1 }, "seed \(seed)")
  }
}
