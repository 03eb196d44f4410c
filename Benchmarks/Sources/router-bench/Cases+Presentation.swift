import MVIRouter

extension Cases {
  /// The presentation model: building it at depth against depth 3 (it reads only the modals),
  /// and a swipe back through a write-back against the same pop through `pop()`.
  func presentation() {
    let depth = 10_000
    func buildCost(pushes: Int) -> Double {
      let state = Cases.scene(pushes: pushes, sheets: 2, alert: true).state
      var layers = 0
      let (nanoseconds, _) = Measure.perOperation(
        maxOperations: count(200_000), repeats: samples
      ) { n in
        for _ in 0..<n { layers += NavigationPresentation(state).layers.count }
      }
      report.check(layers > 0, "presentations were built")
      return nanoseconds
    }
    let shallow = buildCost(pushes: 3)
    let deep = buildCost(pushes: depth)
    report.add(
      BenchResult(
        name: "build the presentation (3 pushes, 2 sheets, an alert)", unit: "ns", value: shallow,
        target: .report, targetText: "report"))
    report.add(
      BenchResult(
        name: "build the presentation with \(depth) pushes under 2 sheets", unit: "ns",
        value: deep, baselineName: "same at depth 3", baseline: shallow, target: .atMost(1.5),
        targetText: "≤ 1.5× depth 3"))

    let popped = Router()
    let writtenBack = Router()
    var dismissed = 0
    popped.routeTo(.list, as: .push)
    writtenBack.routeTo(.list, as: .push)
    let costs = Measure.interleaved(
      maxOperations: count(1_000_000), repeats: samples,
      [
        { n in
          for i in 0..<n {
            popped.routeTo(.detail(i), as: .push) { _ in dismissed += 1 }
            popped.pop()
          }
        },
        { n in
          for i in 0..<n {
            let id = writtenBack.routeTo(.detail(i), as: .push) { _ in dismissed += 1 }
            writtenBack.writeBack(.popped([id]))
          }
        },
      ])
    report.check(
      popped.state.routes.count == 1 && writtenBack.state.routes.count == 1,
      "every write-back was applied")
    report.add(
      BenchResult(
        name: "push + swipe back written back", unit: "ns/cycle", value: costs[1],
        baselineName: "push + pop()", baseline: costs[0], target: .atMost(1.5),
        targetText: "≤ 1.5× push + pop()"))
  }
}
