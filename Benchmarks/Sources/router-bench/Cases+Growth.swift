import Floor
import Foundation
import MVIRouter

/// One operation of the growth table: how to build the router, the operation to time, and
/// what must hold afterwards.
@MainActor
struct GrowthCase {
  var name: String
  /// What the per-item cost is counted per ("route", "alert", "callback").
  var item: String
  var sizes: [Int]
  /// Builds a router holding `n` items; `counter` counts callbacks.
  var setup: (_ n: Int, _ counter: Counter) -> RouterEvents<BenchScreen, BenchAlert>
  var operation: (_ router: RouterEvents<BenchScreen, BenchAlert>, _ n: Int) -> Void
  /// Returns a failure message, or `nil` when the result is right.
  var verify:
    (_ router: RouterEvents<BenchScreen, BenchAlert>, _ n: Int, _ counter: Counter) ->
      String?
  /// How many items one run changes (for the cost per item).
  var items: (_ n: Int) -> Int = { $0 }
}

/// A callback counter shared by a case's closures.
@MainActor
final class Counter {
  var value = 0
}

extension Cases {
  typealias Steps = [RouteStep<BenchScreen>]

  /// Seconds for the fair floor to pop `n` routes to its root (a callback call per route).
  func floorPopAll(_ n: Int) -> Double {
    let start = CallSink.hits
    var runs = 0
    let seconds = Measure.seconds(repeats: samples) { () -> FloorRouter in
      let floor = FloorRouter()
      floorPushes(floor, n)
      return floor
    } _: { floor in
      runs += 1
      floorPopToRoot(floor)
    }
    report.check(CallSink.hits - start == runs * n, "the floor popped \(n) routes to root")
    return seconds
  }

  /// Seconds for the fair floor to replace `n` routes by `n` others.
  func floorSet(_ n: Int) -> Double {
    let a = (0..<n).map { FloorScreen.detail($0) }
    let b = (0..<n).map { FloorScreen.detail(n + $0) }
    let handler = FloorDismissHandler { if case .replaced = $0 { CallSink.hit() } }
    let start = CallSink.hits
    var runs = 0
    let seconds = Measure.seconds(repeats: samples) { () -> FloorRouter in
      let floor = FloorRouter()
      floor.replace(with: a, onDismiss: handler)
      return floor
    } _: { floor in
      runs += 1
      floor.replace(with: b, onDismiss: handler)
    }
    report.check(CallSink.hits - start == runs * n, "the floor replaced \(n) routes")
    return seconds
  }

  static func pushes(_ router: Router, _ n: Int, _ counter: Counter) {
    router.perform {
      for i in 0..<n { router.routeTo(.detail(i), as: .push) { _ in counter.value += 1 } }
    }
  }

  /// A new router with `n` pushes, each counting its dismissal.
  static func routerWithPushes(_ n: Int, _ counter: Counter) -> Router {
    let router = Router()
    pushes(router, n, counter)
    return router
  }

