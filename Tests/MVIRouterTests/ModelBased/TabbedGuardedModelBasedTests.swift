import Foundation
import MVIRouter
import Testing

/// Applies random operations to a ``TabbedRouterEvents`` and to one ``GuardedModel`` per part
/// (the overlay and each tab) side by side: routing in any part with options and results,
/// guards with handlers, confirming and abandoning, the router's route guard, removals, the
/// user's back through the container, tab switches and reselection, the container's
/// dismiss-all, tabbed deep links, saving and restoring — with callbacks that route again in
/// the same part or another, select a tab or confirm from inside the delivery. After each
/// operation it compares every part's state, the selected tab, every tagged event, every
/// callback and handler, every hook and the outcome.
///
/// A failure names the seed and the step; replay one seed with `MVIROUTER_SEED=<seed>`.
@MainActor
@Suite struct TabbedGuardedModelBasedTests {
  nonisolated static let seeds = SeededGenerator.seeds(10)
  nonisolated static let operationsPerSeed = 6_000

  typealias Act = GuardedModel.Act
  typealias Router = TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>
  nonisolated static let tabs = CoreTab.allTabs
  nonisolated static func tag(_ part: Int) -> String {
    part == 0 ? "over tabs: " : "\(tabs[part - 1]): "
  }

  /// The model: a ``GuardedModel`` per part, ids from one source, one queue.
  struct Model {
    var parts = Array(repeating: GuardedModel(), count: 1 + TabbedGuardedModelBasedTests.tabs.count)
    var selected = 1
    var nextRoute = 1
    var nextAlert = 1
    var events: [String] = []
    var callbacks: [String] = []
    var hooks: [String] = []
    var triggered: [(part: Int, act: Act, heard: Int?, log: Int)] = []
    /// What callbacks asked for, queued across the container, applied in order once the
    /// operation is over.
    var pending: [Pending] = []
    /// The deferral that stopped the container's last dismissAll, and the part it is in.
    var containerDeferral: (part: Int, id: Int)?

    enum Pending {
      case request(Int, GuardedModel.ModelRoute)
      case op(Int, GuardedModel.Op)
      case confirm(Int, Int)
      case abandon(Int, Int)
      case select(Int)
      case dismissAll
      case userBack
    }

    /// Queues what the callbacks that fired asked for, reserving route ids as they fire.
    mutating func collect() {
      let fired = triggered
      triggered = []
      for (part, act, heard, line) in fired {
        var suffix = " → queued"
        switch act {
        case .route(let screen, let presentation, let locked, let expects):
          let route = GuardedModel.ModelRoute(
            id: nextRoute, screen: screen, presentation: presentation, locked: locked,
            logsDismiss: true, expects: expects)
          nextRoute += 1
          pending.append(.request(part, route))
          suffix = " → routeTo #\(route.id)"
        case .routeIn(let target):
          let route = GuardedModel.ModelRoute(
            id: nextRoute, screen: .detail(7), presentation: .push, logsDismiss: true)
          nextRoute += 1
          pending.append(.request(target, route))
          suffix = " → routeTo #\(route.id)"
        case .select(let tab): pending.append(.select(tab))
        case .tabsDismissAll: pending.append(.dismissAll)
        case .userBack: pending.append(.userBack)
        case .dismiss: pending.append(.op(part, .dismiss))
        case .pop: pending.append(.op(part, .pop))
        case .confirm, .abandon:
          if let id = heard ?? parts[part].deferred?.id {
            pending.append(act == .confirm ? .confirm(part, id) : .abandon(part, id))
            suffix = " → \(act) \(id) queued"
          } else {
            suffix = " → nothing"
          }
        case .routeGuarded, .alert, .popTo, .dismissAll, .observeLate, .stopObserving:
          suffix = " → nothing"
        }
        callbacks[line] += suffix
      }
    }

    /// Applies a change to one part as one transaction, with the container's ids.
    mutating func onPart(_ part: Int, _ body: (inout GuardedModel) -> String) -> String {
      parts[part].nextRoute = nextRoute
      parts[part].nextAlert = nextAlert
      parts[part].events = []
      parts[part].callbacks = []
      parts[part].hooks = []
      parts[part].triggered = []
      let outcome = body(&parts[part])
      parts[part].endTransaction()
      nextRoute = parts[part].nextRoute
      nextAlert = parts[part].nextAlert
      events += parts[part].events.map { TabbedGuardedModelBasedTests.tag(part) + $0 }
      let offset = callbacks.count
      callbacks += parts[part].callbacks
      hooks += parts[part].hooks
      triggered += parts[part].triggered.map { (part, $0.act, $0.heard, $0.log + offset) }
      parts[part].triggered = []
      // The callbacks fire as each router delivers its part: ids are reserved then.
      collect()
      return outcome
    }

