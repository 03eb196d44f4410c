import MVIRouter
import Testing

/// A scoped router whose feature owns every route and alert of its app's router behaves exactly
/// as a plain router of the feature's types: random operations (routes with callbacks and
/// results, alerts and their answers, every removal, `setRoutes`, guards confirmed and
/// abandoned, closures re-attached, batches), the same on both, with callbacks that route again
/// from inside the delivery (and guard or re-attach a route asked for in the same delivery),
/// give the same outcomes, states, events, callbacks and results, step by step.
///
/// A failure names the seed and the step; replay one seed with `MVIROUTER_SEED=<seed>`.
@MainActor
@Suite struct ScopedRouterDifferentialTests {
  nonisolated static let seeds = SeededGenerator.seeds(8)
  nonisolated static let operationsPerSeed = 1_500

  enum Screen: RouterScreenProtocol {
    case list
    case item(Int)
    case editor, picker
  }
  enum Alert: RouterAlertScreenProtocol {
    case confirm, failed
    enum Action: Hashable, Sendable { case keep, discard, retry }
  }

  /// The feature's router, used by both sides.
  struct Policy: RouterPolicy {
    func getScreenPresentationType(for type: Screen) -> RouterScreenPresentationType {
      switch type {
      case .list, .item: .push
      case .editor: .sheet
      case .picker: .fullScreenCover
      }
    }
    func getAlertTitle(for type: Alert) -> String? { type == .confirm ? "Discard?" : "Failed" }
    func getAlertActions(for type: Alert) -> [RouterAlertButton<Alert.Action>] {
      switch type {
      case .confirm: [.destructive("Discard", action: .discard), .cancel("Keep", action: .keep)]
      case .failed: [.default("Try again", action: .retry), .cancel(action: .keep)]
      }
    }
  }

  enum AppScreen: RouterScreenProtocol {
    case feature(Screen)
    var feature: Screen? { if case .feature(let screen) = self { screen } else { nil } }
  }
  enum AppAlert: RouterAlertScreenProtocol {
    case feature(Alert)
    var feature: Alert? { if case .feature(let alert) = self { alert } else { nil } }
  }

  /// One side: a router of the feature's types, and everything it was heard to do.
  @MainActor final class Side {
    let router: any RouterEventsProtocol<Screen, Alert>
    /// Keeps the app's router of a scoped side alive.
    let owner: AnyObject
    var random: SeededGenerator
    var heard: [String] = []
    var changes: [GuardedChange] = []
    /// The last route asked for, perhaps still waiting behind the delivery under way.
    var requested: RouteID?
    var subscription: RouterSubscription?

    init(router: any RouterEventsProtocol<Screen, Alert>, owner: AnyObject, seed: UInt64) {
      self.router = router
      self.owner = owner
      random = SeededGenerator(state: seed)
      subscription = router.observe { [unowned self] event in heard.append("event \(event)") }
    }

    func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    /// Performs one random operation; `depth` > 0 from inside a callback.
    func step(_ depth: Int) -> String {
      let screens: [Screen] = [.list, .item(1), .item(2), .editor, .picker]
      let presentations: [RouterScreenPresentationType?] = [nil, .push, .sheet, .fullScreenCover]
      let routes = router.state.routes
      let reenter = depth < 2
      if depth > 0 && chance(30) { return routeAndAttach(screens, presentations) }
      // A route to guard or re-attach: presented, or (from a callback) just asked for.
      let target =
        depth > 0 && chance(50) ? requested : routes.randomElement(using: &random)?.id
      switch random.next() % 21 {
      case 0, 1, 2:
        let screen = pick(screens)
        let id = router.routeTo(screen, as: pick(presentations)) { [unowned self] reason in
          heard.append("dismissed \(screen) \(reason)")
          if reenter && chance(25) { heard.append("  again " + step(depth + 1)) }
        }
        requested = id
        return "routeTo \(screen) \(id)"
      case 3:
        let screen = pick(screens)
        let id = router.routeTo(screen, expecting: Int.self) { [unowned self] result in
          heard.append("result \(screen) \(result)")
          if reenter && chance(25) { heard.append("  again " + step(depth + 1)) }
        }
        requested = id
        return "routeTo expecting \(screen) \(id)"
      case 4:
        guard let route = routes.randomElement(using: &random) else { return "finish none" }
        return "finish \(router.context(for: route, returning: Int.self).finish(7))"
      case 5:
        let alert: Alert = pick([.confirm, .failed])
        let id = router.presentAlert(alert) { [unowned self] action in
          heard.append("answered \(alert) \(action)")
          if reenter && chance(30) { heard.append("  again " + step(depth + 1)) }
        }
        return "presentAlert \(alert) \(id)"
      case 6:
        return "resolveAlert \(router.resolveAlert(pick([.keep, .discard, .retry])))"
      case 7: return "cancelAlert \(router.cancelAlert())"
      case 8: return "dismiss \(router.dismiss())"
      case 9: return "pop \(router.pop())"
      case 10: return "popToRoot \(router.popToRoot())"
      case 11: return "dismissAll \(router.dismissAll())"
      case 12: return "goBack \(router.goBack())"
      case 13: return "userDidGoBack \(router.userDidGoBack())"
      case 14:
        guard let route = routes.randomElement(using: &random) else { return "close none" }
        return "close \(router.context(for: route).close())"
      case 15:
        guard let route = routes.randomElement(using: &random) else { return "pop(to:) none" }
        return chance(50)
          ? "pop(to: id) \(router.pop(to: route.id))"
          : "pop(to: screen) \(router.pop(to: route.screen))"
      case 16:
        let steps = (0..<Int(random.next() % 3)).map { _ in
          RouteStep(pick(screens), as: pick([.push, .sheet]))
        }
        let kept = routes.prefix(Int(random.next() % UInt64(routes.count + 1))).map {
          RouteStep($0.screen, as: $0.presentation, options: $0.options)
        }
        return "setRoutes \(router.setRoutes(kept + steps))"
      case 17:
        guard let target else { return "guard none" }
        let decision: GuardDecision = pick([.defer, .defer, .veto, .allow])
        let set = router.guardDismissal(of: target, decision) { [unowned self] change in
          heard.append("guarded \(change)")
          changes.append(change)
        }
        return "guard \(target) \(decision) \(set)"
      case 18:
        guard let change = changes.popLast() else { return "settle none" }
        return chance(60)
          ? "confirm \(router.confirm(change))" : "abandon \(router.abandon(change))"
      case 19:
        guard let target else { return "reattach none" }
        let set = router.reattach(route: target) { [unowned self] reason in
          heard.append("re-attached \(target) \(reason)")
        }
        return "reattach \(target) \(set)"
      default:
        guard depth == 0 else { return "batch skipped" }
        return router.perform { "batch [\(step(depth + 1)); \(step(depth + 1))]" }
      }
    }

