import Testing

@testable import MVIRouter

/// An operation called on a ``RouterEvents`` takes one of two paths: where the router's type is
/// known it carries itself out directly; where it is not (an intent holds its router as
/// `any RouterEventsProtocol`, in an optimized build) it builds a `RouterRequest` and the
/// router's `submit(_:)` carries it out, compiled for the router's types. The same random
/// operations through each path must return the same outcomes, call the same callbacks, result
/// and guard handlers, hooks and observers, in the same order, and leave the same state.
///
/// Each operation's rule is written once, in the router's request switch: an operation whose
/// request is its kind alone (`pop()`, `close(_:)`, ...) reaches that switch on both paths, so a
/// wrong rule there shows in the behaviour tests of the operation, not here. What this suite
/// holds equal is how each path reaches it: the request each operation builds, and the typed
/// calls that operations carrying a value (a route, an alert, `pop(to:)` a screen, `setRoutes`,
/// `finish`, `resolveAlert`) make directly to the routine their request's case calls.
///
/// A debug build takes the direct path for a `RouterEvents` wherever it is held; the router of
/// the tests' own below passes every requirement on to a `RouterEvents`, so an operation called
/// on it takes the request path in any build. Callbacks act again during deliveries, the policy's
/// route guard vetoes and defers, guards defer removals that are confirmed or abandoned, and some
/// operations run in batches. Replay one seed with `MVIROUTER_SEED=<seed>`.
@MainActor
@Suite struct RequestPathsAgreeTests {
  nonisolated static let seeds = SeededGenerator.seeds(6)

  /// Asks the route guard of every route and hears every hook: the picker is vetoed, the
  /// settings deferred (until confirmed), everything else allowed.
  @MainActor final class Policy: RouterPolicy {
    typealias Screen = CoreScreen
    typealias Alert = CoreAlert

    var log: (String) -> Void = { _ in }

    func getAlertActions(for type: CoreAlert) -> [RouterAlertButton<String>] {
      CoreRouter().getAlertActions(for: type)
    }

    func getRouteDecision(for type: CoreScreen, as presentation: RouterScreenPresentationType)
      -> GuardDecision
    {
      switch type {
      case .picker: .veto
      case .settings: .defer
      default: .allow
      }
    }

    func onScreenDismiss(type: CoreScreen, reason: DismissReason) {
      log("hook dismissed \(type) \(reason)")
    }

    func onResult(
      _ result: RouteResult<RouterResultValue>, of route: Route<CoreScreen>,
      presenter: Route<CoreScreen>?
    ) {
      log("hook result \(route.id) \(result)")
    }

    func onGuardedChange(_ change: GuardedChange, of route: Route<CoreScreen>) {
      log("hook guarded \(route.id) \(change.operation)")
    }
  }

  /// One router driven through one path, and everything it called, in order.
  @MainActor final class Driver<Router: RouterEventsProtocol<CoreScreen, CoreAlert>> {
    let router: Router
    var log: [String] = []
    var label = 0
    var subscription: RouterSubscription?
    var heard: [GuardedChange] = []

    init(_ router: Router, policy: Policy) {
      self.router = router
      policy.log = { [unowned self] in log.append($0) }
      subscription = router.observe { [unowned self] in log.append("event \($0)") }
    }

    /// What a callback does again while the delivery is under way.
    func act(_ reentry: Int, from name: String) {
      switch reentry {
      case 1: route(.detail(label), as: .push, reentry: 0)
      case 2: log.append("\(name) → \(router.pop())")
      case 3: router.presentAlert(.info) { [unowned self] in log.append("\(name) alert \($0)") }
      case 4: log.append("\(name) → \(router.popToRoot())")
      case 5: if let change = heard.last { log.append("\(name) → \(router.confirm(change))") }
      default: break
      }
    }

    func route(_ screen: CoreScreen, as presentation: RouterScreenPresentationType?, reentry: Int) {
      label += 1
      let name = "#\(label)"
      let id = router.routeTo(screen, as: presentation) { [unowned self] reason in
        log.append("\(name) \(reason)")
        act(reentry, from: name)
      }
      log.append("\(name) is \(id)")
    }

    func routeExpecting(_ screen: CoreScreen, reentry: Int) {
      label += 1
      let name = "#\(label)"
      let id = router.routeTo(screen, as: .sheet, expecting: Int.self) { [unowned self] in
        log.append("\(name) \($0)")
      } onResult: { [unowned self] result in
        log.append("\(name) result \(result)")
        act(reentry, from: name)
      }
      log.append("\(name) is \(id)")
    }

