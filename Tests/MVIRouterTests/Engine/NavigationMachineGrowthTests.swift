import Testing

@testable import MVIRouter

/// What the machine's operations cost as the stack, the alert queue and the nested guards grow:
/// each operation costs what it removes or adds (counted as work the machine does, not timed).
@Suite struct NavigationMachineGrowthTests {
  typealias Machine = NavigationMachine<CoreScreen, CoreAlert>

  /// A machine holding `n` sheets, each guarded by `decision`.
  private func guardedSheets(_ n: Int, _ decision: GuardDecision) -> Machine {
    var machine = Machine()
    var outbox = Machine.Outbox()
    machine.apply(
      .setRoutes((0..<n).map { .sheet(.detail($0)) }, .replaced), into: &outbox)
    for route in machine.state.routes { _ = machine.setDismissGuard(decision, for: route.id) }
    return machine
  }

  #if DEBUG
    @Test func confirmingNestedDeferringGuardsOneByOneVisitsEachGuardAFewTimes() {
      let n = 2_000
      var machine = guardedSheets(n, .defer)
      var outbox = Machine.Outbox()
      machine.apply(.dismissAll, into: &outbox)
      var confirms = 0
      while let waiting = machine.deferred {
        // Each confirm meets the next guard down, the top-most one that has not consented.
        #expect(waiting.change.route == machine.state.routes[n - 1 - confirms].id)
        outbox = Machine.Outbox()
        machine.apply(.confirmDeferred(waiting.change), into: &outbox)
        confirms += 1
      }
      #expect(confirms == n)
      #expect(machine.state.routes.isEmpty)
      // Each confirm used to pass every guard again: n² visits (4,000,000 here).
      #expect(machine.guardEntriesVisited <= 4 * n)
    }

    @Test func aVetoBelowNestedDeferringGuardsStopsTheLastConfirmAndCostsNoWalk() {
      let n = 1_000
      var machine = guardedSheets(n, .defer)
      _ = machine.setDismissGuard(.veto, for: machine.state.routes[0].id)
      var outbox = Machine.Outbox()
      machine.apply(.dismissAll, into: &outbox)
      // The veto at the bottom refuses the change at once: no deferral waits.
      #expect(machine.deferred == nil)
      #expect(outbox.effects.map { "\($0.event)" }.last?.contains("vetoed") == true)
      #expect(machine.state.routes.count == n)
      #expect(machine.guardEntriesVisited <= 4)
    }
  #endif
}
