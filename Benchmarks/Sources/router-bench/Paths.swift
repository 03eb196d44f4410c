import Floor
import MVIRouter

// The loops both instruments measure: the time runner (router-bench) calls them with its
// operation counts, and callgrind.sh counts their instructions one process per case
// (`router-bench --callgrind CASE N`), with `--toggle-collect` on the loop's symbol. Each loop
// is out of line and has a stable symbol (`@_silgen_name`), so callgrind collects it and only
// it — a toggle on a closure inside it would switch collection off while the closure runs.
//
// Every callback captures nothing (creating it allocates nothing) and counts in `CallSink`
// only when it gets the reason or value it should, so a count checks both.

/// A typed alert, as an app declares one: its buttons stand for the values of `Action`.
enum BenchTypedAlert: RouterAlertScreenProtocol {
  case confirm

  enum Action: Hashable, Sendable {
    case keep
    case delete
  }
}

/// The router of the typed alert: its buttons are made once, as an app would keep them.
struct TypedAlertRouter: RouterPolicy {
  typealias Screen = BenchScreen

  static let buttons: [RouterAlertButton<BenchTypedAlert.Action>] = [
    .destructive("Delete", action: .delete), .cancel("Keep", action: .keep),
  ]

  func getAlertTitle(for type: BenchTypedAlert) -> String? { "Delete?" }

  func getAlertActions(for type: BenchTypedAlert) -> [RouterAlertButton<BenchTypedAlert.Action>] {
    Self.buttons
  }
}

typealias TypedAlertRouterEvents = RouterEvents<BenchScreen, BenchTypedAlert>
typealias BenchTabs = TabbedRouterEvents<Int, BenchScreen, BenchAlert>

/// How deep the stack a popToRoot case empties is.
let popToRootDepth = 1_000

// MARK: Route + dismiss

@_silgen_name("routerbench_floor_route_dismiss") @inline(never) @MainActor
func floorRouteDismiss(_ floor: FloorRouter, _ n: Int) {
  for i in 0..<n {
    floor.push(
      .sheet(i),
      onDismiss: FloorDismissHandler { if case .dismissed = $0 { CallSink.hit() } })
    floor.pop(reason: .dismissed)
  }
}

@_silgen_name("routerbench_floor_observed_route_dismiss") @inline(never) @MainActor
func floorObservedRouteDismiss(_ floor: FloorObservedRouter, _ n: Int) {
  for i in 0..<n {
    floor.push(
      .sheet(i),
      onDismiss: FloorDismissHandler { if case .dismissed = $0 { CallSink.hit() } })
    floor.pop(reason: .dismissed)
  }
}

/// The configuration apps use: a policy with hooks (it chooses presentations, hears
/// dismissals, and its route guard is asked) — hooks that do nothing but be called.
struct BenchPolicy: RouterPolicy {
  typealias Alert = BenchAlert

  func getScreenPresentationType(for type: BenchScreen) -> RouterScreenPresentationType {
    .sheet
  }

  func onScreenDismiss(type: BenchScreen, reason: DismissReason) {}
}

@_silgen_name("routerbench_engine_route_dismiss") @inline(never) @MainActor
func engineRouteDismiss(_ router: RouterEvents<BenchScreen, BenchAlert>, _ n: Int) {
  for i in 0..<n {
    router.routeTo(.sheet(i), as: .sheet) { if case .dismissed = $0 { CallSink.hit() } }
    router.dismiss()
  }
}

/// A feature's router as a feature holds it: an existential whose concrete type the loop cannot
/// see (a parameter of existential type would be specialized to the concrete scoped router, and
/// the loop's symbol renamed).
@MainActor
final class FeatureHolder {
  let router: any RouterEventsProtocol<BenchScreen, BenchAlert>

  init(_ router: any RouterEventsProtocol<BenchScreen, BenchAlert>) { self.router = router }
}

@_silgen_name("routerbench_scoped_route_dismiss") @inline(never) @MainActor
func scopedRouteDismiss(_ holder: FeatureHolder, _ n: Int) {
  let router = holder.router
  for i in 0..<n {
    router.routeTo(.sheet(i), as: .sheet) { if case .dismissed = $0 { CallSink.hit() } }
    router.dismiss()
  }
}