    /// Runs operation `kind` with the random choices in `values`.
    func run(_ kind: Int, _ values: [Int]) {
      let routes = router.state.routes
      let someID =
        routes.isEmpty ? RouteID(rawValue: values[0] % 9 + 1) : routes[values[0] % routes.count].id
      let screens: [CoreScreen] = [.list, .detail(values[1]), .edit, .picker, .settings]
      let screen = screens[values[1] % screens.count]
      let presentations: [RouterScreenPresentationType?] = [nil, .push, .sheet, .fullScreenCover]
      let outcome: RouterOutcome
      switch kind {
      case 0, 1, 2:
        route(screen, as: presentations[values[2] % 4], reentry: values[3] % 6)
        return
      case 3:
        routeExpecting(screen, reentry: values[3] % 6)
        return
      case 4: outcome = router.dismiss()
      case 5: outcome = router.pop()
      case 6: outcome = router.popToRoot()
      case 7: outcome = router.pop(to: someID)
      case 8: outcome = router.pop(to: screen)
      case 9: outcome = router.close(someID)
      case 10: outcome = router.dismiss(someID)
      case 11: outcome = router.dismissAll()
      case 12: outcome = router.goBack()
      case 13: outcome = router.userDidGoBack()
      case 14:
        outcome = router.setRoutes([
          RouteStep(.list, as: .push), RouteStep(screen, as: presentations[1 + values[2] % 3]!),
        ])
      case 15: outcome = router.finish(someID, with: values[2])
      case 16:
        let id = router.presentAlert(values[2] % 2 == 0 ? .delete : .info) { [unowned self] in
          log.append("alert answered \($0)")
          act(values[3] % 6, from: "alert")
        }
        log.append("alert is \(id)")
        return
      case 17: outcome = router.resolveAlert(values[2] % 2 == 0 ? "Delete" : "OK")
      case 18: outcome = router.cancelAlert()
      case 19:
        let decisions: [GuardDecision] = [.allow, .veto, .defer]
        let set = router.guardDismissal(of: someID, decisions[values[2] % 3]) {
          [unowned self] change in
          heard.append(change)
          log.append("guard \(someID) heard \(change.operation)")
          // Confirms, abandons or routes: asking for a removal again would meet the same
          // guard again, for ever.
          switch values[3] % 4 {
          case 0: log.append("guard → \(router.confirm(change))")
          case 1: log.append("guard → \(router.abandon(change))")
          case 2: act(1, from: "guard")
          default: break
          }
        }
        log.append("guard \(someID) set \(set)")
        return
      case 20, 21:
        guard let change = heard.randomElement(using: values[2]) else { return }
        outcome = kind == 20 ? router.confirm(change) : router.abandon(change)
      case 22:
        outcome = router.perform {
          route(screen, as: .push, reentry: 0)
          return router.pop()
        }
      case 23:
        let ok = router.reattach(route: someID) { [unowned self] in log.append("reattached \($0)") }
        log.append("reattach \(ok)")
        return
      default:
        let set = router.reattach(route: someID, expecting: Int.self) { [unowned self] in
          log.append("reattached result \($0)")
        }
        log.append("reattach expecting \(set)")
        return
      }
      log.append("→ \(outcome)")
    }
  }

  @Test(arguments: seeds)
  func directAndRequestPathsAgree(seed: UInt64) throws {
    var random = SeededGenerator(state: seed)
    let directPolicy = Policy()
    let direct = Driver(
      RouterEvents<CoreScreen, CoreAlert>(router: directPolicy), policy: directPolicy)
    let requestPolicy = Policy()
    let requests = Driver(
      ThroughRequests(RouterEvents(router: requestPolicy)), policy: requestPolicy)
    for step in 0..<400 {
      let kind = Int.random(in: 0..<25, using: &random)
      let values = (0..<4).map { _ in Int.random(in: 0..<1_000, using: &random) }
      direct.run(kind, values)
      requests.run(kind, values)
      try #require(
        direct.log == requests.log,
        "seed \(seed), step \(step), operation \(kind): the logs differ")
      try #require(
        "\(direct.router.state)" == "\(requests.router.state)",
        "seed \(seed), step \(step), operation \(kind): the states differ")
    }
    // The runs went through what they are meant to compare.
    #expect(direct.log.contains { $0.hasPrefix("hook guarded") })
    #expect(direct.log.contains { $0.contains("result") })
  }
}

extension Array {
  /// The element `index` picks, wrapped around; `nil` when empty.
  fileprivate func randomElement(using index: Int) -> Element? {
    isEmpty ? nil : self[index % count]
  }
}
