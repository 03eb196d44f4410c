import MVIRouter
import Testing

/// Decides every route request with `decide`, and records what it was asked and what it heard.
@MainActor
final class RouteGateRouter: RouterPolicy {
  typealias Alert = CoreAlert

  var decide: (CoreScreen) -> GuardDecision = { _ in .allow }
  var asked: [String] = []
  var heard: [String] = []

  func getScreenPresentationType(for type: CoreScreen) -> RouterScreenPresentationType {
    switch type {
    case .list, .detail: .push
    case .settings: .fullScreenCover
    case .edit, .picker: .sheet
    }
  }

  func getRouteDecision(for type: CoreScreen, as presentation: RouterScreenPresentationType)
    -> GuardDecision
  {
    asked.append("\(presentation) \(type)")
    return decide(type)
  }

  func onGuardedChange(_ change: GuardedChange, of route: Route<CoreScreen>) {
    heard.append("\(change) (\(route))")
  }
}

/// The app's router for scope tests: vetoes the shop's basket.
struct BasketGateRouter: RouterPolicy {
  typealias Alert = HostAlert

  func getScreenPresentationType(for type: HostScreen) -> RouterScreenPresentationType {
    HostRouter().getScreenPresentationType(for: type)
  }

  func getRouteDecision(for type: HostScreen, as presentation: RouterScreenPresentationType)
    -> GuardDecision
  {
    type == .shop(.basket) ? .veto : .allow
  }
}

@Suite @MainActor struct RouteGuardTests {
  let gate = RouteGateRouter()
  let routerEvents: RouterEvents<CoreScreen, CoreAlert>
  let recorder = EventRecorder()

  /// Records the events as text.
  @MainActor final class EventRecorder {
    var events: [String] = []
    func take() -> [String] {
      defer { events = [] }
      return events
    }
  }

  init() {
    routerEvents = RouterEvents(router: gate)
    routerEvents.observeAlways { [recorder] event in recorder.events.append("\(event)") }
  }

  // MARK: Veto

  @Test func aVetoedRoutePresentsNothingAndIsReportedAsAnIgnoredEvent() {
    gate.decide = { $0 == .edit ? .veto : .allow }
    var reasons: [DismissReason] = []
    let edit = routerEvents.routeTo(.edit) { reasons.append($0) }
    #expect("\(routerEvents.state)" == "root")
    #expect(recorder.take() == ["ignored: routeTo(sheet edit): vetoed by the router's route guard"])
    #expect(gate.asked == ["sheet edit"])
    #expect(gate.heard == ["routeTo(sheet edit) vetoed by the router's route guard (sheet edit)"])
    #expect(routerEvents.deferredChange == nil)
    #expect(routerEvents.state.route(edit) == nil)
    #expect(reasons.isEmpty)
  }

  @Test func aVetoedRoutesResultHandlerHearsVetoedOnceAndIsReleased() {
    gate.decide = { _ in .veto }
    let counter = LifetimeProbe.Counter()
    var results: [String] = []
    do {
      let probe = LifetimeProbe(counter)
      routerEvents.routeTo(.picker, expecting: Int.self) { result in
        _ = probe
        results.append("\(result)")
      }
    }
    #expect(results == ["cancelled (vetoed)"])
    #expect(counter.alive == 0)
    routerEvents.dismissAll()
    #expect(results == ["cancelled (vetoed)"])
  }

  @Test func aRouteTheGuardAllowsIsPresentedAsUsual() {
    gate.decide = { $0 == .edit ? .veto : .allow }
    routerEvents.routeTo(.detail(1))
    routerEvents.routeTo(.edit)
    routerEvents.routeTo(.picker, as: .fullScreenCover)
    #expect("\(routerEvents.state)" == "root > push detail(1) > fullScreenCover picker")
    #expect(gate.asked == ["push detail(1)", "sheet edit", "fullScreenCover picker"])
  }

  @Test func aQueuedRouteRequestIsDecidedWhenItIsApplied() {
    var signedIn = false
    gate.decide = { $0 == .edit && !signedIn ? .veto : .allow }
    routerEvents.routeTo(.picker) { _ in
      self.routerEvents.routeTo(.edit)
      signedIn = true
    }
    routerEvents.dismiss()
    #expect(gate.asked == ["sheet picker", "sheet edit"])
    #expect("\(routerEvents.state)" == "root > sheet edit")
  }

