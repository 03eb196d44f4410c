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

  // MARK: Route + dismiss cycles

  /// The route + dismiss cycle of the engine (nothing observing, and one observer), the floor,
  /// the seed design on Combine and its closure-array replica, measured in interleaved rounds.
  func cycles() {
    var dismissed = 0
    var engineDismissed = 0
    var expected = 0
    let router = Router()
    let observed = Router()
    var events = 0
    let subscription = observed.observe { _ in events += 1 }
    var floorStack = FloorStack()
    let seed = CombineSeedRouter()
    let replica = ReplicaSeedRouter()
    let costs = Measure.interleaved(
      maxOperations: count(2_000_000), repeats: samples,
      [
        { n in
          for i in 0..<n {
            floorStack.push(.sheet(i)) { dismissed += 1 }
            floorStack.pop()
          }
        },
        { n in
          expected += n
          for i in 0..<n {
            router.routeTo(.sheet(i), as: .sheet) { _ in engineDismissed += 1 }
            router.dismiss()
          }
        },
        { n in
          expected += n
          for i in 0..<n {
            observed.routeTo(.sheet(i), as: .sheet) { _ in engineDismissed += 1 }
            observed.dismiss()
          }
        },
        { n in
          for i in 0..<n {
            seed.routeSubject.send(
              .init(screen: .sheet(i), kind: .sheet, onDismiss: { dismissed += 1 }))
            seed.dismissSubject.send(.sheet)
          }
        },
        { n in
          for i in 0..<n {
            replica.routeSubject.send((.sheet(i), .sheet, { dismissed += 1 }))
            replica.dismissSubject.send(.sheet)
          }
        },
      ])
    subscription.cancel()
    blackHole(dismissed)
    report.check(floorStack.count == 0, "the floor stack is empty after its cycles")
    report.check(
      engineDismissed == expected,
      "cycles: \(engineDismissed) of \(expected) dismiss callbacks ran")
    report.check(
      router.state.routes.isEmpty && observed.state.routes.isEmpty,
      "the routers are back at root after their cycles")
    report.check(events > 0 && events.isMultiple(of: 2), "the observer saw routed + dismissed")
    let (floor, engine, withObserver, combine, replicaCost) = (
      costs[0], costs[1], costs[2], costs[3], costs[4]
    )
    report.add(
      BenchResult(
        name: "route + dismiss cycle, nothing observing", unit: "ns/cycle", value: engine,
        baselineName: "floor", baseline: floor, target: .atMost(1.5), targetText: "≤ 1.5× floor"))
    report.add(
      BenchResult(
        name: "route + dismiss cycle, one observer attached", unit: "ns/cycle",
        value: withObserver, baselineName: "floor", baseline: floor, target: .atMost(3),
        targetText: "≤ 3× floor"))
    report.add(
      BenchResult(
        name: "route + dismiss cycle vs the seed design on Combine (OpenCombine)",
        unit: "ns/cycle", value: engine, baselineName: "OpenCombine seed", baseline: combine,
        target: .fasterBy(10), targetText: "≥ 10× faster"))
    report.add(
      BenchResult(
        name: "route + dismiss cycle vs a closure-array replica of the seed (no Combine)",
        unit: "ns/cycle", value: engine, baselineName: "closure replica", baseline: replicaCost,
        target: .report, targetText: "report"))
  }

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
        let id = router.routeTo(.sheet(i), as: .sheet, expecting: Int.self) { result in
          if case .value = result { delivered += 1 }
        }
        router.finish(id, with: i)
      }
    }
    report.check(delivered == expected, "\(label): \(delivered) of \(expected) results delivered")
    report.check(
      router.state.routes.count == base, "\(label): the stack is back to \(base) routes")
    return engine
  }

  /// Heap allocations per steady-state cycle, with a callback that captures nothing.
  func allocationsPerCycle() -> Double? {
    let n = count(100_000)
    let router = Router()
    func run(_ count: Int) {
      for i in 0..<count {
        router.routeTo(.sheet(i), as: .sheet) { _ in Tally.dismissed += 1 }
        router.dismiss()
      }
    }
    run(1_000)
    let start = Tally.dismissed
    let engine = Measure.allocations { run(n) }
    report.check(Tally.dismissed - start == n, "allocation case: every dismiss callback ran")

    var floorStack = FloorStack()
    let floor = Measure.allocations {
      for i in 0..<n {
        floorStack.push(.sheet(i)) { Tally.dismissed += 1 }
        floorStack.pop()
      }
    }
    let button = RouterAlertAction.cancel("OK")
    let answeredBefore = Tally.answered
    let alerts = Measure.allocations {
      for _ in 0..<n {
        router.presentAlert(.info) { _ in Tally.answered += 1 }
        router.resolveAlert(button)
      }
    }
    report.check(
      Tally.answered - answeredBefore == n, "allocation case: every alert was answered")
    let perCycle = engine.map { Double($0) / Double(n) }
    report.add(
      BenchResult(
        name: "heap allocations per steady-state route + dismiss cycle (\(n) cycles)",
        unit: "allocations", value: perCycle, baselineName: "floor",
        baseline: floor.map { Double($0) / Double(n) }, target: .below(0.01),
        targetText: "0 (< 0.01 per cycle: none per cycle)",
        note: perCycle == nil ? "allocations are counted on Linux only" : nil))
    report.add(
      BenchResult(
        name: "heap allocations per alert present + resolve (\(n) alerts)", unit: "allocations",
        value: alerts.map { Double($0) / Double(n) }, target: .report, targetText: "report"))
    return perCycle
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
      for _ in 0..<depth { queued.presentAlert(.info, owner: nil) }
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

  // MARK: Alerts

  /// Presenting an alert and resolving it with a button it has, against the floor (an array of
  /// alerts and a closure per alert) and the seed design on Combine, in interleaved rounds.
  func alertCycles() {
    var answered = 0
    var expected = 0
    let router = Router()
    router.presentAlert(.info)
    // Resolve with a button the alert really has (the default alert's "OK", role cancel).
    let button = router.state.visibleAlert!.actions[0]
    router.resolveAlert(button)
    var alerts: [(BenchAlert, (String) -> Void)] = []
    var floorAnswered = 0
    let seed = CombineSeedRouter()
    let costs = Measure.interleaved(
      maxOperations: count(1_000_000), repeats: samples,
      [
        { n in
          for _ in 0..<n {
            alerts.append((.info, { _ in floorAnswered += 1 }))
            alerts.removeLast().1("OK")
          }
        },
        { n in
          expected += n
          for _ in 0..<n {
            router.presentAlert(.info) { _ in answered += 1 }
            router.resolveAlert(button)
          }
        },
        { n in
          for _ in 0..<n {
            seed.alertSubject.send(.init(alert: .info, onAction: { _ in floorAnswered += 1 }))
            seed.alertResolveSubject.send("OK")
          }
        },
      ])
    blackHole(floorAnswered)
    report.check(answered == expected, "alert case: \(answered) of \(expected) alerts answered")
    report.check(router.state.alerts.isEmpty, "alert case: no alert left queued")
    report.add(
      BenchResult(
        name: "alert present + resolve (\"\(button.title)\", answered every time)",
        unit: "ns/alert", value: costs[1], baselineName: "floor", baseline: costs[0],
        target: .atMost(6), targetText: "≤ 6× floor"))
    report.add(
      BenchResult(
        name: "alert present + resolve vs the seed design on Combine", unit: "ns/alert",
        value: costs[1], baselineName: "OpenCombine seed", baseline: costs[2], target: .report,
        targetText: "report"))
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
        router.finish(id, with: i)
      } else {
        router.dismiss()
      }
    }
    report.check(delivered == 8 * ((n + 1) / 2), "every finished route delivered its value once")
  }
}
