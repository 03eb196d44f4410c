import MVIRouter
import Testing

/// Dismiss callbacks fire exactly once per route, for every way a route leaves.
@MainActor
@Suite struct DismissCallbackTests {
  /// Builds `root > push list > sheet edit > push detail(1)` with a callback on each route.
  private func stacked(_ h: CoreHarness, into log: Box) {
    h.routerEvents.routeTo(.list) { log.items.append("list \($0)") }
    h.routerEvents.routeTo(.edit) { log.items.append("edit \($0)") }
    h.routerEvents.routeTo(.detail(1)) { log.items.append("detail \($0)") }
  }

  final class Box { var items: [String] = [] }

  @Test(
    arguments: [
      ("pop", ["detail popped"]),
      ("dismiss", ["detail ancestorDismissed", "edit dismissed"]),
      ("popToRoot", ["detail poppedToRoot"]),
      ("dismissAll", ["detail dismissedAll", "edit dismissedAll"]),
      ("goBack", ["detail popped"]),
      ("userBack", ["detail userBack"]),
      ("setRoutes", ["detail replaced", "edit replaced"]),
    ])
  func eachWayOfLeavingFiresTheCallbackOnceWithItsReason(
    operation: String, expected: [String]
  ) {
    let h = CoreHarness()
    let log = Box()
    stacked(h, into: log)
    switch operation {
    case "pop": h.routerEvents.pop()
    case "dismiss": h.routerEvents.dismiss()
    case "popToRoot": h.routerEvents.popToRoot()
    case "dismissAll": h.routerEvents.dismissAll()
    case "goBack": h.routerEvents.goBack()
    case "userBack": h.routerEvents.userDidGoBack()
    default: h.routerEvents.setRoutes([.push(.list), .push(.detail(5))])
    }
    #expect(log.items == expected)
    // The routerEvents-level hook hears the same, in the same order.
    #expect(
      h.hooks.dismissed == expected.map { $0.replacingOccurrences(of: "detail", with: "detail(1)") }
    )
  }

  @Test func everyRouteIsDismissedExactlyOnceAcrossManyOperations() {
    let h = CoreHarness()
    var counts: [RouteID: Int] = [:]
    var ids: [RouteID] = []
    func add(_ screen: CoreScreen) {
      var id: RouteID?
      id = h.routerEvents.routeTo(screen) { _ in counts[id!, default: 0] += 1 }
      ids.append(id!)
    }
    add(.list)
    add(.edit)
    add(.detail(1))
    h.routerEvents.pop()
    add(.settings)
    add(.detail(2))
    h.routerEvents.dismiss()
    h.routerEvents.dismiss()  // edit, the remaining modal
    add(.picker)
    h.routerEvents.pop()  // ignored: top is a modal
    h.routerEvents.dismissAll()
    h.routerEvents.popToRoot()
    h.routerEvents.goBack()
    #expect(h.routerEvents.state.routes.isEmpty)
    #expect(ids.allSatisfy { counts[$0] == 1 })
  }

  @Test func routesLeaveTopMostFirst() {
    let h = CoreHarness()
    var order: [String] = []
    for screen in [CoreScreen.list, .edit, .detail(1), .settings, .detail(2)] {
      h.routerEvents.routeTo(screen) { _ in order.append("\(screen)") }
    }
    h.routerEvents.setRoutes([])
    #expect(order == ["detail(2)", "settings", "detail(1)", "edit", "list"])
  }

  @Test func aCallbackIsReleasedOnceItHasFired() {
    let h = CoreHarness()
    let counter = LifetimeProbe.Counter()
    do {
      let probe = LifetimeProbe(counter)
      h.routerEvents.routeTo(.edit) { _ in _ = probe }
    }
    #expect(counter.alive == 1)
    h.routerEvents.dismiss()
    #expect(counter.alive == 0)
  }
}
