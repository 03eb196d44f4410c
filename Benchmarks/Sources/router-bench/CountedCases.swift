import Floor
import MVIRouter

/// What one run of a counted case measured.
struct CountedRun {
  /// Whether every callback ran once with the reason or value it should have.
  var ok: Bool
  /// Heap allocations inside the measured function, or `nil` where they cannot be counted.
  var allocations: UInt64?
  /// The most the live heap grew over its start within one call of the measured function.
  var transientBytes: Int64
}

/// One case of `router-bench --callgrind CASE N`: a path of the engine or of the floor, run `N`
/// times in its loop function and nothing else, for callgrind.sh to count with
/// `--toggle-collect=SYMBOL`. It also counts the allocations inside that function, so the
/// script reads instructions and allocations from the same runs.
struct CountedCase {
  /// The case's name on the command line.
  var name: String
  /// The symbol of the function callgrind collects.
  var symbol: String
  /// Operations per iteration: a popToRoot case counts its routes.
  var operationsPerIteration = 1
  var run: @MainActor (_ iterations: Int) -> CountedRun

  /// Every counted case: the target table's, then the operation table's (`op-…`).
  @MainActor static let all = table + operations

  /// The cases of callgrind.sh's target table.
  @MainActor static let table: [CountedCase] = [
    CountedCase(name: "floor-route-dismiss", symbol: "routerbench_floor_route_dismiss") { n in
      let floor = FloorRouter()
      return measured(hits: n) { floorRouteDismiss(floor, n) }
    },
    CountedCase(name: "engine-route-dismiss", symbol: "routerbench_engine_route_dismiss") { n in
      let router = RouterEvents<BenchScreen, BenchAlert>()
      return measured(hits: n) { engineRouteDismiss(router, n) }
    },
    CountedCase(name: "engine-observed", symbol: "routerbench_engine_route_dismiss") { n in
      let router = RouterEvents<BenchScreen, BenchAlert>()
      // One observer, as every host attaches: it hears routed and dismissed.
      let subscription = router.observe { _ in CallSink.hit() }
      defer { subscription.cancel() }
      return measured(hits: 3 * n) { engineRouteDismiss(router, n) }
    },
    CountedCase(
      name: "floor-observed", symbol: "routerbench_floor_observed_route_dismiss"
    ) { n in
      // One observer called once per event: routed and dismissed.
      let floor = FloorObservedRouter { _ in CallSink.hit() }
      return measured(hits: 3 * n) { floorObservedRouteDismiss(floor, n) }
    },
    CountedCase(name: "engine-policy-observed", symbol: "routerbench_engine_route_dismiss") { n in
      // As apps run: a policy with hooks, and one observer (every host attaches one).
      let router = RouterEvents(router: BenchPolicy())
      let subscription = router.observe { _ in CallSink.hit() }
      defer { subscription.cancel() }
      return measured(hits: 3 * n) { engineRouteDismiss(router, n) }
    },
    CountedCase(name: "engine-scoped", symbol: "routerbench_scoped_route_dismiss") { n in
      let (app, feature) = Cases.scopedRouter()
      let holder = FeatureHolder(feature)
      app.routeTo(.home, as: .push)
      return measured(hits: n) { scopedRouteDismiss(holder, n) }
    },
    CountedCase(name: "engine-existential", symbol: "routerbench_scoped_route_dismiss") { n in
      // The plain router held as a feature holds its router: the scoped row's loop, unscoped.
      let holder = FeatureHolder(RouterEvents<BenchScreen, BenchAlert>())
      return measured(hits: n) { scopedRouteDismiss(holder, n) }
    },
    CountedCase(name: "combine-seed", symbol: "routerbench_combine_route_dismiss") { n in
      let seed = CombineSeedRouter()
      return measured(hits: n) { combineRouteDismiss(seed, n) }
    },
    CountedCase(name: "floor-alert", symbol: "routerbench_floor_alert") { n in
      let alerts = FloorAlerts()
      return measured(hits: n) { floorAlert(alerts, n) }
    },
    CountedCase(name: "engine-alert", symbol: "routerbench_engine_alert") { n in
      let router = TypedAlertRouterEvents(router: TypedAlertRouter())
      return measured(hits: n) { engineAlert(router, n) }
    },
    CountedCase(name: "floor-result", symbol: "routerbench_floor_result") { n in
      let floor = FloorResultRouter()
      return measured(hits: n) { floorResult(floor, n) }
    },
    CountedCase(name: "engine-result", symbol: "routerbench_engine_result") { n in
      let router = RouterEvents<BenchScreen, BenchAlert>()
      return measured(hits: n) { engineResult(router, n) }
    },
    CountedCase(name: "floor-tab", symbol: "routerbench_floor_tab") { n in
      let tabs = FloorTabs(count: 2)
      tabs.select(1)
      return measured(hits: n) { floorTab(tabs, n) }
    },
    CountedCase(name: "engine-tab", symbol: "routerbench_engine_tab") { n in
      let tabs = BenchTabs(tabs: [0, 1], selected: 1)
      return measured(hits: n) { engineTab(tabs, n) }
    },
    CountedCase(
      name: "floor-pop-to-root", symbol: "routerbench_floor_pop_to_root",
      operationsPerIteration: popToRootDepth
    ) { n in
      let floor = FloorRouter()
      return repeated(n) {
        floorPushes(floor, popToRootDepth)
      } _: {
        floorPopToRoot(floor)
      }
    },
    CountedCase(
      name: "engine-pop-to-root", symbol: "routerbench_engine_pop_to_root",
      operationsPerIteration: popToRootDepth
    ) { n in
      let router = RouterEvents<BenchScreen, BenchAlert>()
      return repeated(n) {
        enginePushes(router, popToRootDepth)
      } _: {
        enginePopToRoot(router)
      }
    },
  ]

