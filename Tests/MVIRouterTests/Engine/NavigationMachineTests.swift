import Testing

@testable import MVIRouter

/// The pure rules, tested without a router: a request in, the state and the effects out.
@Suite struct NavigationMachineTests {
  typealias Machine = NavigationMachine<CoreScreen, CoreAlert>
  typealias State = NavigationState<CoreScreen, CoreAlert>

  private func machine(_ steps: [RouteStep<CoreScreen>]) -> Machine {
    var machine = Machine()
    var outbox = Machine.Outbox()
    machine.apply(.setRoutes(steps, .replaced), into: &outbox)
    return machine
  }

  /// Applies a request and returns its effects as event text.
  private func apply(_ request: Machine.Request, to machine: inout Machine) -> [String] {
    var outbox = Machine.Outbox()
    machine.apply(request, into: &outbox)
    return outbox.effects.map { "\($0.event)" }
  }

  private func present(
    _ screen: CoreScreen, as presentation: RouterScreenPresentationType,
    expecting resultType: ResultType? = nil, in machine: inout Machine
  ) -> RouteID {
    let route = Route(id: machine.makeRouteID(), screen: screen, presentation: presentation)
    _ = apply(.present(route, resultType: resultType), to: &machine)
    return route.id
  }

  private func alert(_ alert: CoreAlert, in machine: inout Machine) -> PresentedAlert<CoreAlert> {
    let buttons: [RouterAlertButton<String>] =
      alert == .delete ? [.destructive("Delete"), .cancel()] : [.default("OK")]
    return PresentedAlert(
      id: machine.makeAlertID(), alert: alert, owner: nil, title: "\(alert)", message: nil,
      buttons: buttons)
  }

  @Test(
    arguments: [
      ([], [], 0),
      ([.push(.list)], [.push(.list)], 1),
      ([.push(.list), .sheet(.edit)], [.push(.list), .push(.edit)], 1),
      ([.push(.list), .sheet(.edit)], [.sheet(.edit)], 0),
      (
        [.push(.detail(1)), .push(.detail(2))],
        [.push(.detail(1)), .push(.detail(2)), .sheet(.edit)], 2
      ),
    ] as [([RouteStep<CoreScreen>], [RouteStep<CoreScreen>], Int)])
  func setRoutesKeepsTheLeadingEqualStepsOfThePlan(
    lhs: [RouteStep<CoreScreen>], rhs: [RouteStep<CoreScreen>], expected: Int
  ) {
    var engine = machine(lhs)
    let kept = Array(engine.state.routes.prefix(expected))
    let plan = engine.state.plan(to: rhs)
    #expect(plan.kept == kept)
    var outbox = Machine.Outbox()
    engine.apply(.setRoutes(rhs, .replaced), into: &outbox)
    #expect(engine.state.routes.map(\.step) == rhs)
    #expect(Array(engine.state.routes.prefix(expected)) == kept)
  }

  @Test func presentAppendsTheRouteWithTheReservedID() {
    var machine = Machine()
    let id = present(.list, as: .push, in: &machine)
    #expect(machine.state.routes.map(\.id) == [id])
    #expect(machine.state.description == "root > push list")
  }

