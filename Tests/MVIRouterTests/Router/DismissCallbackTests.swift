import MVIRouter
import Testing

/// Dismiss callbacks fire exactly once per route, for every way a route leaves.
@MainActor
@Suite struct DismissCallbackTests {
  /// Builds `root > push list > sheet edit > push detail(1)` with a callback on each route.
  private func stacked(_ harness: CoreHarness, into log: Box) {
    harness.routerEvents.routeTo(.list) { log.items.append("list \($0)") }
    harness.routerEvents.routeTo(.edit) { log.items.append("edit \($0)") }
    harness.routerEvents.routeTo(.detail(1)) { log.items.append("detail \($0)") }
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
    let harness = CoreHarness()
    let log = Box()
    stacked(harness, into: log)
    switch operation {
    case "pop": harness.routerEvents.pop()
    case "dismiss": harness.routerEvents.dismiss()
    case "popToRoot": harness.routerEvents.popToRoot()
    case "dismissAll": harness.routerEvents.dismissAll()
    case "goBack": harness.routerEvents.goBack()
    case "userBack": harness.routerEvents.userDidGoBack()
    default: harness.routerEvents.setRoutes([.push(.list), .push(.detail(5))])
    }
    #expect(log.items == expected)
    // The routerEvents-level hook hears the same, in the same order.
    #expect(
      harness.hooks.dismissed
        == expected.map { $0.replacingOccurrences(of: "detail", with: "detail(1)") }
    )
  }

  /// A change whose one recorded effect is a dismissal may still present routes (unrecorded
  /// while nothing observes): the routes it presents keep their places in the callback stack.
  @Test(arguments: [false, true])
  func aReplacementThatRemovesOneRouteAndPresentsOthersKeepsEveryCallback(policy: Bool) {
    let routerEvents =
      policy
      ? RouterEvents<CoreScreen, CoreAlert>(router: CoreRouter())
      : RouterEvents<CoreScreen, CoreAlert>()
    var left: [String] = []
    routerEvents.routeTo(.edit, as: .sheet) { left.append("edit \($0)") }
    routerEvents.setRoutes([RouteStep(.list, as: .push), RouteStep(.detail(1), as: .push)])
    // The next change is a lone departure too: it finds the callback stack in step.
    routerEvents.pop()
    routerEvents.routeTo(.picker, as: .sheet) { left.append("picker \($0)") }
    routerEvents.dismiss()
    routerEvents.routeTo(.detail(2), as: .push) { left.append("detail(2) \($0)") }
    routerEvents.popToRoot()
    #expect(left == ["edit replaced", "picker dismissed", "detail(2) poppedToRoot"])
    #expect(routerEvents.state.routes.isEmpty)
  }

  @Test func everyRouteIsDismissedExactlyOnceAcrossManyOperations() {
    let harness = CoreHarness()
    var counts: [RouteID: Int] = [:]
    var ids: [RouteID] = []
    func add(_ screen: CoreScreen) {
      var id: RouteID?
      id = harness.routerEvents.routeTo(screen) { _ in counts[id!, default: 0] += 1 }
      ids.append(id!)
    }
    add(.list)
    add(.edit)
    add(.detail(1))
    harness.routerEvents.pop()
    add(.settings)
    add(.detail(2))
    harness.routerEvents.dismiss()
    harness.routerEvents.dismiss()  // edit, the remaining modal
    add(.picker)
    harness.routerEvents.pop()  // ignored: top is a modal
    harness.routerEvents.dismissAll()
    harness.routerEvents.popToRoot()
    harness.routerEvents.goBack()
    #expect(harness.routerEvents.state.routes.isEmpty)
    #expect(ids.allSatisfy { counts[$0] == 1 })
  }

  @Test func routesLeaveTopMostFirst() {
    let harness = CoreHarness()
    var order: [String] = []
    for screen in [CoreScreen.list, .edit, .detail(1), .settings, .detail(2)] {
      harness.routerEvents.routeTo(screen) { _ in order.append("\(screen)") }
    }
    harness.routerEvents.setRoutes([])
    #expect(order == ["detail(2)", "settings", "detail(1)", "edit", "list"])
  }

  @Test func aCallbackIsReleasedOnceItHasFired() {
    let harness = CoreHarness()
    let counter = LifetimeProbe.Counter()
    do {
      let probe = LifetimeProbe(counter)
      harness.routerEvents.routeTo(.edit) { _ in _ = probe }
    }
    #expect(counter.alive == 1)
    harness.routerEvents.dismiss()
    #expect(counter.alive == 0)
  }
}
