import MVIRouter

extension Cases {
  /// The route + dismiss cycle in one tab's router of a `TabbedRouterEvents` (a hidden tab, the
  /// others holding routes) against the same cycle in a router of its own, interleaved: the cost
  /// of ids drawn from the container's shared source and of its shared delivery queue.
  func tabCycles() {
    let single = Router()
    let tabs = TabbedRouterEvents<Int, BenchScreen, BenchAlert>(tabs: [0, 1, 2], selected: 0)
    tabs[tab: 0].routeTo(.list, as: .push)
    tabs[tab: 2].routeTo(.detail(1), as: .push)
    let tab = tabs[tab: 1]
    var dismissed = 0
    var expected = 0
    let costs = Measure.interleaved(
      maxOperations: count(2_000_000), repeats: samples,
      [
        { n in
          expected += n
          for i in 0..<n {
            single.routeTo(.sheet(i), as: .sheet) { _ in dismissed += 1 }
            single.dismiss()
          }
        },
        { n in
          expected += n
          for i in 0..<n {
            tab.routeTo(.sheet(i), as: .sheet) { _ in dismissed += 1 }
            tab.dismiss()
          }
        },
      ])
    report.check(dismissed == expected, "tab cycles: \(dismissed) of \(expected) callbacks ran")
    report.check(
      single.state.routes.isEmpty && tab.state.routes.isEmpty
        && tabs.state.description == "[0] root > push list · 1: root · 2: root > push detail(1)",
      "tab cycles: every router is back where it started")
    report.add(
      BenchResult(
        name: "route + dismiss cycle in a tab's router (TabbedRouterEvents)", unit: "ns/cycle",
        value: costs[1], baselineName: "a router of its own", baseline: costs[0],
        target: .atMost(1.5), targetText: "≤ 1.5× own router"))
  }
}
