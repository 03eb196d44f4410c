import MVIRouter
import Testing

/// One row of the "Dismiss reasons" table in the documentation: an operation performed on
/// `root > push list > sheet edit > push detail(1) > push detail(2)` and the reasons the routes
/// it removes get, top-most first.
struct DismissReasonRow: Sendable, CustomTestStringConvertible {
  let operation: String
  let perform: @MainActor @Sendable (RouterEvents<CoreScreen, CoreAlert>) throws -> Void
  let expected: [String]

  var testDescription: String { operation }
}

@MainActor
@Suite struct DismissReasonTests {
  nonisolated static let table: [DismissReasonRow] = [
    DismissReasonRow(
      operation: "pop()", perform: { $0.pop() }, expected: ["detail(2) popped"]),
    DismissReasonRow(
      operation: "popToRoot()", perform: { $0.popToRoot() },
      expected: ["detail(2) poppedToRoot", "detail(1) poppedToRoot"]),
    DismissReasonRow(
      operation: "pop(to:)", perform: { $0.pop(to: .edit) },
      expected: ["detail(2) popped", "detail(1) popped"]),
    DismissReasonRow(
      operation: "dismiss()", perform: { $0.dismiss() },
      expected: ["detail(2) ancestorDismissed", "detail(1) ancestorDismissed", "edit dismissed"]),
    DismissReasonRow(
      operation: "dismiss(_:) of a push", perform: { $0.dismiss($0.state.routes[2].id) },
      expected: ["detail(2) ancestorDismissed", "detail(1) dismissed"]),
    DismissReasonRow(
      operation: "dismiss(_:) of a modal under another modal",
      perform: { routerEvents in
        routerEvents.routeTo(.settings, as: .fullScreenCover)
        routerEvents.dismiss(routerEvents.state.routes[1].id)
      },
      expected: [
        "settings ancestorDismissed", "detail(2) ancestorDismissed",
        "detail(1) ancestorDismissed", "edit dismissed",
      ]),
    DismissReasonRow(
      operation: "dismissAll()", perform: { $0.dismissAll() },
      expected: ["detail(2) dismissedAll", "detail(1) dismissedAll", "edit dismissedAll"]),
    DismissReasonRow(
      operation: "goBack() with a push on top", perform: { $0.goBack() },
      expected: ["detail(2) popped"]),
    DismissReasonRow(
      operation: "goBack() with a modal on top",
      perform: { routerEvents in
        routerEvents.routeTo(.picker, as: .sheet)
        routerEvents.goBack()
      },
      expected: ["picker dismissed"]),
    DismissReasonRow(
      operation: "userDidGoBack()", perform: { $0.userDidGoBack() },
      expected: ["detail(2) userBack"]),
    DismissReasonRow(
      operation: "setRoutes(_:)", perform: { $0.setRoutes([.push(.list), .sheet(.picker)]) },
      expected: ["detail(2) replaced", "detail(1) replaced", "edit replaced"]),
    DismissReasonRow(
      operation: "open(_:using:) (deep link)",
      perform: { try $0.open("shop://list", using: coreLinks) },
      expected: ["detail(2) deepLink", "detail(1) deepLink", "edit deepLink"]),
    DismissReasonRow(
      operation: "restore(_:)", perform: { try $0.restore(NavigationState()) },
      expected: [
        "detail(2) restored", "detail(1) restored", "edit restored", "list restored",
      ]),
    DismissReasonRow(
      operation: "finish(_:with:)",
      perform: { routerEvents in
        let id = routerEvents.routeTo(.picker, as: .sheet, expecting: Int.self) { _ in }
        routerEvents.routeTo(.detail(3), as: .push)
        routerEvents.finish(id, with: 1)
      },
      expected: ["detail(3) ancestorDismissed", "picker finished"]),
    DismissReasonRow(
      operation: "close() of a pushed route's context",
      perform: { $0.context(for: $0.state.routes[2]).close() },
      expected: ["detail(2) ancestorDismissed", "detail(1) popped"]),
    DismissReasonRow(
      operation: "close() of a modal route's context",
      perform: { $0.context(for: $0.state.routes[1]).close() },
      expected: ["detail(2) ancestorDismissed", "detail(1) ancestorDismissed", "edit dismissed"]),
  ]

  /// The table's last row, which needs a task: cancelling the task that awaits a route.
  @Test func cancellingTheTaskThatAwaitsARouteGivesItTheCancelledReason() async {
    let hooks = CoreRouter()
    let routerEvents = RouterEvents(router: hooks)
    for screen in [CoreScreen.list, .edit] { routerEvents.routeTo(screen) }
    let stream = routerEvents.events()
    let task = Task { try await routerEvents.route(to: .picker, as: .sheet, expecting: Int.self) }
    for await event in stream {
      if case .routed = event { break }
    }
    routerEvents.routeTo(.detail(1))
    task.cancel()
    _ = try? await task.value
    #expect(hooks.dismissed == ["detail(1) ancestorDismissed", "picker cancelled"])
  }

  @Test(arguments: table)
  func eachWayARouteLeavesGivesTheReasonsOfTheTable(row: DismissReasonRow) throws {
    let hooks = CoreRouter()
    let routerEvents = RouterEvents(router: hooks)
    var callbacks: [String] = []
    for screen in [CoreScreen.list, .edit, .detail(1), .detail(2)] {
      routerEvents.routeTo(screen) { reason in callbacks.append("\(screen) \(reason)") }
    }
    #expect(
      routerEvents.state.description
        == "root > push list > sheet edit > push detail(1) > push detail(2)")
    var events: [String] = []
    let subscription = routerEvents.observe { event in
      if case .dismissed(let route, let reason) = event {
        events.append("\(route.screen) \(reason)")
      }
    }
    try row.perform(routerEvents)
    withExtendedLifetime(subscription) {}
    // The event, the routerEvents's hook and the route's own callback all get the same reason.
    #expect(events == row.expected)
    #expect(hooks.dismissed == row.expected)
    let setUpRoutes = ["list", "edit", "detail(1)", "detail(2)"]
    #expect(
      callbacks == row.expected.filter { setUpRoutes.contains(String($0.prefix { $0 != " " })) })
  }
}
