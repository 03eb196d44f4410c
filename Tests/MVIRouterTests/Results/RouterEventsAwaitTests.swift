import MVIRouter
import Testing

/// A task awaiting the picker's quantity, and the id of the route it presented.
@MainActor
struct AwaitedPicker {
  let task: Task<Int, any Error>
  let id: RouteID
}

@MainActor
@Suite struct RouterEventsAwaitTests {
  /// Starts a task that awaits `.picker`'s `Int`, and returns once the route is presented.
  func awaitPicker(
    in routerEvents: RouterEvents<CoreScreen, CoreAlert>,
    as presentation: RouterScreenPresentationType? = nil
  ) async throws -> AwaitedPicker {
    let stream = routerEvents.events()
    let task = Task {
      try await routerEvents.route(to: .picker, as: presentation, expecting: Int.self)
    }
    var routed: RouteID?
    for await event in stream {
      if case .routed(let route) = event {
        routed = route.id
        break
      }
    }
    return AwaitedPicker(task: task, id: try #require(routed))
  }

  @Test func theAwaitedValueIsTheOneTheScreenFinishesWith() async throws {
    let harness = CoreHarness()
    let picker = try await awaitPicker(in: harness.routerEvents)
    #expect(harness.text == "root > sheet picker")
    #expect(harness.routerEvents.finish(picker.id, with: 3) == .applied)
    #expect(try await picker.task.value == 3)
    #expect(harness.text == "root")
    #expect(
      harness.takeEvents() == [
        "routed sheet picker", "dismissed sheet picker (finished)", "result sheet picker: 3",
      ])
  }

  @Test func thePresentationGivenIsTheOneUsed() async throws {
    let harness = CoreHarness()
    let picker = try await awaitPicker(in: harness.routerEvents, as: .fullScreenCover)
    #expect(harness.text == "root > fullScreenCover picker")
    harness.routerEvents.finish(picker.id, with: 1)
    #expect(try await picker.task.value == 1)
  }

