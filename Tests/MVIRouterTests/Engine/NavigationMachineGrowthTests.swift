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

  /// The slots the queue holds per live alert (with 64 slots of slack for a small queue).
  private func storageOverLive(_ queue: AlertQueue<CoreAlert>) -> Int {
    (queue.slots.count - 64) / Swift.max(1, queue.count)
  }

  /// The ways sheets' alerts and root alerts can share the queue.
  enum AlertOrder: CaseIterable {
    /// Every sheet's alert, then every root alert: the bottom sheet's alert is visible.
    case sheetsThenRoot
    /// A sheet, its alert and a root alert, n times.
    case interleaved
    /// A root alert visible, then every sheet's alert, then the other root alerts.
    case rootFirst
  }

  @Test(arguments: AlertOrder.allCases)
  func dismissAllWithRootAlertsQueuedBehindSheetsAlertsIsLinear(_ order: AlertOrder) {
    let n = 5_000
    var machine = Machine()
    var outbox = Machine.Outbox()
    outbox.recordsNotifications = false
    var alerts = 0
    func presentAlert(_ owner: Machine.Request.AlertOwner) {
      alerts += 1
      let alert = PresentedAlert<CoreAlert>(
        id: machine.makeAlertID(), alert: .info, owner: nil, title: "Info", message: nil,
        buttons: [.default("OK")])
      machine.apply(.presentAlert(alert, owner), into: &outbox)
    }
    func presentSheet(_ i: Int) {
      let route = Route(
        id: machine.makeRouteID(), screen: CoreScreen.detail(i), presentation: .sheet)
      machine.apply(.present(route, resultType: nil), into: &outbox)
    }
    if order == .rootFirst { presentAlert(.root) }
    for i in 0..<n {
      presentSheet(i)
      presentAlert(.topRoute)
      if order == .interleaved { presentAlert(.root) }
    }
    if order != .interleaved {
      for _ in 0..<(order == .rootFirst ? n - 1 : n) { presentAlert(.root) }
    }
    #expect(alerts == 2 * n)
    machine.apply(.dismissAll, into: &outbox)
    #expect(machine.state.routes.isEmpty)
    #expect(machine.state.queue.count == n)
    var largest = storageOverLive(machine.state.queue)
    // Then every root alert is answered.
    for _ in 0..<n {
      machine.apply(.resolveAlert(.title("OK")), into: &outbox)
      largest = max(largest, storageOverLive(machine.state.queue))
    }
    #expect(machine.state.queue.count == 0)
    // The queue never holds more than a few slots per live alert: the alerts that left are
    // stepped over and compacted away as they go, each a few times at most, never kept to
    // be passed again by every later answer.
    #expect(largest <= 4)
  }
}