  @Test func dismissTopModalRemovesItAndEverythingAboveWithReasons() {
    var machine = machine([.push(.list), .sheet(.edit), .push(.detail(1))])
    #expect(
      apply(.dismissTopModal, to: &machine) == [
        "dismissed push detail(1) (ancestorDismissed)", "dismissed sheet edit (dismissed)",
      ])
    #expect(machine.state.description == "root > push list")
    #expect(apply(.dismissTopModal, to: &machine) == ["ignored: dismiss(): no modal is presented"])
  }

  @Test func dismissRouteGivesTheNamedRouteTheReason() {
    var machine = machine([.push(.list), .push(.detail(1))])
    let list = machine.state.routes[0].id
    #expect(
      apply(.dismissRoute(list, .dismissed), to: &machine) == [
        "dismissed push detail(1) (ancestorDismissed)", "dismissed push list (dismissed)",
      ])
    #expect(
      apply(.dismissRoute(list, .dismissed), to: &machine) == [
        "ignored: dismiss(\(list)): no such route is presented"
      ])
  }

  @Test func popRemovesOnlyAPushOnTheTopLayer() {
    var machine = machine([.push(.list), .sheet(.edit)])
    #expect(apply(.pop, to: &machine) == ["ignored: pop(): nothing is pushed on the top layer"])
    _ = apply(.dismissTopModal, to: &machine)
    #expect(apply(.pop, to: &machine) == ["dismissed push list (popped)"])
  }

  @Test func popToRootEmptiesOnlyTheTopLayersStack() {
    var machine = machine([.push(.list), .sheet(.edit), .push(.detail(1)), .push(.detail(2))])
    #expect(
      apply(.popToRoot, to: &machine) == [
        "dismissed push detail(2) (poppedToRoot)", "dismissed push detail(1) (poppedToRoot)",
      ])
    #expect(machine.state.description == "root > push list > sheet edit")
    #expect(
      apply(.popToRoot, to: &machine) == [
        "ignored: popToRoot(): nothing is pushed on the top layer"
      ])
  }

  @Test func popToRouteRemovesWhatIsAboveIt() {
    var machine = machine([.push(.list), .push(.detail(1)), .push(.detail(2))])
    let list = machine.state.routes[0].id
    #expect(
      apply(.popToRoute(list), to: &machine) == [
        "dismissed push detail(2) (popped)", "dismissed push detail(1) (popped)",
      ])
    #expect(
      apply(.popToRoute(list), to: &machine) == ["ignored: pop(to: \(list)): it is already on top"]
    )
    let missing = RouteID(rawValue: 99)
    #expect(
      apply(.popToRoute(missing), to: &machine) == [
        "ignored: pop(to: \(missing)): no such route is presented"
      ])
  }

  @Test func popToScreenFindsTheTopMostRouteShowingItWhenApplied() {
    var machine = machine([.push(.detail(1)), .push(.list), .push(.detail(1)), .push(.edit)])
    #expect(apply(.popToScreen(.detail(1)), to: &machine) == ["dismissed push edit (popped)"])
    #expect(
      apply(.popToScreen(.settings), to: &machine) == [
        "ignored: pop(to: settings): no presented route shows this screen"
      ])
  }

  @Test func dismissAllLeavesThePushesOnTheRoot() {
    var machine = machine([.push(.list), .sheet(.edit), .push(.detail(1)), .cover(.settings)])
    #expect(
      apply(.dismissAll, to: &machine) == [
        "dismissed fullScreenCover settings (dismissedAll)",
        "dismissed push detail(1) (dismissedAll)", "dismissed sheet edit (dismissedAll)",
      ])
    #expect(machine.state.description == "root > push list")
    #expect(apply(.dismissAll, to: &machine) == ["ignored: dismissAll(): no modal is presented"])
  }

  @Test func goBackUsesTheNaturalReasonUnlessGiven() {
    var machine = machine([.push(.list), .sheet(.edit)])
    #expect(apply(.goBack(nil), to: &machine) == ["dismissed sheet edit (dismissed)"])
    #expect(apply(.goBack(.userBack), to: &machine) == ["dismissed push list (userBack)"])
    #expect(apply(.goBack(nil), to: &machine) == ["ignored: goBack(): nothing is presented"])
  }

  @Test func userBackCancelsTheVisibleAlertBeforeAnyRoute() {
    var machine = machine([.push(.list)])
    let delete = alert(.delete, in: &machine)
    _ = apply(.presentAlert(delete, .topRoute), to: &machine)
    #expect(apply(.userBack, to: &machine) == ["alert resolved delete: Cancel"])
    #expect(apply(.userBack, to: &machine) == ["dismissed push list (userBack)"])
    #expect(
      apply(.userBack, to: &machine) == ["ignored: userDidGoBack(): nothing is presented"])
  }

  @Test func userBackOnAnAlertWithoutCancelIsIgnored() {
    var machine = Machine()
    var twoButtons = alert(.delete, in: &machine)
    twoButtons.buttons = [.destructive("Delete"), .default("Retry")]
    _ = apply(.presentAlert(twoButtons, .root), to: &machine)
    #expect(
      apply(.userBack, to: &machine) == [
        "ignored: userDidGoBack(): alert delete has no cancel button"
      ])
  }

  @Test func setRoutesKeepsTheCommonPrefixAndItsIDs() {
    var machine = machine([.push(.list), .push(.detail(1)), .sheet(.edit)])
    let kept = machine.state.routes[0...1].map(\.id)
    let events = apply(
      .setRoutes([.push(.list), .push(.detail(1)), .push(.detail(2)), .sheet(.picker)], .deepLink),
      to: &machine)
    #expect(machine.state.routes[0...1].map(\.id) == kept)
    #expect(
      events == [
        "dismissed sheet edit (deepLink)", "routed push detail(2)", "routed sheet picker",
      ])
    #expect(
      apply(.setRoutes(machine.state.routes.map(\.step), .replaced), to: &machine) == [
        "ignored: setRoutes(_:): the routes are already these"
      ])
  }

  @Test func presentAlertTakesTheTopRouteAsOwnerWhenApplied() {
    var machine = machine([.push(.list)])
    let info = alert(.info, in: &machine)
    _ = present(.edit, as: .sheet, in: &machine)
    _ = apply(.presentAlert(info, .topRoute), to: &machine)
    #expect(machine.state.visibleAlert?.owner == machine.state.routes.last?.id)
    #expect(
      apply(.dismissTopModal, to: &machine) == [
        "alert dismissed info (dismissed)", "dismissed sheet edit (dismissed)",
      ])
    #expect(machine.state.alerts.isEmpty)
  }

  @Test func anAlertForAMissingOwnerIsIgnored() {
    var machine = Machine()
    let info = alert(.info, in: &machine)
    let missing = RouteID(rawValue: 7)
    #expect(
      apply(.presentAlert(info, .route(missing)), to: &machine) == [
        "ignored: presentAlert(info, owner: \(missing)): its owner route is not presented"
      ])
    #expect(machine.state.alerts.isEmpty)
  }

  @Test func alertsOfALeavingRouteLeaveWhereverTheyWaitInTheQueue() {
    var machine = Machine()
    let rootAlert = alert(.info, in: &machine)
    _ = apply(.presentAlert(rootAlert, .root), to: &machine)
    let list = present(.list, as: .push, in: &machine)
    let owned = alert(.delete, in: &machine)
    _ = apply(.presentAlert(owned, .topRoute), to: &machine)
    let later = alert(.info, in: &machine)
    _ = apply(.presentAlert(later, .root), to: &machine)
    _ = present(.detail(1), as: .push, in: &machine)
    #expect(
      apply(.dismissRoute(list, .dismissed), to: &machine) == [
        "dismissed push detail(1) (ancestorDismissed)", "alert dismissed delete (dismissed)",
        "dismissed push list (dismissed)",
      ])
    #expect(machine.state.alerts.map(\.id) == [rootAlert.id, later.id])
    #expect(machine.state.queuedAlertCount == 1)
  }

  @Test func resolveAlertTakesOnlyAButtonTheAlertHas() {
    var machine = machine([.push(.list)])
    #expect(
      apply(.resolveAlert(.action("Cancel")), to: &machine) == [
        "ignored: resolveAlert(Cancel): no alert is visible"
      ])
    let delete = alert(.delete, in: &machine)
    _ = apply(.presentAlert(delete, .topRoute), to: &machine)
    #expect(
      apply(.resolveAlert(.action("Keep")), to: &machine) == [
        "ignored: resolveAlert(Keep): alert delete has no such button"
      ])
    #expect(
      apply(.resolveAlert(.title("Delete")), to: &machine) == [
        "alert resolved delete: Delete"
      ])
    // The resolved alert no longer belongs to the route: the route leaves alone.
    #expect(apply(.pop, to: &machine) == ["dismissed push list (popped)"])
  }

  @Test func cancelAlertChoosesTheCancelButtonOrTheOnlyOne() {
    var machine = Machine()
    let delete = alert(.delete, in: &machine)
    let info = alert(.info, in: &machine)
    _ = apply(.presentAlert(delete, .root), to: &machine)
    _ = apply(.presentAlert(info, .root), to: &machine)
    #expect(apply(.cancelAlert, to: &machine) == ["alert resolved delete: Cancel"])
    #expect(apply(.cancelAlert, to: &machine) == ["alert resolved info: OK"])
    #expect(apply(.cancelAlert, to: &machine) == ["ignored: cancelAlert(): no alert is visible"])
  }

  @Test func finishDeliversTheValueAndCancelsResultsAbove() {
    var machine = Machine()
    let picker = present(.picker, as: .sheet, expecting: ResultType(Int.self), in: &machine)
    _ = present(.edit, as: .sheet, expecting: ResultType(String.self), in: &machine)
    #expect(
      apply(.finish(picker, value: 3), to: &machine) == [
        "dismissed sheet edit (ancestorDismissed)",
        "result sheet edit: cancelled (ancestorDismissed)",
        "dismissed sheet picker (finished)", "result sheet picker: 3",
      ])
    #expect(
      apply(.finish(picker, value: 3), to: &machine) == [
        "ignored: finish(\(picker), with: 3): no such route is presented"
      ])
  }

  @Test func finishChecksTheResultTypeWhenApplied() {
    var machine = Machine()
    let picker = present(.picker, as: .sheet, expecting: ResultType(Int.self), in: &machine)
    #expect(
      apply(.finish(picker, value: "three"), to: &machine) == [
        "ignored: finish(\(picker), with: three): the presenter expects Int, not String"
      ])
    #expect(machine.state.description == "root > sheet picker")
  }

  @Test func aRouteExpectingAResultGetsCancelledWhenItLeavesAnotherWay() {
    var machine = Machine()
    _ = present(.picker, as: .sheet, expecting: ResultType(Int.self), in: &machine)
    #expect(
      apply(.userBack, to: &machine) == [
        "dismissed sheet picker (userBack)", "result sheet picker: cancelled (userBack)",
      ])
  }

  @Test func restoreReplacesEverythingAndRenewsIDsTheMachineHasUsed() {
    var machine = machine([.push(.list), .push(.detail(1))])
    let used = machine.state.routes.map(\.id)
    let saved = State(routes: [
      Route(id: used[0], screen: .settings, presentation: .fullScreenCover),
      Route(id: RouteID(rawValue: 50), screen: .edit, presentation: .sheet),
    ])
    #expect(
      apply(.restore(saved), to: &machine) == [
        "dismissed push detail(1) (restored)", "dismissed push list (restored)",
        "routed fullScreenCover settings", "routed sheet edit",
      ])
    let ids = machine.state.routes.map(\.id)
    #expect(!used.contains(ids[0]))
    #expect(ids[1] == RouteID(rawValue: 50))
    #expect(Set(ids).count == 2)
    #expect(machine.makeRouteID().rawValue > 50)
  }

  @Test func restoreMovesAlertOwnersWithRenewedRoutes() {
    var machine = machine([.push(.list)])
    let list = machine.state.routes[0].id
    let saved = State(
      routes: [Route(id: list, screen: .detail(1), presentation: .push)],
      alerts: [
        PresentedAlert(
          id: AlertID(rawValue: 1), alert: .delete, owner: list, title: "Delete?", message: nil,
          buttons: [.cancel()])
      ])
    _ = apply(.restore(saved), to: &machine)
    let route = machine.state.routes[0].id
    #expect(route != list)
    #expect(machine.state.visibleAlert?.owner == route)
    #expect(
      apply(.pop, to: &machine) == [
        "alert dismissed delete (popped)", "dismissed push detail(1) (popped)",
      ])
  }

  @Test func restoringTheSameStateIsIgnored() {
    var machine = machine([.push(.list)])
    #expect(
      apply(.restore(machine.state), to: &machine) == [
        "ignored: restore(from:): the navigation is already the saved one"
      ])
  }

  @Test func aStartingStateWithIDsOutOfRangeOrTwiceIsRenewedNotATrap() {
    let state = State(routes: [
      Route(id: RouteID(rawValue: Int.max), screen: .list, presentation: .push),
      Route(id: RouteID(rawValue: 3), screen: .detail(1), presentation: .push),
      Route(id: RouteID(rawValue: 3), screen: .edit, presentation: .sheet),
    ])
    var machine = Machine(state: state)
    let ids = machine.state.routes.map(\.id.rawValue)
    #expect(Set(ids).count == 3)
    #expect(ids.allSatisfy { RouteID.validRawValues.contains($0) })
    #expect(ids[1] == 3)
    let next = machine.makeRouteID()
    #expect(!ids.contains(next.rawValue))
  }

  @Test func idsContinueAfterTheLargestInAStartingState() {
    let restored = State(routes: [
      Route(id: RouteID(rawValue: 41), screen: .list, presentation: .push)
    ])
    var machine = Machine(state: restored)
    #expect(machine.makeRouteID() == RouteID(rawValue: 42))
  }

  @Test func lookupsStillFindRoutesWhenIDsNoLongerAscend() {
    var machine = machine([.push(.list), .push(.detail(1))])
    let saved = State(routes: [
      Route(id: RouteID(rawValue: 90), screen: .list, presentation: .push),
      Route(id: RouteID(rawValue: 1), screen: .detail(2), presentation: .push),
    ])
    _ = apply(.restore(saved), to: &machine)
    let ids = machine.state.routes.map(\.id)
    #expect(ids[0] == RouteID(rawValue: 90))
    #expect(ids[1].rawValue > 90)
    let earlier = present(.edit, as: .sheet, in: &machine)
    // A route reserved before a restore is applied arrives on top of routes with larger ids.
    let late = Route<CoreScreen>(id: machine.makeRouteID(), screen: .picker, presentation: .sheet)
    _ = apply(.restore(saved), to: &machine)
    _ = apply(.present(late, resultType: nil), to: &machine)
    #expect(machine.state.routes.map(\.id).last == late.id)
    #expect(machine.state.routes[0].id > late.id)
    #expect(machine.state.index(of: earlier) == nil)
    #expect(machine.state.index(of: late.id) == 2)
    #expect(machine.state.index(of: machine.state.routes[0].id) == 0)
    #expect(apply(.popToRoute(machine.state.routes[0].id), to: &machine).count == 2)
  }

  @Test func anIgnoredRequestChangesNothing() {
    var machine = machine([.sheet(.edit)])
    let before = machine.state
    _ = apply(.pop, to: &machine)
    _ = apply(.popToRoot, to: &machine)
    _ = apply(.resolveAlert(.action("Cancel")), to: &machine)
    _ = apply(.dismissRoute(RouteID(rawValue: Int.max), .dismissed), to: &machine)
    _ = apply(.finish(RouteID(rawValue: -1), value: 1), to: &machine)
    #expect(machine.state == before)
  }

  @Test func alertsThatLeaveBehindAVisibleAlertDoNotPileUp() {
    var machine = Machine()
    let visible = alert(.info, in: &machine)
    _ = apply(.presentAlert(visible, .root), to: &machine)
    for index in 0..<1_000 {
      _ = present(.detail(index), as: .push, in: &machine)
      let owned = alert(.delete, in: &machine)
      _ = apply(.presentAlert(owned, .topRoute), to: &machine)
      _ = apply(.pop, to: &machine)
    }
    #expect(machine.state.queue.slots.count <= 1 + 64)
    #expect(machine.state.alerts.map(\.id) == [visible.id])
  }

  @Test func ownedAlertsStayLinkedToTheirRoutesAcrossCompaction() {
    var machine = Machine()
    let visible = alert(.info, in: &machine)
    _ = apply(.presentAlert(visible, .root), to: &machine)
    for index in 0..<500 {
      _ = present(.detail(index), as: .push, in: &machine)
      let owned = alert(.delete, in: &machine)
      _ = apply(.presentAlert(owned, .topRoute), to: &machine)
      if index % 3 == 2 { _ = apply(.pop, to: &machine) }
    }
    let remaining = 500 - 166
    _ = apply(.resolveAlert(.action("OK")), to: &machine)
    #expect(machine.state.queuedAlertCount == remaining - 1)
    let effects = apply(.popToRoot, to: &machine)
    #expect(effects.filter { $0.hasPrefix("alert dismissed") }.count == remaining)
    #expect(effects.count == 2 * remaining)
    #expect(machine.state.alerts.isEmpty)
  }
}