    mutating func select(_ tab: Int) -> String {
      guard tab != selected else { return onPart(tab) { $0.apply(.popToRoot) } }
      events.append(
        "tab selected: \(TabbedGuardedModelBasedTests.tabs[selected - 1]) → \(TabbedGuardedModelBasedTests.tabs[tab - 1])"
      )
      selected = tab
      return "applied"
    }

    /// Every part cleared, the overlay first, then the selected tab, then the others — unless
    /// a guard of any part would stop its part: then that part alone applies it, to report the
    /// stop (a veto anywhere wins, else the first deferral in the container's order). Its
    /// deferral is the container's: confirmed in its part, the whole dismissAll follows.
    mutating func dismissAll() -> String {
      let order =
        ([0, selected] + (1...TabbedGuardedModelBasedTests.tabs.count).filter { $0 != selected })
        .filter { !parts[$0].routes.isEmpty }
      // What each part's guards would say, asked of a copy.
      let dry = order.map { part -> String in
        var copy = parts[part]
        return copy.apply(.clearAll)
      }
      if let stopping = dry.firstIndex(where: { $0.contains("vetoed") })
        ?? dry.firstIndex(where: { $0.contains("deferred") })
      {
        let part = order[stopping]
        let outcome = onPart(part) { $0.apply(.clearAll) }
        containerDeferral =
          outcome.contains("deferred") ? parts[part].deferred.map { (part, $0.id) } : nil
        return outcome
      }
      var applied = false
      for part in order where onPart(part, { $0.apply(.clearAll) }) == "applied" { applied = true }
      return applied ? "applied" : "ignored: dismissAll(): no modal is presented"
    }

    /// A part's confirm of deferral `id`: the container's dismissAll deferral finishes the whole
    /// dismissAll (the part first, then the rest, where another guard may stop it again); any
    /// other is the part's own.
    mutating func confirm(_ id: Int, in part: Int) -> String {
      guard let deferral = containerDeferral, deferral == (part, id) else {
        return onPart(part) { $0.confirm(id) }
      }
      containerDeferral = nil
      let outcome = onPart(part) { $0.confirm(id) }
      guard outcome == "applied" else { return outcome }
      let rest = dismissAll()
      if rest.hasPrefix("ignored"), rest.contains("vetoed") || rest.contains("deferred") {
        return rest
      }
      return outcome
    }

    /// The container's back: the top-most part's (the overlay's when it has routes).
    mutating func userBack() -> String {
      if let part = visibleAlertPart { return onPart(part) { $0.cancelAlert() } }
      let part = parts[0].routes.isEmpty ? selected : 0
      return onPart(part) { $0.apply(.userBack) }
    }

    /// The part whose alert is visible: the overlay's, else the selected tab's.
    var visibleAlertPart: Int? {
      !parts[0].alerts.isEmpty ? 0 : !parts[selected].alerts.isEmpty ? selected : nil
    }
  }

  /// The engine's side.
  @MainActor final class Harness {
    let hooks = ModelRouter()
    let tabs: Router
    var events: [String] = []
    var callbacks: [String] = []
    var changes: [(part: Int, change: GuardedChange)] = []

    init() {
      tabs = Router(tabs: TabbedGuardedModelBasedTests.tabs, selected: .home, router: hooks)
      tabs.observeAlways { [unowned self] in self.events.append("\($0)") }
    }

    func router(_ part: Int) -> RouterEvents<CoreScreen, CoreAlert> {
      part == 0 ? tabs.overlay : tabs[tab: TabbedGuardedModelBasedTests.tabs[part - 1]]
    }

    func log(_ line: String, _ part: Int, _ act: Act?, heard: GuardedChange? = nil) {
      let index = callbacks.count
      callbacks.append(line)
      if let act { callbacks[index] += perform(act, in: part, heard: heard) }
    }