  @Test func setRoutesAndRestoresDoNotAskTheRouteGuard() throws {
    gate.decide = { _ in .veto }
    #expect(routerEvents.setRoutes([.push(.list), .sheet(.edit)]) == .applied)
    let saved = routerEvents.state
    routerEvents.dismissAll()
    #expect(try routerEvents.restore(saved) == .applied)
    #expect("\(routerEvents.state)" == "root > push list > sheet edit")
    #expect(gate.asked.isEmpty)
  }

  @Test func aRouteGuardThatRoutesByItselfKeepsEveryCallbackInStep() {
    var reasons: [String] = []
    gate.decide = { screen in
      if screen == .edit { self.routerEvents.pop() }
      return .allow
    }
    routerEvents.perform {
      routerEvents.routeTo(.list) { reasons.append("list \($0)") }
      routerEvents.routeTo(.detail(1)) { reasons.append("detail \($0)") }
      routerEvents.routeTo(.edit) { reasons.append("edit \($0)") }
    }
    #expect("\(routerEvents.state)" == "root > push list > sheet edit")
    routerEvents.dismiss()
    routerEvents.pop()
    #expect(reasons == ["detail popped", "edit dismissed", "list popped"])
  }

  // MARK: Defer

  @Test func aDeferredRouteWaitsAndConfirmPresentsItWithItsCallbacksOnce() throws {
    gate.decide = { $0 == .picker ? .defer : .allow }
    var reasons: [DismissReason] = []
    var results: [String] = []
    let picker = routerEvents.routeTo(
      .picker, expecting: Int.self, onDismiss: { reasons.append($0) },
      onResult: { results.append("\($0)") })
    let change = try #require(routerEvents.deferredChange)
    #expect(
      change
        == GuardedChange(
          id: change.id, route: picker, operation: .routeTo(.sheet, screen: "picker"),
          decision: .defer))
    #expect(
      recorder.take() == [
        "ignored: routeTo(sheet picker): deferred by the router's route guard until confirmed"
      ])
    #expect(
      gate.heard == [
        "routeTo(sheet picker) deferred by the router's route guard (sheet picker)"
      ])
    #expect("\(routerEvents.state)" == "root")
    #expect(routerEvents.confirm(change) == .applied)
    #expect(routerEvents.state.routes.map(\.id) == [picker])
    #expect(recorder.take() == ["routed sheet picker"])
    #expect(gate.asked == ["sheet picker"])
    #expect(
      routerEvents.confirm(change) == .ignored(.noDeferredChange(.confirmDeferred(change.id))))
    #expect(routerEvents.finish(picker, with: 4) == .applied)
    #expect(reasons == [.finished])
    #expect(results == ["4"])
  }

  @Test func anAbandonedRouteIsNeverPresentedAndItsResultHandlerHearsVetoed() throws {
    gate.decide = { _ in .defer }
    var reasons: [DismissReason] = []
    var results: [String] = []
    routerEvents.routeTo(
      .picker, expecting: Int.self, onDismiss: { reasons.append($0) },
      onResult: { results.append("\($0)") })
    let change = try #require(routerEvents.deferredChange)
    #expect(results.isEmpty)
    #expect(routerEvents.abandon(change) == .applied)
    #expect(results == ["cancelled (vetoed)"])
    #expect(reasons.isEmpty)
    #expect("\(routerEvents.state)" == "root")
    #expect(
      routerEvents.confirm(change) == .ignored(.noDeferredChange(.confirmDeferred(change.id))))
    #expect(results == ["cancelled (vetoed)"])
  }

  @Test func aLaterDeferralTakesThePlaceOfAWaitingRoute() throws {
    gate.decide = { _ in .defer }
    var results: [String] = []
    routerEvents.routeTo(.picker, expecting: Int.self) { results.append("picker \($0)") }
    let first = try #require(routerEvents.deferredChange)
    let edit = routerEvents.routeTo(.edit)
    let second = try #require(routerEvents.deferredChange)
    #expect(second.route == edit)
    #expect(results == ["picker cancelled (vetoed)"])
    #expect(routerEvents.confirm(first) == .ignored(.noDeferredChange(.confirmDeferred(first.id))))
    #expect(routerEvents.confirm(second) == .applied)
    #expect("\(routerEvents.state)" == "root > sheet edit")
  }

  @Test func confirmingARouteAfterARestoreIsIgnored() throws {
    gate.decide = { $0 == .picker ? .defer : .allow }
    routerEvents.routeTo(.list)
    let saved = routerEvents.state
    routerEvents.popToRoot()
    var results: [String] = []
    routerEvents.routeTo(.picker, expecting: Int.self) { results.append("\($0)") }
    let change = try #require(routerEvents.deferredChange)
    #expect(try routerEvents.restore(saved) == .applied)
    #expect(results == ["cancelled (vetoed)"])
    #expect(
      routerEvents.confirm(change) == .ignored(.noDeferredChange(.confirmDeferred(change.id))))
    #expect("\(routerEvents.state)" == "root > push list")
  }

  @Test func aDismissalDeferralReplacesAWaitingRouteAndViceVersa() throws {
    gate.decide = { $0 == .picker ? .defer : .allow }
    let edit = routerEvents.routeTo(.edit)
    routerEvents.guardDismissal(of: edit, .defer)
    var results: [String] = []
    routerEvents.routeTo(.picker, expecting: Int.self) { results.append("\($0)") }
    #expect(routerEvents.deferredChange?.operation == .routeTo(.sheet, screen: "picker"))
    routerEvents.dismiss()
    #expect(routerEvents.deferredChange?.operation == .dismiss)
    #expect(results == ["cancelled (vetoed)"])
    #expect(routerEvents.confirm(try #require(routerEvents.deferredChange)) == .applied)
    #expect("\(routerEvents.state)" == "root")
  }

  @Test func aConfirmedRoutesDismissCallbackFiresOnceWhenItLeaves() throws {
    gate.decide = { $0 == .edit ? .defer : .allow }
    var reasons: [DismissReason] = []
    routerEvents.routeTo(.list)
    routerEvents.routeTo(.edit) { reasons.append($0) }
    routerEvents.routeTo(.detail(2))
    #expect(routerEvents.confirm(try #require(routerEvents.deferredChange)) == .applied)
    #expect("\(routerEvents.state)" == "root > push list > push detail(2) > sheet edit")
    routerEvents.popToRoot()
    routerEvents.dismissAll()
    #expect(reasons == [.dismissedAll])
  }

  @Test func aStoppedRouteRequestReadsAsTheRoutersGuard() {
    let route = RouteID(rawValue: 4)
    let change = GuardedChange(
      id: 2, route: route, operation: .routeTo(.sheet, screen: "checkout"), decision: .defer)
    #expect("\(change)" == "routeTo(sheet checkout) deferred by the router's route guard")
    #expect(
      "\(change.ignoreReason)"
        == "routeTo(sheet checkout): deferred by the router's route guard until confirmed")
    #expect(
      "\(IgnoreReason.vetoed(.routeTo(.sheet, screen: "checkout"), route: route))"
        == "routeTo(sheet checkout): vetoed by the router's route guard")
    #expect(
      "\(RouteCancelled(id: route, reason: .vetoed))" == "route #4 was never presented: vetoed")
  }

  @Test func aRouteRequestedInABatchIsAskedWithinIt() {
    gate.decide = { $0 == .edit ? .veto : .allow }
    routerEvents.perform {
      routerEvents.routeTo(.list)
      routerEvents.routeTo(.edit)
    }
    #expect("\(routerEvents.state)" == "root > push list")
    #expect(
      recorder.take() == [
        "routed push list", "ignored: routeTo(sheet edit): vetoed by the router's route guard",
      ])
  }

  /// What the random test counts, per requested route.
  @MainActor final class Tally {
    var dismissed: [Int: Int] = [:]
    var results: [Int: Int] = [:]
    var presented: Set<RouteID> = []
    var decision = GuardDecision.allow
  }

  @Test(arguments: 0..<8)
  func randomRequestsAgainstARandomRouteGuardKeepEveryCallbackExactlyOnce(seed: UInt64) {
    var random = SeededGenerator(state: seed)
    let tally = Tally()
    gate.decide = { _ in tally.decision }
    routerEvents.observeAlways { event in
      if case .routed(let route) = event { tally.presented.insert(route.id) }
    }
    let screens: [CoreScreen] = [.list, .detail(1), .edit, .picker, .settings]
    var requested: [RouteID] = []
    var stopped: [GuardedChange] = []
    for _ in 0..<300 {
      switch Int.random(in: 0..<12, using: &random) {
      case 0...4:
        tally.decision = GuardDecision.allCases.randomElement(using: &random)!
        let slot = requested.count
        requested.append(
          routerEvents.routeTo(
            screens.randomElement(using: &random)!,
            as: RouterScreenPresentationType.allCases.randomElement(using: &random)!,
            expecting: Int.self, onDismiss: { _ in tally.dismissed[slot, default: 0] += 1 },
            onResult: { _ in tally.results[slot, default: 0] += 1 }))
        if let change = routerEvents.deferredChange { stopped.append(change) }
      case 5: routerEvents.dismiss()
      case 6: routerEvents.pop()
      case 7: routerEvents.popToRoot()
      case 8:
        if let change = stopped.randomElement(using: &random) { routerEvents.confirm(change) }
      case 9:
        if let change = stopped.randomElement(using: &random) { routerEvents.abandon(change) }
      case 10:
        if let route = routerEvents.state.routes.randomElement(using: &random) {
          routerEvents.finish(route.id, with: 1)
        }
      default:
        let saved = routerEvents.state
        routerEvents.dismissAll()
        _ = try? routerEvents.restore(saved)
      }
      #expect(tally.dismissed.values.allSatisfy { $0 == 1 })
      #expect(tally.results.values.allSatisfy { $0 == 1 })
    }
    if let change = routerEvents.deferredChange { routerEvents.abandon(change) }
    routerEvents.dismissAll()
    routerEvents.popToRoot()
    #expect("\(routerEvents.state)" == "root")
    for (slot, id) in requested.enumerated() {
      let wasPresented = tally.presented.contains(id)
      #expect(tally.dismissed[slot, default: 0] == (wasPresented ? 1 : 0), "route \(id)")
      #expect(tally.results[slot, default: 0] == 1, "route \(id)")
    }
  }

  // MARK: Awaiting callers

  @Test func anAwaitingCallerOfAVetoedRouteThrowsAtOnce() async {
    gate.decide = { _ in .veto }
    let error = await #expect(throws: RouteCancelled.self) {
      try await routerEvents.route(to: .picker, expecting: Int.self)
    }
    #expect(error == RouteCancelled(id: nil, reason: .vetoed))
  }

  @Test func anAwaitingCallerOfAnAbandonedRouteThrowsVetoed() async throws {
    gate.decide = { _ in .defer }
    let stream = routerEvents.events()
    let task = routerEvents.routeTo(.picker, awaiting: Int.self)
    for await event in stream {
      if case .ignored = event { break }
    }
    let change = try #require(routerEvents.deferredChange)
    routerEvents.abandon(change)
    let error = await #expect(throws: RouteCancelled.self) { try await task.value }
    #expect(error?.reason == .vetoed)
    #expect(error?.description == "route \(change.route) was never presented: vetoed")
  }

  @Test func cancellingTheTaskAwaitingADeferredRouteAbandonsIt() async throws {
    gate.decide = { _ in .defer }
    let task = routerEvents.routeTo(.picker, awaiting: Int.self)
    let change = try #require(routerEvents.deferredChange)
    task.cancel()
    await #expect(throws: RouteCancelled(id: change.route, reason: .cancelled)) {
      try await task.value
    }
    #expect(routerEvents.deferredChange == nil)
    #expect(
      routerEvents.confirm(change) == .ignored(.noDeferredChange(.confirmDeferred(change.id))))
    #expect("\(routerEvents.state)" == "root")
  }

  @Test func anAwaitingCallerOfAConfirmedRouteGetsItsValue() async throws {
    gate.decide = { _ in .defer }
    let task = routerEvents.routeTo(.picker, awaiting: Int.self)
    let change = try #require(routerEvents.deferredChange)
    routerEvents.confirm(change)
    routerEvents.finish(change.route, with: 7)
    #expect(try await task.value == 7)
  }

  // MARK: Scopes and contexts

  @Test func aScopedRouterAsksTheAppsRouteGuard() {
    let app = RouterEvents<HostScreen, HostAlert>(router: BasketGateRouter())
    var heard: [String] = []
    app.observeAlways { heard.append("\($0)") }
    let shop = app.shop
    shop.routeTo(.catalog)
    shop.routeTo(.basket)
    #expect("\(app.state)" == "root > push shop(catalog)")
    #expect(
      heard.last == "ignored: routeTo(sheet shop(basket)): vetoed by the router's route guard")
  }

  @Test func aFeatureAwaitingAVetoedRouteThrowsAtOnce() async {
    let app = RouterEvents<HostScreen, HostAlert>(router: BasketGateRouter())
    let shop = app.shop
    await #expect(throws: RouteCancelled(id: nil, reason: .vetoed)) {
      try await shop.route(to: .basket, expecting: Int.self)
    }
    #expect("\(app.state)" == "root")
  }

  @Test func aRouteContextRoutesThroughTheRouteGuard() throws {
    let list = routerEvents.routeTo(.list)
    gate.decide = { _ in .veto }
    let context = routerEvents.context(for: try #require(routerEvents.state.route(list)))
    context.router.routeTo(.edit)
    #expect("\(routerEvents.state)" == "root > push list")
  }
}
