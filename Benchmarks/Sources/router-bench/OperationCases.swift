import Floor
import MVIRouter

// The operation table (`callgrind.sh --ops`): one counted case per public operation no row of
// the target table covers, each a cycle that leaves the router as it found it, so any cost that
// grows or allocates in the steady state shows. They are counted like the table's rows (the same
// loop functions with stable symbols) but have no target: an operation far above route +
// dismiss, or allocating, is a cost to explain.

/// The router every operation case drives.
typealias OpRouter = RouterEvents<BenchScreen, BenchAlert>

/// The deep links of `op-open-link`: one path to a two-push stack.
let opLinks = DeepLinkMap<BenchScreen>(
  scheme: "bench",
  [DeepLink("list/detail") { _ in [.push(.list), .push(.detail(1))] }])

/// The routes of `op-set-routes`.
let opSteps: [RouteStep<BenchScreen>] = [.push(.list), .push(.detail(1))]

extension CountedCase {
  /// The operation cases, named `op-…`; `callgrind.sh` leaves them out of its target table and
  /// prints them with `--ops`.
  @MainActor static let operations: [CountedCase] = [
    CountedCase(name: "op-push-pop", symbol: "routerbench_op_push_pop") { n in
      let router = OpRouter()
      return measured(hits: n) { opPushPop(router, n) }
    },
    CountedCase(name: "op-push-close", symbol: "routerbench_op_push_close") { n in
      let router = OpRouter()
      return measured(hits: n) { opPushClose(router, n) }
    },
    CountedCase(name: "op-push-pop-to-id", symbol: "routerbench_op_push_pop_to_id") { n in
      let router = OpRouter()
      let base = router.routeTo(.list, as: .push)
      return measured(hits: n) { opPushPopToID(router, base, n) }
    },
    CountedCase(name: "op-push-pop-to-screen", symbol: "routerbench_op_push_pop_to_screen") { n in
      let router = OpRouter()
      router.routeTo(.list, as: .push)
      return measured(hits: n) { opPushPopToScreen(router, n) }
    },
    CountedCase(name: "op-two-pushes-pop-to-root", symbol: "routerbench_op_pop_to_root_small") {
      n in
      let router = OpRouter()
      return measured(hits: 2 * n) { opPopToRootSmall(router, n) }
    },
    CountedCase(name: "op-set-routes", symbol: "routerbench_op_set_routes") { n in
      let router = OpRouter()
      return measured(hits: 0) { opSetRoutes(router, n) }
    },
    CountedCase(name: "op-sheet-dismiss-all", symbol: "routerbench_op_dismiss_all") { n in
      let router = OpRouter()
      return measured(hits: n) { opDismissAll(router, n) }
    },
    CountedCase(name: "op-push-user-back", symbol: "routerbench_op_user_back") { n in
      let router = OpRouter()
      return measured(hits: n) { opUserBack(router, n) }
    },
    CountedCase(name: "op-guard-allow-dismiss", symbol: "routerbench_op_guard_allow") { n in
      let router = OpRouter()
      return measured(hits: n) { opGuardAllow(router, n) }
    },
    CountedCase(name: "op-guard-veto-dismiss", symbol: "routerbench_op_guard_veto") { n in
      let router = OpRouter()
      return measured(hits: 2 * n) { opGuardVeto(router, n) }
    },
    CountedCase(name: "op-open-link-pop-to-root", symbol: "routerbench_op_open_link") { n in
      let router = OpRouter()
      return measured(hits: 0) { opOpenLink(router, n) }
    },
    CountedCase(name: "op-alert-cancel", symbol: "routerbench_op_alert_cancel") { n in
      let router = TypedAlertRouterEvents(router: TypedAlertRouter())
      return measured(hits: n) { opAlertCancel(router, n) }
    },
    CountedCase(name: "op-reattach", symbol: "routerbench_op_reattach") { n in
      let router = OpRouter()
      let id = router.routeTo(.sheet(0), as: .sheet)
      return measured(hits: 0) { opReattach(router, id, n) }
    },
  ]
}

@_silgen_name("routerbench_op_push_pop") @inline(never) @MainActor
func opPushPop(_ router: OpRouter, _ n: Int) {
  for i in 0..<n {
    router.routeTo(.detail(i), as: .push) { if case .popped = $0 { CallSink.hit() } }
    router.pop()
  }
}

