import MVIRouter

/// An app's screens with a feature's (`BenchScreen`) embedded, for the scoped-router cases.
enum BenchAppScreen: RouterScreenProtocol {
  case home
  case feature(BenchScreen)

  var feature: BenchScreen? {
    if case .feature(let screen) = self { screen } else { nil }
  }
}

/// An app's alerts with a feature's embedded.
enum BenchAppAlert: RouterAlertScreenProtocol {
  case offline
  case feature(BenchAlert)

  var feature: BenchAlert? {
    if case .feature(let alert) = self { alert } else { nil }
  }
}

extension Cases {
  typealias AppRouter = RouterEvents<BenchAppScreen, BenchAppAlert>
  typealias FeatureRouter = any RouterEventsProtocol<BenchScreen, BenchAlert>

  /// The feature's router inside a new app router, as a feature's intent holds it.
  static func scopedRouter() -> (app: AppRouter, feature: FeatureRouter) {
    let app = AppRouter()
    let feature = app.scope(
      screen: BenchAppScreen.feature, extract: \.feature, alert: BenchAppAlert.feature,
      extract: \.feature)
    return (app, feature)
  }

  /// A scope of `router` whose feature is the `detail` screens (the feature's type is the app's,
  /// so a growth case can build it over the routers the other cases build).
  static func detailScope(of router: Router) -> ScopedRouterEvents<BenchScreen, BenchAlert> {
    router.scope(screen: { $0 }, extract: { if case .detail = $0 { $0 } else { nil } })
  }

  /// A route + dismiss cycle through a scoped router (held as a feature holds it, as
  /// `any RouterEventsProtocol`) against the same cycle on an unscoped router, interleaved; and
  /// the heap allocations of the scoped cycle.
  func scopedCycles() {
    var dismissed = 0
    var expected = 0
    let router = Router()
    let (app, feature) = Self.scopedRouter()
    app.routeTo(.home, as: .push)
    let costs = Measure.interleaved(
      maxOperations: count(2_000_000), repeats: samples,
      [
        { n in
          expected += n
          for i in 0..<n {
            router.routeTo(.sheet(i), as: .sheet) { _ in dismissed += 1 }
            router.dismiss()
          }
        },
        { n in
          expected += n
          for i in 0..<n {
            feature.routeTo(.sheet(i), as: .sheet) { _ in dismissed += 1 }
            feature.dismiss()
          }
        },
      ])
    report.check(dismissed == expected, "scoped cycles: \(dismissed) of \(expected) callbacks ran")
    report.check(
      router.state.routes.isEmpty && app.state.routes.count == 1,
      "scoped cycles: the routers are back where they started")
    report.add(
      BenchResult(
        name: "route + dismiss cycle through a scoped router (any RouterEventsProtocol)",
        unit: "ns/cycle", value: costs[1], baselineName: "unscoped cycle", baseline: costs[0],
        target: .atMost(1.5), targetText: "≤ 1.5× unscoped"))

    let n = count(100_000)
    func run(_ count: Int) {
      for i in 0..<count {
        feature.routeTo(.sheet(i), as: .sheet) { _ in Tally.dismissed += 1 }
        feature.dismiss()
      }
    }
    run(1_000)
    let start = Tally.dismissed
    let allocations = Measure.allocations { run(n) }
    report.check(Tally.dismissed - start == n, "scoped allocation case: every callback ran")
    let perCycle = allocations.map { Double($0) / Double(n) }
    report.add(
      BenchResult(
        name: "heap allocations per steady-state scoped route + dismiss cycle (\(n) cycles)",
        unit: "allocations", value: perCycle, target: .below(0.01),
        targetText: "0 (< 0.01 per cycle: none per cycle)",
        note: perCycle == nil ? "allocations are counted on Linux only" : nil))
  }
}