  @Test func aDismissedRouteThrowsWithTheDismissedReason() async throws {
    let harness = CoreHarness()
    let picker = try await awaitPicker(in: harness.routerEvents)
    harness.routerEvents.dismiss()
    await #expect(throws: RouteCancelled(id: picker.id, reason: .dismissed)) {
      try await picker.task.value
    }
  }

  @Test func aPoppedRouteThrowsWithThePoppedReason() async throws {
    let harness = CoreHarness()
    let picker = try await awaitPicker(in: harness.routerEvents, as: .push)
    harness.routerEvents.pop()
    await #expect(throws: RouteCancelled(id: picker.id, reason: .popped)) {
      try await picker.task.value
    }
  }

  @Test func theUsersBackThrowsWithTheUserBackReason() async throws {
    let harness = CoreHarness()
    let picker = try await awaitPicker(in: harness.routerEvents)
    harness.routerEvents.userDidGoBack()
    let error = await #expect(throws: RouteCancelled.self) { try await picker.task.value }
    #expect(error?.reason == .userBack)
    #expect(error?.description == "route \(picker.id) left without a result: userBack")
  }

  @Test func aDeepLinkThatReplacesTheRouteThrowsWithTheDeepLinkReason() async throws {
    let harness = CoreHarness()
    let picker = try await awaitPicker(in: harness.routerEvents)
    try harness.routerEvents.open("shop://items/7", using: coreLinks)
    await #expect(throws: RouteCancelled(id: picker.id, reason: .deepLink)) {
      try await picker.task.value
    }
    #expect(harness.text == "root > push list > push detail(7)")
  }

  @Test func setRoutesThatReplacesTheRouteThrowsWithTheReplacedReason() async throws {
    let harness = CoreHarness()
    let picker = try await awaitPicker(in: harness.routerEvents)
    harness.routerEvents.setRoutes([.push(.list)])
    await #expect(throws: RouteCancelled(id: picker.id, reason: .replaced)) {
      try await picker.task.value
    }
  }

  @Test func aRestoreThatReplacesTheRouteThrowsWithTheRestoredReason() async throws {
    let harness = CoreHarness()
    let picker = try await awaitPicker(in: harness.routerEvents)
    try harness.routerEvents.restore(NavigationState())
    await #expect(throws: RouteCancelled(id: picker.id, reason: .restored)) {
      try await picker.task.value
    }
  }

  @Test func cancellingTheTaskDismissesTheRouteWithTheCancelledReason() async throws {
    let harness = CoreHarness()
    let picker = try await awaitPicker(in: harness.routerEvents)
    _ = harness.takeEvents()
    picker.task.cancel()
    await #expect(throws: RouteCancelled(id: picker.id, reason: .cancelled)) {
      try await picker.task.value
    }
    #expect(harness.text == "root")
    #expect(
      harness.takeEvents() == [
        "dismissed sheet picker (cancelled)", "result sheet picker: cancelled (cancelled)",
      ])
    #expect(harness.hooks.dismissed == ["picker cancelled"])
  }

  @Test func cancellingTheTaskTakesTheRoutesAboveAlong() async throws {
    let harness = CoreHarness()
    let picker = try await awaitPicker(in: harness.routerEvents)
    harness.routerEvents.routeTo(.detail(1), as: .push)
    picker.task.cancel()
    await #expect(throws: RouteCancelled(id: picker.id, reason: .cancelled)) {
      try await picker.task.value
    }
    #expect(harness.hooks.dismissed == ["detail(1) ancestorDismissed", "picker cancelled"])
  }

  @Test func aTaskCancelledBeforeRoutingRoutesNothing() async {
    let harness = CoreHarness()
    let routerEvents = harness.routerEvents
    // The task starts on the main actor only once this test suspends: it is cancelled first.
    let task = Task { try await routerEvents.route(to: .picker, expecting: Int.self) }
    task.cancel()
    await #expect(throws: RouteCancelled(id: nil, reason: .cancelled)) { try await task.value }
    #expect(harness.text == "root")
    #expect(harness.takeEvents().isEmpty)
  }

  @Test func cancellingAfterTheResultChangesNothing() async throws {
    let harness = CoreHarness()
    let picker = try await awaitPicker(in: harness.routerEvents)
    harness.routerEvents.finish(picker.id, with: 5)
    picker.task.cancel()
    #expect(try await picker.task.value == 5)
    #expect(harness.hooks.dismissed == ["picker finished"])
  }

  @Test func aRouteFinishedWhileItIsBeingRoutedDeliversItsValue() async throws {
    let harness = CoreHarness()
    let routerEvents = harness.routerEvents
    // An observer finishes the route as soon as it hears it routed (a queued change).
    let subscription = routerEvents.observe { event in
      if case .routed(let route) = event { routerEvents.finish(route.id, with: 8) }
    }
    let quantity = try await routerEvents.route(to: .picker, expecting: Int.self)
    withExtendedLifetime(subscription) {}
    #expect(quantity == 8)
    #expect(harness.text == "root")
  }

  @Test func aRouteWhoseHandlerIsDroppedUndeliveredThrowsCancelled() async {
    // A route that is never presented releases its result handler without calling it.
    await #expect(throws: RouteCancelled(id: RouteID(rawValue: 9), reason: .cancelled)) {
      try await awaitRouteResult(Int.self) { _ in
        RouteID(rawValue: 9)
      } dismiss: { _ in
      }
    }
  }

  @Test func aFeatureAwaitsThroughItsScopedRouter() async throws {
    let app = RouterEvents(router: HostRouter())
    let shop = app.shop
    let stream = app.events()
    let task = Task { try await shop.route(to: .basket, expecting: String.self) }
    var routed: RouteID?
    for await event in stream {
      if case .routed(let route) = event {
        routed = route.id
        break
      }
    }
    let id = try #require(routed)
    #expect(app.state.description == "root > sheet shop(basket)")
    shop.finish(id, with: "paid")
    #expect(try await task.value == "paid")
  }

  @Test func cancellingAScopedAwaitDismissesTheFeaturesRoute() async throws {
    let app = RouterEvents(router: HostRouter())
    let shop: any RouterEventsProtocol<ShopScreen, ShopAlert> = app.shop
    let stream = app.events()
    let task = Task { try await shop.route(to: .item(2), expecting: Int.self) }
    var events: [String] = []
    for await event in stream {
      events.append("\(event)")
      if case .dismissed = event { break }
      task.cancel()
    }
    #expect(events == ["routed push shop(item(2))", "dismissed push shop(item(2)) (cancelled)"])
    let error = await #expect(throws: RouteCancelled.self) { try await task.value }
    #expect(error?.reason == .cancelled)
  }

  @Test func theErrorSaysWhenNothingWasRouted() {
    #expect(RouteCancelled(id: nil, reason: .cancelled).description == "not routed: cancelled")
    #expect(
      RouteCancelled(id: RouteID(rawValue: 4), reason: .popped).description
        == "route #4 left without a result: popped")
  }

  @Test func routingForATaskPresentsAtOnce() async throws {
    let harness = CoreHarness()
    let quantity = harness.routerEvents.routeTo(.picker, awaiting: Int.self)
    #expect(harness.text == "root > sheet picker")
    let id = try #require(harness.routerEvents.state.routes.last?.id)
    harness.routerEvents.finish(id, with: 6)
    #expect(try await quantity.value == 6)
  }

  @Test func aTaskRoutedForKeepsAResultThatCameBeforeItWaited() async throws {
    let harness = CoreHarness()
    let quantity = harness.routerEvents.routeTo(.picker, as: .push, awaiting: Int.self)
    harness.routerEvents.userDidGoBack()
    await #expect(throws: RouteCancelled.self) { try await quantity.value }
    #expect(harness.hooks.dismissed == ["picker userBack"])
  }

  @Test func cancellingATaskRoutedForDismissesTheRoute() async throws {
    let harness = CoreHarness()
    let routerEvents: any RouterEventsProtocol<CoreScreen, CoreAlert> = harness.routerEvents
    let quantity = routerEvents.routeTo(.picker, awaiting: Int.self)
    let id = try #require(harness.routerEvents.state.routes.last?.id)
    quantity.cancel()
    await #expect(throws: RouteCancelled(id: id, reason: .cancelled)) { try await quantity.value }
    #expect(harness.text == "root")
    #expect(harness.hooks.dismissed == ["picker cancelled"])
  }

  @Test func aFeatureRoutesForATaskThroughItsScopedRouter() async throws {
    let app = RouterEvents(router: HostRouter())
    let paid = app.shop.routeTo(.basket, awaiting: String.self)
    #expect(app.state.description == "root > sheet shop(basket)")
    app.shop.finish(try #require(app.state.routes.last?.id), with: "paid")
    #expect(try await paid.value == "paid")
  }

  @Test func aCancelledTaskEndsAtOnceEvenWhenAGuardKeepsTheRoute() async throws {
    let harness = CoreHarness()
    let quantity = harness.routerEvents.routeTo(.picker, awaiting: Int.self)
    let id = try #require(harness.routerEvents.state.routes.last?.id)
    harness.routerEvents.guardDismissal(of: id, .veto)
    quantity.cancel()
    await #expect(throws: RouteCancelled(id: id, reason: .cancelled)) { try await quantity.value }
    #expect(harness.text == "root > sheet picker")
    #expect(harness.hooks.dismissed.isEmpty)
  }

  @Test func aRouterReleasedWhileARouteIsAwaitedEndsTheWait() async throws {
    var routerEvents: RouterEvents<CoreScreen, CoreAlert>? = RouterEvents()
    let quantity = try #require(routerEvents).routeTo(.picker, awaiting: Int.self)
    let id = try #require(routerEvents?.state.routes.last?.id)
    routerEvents = nil
    await #expect(throws: RouteCancelled(id: id, reason: .cancelled)) { try await quantity.value }
  }

  /// The error is typed: a caller reads its reason with no cast, and a `catch` has no other
  /// error to handle.
  @Test func theThrownErrorIsTypedRouteCancelled() async {
    let harness = CoreHarness()
    let routerEvents = harness.routerEvents
    let stream = routerEvents.events()
    let task = Task { () -> DismissReason? in
      do throws(RouteCancelled) {
        _ = try await routerEvents.route(to: .picker, expecting: Int.self)
        return nil
      } catch {
        // `error` is a `RouteCancelled`: its reason is read as it is.
        return error.reason
      }
    }
    for await event in stream {
      if case .routed = event { break }
    }
    routerEvents.userDidGoBack()
    #expect(await task.value == .userBack)
  }
}