  var growthCases: [GrowthCase] {
    let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
    func emptied(_ router: Router, _ n: Int, _ counter: Counter) -> String? {
      if !router.state.routes.isEmpty { return "\(router.state.routes.count) routes left" }
      if counter.value != n { return "\(counter.value) of \(n) dismiss callbacks ran" }
      return nil
    }
    return [
      GrowthCase(
        name: "popToRoot", item: "route", sizes: sizes,
        setup: Cases.routerWithPushes,
        operation: { router, _ in router.popToRoot() }, verify: emptied),
      GrowthCase(
        name: "popToRoot through a scoped router (every route the feature's)", item: "route",
        sizes: sizes, setup: Cases.routerWithPushes,
        operation: { router, _ in Cases.detailScope(of: router).popToRoot() }, verify: emptied),
      GrowthCase(
        name: "dismissAll (every route a sheet)", item: "route", sizes: sizes,
        setup: { n, counter in
          let router = Router()
          router.perform {
            for i in 0..<n { router.routeTo(.sheet(i), as: .sheet) { _ in counter.value += 1 } }
          }
          return router
        },
        operation: { router, _ in router.dismissAll() }, verify: emptied),
      GrowthCase(
        name: "pop(to:) the first route", item: "route", sizes: sizes,
        setup: Cases.routerWithPushes,
        operation: { router, _ in router.pop(to: router.state.routes[0].id) },
        verify: { router, n, counter in
          router.state.routes.count == 1 && counter.value == n - 1
            ? nil : "\(router.state.routes.count) routes left, \(counter.value) callbacks"
        }),
      GrowthCase(
        name: "setRoutes to n other routes", item: "route changed", sizes: sizes,
        setup: Cases.routerWithPushes,
        operation: { router, n in
          router.setRoutes((0..<n).map { .push(.detail(n + $0)) })
        },
        verify: { router, n, counter in
          router.state.routes.count == n && counter.value == n
            && router.state.routes.last?.screen == .detail(2 * n - 1)
            ? nil : "\(router.state.routes.count) routes, \(counter.value) callbacks"
        },
        items: { 2 * $0 }),
      GrowthCase(
        name: "n × pop()", item: "route", sizes: sizes,
        setup: Cases.routerWithPushes,
        operation: { router, n in
          for _ in 0..<n { router.pop() }
        },
        verify: emptied),
      GrowthCase(
        name: "alert drain (n queued, each resolved)", item: "alert", sizes: sizes,
        setup: { n, counter in
          let router = Router()
          router.perform {
            for _ in 0..<n { router.presentAlert(.info, owner: .root) { _ in counter.value += 1 } }
          }
          return router
        },
        operation: { router, n in
          let button = router.state.visibleAlert!.buttons[0].action!
          for _ in 0..<n { router.resolveAlert(button) }
        },
        verify: { router, n, counter in
          router.state.alerts.isEmpty && counter.value == n
            ? nil : "\(router.state.alerts.count) alerts left, \(counter.value) of \(n) answered"
        }),
      GrowthCase(
        name: "popToRoot, each route owning an alert", item: "route", sizes: sizes,
        setup: { n, counter in
          let router = Router()
          router.perform {
            for i in 0..<n {
              router.routeTo(.detail(i), as: .push) { _ in counter.value += 1 }
              router.presentAlert(.info)
            }
          }
          return router
        },
        operation: { router, _ in router.popToRoot() },
        verify: { router, n, counter in
          if let failure = emptied(router, n, counter) { return failure }
          return router.state.alerts.isEmpty ? nil : "\(router.state.alerts.count) alerts left"
        }),
      GrowthCase(
        // The last confirm of a dismissAll deferred by n nested guards, asked top-most first:
        // it passes the n − 1 guards that consented and removes all n sheets.
        name: "the last confirm through n nested deferring guards", item: "route",
        sizes: quick ? [100, 1_000] : [1_000, 10_000],
        setup: { n, counter in
          let router = Router()
          router.perform {
            for i in 0..<n { router.routeTo(.detail(i), as: .sheet) { _ in counter.value += 1 } }
          }
          for route in router.state.routes { router.context(for: route).guardDismissal(.defer) }
          router.dismissAll()
          for _ in 1..<n { router.confirm(router.deferredChange!) }
          return router
        },
        operation: { router, _ in router.confirm(router.deferredChange!) },
        verify: { router, n, counter in emptied(router, n, counter) }),
      GrowthCase(
        // Every confirm passes the guards that consented and meets the next one down: it
        // removes nothing until the last, which removes all n sheets.
        name: "confirm n nested deferring guards one by one", item: "guard",
        sizes: quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000],
        setup: { n, counter in
          let router = Router()
          router.perform {
            for i in 0..<n { router.routeTo(.detail(i), as: .sheet) { _ in counter.value += 1 } }
          }
          for route in router.state.routes { router.context(for: route).guardDismissal(.defer) }
          router.dismissAll()
          return router
        },
        operation: { router, _ in
          while let change = router.deferredChange { router.confirm(change) }
        },
        verify: { router, n, counter in emptied(router, n, counter) }),
      GrowthCase(
        // The visible alert is the bottom sheet's: it leaves last, and the head of the queue
        // moves past every alert that left with its sheet to the root's.
        name: "dismissAll of n sheets owning an alert each, n root alerts queued behind",
        item: "route", sizes: quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000],
        setup: { n, counter in
          let router = Router()
          router.perform {
            for i in 0..<n {
              router.routeTo(.sheet(i), as: .sheet) { _ in counter.value += 1 }
              router.presentAlert(.info)
            }
            for _ in 0..<n { router.presentAlert(.info, owner: .root) }
          }
          return router
        },
        operation: { router, _ in router.dismissAll() },
        verify: { router, n, counter in
          if let failure = emptied(router, n, counter) { return failure }
          let alerts = router.state.alerts
          return alerts.count == n && alerts.allSatisfy { $0.owner == nil }
            ? nil : "\(alerts.count) alerts left, where the \(n) root alerts should be"
        }),
      GrowthCase(
        name: "popToRoot where each dismiss callback routes again", item: "callback",
        sizes: quick ? [1_000, 10_000] : [100_000, 1_000_000],
        setup: { n, counter in
          let router = Router()
          router.perform {
            for i in 0..<n {
              router.routeTo(.detail(i), as: .push) { [unowned router] _ in
                counter.value += 1
                router.routeTo(.list, as: .push)
              }
            }
          }
          return router
        },
        operation: { router, _ in router.popToRoot() },
        verify: { router, n, counter in
          router.state.routes.count == n && counter.value == n
            && router.state.routes.allSatisfy { $0.screen == .list }
            ? nil : "\(router.state.routes.count) routes, \(counter.value) of \(n) callbacks"
        }),
    ]
  }

  /// The growth table: each operation at each size, per item, against the floor at that size.
  /// A size whose projected time exceeds the budget (from the growth measured so far) is
  /// skipped and reported as missed with the projection.
  func growth() {
    let budget = quick ? 3.0 : 60.0
    var floors: [Int: Double] = [:]
    func floorPerItem(_ n: Int) -> Double {
      if let known = floors[n] { return known }
      let perItem = floorPopAll(n) / Double(n)
      floors[n] = perItem
      return perItem
    }
    for growthCase in growthCases {
      var previous: [(n: Int, seconds: Double)] = []
      for n in growthCase.sizes {
        let name = "\(growthCase.name), n = \(n)"
        let unit = "ns/\(growthCase.item)"
        let isSetRoutes = growthCase.items(1) == 2
        if let last = previous.last {
          let factor = Double(n) / Double(last.n)
          var growth = factor * factor
          if previous.count >= 2 {
            let before = previous[previous.count - 2]
            let exponent =
              log(last.seconds / before.seconds) / log(Double(last.n) / Double(before.n))
            growth = pow(factor, max(1, exponent))
          }
          let projected = last.seconds * growth
          if projected > budget {
            report.add(
              BenchResult(
                name: name, unit: unit, value: nil, baselineName: "floor",
                baseline: (isSetRoutes ? floorSet(n) / Double(2 * n) : floorPerItem(n)) * 1e9,
                target: .atMost(4), targetText: "≤ 4× floor",
                note: String(
                  format: "not run: n = %d took %.2f s, its growth projects %.0f s here",
                  last.n, last.seconds, projected)))
            break
          }
        }
        let counter = Counter()
        var failure: String?
        let seconds = Measure.seconds(repeats: samples) { () -> Router in
          counter.value = 0
          return growthCase.setup(n, counter)
        } _: { router in
          growthCase.operation(router, n)
        } after: { router in
          if failure == nil { failure = growthCase.verify(router, n, counter) }
        }
        report.check(failure == nil, "\(name): \(failure ?? "")")
        previous.append((n, seconds))
        let items = Double(growthCase.items(n))
        let floor = isSetRoutes ? floorSet(n) / items : floorPerItem(n)
        report.add(
          BenchResult(
            name: name, unit: unit, value: seconds / items * 1e9, baselineName: "floor",
            baseline: floor * 1e9, target: .atMost(4), targetText: "≤ 4× floor",
            note: String(format: "%.2f ms in all", seconds * 1e3)))
      }
    }
  }
}
