import MVIRouter

/// The benchmark's cases. Under `--quick` most counts are a hundredth of the full run's.
@MainActor
struct Cases {
  let quick: Bool
  /// How often an operation that needs its own setup (a deep stack to pop) is timed.
  let repeats: Int
  let report: Report

  /// How many short timed samples a per-operation cost takes the fastest of. Samples of a few
  /// milliseconds, many of them, so that some run without another process taking the core.
  var samples: Int { quick ? 20 : 50 }

  /// `full` iterations, or a hundredth of them under `--quick`.
  func count(_ full: Int) -> Int { quick ? max(1, full / 100) : full }

  typealias Router = RouterEvents<BenchScreen, BenchAlert>

  // MARK: Route + dismiss cycles at scale

  /// Nanoseconds per route + dismiss cycle of the engine, checking every callback fires once.
  func engineCycle(_ router: Router, maxOperations: Int, label: String) -> Double {
    var dismissed = 0
    var expected = 0
    let base = router.state.routes.count
    let (engine, _) = Measure.perOperation(maxOperations: maxOperations, repeats: samples) { n in
      expected += n
      for i in 0..<n {
        router.routeTo(.sheet(i), as: .sheet) { _ in dismissed += 1 }
        router.dismiss()
      }
    }
    report.check(
      dismissed == expected, "\(label): \(dismissed) of \(expected) dismiss callbacks ran")
    report.check(
      router.state.routes.count == base, "\(label): the stack is back to \(base) routes")
    return engine
  }

  /// Nanoseconds per cycle of routing a sheet that expects a result and finishing it.
  func finishCycle(_ router: Router, maxOperations: Int, label: String) -> Double {
    var delivered = 0
    var expected = 0
    let base = router.state.routes.count
    let (engine, _) = Measure.perOperation(maxOperations: maxOperations, repeats: samples) { n in
      expected += n
      for i in 0..<n {
        router.routeTo(.sheet(i), as: .sheet, expecting: Int.self) { result in
          if case .value = result { delivered += 1 }
        }
        router.context(for: router.state.routes.last!, returning: Int.self).finish(i)
      }
    }
    report.check(delivered == expected, "\(label): \(delivered) of \(expected) results delivered")
    report.check(
      router.state.routes.count == base, "\(label): the stack is back to \(base) routes")
    return engine
  }

  /// A route + dismiss cycle on top of a deep stack and behind a long alert queue, against the
  /// same cycle on an empty router.
  func cyclesAtScale() {
    let depth = quick ? 10_000 : 100_000
    let n = count(1_000_000)
    let shallow = engineCycle(Router(), maxOperations: n, label: "cycle at depth 0")

    let deep = Router()
    deep.perform {
      for i in 0..<depth { deep.routeTo(.detail(i), as: .push) }
    }
    report.check(deep.state.routes.count == depth, "deep stack built with \(depth) routes")
    let onDeep = engineCycle(deep, maxOperations: n, label: "cycle on a deep stack")
    report.add(
      BenchResult(
        name: "cycle on a \(depth)-deep stack", unit: "ns/cycle", value: onDeep,
        baselineName: "cycle at depth 0", baseline: shallow, target: .atMost(2),
        targetText: "≤ 2× depth 0"))

    let finishShallow = finishCycle(Router(), maxOperations: n, label: "finish at depth 0")
    let finishDeep = finishCycle(deep, maxOperations: n, label: "finish on a deep stack")
    report.add(
      BenchResult(
        name: "route expecting a result + finish, on a \(depth)-deep stack", unit: "ns/cycle",
        value: finishDeep, baselineName: "same at depth 0", baseline: finishShallow,
        target: .atMost(2), targetText: "≤ 2× depth 0"))

    let queued = Router()
    queued.perform {
      for _ in 0..<depth { queued.presentAlert(.info, owner: .root) }
    }
    report.check(queued.state.alerts.count == depth, "\(depth) alerts queued")
    let behindAlerts = engineCycle(queued, maxOperations: n, label: "cycle behind queued alerts")
    report.check(queued.state.alerts.count == depth, "the queued alerts stay queued")
    report.add(
      BenchResult(
        name: "cycle with \(depth) alerts queued", unit: "ns/cycle", value: behindAlerts,
        baselineName: "cycle at depth 0", baseline: shallow, target: .atMost(2),
        targetText: "≤ 2× depth 0"))
  }

  /// popToRoot of a 10,000-route stack against the floor popping as many.
  func deepPopToRoot() {
    let depth = 10_000
    let counter = Counter()
    var failure: String?
    let engine = Measure.seconds(repeats: samples) { () -> Router in
      counter.value = 0
      let router = Router()
      Cases.pushes(router, depth, counter)
      return router
    } _: { router in
      router.popToRoot()
    } after: { router in
      if !router.state.routes.isEmpty || counter.value != depth {
        failure = "\(router.state.routes.count) routes left, \(counter.value) callbacks"
      }
    }
    report.check(failure == nil, "popToRoot from \(depth): \(failure ?? "")")
    let floor = floorPopAll(depth)
    report.add(
      BenchResult(
        name: "popToRoot from depth \(depth)", unit: "ms", value: engine * 1e3,
        baselineName: "floor", baseline: floor * 1e3, target: .atMost(4),
        targetText: "≤ 4× floor"))
  }

  // MARK: Results and lifetimes

  /// Routes expecting a result whose handlers capture objects; none may outlive its route.
  func capturedObjects() {
    let n = count(1_000_000)
    let router = Router()
    runCapturingCycles(router, count(10_000))
    let before = Measure.residentKilobytes()
    runCapturingCycles(router, n)
    let after = Measure.residentKilobytes()
    let live = Captured.alive
    report.check(live == 0, "\(live) objects captured by result handlers outlived their routes")
    var growth: Double?
    if let before, let after { growth = Double(after - before) }
    report.add(
      BenchResult(
        name:
          "resident memory growth over \(n) result cycles (live captured objects after: \(live))",
        unit: "KB", value: growth, target: .report, targetText: "report; 0 live objects"))
  }

  private func runCapturingCycles(_ router: Router, _ n: Int) {
    var delivered = 0
    for i in 0..<n {
      let captured = Captured()
      let id = router.routeTo(.sheet(i), as: .sheet, expecting: Int.self) { result in
        if case .value = result { delivered += captured.payload.count }
      }
      if i.isMultiple(of: 2) {
        router.context(for: router.state.route(id)!, returning: Int.self).finish(i)
      } else {
        router.dismiss()
      }
    }
    report.check(delivered == 8 * ((n + 1) / 2), "every finished route delivered its value once")
  }
}
