import Floor
import Foundation
import MVIRouter

extension Cases {
  /// Times `bodies` in interleaved rounds and checks that each made `hitsPerOperation`
  /// callback calls per operation.
  private func timed(
    _ label: String, _ bodies: [(hitsPerOperation: Int, body: @MainActor (Int) -> Void)],
    maxOperations: Int
  ) -> [Double] {
    var expected = 0
    let start = CallSink.hits
    let costs = Measure.interleaved(
      maxOperations: maxOperations, repeats: samples,
      bodies.map { entry in
        { n in
          expected += entry.hitsPerOperation * n
          entry.body(n)
        }
      })
    report.check(
      CallSink.hits - start == expected,
      "\(label): \(CallSink.hits - start) of \(expected) callbacks ran with their reason")
    return costs
  }

  /// Heap allocations per operation of `body(n)` after a warm-up, or `nil` where they cannot
  /// be counted.
  private func allocationsPerOperation(_ body: @MainActor (Int) -> Void) -> Double? {
    let n = count(100_000)
    body(1_000)
    return Measure.heap { body(n) }.allocations.map { Double($0) / Double(n) }
  }

  private func addAllocations(_ path: String, _ perOperation: Double?) {
    report.add(
      BenchResult(
        name: "heap allocations per \(path), steady state", unit: "allocations",
        value: perOperation, target: .below(0.01),
        targetText: "0 (< 0.01 per operation: none per operation)",
        note: perOperation == nil ? "allocations are counted on Linux only" : nil))
  }

