import MVIRouter

/// A router with hooks of its own but the default route guard.
struct PresentingRouter: RouterPolicy {
  typealias Alert = BenchAlert

  func getScreenPresentationType(for type: BenchScreen) -> RouterScreenPresentationType {
    .sheet
  }
}

/// A router whose route guard is asked for every route and allows it.
struct AllowingRouter: RouterPolicy {
  typealias Alert = BenchAlert

  func getRouteDecision(for type: BenchScreen, as presentation: RouterScreenPresentationType)
    -> GuardDecision
  {
    if case .detail(-1) = type { return .veto }
    return .allow
  }
}

extension Cases {
  /// What a router's route guard costs a route + dismiss cycle: with no router attached, with a
  /// router that keeps the default guard, and with one whose guard decides every route; and
  /// the allocations of a cycle through a deciding guard.
  func routeGuardCycles() {
    var dismissed = 0
    let plain = Router()
    let presenting = Router(router: PresentingRouter())
    let allowing = Router(router: AllowingRouter())
    let costs = Measure.interleaved(
      maxOperations: count(2_000_000), repeats: samples,
      [plain, presenting, allowing].map { router in
        { n in
          for i in 0..<n {
            router.routeTo(.sheet(i), as: .sheet) { _ in dismissed += 1 }
            router.dismiss()
          }
        }
      })
    report.check(
      [plain, presenting, allowing].allSatisfy { $0.state.routes.isEmpty },
      "route guard cycles: the routers are back at root")
    blackHole(dismissed)
    report.add(
      BenchResult(
        name: "route + dismiss cycle, a router attached with the default route guard",
        unit: "ns/cycle", value: costs[1], baselineName: "no router attached",
        baseline: costs[0], target: .atMost(1.5), targetText: "≤ 1.5× no router"))
    report.add(
      BenchResult(
        name: "route + dismiss cycle, a route guard deciding every route",
        unit: "ns/cycle", value: costs[2], baselineName: "default route guard",
        baseline: costs[1], target: .atMost(1.2), targetText: "≤ 1.2× default guard"))

    let n = count(100_000)
    func run(_ count: Int) {
      for i in 0..<count {
        allowing.routeTo(.sheet(i), as: .sheet) { _ in Tally.dismissed += 1 }
        allowing.dismiss()
      }
    }
    run(1_000)
    let allocations = Measure.allocations { run(n) }
    report.add(
      BenchResult(
        name: "heap allocations per route + dismiss cycle through a route guard (\(n) cycles)",
        unit: "allocations", value: allocations.map { Double($0) / Double(n) },
        target: .below(0.01), targetText: "0 (< 0.01 per cycle: none per cycle)"))
  }
}
