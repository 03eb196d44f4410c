import MVIRouter
@_spi(Benchmarks) import MVIRouterTerminal

/// The benchmark's cases. `scale` divides the iteration counts (`--quick`).
@MainActor
struct Cases {
  let scale: Int
  let repeats: Int

  func count(_ full: Int) -> Int { max(1, full / scale) }

  func routeDismissCycles() -> BenchResult {
    let n = count(1_000_000)
    var dismissed = 0
    let router = RouterEvents<BenchScreen, BenchAlert>()
    let engine = Measure.nanosecondsPerOperation(operations: n, repeats: repeats) {
      for i in 0..<n {
        router.routeTo(.sheet(i), as: .sheet) { _ in dismissed += 1 }
        router.dismiss()
      }
    }
    var floorStack = FloorStack()
    let floor = Measure.nanosecondsPerOperation(operations: n, repeats: repeats) {
      for i in 0..<n {
        floorStack.push(.sheet(i)) { dismissed += 1 }
        floorStack.pop()
      }
    }
    let seedRouter = SeedRouter()
    let seed = Measure.nanosecondsPerOperation(operations: n, repeats: repeats) {
      for i in 0..<n {
        seedRouter.routeSubject.send((.sheet(i), .sheet, { dismissed += 1 }))
        seedRouter.dismissSubject.send(.sheet)
      }
    }
    blackHole(dismissed)
    precondition(router.state.routes.isEmpty && floorStack.count == 0)
    return BenchResult(
      name: "route + dismiss cycle (\(n))", unit: "ns/op", engine: engine, floor: floor,
      seed: seed, target: "≤ 2× floor, ≥ 10× faster than seed",
      met: engine <= 2 * floor && seed >= 10 * engine)
  }

  func deepPopToRoot() -> BenchResult {
    let depth = 10_000
    var dismissed = 0
    let router = RouterEvents<BenchScreen, BenchAlert>()
    let clock = ContinuousClock()
    var engineSamples: [Double] = []
    var floorSamples: [Double] = []
    for _ in 0..<max(3, repeats) {
      router.perform {
        for i in 0..<depth { router.routeTo(.detail(i), as: .push) { _ in dismissed += 1 } }
      }
      engineSamples.append(Measure.nanoseconds(clock.measure { router.popToRoot() }))
      var floorStack = FloorStack()
      for i in 0..<depth { floorStack.push(.detail(i)) { dismissed += 1 } }
      floorSamples.append(Measure.nanoseconds(clock.measure { floorStack.popAll() }))
    }
    precondition(router.state.routes.isEmpty)
    precondition(dismissed == 2 * depth * max(3, repeats), "every route's callback fires")
    let engine = engineSamples.sorted()[engineSamples.count / 2] / 1e6
    let floor = floorSamples.sorted()[floorSamples.count / 2] / 1e6
    return BenchResult(
      name: "popToRoot from depth 10000", unit: "ms", engine: engine, floor: floor, seed: nil,
      target: "< 5 ms (the seed design has no stack)", met: engine < 5)
  }

  func setRoutesBetweenTwoStates() -> BenchResult {
    let n = count(20_000)
    let shared = (0..<50).map { BenchScreen.detail($0) }
    let a = shared + (0..<50).map { BenchScreen.detail(100 + $0) }
    let b = shared + (0..<50).map { BenchScreen.detail(200 + $0) }
    var dismissed = 0
    let router = RouterEvents<BenchScreen, BenchAlert>()
    let stepsA = a.map { RouteStep.push($0) }
    let stepsB = b.map { RouteStep.push($0) }
    let engine = Measure.nanosecondsPerOperation(operations: 2 * n, repeats: repeats) {
      for _ in 0..<n {
        router.setRoutes(stepsA)
        router.setRoutes(stepsB)
      }
    }
    var floorStack = FloorStack()
    let floor = Measure.nanosecondsPerOperation(operations: 2 * n, repeats: repeats) {
      for _ in 0..<n {
        floorStack.set(a) { dismissed += 1 }
        floorStack.set(b) { dismissed += 1 }
      }
    }
    blackHole(dismissed)
    precondition(router.state.routes.count == 100)
    return BenchResult(
      name: "setRoutes between two 100-route states (\(2 * n))", unit: "ns/op", engine: engine,
      floor: floor, seed: nil, target: "report (the seed design has no stack)", met: true)
  }