  /// Runs `body` once, counting its allocations and transient heap, and checks that it made
  /// `hits` callback calls.
  @MainActor
  static func measured(hits: Int, _ body: @MainActor () -> Void) -> CountedRun {
    let start = CallSink.hits
    let counted = Measure.heap(body)
    return CountedRun(
      ok: CallSink.hits - start == hits, allocations: counted.allocations,
      transientBytes: counted.transientBytes)
  }

  /// Runs `setup` then `body` `n` times, counting allocations and transient heap of `body`
  /// alone, and checks that every route of every stack was dismissed once with its reason.
  @MainActor
  static func repeated(
    _ n: Int, _ setup: @MainActor () -> Void, _ body: @MainActor () -> Void
  ) -> CountedRun {
    let start = CallSink.hits
    var allocations: UInt64? = 0
    var transient: Int64 = 0
    for _ in 0..<n {
      setup()
      let counted = Measure.heap(body)
      allocations = counted.allocations.flatMap { count in allocations.map { $0 + count } }
      transient = max(transient, counted.transientBytes)
    }
    return CountedRun(
      ok: CallSink.hits - start == n * popToRootDepth, allocations: allocations,
      transientBytes: transient)
  }

  /// Runs the case `name` for `iterations` and prints one line for callgrind.sh, e.g.
  /// `case=floor-alert iterations=1000 operations=1000 allocations=0 transient_bytes=0 ok=true`.
  /// - Returns: `false` for an unknown case or a wrong callback count.
  @MainActor
  static func run(_ name: String, iterations: Int) -> Bool {
    guard let counted = all.first(where: { $0.name == name }), iterations >= 0 else {
      return false
    }
    let result = counted.run(iterations)
    let allocations = result.allocations.map { "\($0)" } ?? "n/a"
    print(
      "case=\(name) iterations=\(iterations) "
        + "operations=\(iterations * counted.operationsPerIteration) "
        + "allocations=\(allocations) transient_bytes=\(result.transientBytes) ok=\(result.ok)")
    return result.ok
  }

  /// Prints `name symbol operationsPerIteration` for each case, one a line.
  @MainActor
  static func list() {
    for counted in all {
      print("\(counted.name) \(counted.symbol) \(counted.operationsPerIteration)")
    }
  }
}