    /// From a callback: asks for a route (it waits behind the delivery), then guards it or
    /// re-attaches its callback before it is presented.
    func routeAndAttach(
      _ screens: [Screen], _ presentations: [RouterScreenPresentationType?]
    ) -> String {
      let screen = pick(screens)
      let id = router.routeTo(screen, as: pick(presentations)) { [unowned self] reason in
        heard.append("dismissed \(screen) \(reason)")
      }
      requested = id
      if chance(50) {
        let decision: GuardDecision = pick([.defer, .veto])
        let set = router.guardDismissal(of: id, decision) { [unowned self] change in
          heard.append("guarded \(change)")
          changes.append(change)
        }
        return "routeTo \(screen) \(id), guard \(decision) \(set)"
      }
      let set = router.reattach(route: id) { [unowned self] reason in
        heard.append("re-attached \(id) \(reason)")
      }
      return "routeTo \(screen) \(id), reattach \(set)"
    }
  }

  /// `text` with the app's wrapping of the feature's values taken off: an outcome's reason names
  /// the screen or alert the app's router met, `feature(item(2))` for the plain `item(2)`.
  static func unwrapped(_ text: String) -> String {
    var result = ""
    var opened: [Bool] = []  // for each open parenthesis: whether it is a `feature(`'s
    var rest = Substring(text)
    while let first = rest.first {
      if rest.hasPrefix("feature(") {
        opened.append(true)
        rest = rest.dropFirst("feature(".count)
        continue
      }
      if first == "(" { opened.append(false) }
      if first == ")", let wrapping = opened.popLast(), wrapping {
        rest = rest.dropFirst()
        continue
      }
      result.append(first)
      rest = rest.dropFirst()
    }
    return result
  }

  @Test func unwrappingTakesOffOnlyTheAppsWrapping() {
    #expect(Self.unwrapped("pop(to: feature(item(2))): no") == "pop(to: item(2)): no")
    #expect(Self.unwrapped("alert feature(failed) has (none)") == "alert failed has (none)")
  }

  @Test(arguments: seeds)
  func aScopedRouterDoesWhatAPlainRouterDoes(seed: UInt64) {
    let plainRouter = RouterEvents(router: Policy())
    let plain = Side(router: plainRouter, owner: plainRouter, seed: seed)
    let app = RouterEvents<AppScreen, AppAlert>()
    let scoped = Side(
      router: app.scope(
        screen: AppScreen.feature, extract: \.feature, alert: AppAlert.feature,
        extract: \.feature, router: Policy()),
      owner: app, seed: seed)
    // The plain router's `ignored` events name no route: a scoped router passes none on.
    let plainEvents = { plain.heard.filter { !$0.hasPrefix("event ignored") } }
    for index in 0..<Self.operationsPerSeed {
      let expected = plain.step(0)
      let actual = Self.unwrapped(scoped.step(0))
      scoped.heard = scoped.heard.map(Self.unwrapped)
      #expect(actual == expected, "seed \(seed), step \(index)")
      #expect(scoped.router.state == plain.router.state, "seed \(seed), step \(index)")
      #expect(scoped.heard == plainEvents(), "seed \(seed), step \(index): \(expected)")
      if actual != expected || scoped.router.state != plain.router.state
        || scoped.heard != plainEvents()
      {
        return
      }
      plain.heard.removeAll()
      scoped.heard.removeAll()
    }
  }
}