  func alertCycles() -> BenchResult {
    let n = count(500_000)
    var answered = 0
    let router = RouterEvents<BenchScreen, BenchAlert>()
    let ok = RouterAlertAction(title: "OK")
    let engine = Measure.nanosecondsPerOperation(operations: n, repeats: repeats) {
      for _ in 0..<n {
        router.presentAlert(.info) { _ in answered += 1 }
        router.resolveAlert(ok)
      }
    }
    var alerts: [(BenchAlert, (String) -> Void)] = []
    let floor = Measure.nanosecondsPerOperation(operations: n, repeats: repeats) {
      for _ in 0..<n {
        alerts.append((.info, { _ in answered += 1 }))
        alerts.removeLast().1("OK")
      }
    }
    let seedRouter = SeedRouter()
    let seed = Measure.nanosecondsPerOperation(operations: n, repeats: repeats) {
      for _ in 0..<n {
        seedRouter.alertSubject.send((.info, { _ in answered += 1 }))
        seedRouter.alertResolveSubject.send("OK")
      }
    }
    blackHole(answered)
    return BenchResult(
      name: "alert present + resolve (\(n))", unit: "ns/op", engine: engine, floor: floor,
      seed: seed, target: "report", met: true)
  }

  /// A pushed stack, two sheets and an alert.
  func renderScene() -> (
    NavigationState<BenchScreen, BenchAlert>, TerminalScreenContent,
    [RouteID: TerminalScreenContent]
  ) {
    let router = RouterEvents<BenchScreen, BenchAlert>()
    for i in 0..<3 { router.routeTo(.detail(i), as: .push) }
    router.routeTo(.sheet(1), as: .sheet)
    router.routeTo(.sheet(2), as: .sheet)
    router.presentAlert(.info)
    var screens: [RouteID: TerminalScreenContent] = [:]
    for route in router.state.routes {
      screens[route.id] = TerminalScreenContent(
        title: "Screen \(route.id.rawValue)", body: ["Some text about \(route.screen)."],
        rows: (1...6).map { TerminalRow("Row \($0)", detail: "detail") }, selectedRow: 2)
    }
    let root = TerminalScreenContent(
      title: "Home", body: ["Welcome."], rows: (1...10).map { TerminalRow("Item \($0)") })
    return (router.state, root, screens)
  }

  func renderFrame() -> BenchResult {
    let n = count(20_000)
    let (state, root, screens) = renderScene()
    var lines = 0
    let engine = Measure.nanosecondsPerOperation(operations: n, repeats: repeats) {
      for _ in 0..<n {
        lines +=
          TerminalRenderer.render(
            state: state, root: root, screens: screens, alertFocus: 0, width: 80, height: 24
          ).count
      }
    }
    blackHole(lines)
    let microseconds = engine / 1000
    return BenchResult(
      name: "render one 80×24 frame (stack, 2 sheets, alert)", unit: "µs",
      engine: microseconds, floor: nil, seed: nil, target: "< 100 µs", met: microseconds < 100)
  }

  func keyPressBytes() -> BenchResult {
    var (state, root, screens) = renderScene()
    state.alerts = []
    let top = state.routes.last!.id
    let before = TerminalRenderer.render(
      state: state, root: root, screens: screens, alertFocus: 0, width: 80, height: 24)
    screens[top]?.selectedRow += 1
    let after = TerminalRenderer.render(
      state: state, root: root, screens: screens, alertFocus: 0, width: 80, height: 24)
    let keyPress = TerminalFrameDiff.update(from: before, to: after).utf8.count
    let full = TerminalFrameDiff.redraw(after).utf8.count
    let ratio = Double(keyPress) / Double(full) * 100
    return BenchResult(
      name: "bytes written for one key press (\(keyPress) of \(full) for a full redraw)",
      unit: "% of redraw", engine: ratio, floor: nil, seed: nil, target: "< 25%",
      met: ratio < 25)
  }

  func memory() -> (BenchResult, liveObjects: Int) {
    let n = count(1_000_000)
    let router = RouterEvents<BenchScreen, BenchAlert>()
    // Warm up so the allocator has its working set before the first reading.
    runCapturingCycles(router, count(10_000))
    let before = Measure.residentKilobytes() ?? 0
    runCapturingCycles(router, n)
    let after = Measure.residentKilobytes() ?? 0
    let live = Captured.alive
    let growth = Double(after - before)
    return (
      BenchResult(
        name: "resident memory growth over \(n) cycles capturing objects (live after: \(live))",
        unit: "KB", engine: growth, floor: nil, seed: nil, target: "0 live objects",
        met: live == 0),
      live
    )
  }

  private func runCapturingCycles(_ router: RouterEvents<BenchScreen, BenchAlert>, _ n: Int) {
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
    blackHole(delivered)
  }
}