@_silgen_name("routerbench_op_push_close") @inline(never) @MainActor
func opPushClose(_ router: OpRouter, _ n: Int) {
  for i in 0..<n {
    let id = router.routeTo(.detail(i), as: .push) { if case .popped = $0 { CallSink.hit() } }
    router.close(id)
  }
}

@_silgen_name("routerbench_op_push_pop_to_id") @inline(never) @MainActor
func opPushPopToID(_ router: OpRouter, _ base: RouteID, _ n: Int) {
  for i in 0..<n {
    router.routeTo(.detail(i), as: .push) { if case .popped = $0 { CallSink.hit() } }
    router.pop(to: base)
  }
}

@_silgen_name("routerbench_op_push_pop_to_screen") @inline(never) @MainActor
func opPushPopToScreen(_ router: OpRouter, _ n: Int) {
  for i in 0..<n {
    router.routeTo(.detail(i), as: .push) { if case .popped = $0 { CallSink.hit() } }
    router.pop(to: .list)
  }
}

@_silgen_name("routerbench_op_pop_to_root_small") @inline(never) @MainActor
func opPopToRootSmall(_ router: OpRouter, _ n: Int) {
  for i in 0..<n {
    router.routeTo(.list, as: .push) { if case .poppedToRoot = $0 { CallSink.hit() } }
    router.routeTo(.detail(i), as: .push) { if case .poppedToRoot = $0 { CallSink.hit() } }
    router.popToRoot()
  }
}

@_silgen_name("routerbench_op_set_routes") @inline(never) @MainActor
func opSetRoutes(_ router: OpRouter, _ n: Int) {
  for _ in 0..<n {
    router.setRoutes(opSteps)
    router.setRoutes([])
  }
}

@_silgen_name("routerbench_op_dismiss_all") @inline(never) @MainActor
func opDismissAll(_ router: OpRouter, _ n: Int) {
  // Counting down: a loop the same shape as op-push-pop's is merged with it, and its symbol
  // becomes a jump callgrind collects nothing behind.
  for i in (0..<n).reversed() {
    router.routeTo(.sheet(i), as: .sheet) { if case .dismissedAll = $0 { CallSink.hit() } }
    router.dismissAll()
  }
}

@_silgen_name("routerbench_op_user_back") @inline(never) @MainActor
func opUserBack(_ router: OpRouter, _ n: Int) {
  for i in 0..<n {
    router.routeTo(.detail(i), as: .push) { if case .userBack = $0 { CallSink.hit() } }
    router.userDidGoBack()
  }
}

@_silgen_name("routerbench_op_guard_allow") @inline(never) @MainActor
func opGuardAllow(_ router: OpRouter, _ n: Int) {
  for i in 0..<n {
    router.routeTo(.sheet(i), as: .sheet) { if case .dismissed = $0 { CallSink.hit() } }
    router.context(for: router.state.routes.last!).guardDismissal(.allow)
    router.dismiss()
  }
}

@_silgen_name("routerbench_op_guard_veto") @inline(never) @MainActor
func opGuardVeto(_ router: OpRouter, _ n: Int) {
  for i in 0..<n {
    router.routeTo(.sheet(i), as: .sheet) { if case .dismissed = $0 { CallSink.hit() } }
    let route = router.context(for: router.state.routes.last!)
    route.guardDismissal(.veto) { _ in CallSink.hit() }
    router.dismiss()
    route.guardDismissal(.allow)
    router.dismiss()
  }
}

@_silgen_name("routerbench_op_open_link") @inline(never) @MainActor
func opOpenLink(_ router: OpRouter, _ n: Int) {
  for _ in 0..<n {
    _ = try? router.open("bench://list/detail", using: opLinks)
    router.popToRoot()
  }
}

@_silgen_name("routerbench_op_alert_cancel") @inline(never) @MainActor
func opAlertCancel(_ router: TypedAlertRouterEvents, _ n: Int) {
  for _ in 0..<n {
    router.presentAlert(.confirm) { if case .keep = $0 { CallSink.hit() } }
    router.cancelAlert()
  }
}

@_silgen_name("routerbench_op_reattach") @inline(never) @MainActor
func opReattach(_ router: OpRouter, _ id: RouteID, _ n: Int) {
  for _ in 0..<n {
    router.reattach(route: id) { if case .dismissed = $0 { CallSink.hit() } }
  }
}
