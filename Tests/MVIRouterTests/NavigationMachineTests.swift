import Testing

@testable import MVIRouter

/// The pure rules, tested without a router: a command in, the state and events out.
@Suite struct NavigationMachineTests {
  typealias Machine = NavigationMachine<CoreScreen, CoreAlert>

  private func machine(_ steps: [RouteStep<CoreScreen>]) -> Machine {
    var machine = Machine()
    _ = machine.apply(.setRoutes(steps, .replaced))
    return machine
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
  func commonPrefixCountsLeadingEqualSteps(
    lhs: [RouteStep<CoreScreen>], rhs: [RouteStep<CoreScreen>], expected: Int
  ) {
    #expect(Machine.commonPrefixCount(lhs, rhs) == expected)
  }

  @Test func setRoutesKeepsTheCommonPrefixAndItsIDs() {
    var machine = machine([.push(.list), .push(.detail(1)), .sheet(.edit)])
    let kept = machine.state.routes[0...1].map(\.id)
    let events = machine.apply(
      .setRoutes([.push(.list), .push(.detail(1)), .push(.detail(2)), .sheet(.picker)], .deepLink))
    #expect(machine.state.routes[0...1].map(\.id) == kept)
    #expect(
      events.map(\.description) == [
        "dismissed sheet edit (deepLink)", "routed push detail(2)", "routed sheet picker",
      ])
  }

  @Test func setRoutesToTheSameRoutesIsIgnored() {
    var machine = machine([.push(.list)])
    #expect(
      machine.apply(.setRoutes([.push(.list)], .replaced)) == [
        .ignored("setRoutes(_:): the routes are already these")
      ])
  }

  @Test func anIgnoredCommandChangesNothing() {
    var machine = machine([.sheet(.edit)])
    let before = machine.state
    _ = machine.apply(.pop)
    _ = machine.apply(.popToRoot)
    _ = machine.apply(.resolveAlert(.cancel()))
    _ = machine.apply(.dismissRoute(RouteID(rawValue: 99), .dismissed))
    #expect(machine.state == before)
  }

  @Test func idsContinueAfterTheLargestInARestoredState() {
    let restored = NavigationState<CoreScreen, CoreAlert>(routes: [
      Route(id: RouteID(rawValue: 41), screen: .list, presentation: .push)
    ])
    var machine = Machine(state: restored)
    #expect(machine.makeRouteID() == RouteID(rawValue: 42))
  }
}