  /// Every path of the fair-floor table, each beside its floor measured in the same
  /// interleaved rounds (the same loops callgrind.sh counts), with the targets, and the
  /// heap allocations of each engine path.
  /// - Returns: The allocations per steady-state route + dismiss cycle.
  @discardableResult
  func floorPaths() -> Double? {
    let floor = FloorRouter()
    let router = Router()
    let observed = Router()
    let subscription = observed.observe { _ in CallSink.hit() }
    defer { subscription.cancel() }
    let (app, feature) = Self.scopedRouter()
    let holder = FeatureHolder(feature)
    app.routeTo(.home, as: .push)
    let held = FeatureHolder(Router())
    let seed = CombineSeedRouter()
    let replica = ReplicaSeedRouter()
    let cycles = timed(
      "route + dismiss paths",
      [
        (1, { floorRouteDismiss(floor, $0) }),
        (1, { engineRouteDismiss(router, $0) }),
        (3, { engineRouteDismiss(observed, $0) }),
        (1, { scopedRouteDismiss(holder, $0) }),
        (1, { combineRouteDismiss(seed, $0) }),
        (
          1,
          { n in
            for i in 0..<n {
              replica.routeSubject.send((.sheet(i), .sheet, { CallSink.hit() }))
              replica.dismissSubject.send(.sheet)
            }
          }
        ),
        (1, { scopedRouteDismiss(held, $0) }),
      ], maxOperations: count(2_000_000))
    report.check(
      floor.count == 0 && router.state.routes.isEmpty && observed.state.routes.isEmpty
        && app.state.routes.count == 1 && held.router.state.routes.isEmpty,
      "route + dismiss paths: every router is back where it started")
    let (floorCost, engine, withObserver, scoped, combine, replicaCost, heldCost) = (
      cycles[0], cycles[1], cycles[2], cycles[3], cycles[4], cycles[5], cycles[6]
    )
    report.add(
      BenchResult(
        name: "route + dismiss with an onDismiss callback", unit: "ns/cycle", value: engine,
        baselineName: "fair floor", baseline: floorCost, target: .atMost(2),
        targetText: "≤ 2× floor"))
    report.add(
      BenchResult(
        name: "the same with one observer attached", unit: "ns/cycle", value: withObserver,
        baselineName: "fair floor", baseline: floorCost, target: .atMost(3),
        targetText: "≤ 3× floor"))
    report.add(
      BenchResult(
        name: "route + dismiss through a scoped router (any RouterEventsProtocol)",
        unit: "ns/cycle", value: scoped, baselineName: "unscoped", baseline: engine,
        target: .atMost(1.15), targetText: "≤ 1.15× unscoped"))
    report.add(
      BenchResult(
        name:
          "route + dismiss, the router held as any RouterEventsProtocol (as an intent holds it)",
        unit: "ns/cycle", value: heldCost, baselineName: "held as its type", baseline: engine,
        target: .report, targetText: "report"))
    report.add(
      BenchResult(
        name: "route + dismiss, one observer, vs the seed design on Combine (OpenCombine)",
        unit: "ns/cycle", value: withObserver, baselineName: "OpenCombine seed",
        baseline: combine, target: .fasterBy(10), targetText: "≥ 10× faster"))
    report.add(
      BenchResult(
        name: "route + dismiss, nothing observing, vs the seed design on Combine",
        unit: "ns/cycle", value: engine, baselineName: "OpenCombine seed", baseline: combine,
        target: .report, targetText: "report"))
    report.add(
      BenchResult(
        name: "route + dismiss vs a closure-array replica of the seed (no Combine)",
        unit: "ns/cycle", value: engine, baselineName: "closure replica", baseline: replicaCost,
        target: .report, targetText: "report"))

    let floorAlerts = FloorAlerts()
    let typed = TypedAlertRouterEvents(router: TypedAlertRouter())
    let alerts = timed(
      "typed alerts", [(1, { floorAlert(floorAlerts, $0) }), (1, { engineAlert(typed, $0) })],
      maxOperations: count(1_000_000))
    report.check(typed.state.alerts.isEmpty, "typed alerts: no alert left queued")
    report.add(
      BenchResult(
        name: "typed alert present + resolve", unit: "ns/alert", value: alerts[1],
        baselineName: "fair floor", baseline: alerts[0], target: .atMost(4),
        targetText: "≤ 4× floor"))

    let floorResults = FloorResultRouter()
    let results = timed(
      "results",
      [(1, { floorResult(floorResults, $0) }), (1, { engineResult(router, $0) })],
      maxOperations: count(1_000_000))
    report.add(
      BenchResult(
        name: "route expecting an Int + finish", unit: "ns/cycle", value: results[1],
        baselineName: "fair floor", baseline: results[0], target: .atMost(3),
        targetText: "≤ 3× floor"))

    let floorTabs = FloorTabs(count: 2)
    floorTabs.select(1)
    let tabs = BenchTabs(tabs: [0, 1], selected: 1)
    let tabCosts = timed(
      "tabs", [(1, { floorTab(floorTabs, $0) }), (1, { engineTab(tabs, $0) })],
      maxOperations: count(1_000_000))
    report.check(
      tabs[tab: 0].state.routes.isEmpty && tabs[tab: 1].state.routes.isEmpty,
      "tabs: both tabs are back at their root (\(tabs.state))")
    report.add(
      BenchResult(
        name: "select a tab + route + dismiss in it", unit: "ns/cycle", value: tabCosts[1],
        baselineName: "fair floor", baseline: tabCosts[0], target: .atMost(3),
        targetText: "≤ 3× floor"))

    popToRootPerRoute()

    let paths: [(String, @MainActor (Int) -> Void)] = [
      ("route + dismiss", { engineRouteDismiss(router, $0) }),
      ("route + dismiss, one observer", { engineRouteDismiss(observed, $0) }),
      ("scoped route + dismiss", { scopedRouteDismiss(holder, $0) }),
      ("typed alert present + resolve", { engineAlert(typed, $0) }),
      ("route expecting an Int + finish", { engineResult(router, $0) }),
      ("tab select + route + dismiss", { engineTab(tabs, $0) }),
    ]
    var perCycle: Double?
    for (path, body) in paths {
      let perOperation = allocationsPerOperation(body)
      if perCycle == nil { perCycle = perOperation }
      addAllocations(path, perOperation)
    }
    return perCycle
  }