    func route(
      in part: Int, _ screen: CoreScreen, _ presentation: RouterScreenPresentationType,
      locked: Bool, expects: Bool, onDismiss: Act?, onResult: Act?, predicted: Int = 0
    ) -> RouteID {
      // A vetoed route's result handler hears before `routeTo` returns.
      let box = GuardedModelBasedTests.IDBox()
      box.value = predicted
      let options = PresentationOptions(interactiveDismissDisabled: locked)
      let router = router(part)
      let onDismissLogger: (DismissReason) -> Void = { [unowned self] reason in
        self.log("#\(box.value) dismissed \(reason)", part, onDismiss)
      }
      let id =
        expects
        ? router.routeTo(
          screen, as: presentation, options: options, expecting: Int.self,
          onDismiss: onDismissLogger,
          onResult: { [unowned self] result in
            self.log("#\(box.value) result \(result)", part, onResult)
          })
        : router.routeTo(screen, as: presentation, options: options, onDismiss: onDismissLogger)
      box.value = id.rawValue
      return id
    }

    func guardLogger(_ id: RouteID, _ part: Int, _ act: Act?) -> (GuardedChange) -> Void {
      { [unowned self] change in
        self.changes.append((part, change))
        self.log("guard \(id) heard \(change.id) \(change)", part, act, heard: change)
      }
    }

    func perform(_ act: Act, in part: Int, heard: GuardedChange?) -> String {
      let router = router(part)
      switch act {
      case .route(let screen, let presentation, let locked, let expects):
        let id = route(
          in: part, screen, presentation, locked: locked, expects: expects, onDismiss: nil,
          onResult: nil)
        return " → routeTo \(id)"
      case .routeIn(let target):
        let id = route(
          in: target, .detail(7), .push, locked: false, expects: false, onDismiss: nil,
          onResult: nil)
        return " → routeTo \(id)"
      case .select(let tab): return " → \(tabs.select(TabbedGuardedModelBasedTests.tabs[tab - 1]))"
      case .tabsDismissAll: return " → \(tabs.dismissAll())"
      case .userBack: return " → \(tabs.userDidGoBack())"
      case .dismiss: return " → \(router.dismiss())"
      case .pop: return " → \(router.pop())"
      case .confirm, .abandon:
        guard let change = heard ?? router.deferredChange else { return " → nothing" }
        changes.append((part, change))
        let outcome = act == .confirm ? router.confirm(change) : router.abandon(change)
        return " → \(act) \(change.id) \(outcome)"
      case .routeGuarded, .alert, .popTo, .dismissAll, .observeLate, .stopObserving:
        return " → nothing"
      }
    }
  }