@_silgen_name("routerbench_combine_route_dismiss") @inline(never) @MainActor
func combineRouteDismiss(_ seed: CombineSeedRouter, _ n: Int) {
  for i in 0..<n {
    seed.routeSubject.send(.init(screen: .sheet(i), kind: .sheet, onDismiss: { CallSink.hit() }))
    seed.dismissSubject.send(.sheet)
  }
}

// MARK: Alerts

@_silgen_name("routerbench_floor_alert") @inline(never) @MainActor
func floorAlert(_ alerts: FloorAlerts, _ n: Int) {
  for _ in 0..<n {
    alerts.present(
      .confirm, onAction: FloorAlertHandler { if case .delete = $0 { CallSink.hit() } })
    alerts.resolve(.delete)
  }
}

@_silgen_name("routerbench_engine_alert") @inline(never) @MainActor
func engineAlert(_ router: TypedAlertRouterEvents, _ n: Int) {
  for _ in 0..<n {
    router.presentAlert(.confirm) { if case .delete = $0 { CallSink.hit() } }
    router.resolveAlert(.delete)
  }
}

// MARK: Results

@_silgen_name("routerbench_floor_result") @inline(never) @MainActor
func floorResult(_ floor: FloorResultRouter, _ n: Int) {
  for i in 0..<n {
    let id = floor.push(
      .sheet(i), onResult: FloorResultHandler { if case .value = $0 { CallSink.hit() } })
    floor.finish(id, with: i)
  }
}

@_silgen_name("routerbench_engine_result") @inline(never) @MainActor
func engineResult(_ router: RouterEvents<BenchScreen, BenchAlert>, _ n: Int) {
  for i in 0..<n {
    // The screen finishes through its route's context, as a presented screen's intent does.
    router.routeTo(.sheet(i), as: .sheet, expecting: Int.self) {
      if case .value = $0 { CallSink.hit() }
    }
    router.context(for: router.state.routes.last!, returning: Int.self).finish(i)
  }
}

// MARK: Tabs

@_silgen_name("routerbench_floor_tab") @inline(never) @MainActor
func floorTab(_ tabs: FloorTabs, _ n: Int) {
  for i in 0..<n {
    let tab = i & 1
    tabs.select(tab)
    let router = tabs.router(tab)
    router.push(
      .sheet(i), onDismiss: FloorDismissHandler { if case .dismissed = $0 { CallSink.hit() } })
    router.pop(reason: .dismissed)
  }
}

@_silgen_name("routerbench_engine_tab") @inline(never) @MainActor
func engineTab(_ tabs: BenchTabs, _ n: Int) {
  for i in 0..<n {
    let tab = i & 1
    tabs.select(tab)
    let router = tabs[tab: tab]
    router.routeTo(.sheet(i), as: .sheet) { if case .dismissed = $0 { CallSink.hit() } }
    router.dismiss()
  }
}

// MARK: popToRoot (the measured function is one popToRoot; building the stack is not measured)

@MainActor
func floorPushes(_ floor: FloorRouter, _ depth: Int) {
  for i in 0..<depth {
    floor.push(
      .detail(i),
      onDismiss: FloorDismissHandler { if case .poppedToRoot = $0 { CallSink.hit() } })
  }
}

@_silgen_name("routerbench_floor_pop_to_root") @inline(never) @MainActor
func floorPopToRoot(_ floor: FloorRouter) {
  floor.popToRoot()
}

@MainActor
func enginePushes(_ router: RouterEvents<BenchScreen, BenchAlert>, _ depth: Int) {
  router.perform {
    for i in 0..<depth {
      router.routeTo(.detail(i), as: .push) { if case .poppedToRoot = $0 { CallSink.hit() } }
    }
  }
}

@_silgen_name("routerbench_engine_pop_to_root") @inline(never) @MainActor
func enginePopToRoot(_ router: RouterEvents<BenchScreen, BenchAlert>) {
  router.popToRoot()
}