  /// popToRoot of a 1,000-deep stack, per route, against the floor's, and the engine's
  /// transient heap per route while it pops.
  private func popToRootPerRoute() {
    let depth = popToRootDepth
    let start = CallSink.hits
    var runs = 0
    let floor = FloorRouter()
    let floorSeconds = Measure.seconds(repeats: samples) { () -> FloorRouter in
      floorPushes(floor, depth)
      return floor
    } _: { floor in
      runs += 1
      floorPopToRoot(floor)
    }
    let router = Router()
    let engineSeconds = Measure.seconds(repeats: samples) { () -> Router in
      enginePushes(router, depth)
      return router
    } _: { router in
      runs += 1
      enginePopToRoot(router)
    }
    // On a new router, as callgrind.sh measures it: memory a router keeps for its next
    // popToRoot once it has done one is memory the popToRoot needed all the same.
    let fresh = Router()
    enginePushes(fresh, depth)
    let transient = Measure.heap { enginePopToRoot(fresh) }.transientBytes
    runs += 1
    report.check(
      CallSink.hits - start == runs * depth && router.state.routes.isEmpty
        && fresh.state.routes.isEmpty && floor.count == 0,
      "popToRoot: \(CallSink.hits - start) of \(runs * depth) callbacks ran with their reason")
    report.add(
      BenchResult(
        name: "popToRoot of a \(depth)-deep stack, per route", unit: "ns/route",
        value: engineSeconds * 1e9 / Double(depth), baselineName: "fair floor",
        baseline: floorSeconds * 1e9 / Double(depth), target: .atMost(3),
        targetText: "≤ 3× floor"))
    report.add(
      BenchResult(
        name:
          "transient heap of that popToRoot on a new router, per route (peak over start / \(depth))",
        unit: "B/route", value: Measure.countsAllocations ? Double(transient) / Double(depth) : nil,
        target: .below(1), targetText: "none per route (< 1 B per route)",
        note: Measure.countsAllocations ? nil : "the heap is measured on Linux only"))
  }

  // MARK: Saving

  /// Saving a router of 1M routes (20,000 under `--quick`) to a file, in a child process so its
  /// time and peak memory are its own.
  func saving() throws {
    let n = quick ? 20_000 : 1_000_000
    let scale = Double(n) / 1_000_000
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("router-bench-save-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let saved = directory.appendingPathComponent("saved.json")
    let output = directory.appendingPathComponent("result.txt")
    let figures = measuredChild(
      ["--save-child", "\(n)", saved.path, output.path], output: output, what: "saving \(n) routes")
    let seconds = figures?.seconds
    let wall = figures?.wall
    let before = figures?.before
    let peak = figures?.peak
    report.add(
      BenchResult(
        name: "save \(n) routes to a file (savedState()), CPU time", unit: "s", value: seconds,
        target: .report, targetText: "growth row", note: wall))
    report.add(
      BenchResult(
        name: "peak resident memory of that save (the child process's own high-water mark)",
        unit: "MB", value: peak, baselineName: "child before saving", baseline: before,
        target: .below(quick ? (before ?? 0) + 400 * scale : 400),
        targetText: quick
          ? String(format: "≤ %.0f MB over the child's start (400 MB at 1M, scaled)", 400 * scale)
          : "≤ 400 MB"))
  }

  /// The child side of ``saving()``: builds a router holding `n` pushed routes, saves it to
  /// `path`, and writes "seconds beforeKB peakKB cpuSeconds" (the time on the clock, its
  /// resident high-water marks before saving and after, and the CPU time) to `output`.
  static func saveChild(routes n: Int, path: String, output: String) -> Int32 {
    let router = Router(
      state: NavigationState(
        routes: (1...max(1, n)).map {
          Route(id: RouteID(rawValue: $0), screen: .detail($0), presentation: .push)
        }))
    return measureChild(output: output) {
      do {
        try router.savedState().write(to: URL(fileURLWithPath: path), options: .atomic)
        return nil
      } catch {
        return "save failed: \(error)"
      }
    }
  }
}