  @Test(arguments: seeds)
  func containerAndModelAgreeOnEveryOperation(seed: UInt64) async throws {
    var random = SeededGenerator(state: seed)
    let harness = Harness()
    let tabs = harness.tabs
    var model = Model()
    var saved: (data: Data, model: Model)?
    let screens: [CoreScreen] = [.list, .detail(1), .detail(2), .edit, .picker, .settings]
    let presentations: [RouterScreenPresentationType] = [.push, .push, .sheet, .fullScreenCover]
    let partCount = Self.tabs.count + 1

    func randomAct(forGuard: Bool = false) -> Act? {
      if forGuard {
        return switch Int.random(in: 0..<6, using: &random) {
        case 0, 1: .confirm
        case 2: .abandon
        case 3: .routeIn(Int.random(in: 0..<partCount, using: &random))
        default: nil
        }
      }
      return switch Int.random(in: 0..<16, using: &random) {
      case 0, 1:
        .route(
          screens.randomElement(using: &random)!, presentations.randomElement(using: &random)!,
          locked: false, expects: Bool.random(using: &random))
      case 2, 3: .routeIn(Int.random(in: 0..<partCount, using: &random))
      case 4, 5: .select(Int.random(in: 1..<partCount, using: &random))
      case 6: .tabsDismissAll
      case 7: .userBack
      case 8: .dismiss
      case 9: .pop
      case 10, 11: .confirm
      case 12: .abandon
      default: nil
      }
    }

    /// What fired callbacks asked for, queued across the container, applied in order.
    func settle() {
      // Each part's transaction ends, and queues its callbacks' requests, in `onPart`.
      settleModel(
        endingEach: {}, next: { model.pending.isEmpty ? nil : model.pending.removeFirst() },
        apply: { pending in
          switch pending {
          case .request(let part, let route): _ = model.onPart(part) { $0.request(route) }
          case .op(let part, let op): _ = model.onPart(part) { $0.apply(op) }
          case .confirm(let part, let id): _ = model.confirm(id, in: part)
          case .abandon(let part, let id): _ = model.onPart(part) { $0.abandon(id) }
          case .select(let tab): _ = model.select(tab)
          case .dismissAll: _ = model.dismissAll()
          case .userBack: _ = model.userBack()
          }
        })
    }

    var coverage = PathCoverage([
      "a dismissal deferred", "a dismissal vetoed", "a deferred change confirmed and applied",
      "a route vetoed by the route guard", "a callback routing again", "a callback selecting a tab",
      "a reselect popping to the root", "the container's dismissAll applied",
      "a deep link applied", "a restore applied", "the container's back applied",
      "a locked route kept", "an alert answered",
    ])
    for step in 0..<Self.operationsPerSeed {
      // Between steps, other main-actor tests run: none waits behind a whole seed.
      await Task.yield()
      harness.events = []
      harness.callbacks = []
      harness.hooks.heard = []
      model.events = []
      model.callbacks = []
      model.hooks = []
      let part = Int.random(in: 0..<partCount, using: &random)
      let router = harness.router(part)
      var name = ""
      var expected = ""
      var actual = ""
      switch Int.random(in: 0..<33, using: &random) {
      case 30, 31:
        // An alert in any part: visible when its part is the overlay or the selected tab.
        let alert: CoreAlert = Bool.random(using: &random) ? .delete : .info
        name = "alert \(alert) in part \(part)"
        var id = 0
        _ = model.onPart(part) { model in
          id = model.presentAlert(alert, act: nil, logs: true)
          return "applied"
        }
        expected = "\(id)"
        let box = GuardedModelBasedTests.IDBox()
        let actualID = router.presentAlert(alert) { [unowned harness] action in
          harness.log("alert #\(box.value) answered \(action)", part, nil)
        }
        box.value = actualID.rawValue
        actual = "\(actualID.rawValue)"
      case 32:
        name = "cancel the visible alert"
        expected =
          model.visibleAlertPart.map { part in model.onPart(part) { $0.cancelAlert() } } ?? "none"
        actual = tabs.visibleAlertRouter.map { "\($0.cancelAlert())" } ?? "none"
      case 0...6:
        let screen = screens.randomElement(using: &random)!
        let presentation = presentations.randomElement(using: &random)!
        let locked = Int.random(in: 0..<6, using: &random) == 0
        let expects = Bool.random(using: &random)
        let onDismiss = randomAct()
        let onResult = expects ? randomAct() : nil
        let route = GuardedModel.ModelRoute(
          id: model.nextRoute, screen: screen, presentation: presentation, locked: locked,
          logsDismiss: true, onDismiss: onDismiss, expects: expects, onResult: onResult)
        model.nextRoute += 1
        name = "route \(route.text) in part \(part) then \(onDismiss.map { "\($0)" } ?? "nothing")"
        expected = "\(RouteID(rawValue: route.id))"
        _ = model.onPart(part) { $0.request(route) }
        actual =
          "\(harness.route(in: part, screen, presentation, locked: locked, expects: expects, onDismiss: onDismiss, onResult: onResult, predicted: route.id))"
      case 7, 8:
        guard let target = model.parts[part].routes.randomElement(using: &random) else { continue }
        let decision: GuardDecision = [.allow, .veto, .defer, .defer].randomElement(using: &random)!
        let act = randomAct(forGuard: true)
        name =
          "guard #\(target.id) in part \(part) \(decision) then \(act.map { "\($0)" } ?? "nothing")"
        let index = model.parts[part].index(of: target.id)!
        model.parts[part].routes[index].guarding = .init(
          decision: decision, hasHandler: true, act: act)
        expected = "true"
        let id = RouteID(rawValue: target.id)
        actual =
          "\(router.guardDismissal(of: id, decision, onGuard: harness.guardLogger(id, part, act)))"
      case 9:
        name = "dismiss in part \(part)"
        expected = model.onPart(part) { $0.apply(.dismiss) }
        actual = "\(router.dismiss())"
      case 10:
        name = "pop in part \(part)"
        expected = model.onPart(part) { $0.apply(.pop) }
        actual = "\(router.pop())"
      case 11:
        name = "popToRoot in part \(part)"
        expected = model.onPart(part) { $0.apply(.popToRoot) }
        actual = "\(router.popToRoot())"
      case 12, 13:
        let tab = Int.random(in: 1..<partCount, using: &random)
        name = "select part \(tab)"
        expected = model.select(tab)
        actual = "\(tabs.select(Self.tabs[tab - 1]))"
      case 14, 15:
        name = "the container's user back"
        expected = model.userBack()
        actual = "\(tabs.userDidGoBack())"
      case 16, 17:
        // Confirm a part's waiting change, or one heard anywhere before.
        let waiting = (0..<partCount).compactMap { part in
          harness.router(part).deferredChange.map { (part, $0) }
        }
        let pick =
          Int.random(in: 0..<3, using: &random) != 0
          ? waiting.randomElement(using: &random) : harness.changes.randomElement(using: &random)
        guard let (from, change) = pick else { continue }
        // Confirmed in its own router, or in another (which has no such change).
        let part =
          Bool.random(using: &random)
          ? Int.random(in: 0..<partCount, using: &random) : from
        let router = harness.router(part)
        name = "confirm \(change.id) of part \(from) in part \(part) (\(change))"
        // A change deferred in another router is not this router's to confirm.
        expected =
          from == part
          ? model.confirm(change.id, in: part)
          : model.onPart(part) { model in
            model.ignore("confirm(deferral \(change.id)): no such change is deferred")
          }
        actual = "\(router.confirm(change))"
      case 18:
        guard let change = router.deferredChange else { continue }
        name = "abandon \(change.id) in part \(part)"
        expected = model.onPart(part) { $0.abandon(change.id) }
        actual = "\(router.abandon(change))"
      case 19:
        let screen = screens.randomElement(using: &random)!
        let decision = [GuardDecision.allow, .veto, .defer].randomElement(using: &random)!
        name = "route guard: \(screen) \(decision)"
        for index in model.parts.indices { model.parts[index].decisions[screen] = decision }
        harness.hooks.decisions[screen] = decision
      case 20, 21:
        name = "the container's dismissAll"
        expected = model.dismissAll()
        actual = "\(tabs.dismissAll())"
      case 22, 23:
        let link = [
          "shop://home/items/1", "shop://home/edit", "shop://search/2", "shop://home",
          "shop://nowhere",
        ]
        .randomElement(using: &random)!
        guard let target = try? TabbedModelBasedTests.links.target(for: link) else { continue }
        let tab = Self.tabs.firstIndex(of: target.tab)! + 1
        name = "open \(link)"
        var outcomes: [String] = []
        // One change: a guard over the tabs or in the link's tab that would stop it stops all
        // of it; the part whose guard stops it reports the stop.
        if model.parts[0].routes.contains(where: { $0.guarding.decision != .allow }) {
          expected = model.onPart(0) { $0.apply(.openLink([], approved: [])) }
          actual = "\(try tabs.open(link, using: TabbedModelBasedTests.links))"
          break
        }
        if model.parts[tab].linkStops(target.steps) {
          expected = model.onPart(tab) { $0.apply(.openLink(target.steps, approved: [])) }
          actual = "\(try tabs.open(link, using: TabbedModelBasedTests.links))"
          break
        }
        if !model.parts[0].routes.isEmpty {
          outcomes.append(model.onPart(0) { $0.apply(.openLink([], approved: [])) })
        }
        outcomes.append(model.onPart(tab) { $0.apply(.openLink(target.steps, approved: [])) })
        if tab != model.selected { outcomes.append(model.select(tab)) }
        // Applied when anything changed; else a guard that stopped a part is reported: a veto
        // in any part wins, else the first part deferred.
        expected =
          outcomes.contains("applied")
          ? "applied"
          : outcomes.first { $0.contains("vetoed") } ?? outcomes.first { $0.contains("deferred") }
            ?? outcomes[0]
        actual = "\(try tabs.open(link, using: TabbedModelBasedTests.links))"
      case 24:
        name = "save"
        saved = (try tabs.savedState(), model)
      case 25, 26:
        guard let snapshot = saved else { continue }
        name = "restore"
        var changed = false
        for target in 0..<partCount {
          let before = model.parts[target]
          let after = snapshot.model.parts[target]
          if before.routes.map(\.id) == after.routes.map(\.id),
            before.routes.map(\.text) == after.routes.map(\.text),
            before.alerts.map(\.id) == after.alerts.map(\.id),
            before.alerts.map(\.text) == after.alerts.map(\.text),
            before.alerts.map(\.owner) == after.alerts.map(\.owner)
          {
            continue
          }
          changed = true
          _ = model.onPart(target) { $0.restore(after) }
        }
        if snapshot.model.selected != model.selected {
          changed = true
          _ = model.select(snapshot.model.selected)
        }
        // As a router's: an unchanged restore is ignored, and observers hear it (over the tabs).
        expected =
          changed
          ? "applied"
          : model.onPart(0) { $0.ignore("restore(from:): the navigation is already the saved one") }
        actual = "\(try tabs.restore(from: snapshot.data))"
      default:
        name = "user back in part \(part)"
        expected = model.onPart(part) { $0.apply(.userBack) }
        actual = "\(router.userDidGoBack())"
      }
      settle()
      for target in 0..<partCount {
        if let change = harness.router(target).deferredChange {
          harness.changes.append((target, change))
        }
      }
      if harness.changes.count > 16 { harness.changes.removeFirst(harness.changes.count - 16) }

      var problems = [
        actual != expected ? "outcome expected \(expected), got \(actual)" : nil,
        tabs.selectedTab != Self.tabs[model.selected - 1]
          ? "selected expected part \(model.selected), got \(tabs.selectedTab)" : nil,
        harness.events != model.events
          ? "events expected \(model.events)\n    events received \(harness.events)" : nil,
        harness.callbacks != model.callbacks
          ? "callbacks expected \(model.callbacks)\n    callbacks heard   \(harness.callbacks)"
          : nil,
        harness.hooks.heard != model.hooks
          ? "hooks expected \(model.hooks)\n    hooks heard   \(harness.hooks.heard)" : nil,
      ]
      for target in 0..<partCount {
        let engine = harness.router(target)
        problems.append(
          engine.state.description != model.parts[target].text
            ? "part \(target) expected \(model.parts[target].text), got \(engine.state)" : nil)
        problems.append(
          engine.deferredChange?.id != model.parts[target].deferred?.id
            ? "part \(target) deferral expected \(model.parts[target].deferred.map { "\($0.id)" } ?? "none"), got \(engine.deferredChange.map { "\($0)" } ?? "none")"
            : nil)
      }
      let events = model.events.joined(separator: "\n")
      coverage.count("a dismissal deferred", events.contains("deferred by the guard"))
      coverage.count("a dismissal vetoed", events.contains("vetoed by the guard"))
      coverage.count(
        "a deferred change confirmed and applied",
        (name.hasPrefix("confirm") || model.callbacks.contains { $0.contains("→ confirm") })
          && events.contains("dismissed") && !events.contains("ignored: confirm"))
      coverage.count("a route vetoed by the route guard", events.contains("vetoed by the router's"))
      coverage.count(
        "a callback routing again", model.callbacks.contains { $0.contains("→ routeTo") })
      coverage.count(
        "a callback selecting a tab",
        !name.hasPrefix("select") && !name.hasPrefix("open") && !name.hasPrefix("restore")
          && events.contains("tab selected"))
      coverage.count(
        "a reselect popping to the root",
        name.hasPrefix("select") && events.contains("(poppedToRoot)"))
      coverage.count(
        "the container's dismissAll applied",
        name == "the container's dismissAll" && expected == "applied")
      coverage.count("a deep link applied", name.hasPrefix("open") && expected == "applied")
      coverage.count("a restore applied", name == "restore" && expected == "applied")
      coverage.count(
        "the container's back applied",
        name == "the container's user back" && expected == "applied")
      coverage.count("a locked route kept", events.contains("does not let the user dismiss"))
      coverage.count("an alert answered", events.contains("alert resolved"))
      let found = problems.compactMap { $0 }
      guard found.isEmpty else {
        Issue.record(
          """
          seed \(seed), step \(step) (\(name)); replay with MVIROUTER_SEED=\(seed)
            \(found.joined(separator: "\n  "))
          """)
        return
      }
    }
    coverage.expectEveryPathTaken(seed: seed)
  }
}
