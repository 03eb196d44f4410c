import Foundation
import MVIRouter
import Testing

/// Applies random operations to an app's router and to a feature's scoped router over it, and
/// to one ``GuardedModel`` of the app: the feature routes (with options and results), guards
/// its own routes, confirms and abandons through its scope, and removes with the scope's rules
/// (pop, popToRoot, dismiss, dismissAll, goBack, by id, finish, close, setRoutes of its top
/// run), while the app routes and removes around it, and the app's route guard decides every
/// request; alerts are presented by either (`delete` is the feature's, `info` the app's alone)
/// and answered by either. Callbacks, result handlers and guard handlers route again through
/// the scope from inside the delivery, add scoped observers and cancel them, and the objects
/// that callback-routed routes' dismiss callbacks hold act from their deinit. After each
/// operation it compares the app's state and the scoped projection (routes and alerts), the
/// app's events, the scoped observer's and those of observers added meanwhile, every callback,
/// every hook and the outcome. The run ends by clearing every route: each was dismissed
/// exactly once and its callback fired once.
///
/// The feature's screens are a part of the app's (`detail`, `edit`, `picker`), embedded as
/// themselves, so one model serves both.
///
/// A failure names the seed and the step; replay one seed with `MVIROUTER_SEED=<seed>`.
@MainActor
@Suite struct ScopedGuardedModelBasedTests {
  nonisolated static let seeds = SeededGenerator.seeds(10)
  nonisolated static let operationsPerSeed = 6_000

  typealias Act = GuardedModel.Act
  typealias Shop = any RouterEventsProtocol<CoreScreen, CoreAlert>

  /// Whether an event names one of the feature's routes or alerts (what the scoped observer
  /// hears).
  static func aboutShop(_ event: String) -> Bool {
    // The feature's alert is `delete` (embedded as itself); `info` is the app's alone.
    if event.hasPrefix("alert ") { return event.contains(" delete") }
    let words = event.split(separator: " ")
    guard ["routed", "dismissed", "result"].contains(words.first), words.count > 2 else {
      return false
    }
    let screen = words[2].split(separator: ":").first.map(String.init) ?? ""
    return screen.hasPrefix("detail(") || screen == "edit" || screen == "picker"
  }

  /// What the object a callback-routed route's dismiss callback captures asks of the scope
  /// when the router releases that callback, by the route's id.
  nonisolated static func releaseAct(_ id: Int) -> Act? {
    switch id % 4 {
    case 0: .pop
    case 1: .stopObserving
    case 2: .observeLate
    default: nil
    }
  }

  /// The engine's side.
  @MainActor final class Harness {
    let hooks = ModelRouter()
    let app: RouterEvents<CoreScreen, CoreAlert>
    let shop: Shop
    var events: [String] = []
    var shopEvents: [String] = []
    var callbacks: [String] = []
    var changes: [GuardedChange] = []
    var tasks: [Int: Task<Int, any Error>] = [:]
    /// What scoped observers added by callbacks heard.
    let lateObservers = LateObservers()

    init() {
      app = RouterEvents(router: hooks)
      shop = app.scope(
        screen: { $0 }, extract: { GuardedModel.inShop($0) ? $0 : nil }, alert: { $0 },
        extract: { $0 == .delete ? $0 : nil }, router: hooks)
      app.observeAlways { [unowned self] in self.events.append("\($0)") }
      shop.observeAlways { [unowned self] in self.shopEvents.append("\($0)") }
    }

    func log(_ line: String, _ act: Act?, heard: GuardedChange? = nil) {
      let index = callbacks.count
      callbacks.append(line)
      if let act { callbacks[index] += perform(act, heard: heard) }
    }

    /// Routes through the feature's scope (`shop`) or the app's router.
    func route(
      _ screen: CoreScreen, _ presentation: RouterScreenPresentationType, scoped: Bool,
      locked: Bool, expects: Bool, onDismiss: Act?, onResult: Act?, predicted: Int = 0,
      releases: Bool = false
    ) -> RouteID {
      let box = GuardedModelBasedTests.IDBox()
      box.value = predicted
      let options = PresentationOptions(interactiveDismissDisabled: locked)
      // Captured by the dismiss callback: its deinit asks the scope for more when the router
      // releases the callback (not once the run is over).
      let probe =
        releases
        ? ReleaseProbe { [weak self] in
          self?.log("#\(box.value) released", ScopedGuardedModelBasedTests.releaseAct(box.value))
        } : nil
      let dismissed: (DismissReason) -> Void = { [unowned self] reason in
        withExtendedLifetime(probe) { self.log("#\(box.value) dismissed \(reason)", onDismiss) }
      }
      let resulted: (RouteResult<Int>) -> Void = { [unowned self] result in
        self.log("#\(box.value) result \(result)", onResult)
      }
      let id: RouteID
      switch (scoped, expects) {
      case (true, true):
        id = shop.routeTo(
          screen, as: presentation, options: options, expecting: Int.self, onDismiss: dismissed,
          onResult: resulted)
      case (true, false):
        id = shop.routeTo(screen, as: presentation, options: options, onDismiss: dismissed)
      case (false, true):
        id = app.routeTo(
          screen, as: presentation, options: options, expecting: Int.self, onDismiss: dismissed,
          onResult: resulted)
      case (false, false):
        id = app.routeTo(screen, as: presentation, options: options, onDismiss: dismissed)
      }
      box.value = id.rawValue
      return id
    }

    func guardLogger(_ id: RouteID, _ act: Act?) -> (GuardedChange) -> Void {
      { [unowned self] change in
        self.changes.append(change)
        self.log("guard \(id) heard \(change.id) \(change)", act, heard: change)
      }
    }

    /// What a callback asks of the feature's scope.
    func perform(_ act: Act, heard: GuardedChange?) -> String {
      switch act {
      case .route(let screen, let presentation, let locked, let expects):
        let id = route(
          screen, presentation, scoped: true, locked: locked, expects: expects, onDismiss: nil,
          onResult: nil, releases: true)
        return " → routeTo \(id)"
      case .pop: return " → \(shop.pop())"
      case .dismiss: return " → \(shop.dismiss())"
      case .dismissAll: return " → \(shop.dismissAll())"
      case .userBack: return " → \(shop.goBack())"
      case .confirm, .abandon:
        guard let change = heard ?? app.deferredChange else { return " → nothing" }
        changes.append(change)
        let outcome = act == .confirm ? shop.confirm(change) : shop.abandon(change)
        return " → \(act) \(change.id) \(outcome)"
      case .observeLate:
        return lateObservers.add(to: shop)
      case .stopObserving:
        return lateObservers.stopFirst()
      case .routeGuarded, .alert, .popTo, .routeIn, .select, .tabsDismissAll:
        return " → nothing"
      }
    }
  }

  @Test(arguments: seeds)
  func featureAppAndModelAgreeOnEveryOperation(seed: UInt64) async throws {
    var random = SeededGenerator(state: seed)
    let harness = Harness()
    let app = harness.app
    let shop = harness.shop
    var model = GuardedModel()
    let shopScreens: [CoreScreen] = [.detail(1), .detail(2), .edit, .picker]
    let appScreens: [CoreScreen] = [.list, .settings]
    let presentations: [RouterScreenPresentationType] = [.push, .push, .sheet, .fullScreenCover]

    func randomAct(forGuard: Bool = false) -> Act? {
      if forGuard {
        return switch Int.random(in: 0..<6, using: &random) {
        case 0, 1: .confirm
        case 2: .abandon
        case 3:
          .route(
            shopScreens.randomElement(using: &random)!, .push, locked: false, expects: false)
        default: nil
        }
      }
      return switch Int.random(in: 0..<14, using: &random) {
      case 0, 1, 2:
        .route(
          shopScreens.randomElement(using: &random)!,
          presentations.randomElement(using: &random)!, locked: false,
          expects: Bool.random(using: &random))
      case 3: .pop
      case 4: .dismiss
      case 5: .dismissAll
      case 6: .userBack
      case 7, 8: .confirm
      case 9: .abandon
      case 10: .observeLate
      case 11: .stopObserving
      default: nil
      }
    }

    /// Which of the step's events each scoped observer added by a callback hears (those about
    /// the feature): from the end of the transaction that added it, up to where a callback
    /// cancelled it.
    var lateRanges: [(start: Int, end: Int?)] = []

    /// What fired callbacks asked of the scope: queued, applied in order.
    func settle() {
      var queue: [GuardedModel.Pending] = []
      func collect() {
        let triggered = model.triggered
        model.triggered = []
        for (act, heard, line) in triggered {
          var suffix = " → queued"
          switch act {
          case .route(let screen, let presentation, let locked, let expects):
            var route = GuardedModel.ModelRoute(
              id: model.nextRoute, screen: screen, presentation: presentation, locked: locked,
              logsDismiss: true, expects: expects)
            route.releases = true
            route.onRelease = Self.releaseAct(route.id)
            model.nextRoute += 1
            queue.append(.request(route))
            suffix = " → routeTo #\(route.id)"
          case .observeLate:
            lateRanges.append((model.events.count, nil))
            suffix = " → observing"
          case .stopObserving:
            if let slot = lateRanges.firstIndex(where: { $0.end == nil }) {
              lateRanges[slot].end = max(lateRanges[slot].start, model.heardBefore[line]!)
              suffix = " → stopped observer \(slot)"
            } else {
              suffix = " → nothing"
            }
          case .pop: queue.append(.op(.scopedPop))
          case .dismiss: queue.append(.op(.scopedDismiss))
          case .dismissAll: queue.append(.op(.scopedDismissAll))
          case .userBack: queue.append(.op(.scopedGoBack))
          case .confirm, .abandon:
            if let id = heard ?? model.deferred?.id {
              queue.append(act == .confirm ? .confirm(id) : .abandon(id))
              suffix = " → \(act) \(id) queued"
            } else {
              suffix = " → nothing"
            }
          case .routeGuarded, .alert, .popTo, .routeIn, .select, .tabsDismissAll:
            suffix = " → nothing"
          }
          model.callbacks[line] += suffix
        }
      }
      settleModel(
        endingEach: {
          model.endTransaction()
          collect()
        },
        next: { queue.isEmpty ? nil : queue.removeFirst() }, apply: { _ = model.apply($0) })
    }

    /// A scoped operation naming a route: the app's operation when the route is the
    /// feature's, else ignored.
    func named(_ op: GuardedModel.Op, _ id: Int) -> String {
      guard let index = model.index(of: id) else {
        return model.ignore("\(op.text): no such route is presented")
      }
      guard GuardedModel.inShop(model.routes[index].screen) else {
        return model.ignore("\(op.text): what it would act on is not in this scope")
      }
      return model.apply(op)
    }

    var coverage = PathCoverage([
      "a scoped removal applied", "a scoped operation ignored", "a scoped setRoutes applied",
      "a feature refused a guard on the app's route", "a dismissal deferred",
      "a dismissal vetoed", "a confirm applied", "a route vetoed by the route guard",
      "a callback routing through the scope", "a scoped change stopped by a guard",
      "a task awaiting through the scope ended", "a write-back applied",
      "a released callback re-entering", "an observer cancelled in a callback",
      "an alert answered through the scope",
    ])
    // Over the run: how often each route's dismiss callback fired, and how many routes were
    // presented and dismissed.
    var dismissCallbacks: [Int: Int] = [:]
    var presentedCount = 0
    var dismissedCount = 0
    // After the random operations, the run ends by clearing (at most 200 more steps).
    steps: for step in 0..<Self.operationsPerSeed + 200 {
      // Between steps, other main-actor tests run: none waits behind a whole seed.
      await Task.yield()
      harness.events = []
      harness.shopEvents = []
      harness.callbacks = []
      harness.hooks.heard = []
      harness.lateObservers.reset()
      lateRanges = []
      model.events = []
      model.callbacks = []
      model.heardBefore = [:]
      model.hooks = []
      var name = ""
      var expected = ""
      var actual = ""
      var scopedIgnore = false
      let ids = model.routes.map(\.id)
      let id = ids.randomElement(using: &random) ?? 99
      switch step < Self.operationsPerSeed ? Int.random(in: 0..<44, using: &random) : -1 {
      case -1:
        guard let end = model.endOfRun(app, prefix: "app.") else { break steps }
        (name, expected, actual) = end
      case 40, 41:
        // Alerts through the feature's router or the app's, answered by either.
        let scoped = step % 2 == 0
        let alert: CoreAlert = scoped || Bool.random(using: &random) ? .delete : .info
        name = "\(scoped ? "shop" : "app").presentAlert \(alert)"
        expected = "\(model.presentAlert(alert, act: nil, logs: false))"
        actual = "\((scoped ? shop.presentAlert(alert) : app.presentAlert(alert)).rawValue)"
      case 42:
        let action = ["Delete", "Cancel", "OK"].randomElement(using: &random)!
        name = "shop.resolveAlert \(action)"
        // The feature answers the visible alert only when it is its own.
        expected =
          model.alerts.first.map { $0.alert != .delete } == true
          ? model.ignore("resolveAlert(\(action)): what it would act on is not in this scope")
          : model.resolveAlert(action)
        actual = "\(shop.resolveAlert(action))"
      case 43:
        let scoped = Bool.random(using: &random)
        name = "\(scoped ? "shop" : "app").cancelAlert"
        expected =
          scoped && model.alerts.first.map { $0.alert != .delete } == true
          ? model.ignore("cancelAlert(): what it would act on is not in this scope")
          : model.cancelAlert()
        actual = "\(scoped ? shop.cancelAlert() : app.cancelAlert())"
      case 34, 35:
        // The feature awaits a result: `routeTo(_:as:awaiting:)` through the scope.
        let screen = shopScreens.randomElement(using: &random)!
        let presentation = presentations.randomElement(using: &random)!
        let route = GuardedModel.ModelRoute(
          id: model.nextRoute, screen: screen, presentation: presentation, awaited: true)
        model.nextRoute += 1
        name = "shop.routeTo \(route.text) awaiting"
        _ = model.request(route)
        harness.tasks[route.id] = shop.routeTo(screen, as: presentation, awaiting: Int.self)
      case 36:
        // Cancel a task awaiting a route, when no guard would stop the dismissal it asks for.
        guard let id = harness.tasks.keys.sorted().randomElement(using: &random),
          let task = harness.tasks[id], let index = model.index(of: id),
          model.routes[index...].allSatisfy({ $0.guarding.decision == .allow })
        else { continue }
        name = "cancel the task awaiting #\(id)"
        expected = model.apply(.dismissRoute(id, .cancelled))
        task.cancel()
        _ = try? await task.value
        actual = expected
      case 37, 38:
        // The UI writes back what the user removed (the app's router hears it).
        let start = (model.topModal ?? -1) + 1
        let pushes = model.routes[start...].map(\.id)
        let writeBack: PresentationWriteBack?
        if Bool.random(using: &random), !pushes.isEmpty {
          writeBack = .popped(
            pushes.suffix(Int.random(in: 1...pushes.count, using: &random)).map {
              RouteID(rawValue: $0)
            })
        } else {
          writeBack = model.topModal.map { index in
            let route = model.routes[index]
            let id = RouteID(rawValue: route.id)
            return route.presentation == .sheet ? .sheetDismissed(id) : .coverDismissed(id)
          }
        }
        guard let writeBack else { continue }
        name = "app.writeBack \(writeBack)"
        expected = model.apply(.writeBack(writeBack))
        actual = "\(app.writeBack(writeBack))"
      case 39:
        // The finish of a route a task awaits.
        guard let id = model.routes.filter(\.awaited).map(\.id).randomElement(using: &random)
        else { continue }
        let value = Int.random(in: 0...9, using: &random)
        name = "shop.finish(#\(id), with: \(value)) awaited"
        scopedIgnore = true
        expected = named(.finish(id, value), id)
        actual = "\(shop.finish(RouteID(rawValue: id), with: value))"

      case 0...5, 6...8:
        let scoped = Int.random(in: 0..<3, using: &random) != 0
        // The app routes the feature's screens too (they are the app's screens as well).
        let screen = (scoped ? shopScreens : appScreens + shopScreens).randomElement(
          using: &random)!
        let presentation = presentations.randomElement(using: &random)!
        let locked = Int.random(in: 0..<6, using: &random) == 0
        let expects = Bool.random(using: &random)
        let onDismiss = randomAct()
        let onResult = expects ? randomAct() : nil
        let route = GuardedModel.ModelRoute(
          id: model.nextRoute, screen: screen, presentation: presentation, locked: locked,
          logsDismiss: true, onDismiss: onDismiss, expects: expects, onResult: onResult)
        model.nextRoute += 1
        name =
          "\(scoped ? "shop" : "app").routeTo \(route.text) then \(onDismiss.map { "\($0)" } ?? "nothing")"
        expected = "\(RouteID(rawValue: route.id))"
        _ = model.request(route)
        actual =
          "\(harness.route(screen, presentation, scoped: scoped, locked: locked, expects: expects, onDismiss: onDismiss, onResult: onResult, predicted: route.id))"
      case 9, 10:
        // The feature guards its own routes only; the app guards any.
        guard let target = model.routes.randomElement(using: &random) else { continue }
        let scoped = Bool.random(using: &random)
        let decision: GuardDecision = [.allow, .veto, .defer, .defer].randomElement(using: &random)!
        let act = randomAct(forGuard: true)
        name = "\(scoped ? "shop" : "app").guard #\(target.id) \(decision)"
        let allowed = !scoped || GuardedModel.inShop(target.screen)
        if allowed {
          let index = model.index(of: target.id)!
          model.routes[index].guarding = .init(decision: decision, hasHandler: true, act: act)
        }
        expected = "\(allowed)"
        let routeID = RouteID(rawValue: target.id)
        let handler = harness.guardLogger(routeID, act)
        actual =
          "\(scoped ? shop.guardDismissal(of: routeID, decision, onGuard: handler) : app.guardDismissal(of: routeID, decision, onGuard: handler))"
      case 11:
        name = "shop.pop"
        scopedIgnore = true
        expected = model.apply(.scopedPop)
        actual = "\(shop.pop())"
      case 12:
        name = "shop.popToRoot"
        scopedIgnore = true
        expected = model.apply(.scopedPopToRoot)
        actual = "\(shop.popToRoot())"
      case 13:
        name = "shop.dismiss"
        scopedIgnore = true
        expected = model.apply(.scopedDismiss)
        actual = "\(shop.dismiss())"
      case 14:
        name = "shop.dismissAll"
        scopedIgnore = true
        expected = model.apply(.scopedDismissAll)
        actual = "\(shop.dismissAll())"
      case 15:
        name = "shop.goBack"
        scopedIgnore = true
        expected = model.apply(.scopedGoBack)
        actual = "\(shop.goBack())"
      case 16:
        name = "shop.dismiss(#\(id))"
        scopedIgnore = true
        expected = named(.dismissRoute(id, .dismissed), id)
        actual = "\(shop.dismiss(RouteID(rawValue: id)))"
      case 17:
        name = "shop.pop(to: #\(id))"
        scopedIgnore = true
        expected = named(.popToRoute(id), id)
        actual = "\(shop.pop(to: RouteID(rawValue: id)))"
      case 18:
        let value = Int.random(in: 0...9, using: &random)
        name = "shop.finish(#\(id), with: \(value))"
        scopedIgnore = true
        expected = named(.finish(id, value), id)
        actual = "\(shop.finish(RouteID(rawValue: id), with: value))"
      case 19:
        name = "shop.close(#\(id))"
        scopedIgnore = true
        expected = named(.close(id), id)
        actual = "\(shop.close(RouteID(rawValue: id)))"
      case 20:
        let steps = (0..<Int.random(in: 0...2, using: &random)).map { _ in
          RouteStep(
            shopScreens.randomElement(using: &random)!,
            as: presentations.randomElement(using: &random)!)
        }
        name = "shop.setRoutes \(steps)"
        scopedIgnore = true
        expected = model.apply(.scopedSetRoutes(steps))
        actual = "\(shop.setRoutes(steps))"
      case 21, 22:
        let change =
          Bool.random(using: &random)
          ? app.deferredChange : harness.changes.randomElement(using: &random)
        guard let change else { continue }
        let scoped = Bool.random(using: &random)
        name = "\(scoped ? "shop" : "app").confirm \(change.id) (\(change))"
        expected = model.confirm(change.id)
        actual = "\(scoped ? shop.confirm(change) : app.confirm(change))"
      case 23:
        guard let change = app.deferredChange else { continue }
        name = "shop.abandon \(change.id)"
        expected = model.abandon(change.id)
        actual = "\(shop.abandon(change))"
      case 24:
        let screen = (shopScreens + appScreens).randomElement(using: &random)!
        let decision = [GuardDecision.allow, .veto, .defer].randomElement(using: &random)!
        name = "route guard: \(screen) \(decision)"
        model.decisions[screen] = decision
        harness.hooks.decisions[screen] = decision
      case 25:
        name = "app.pop"
        expected = model.apply(.pop)
        actual = "\(app.pop())"
      case 26:
        name = "app.dismiss"
        expected = model.apply(.dismiss)
        actual = "\(app.dismiss())"
      case 27, 28:
        name = "app user back"
        expected = model.apply(.userBack)
        actual = "\(app.userDidGoBack())"
      case 29:
        name = "app.dismissAll"
        expected = model.apply(.dismissAll)
        actual = "\(app.dismissAll())"
      default:
        name = "app.popToRoot"
        expected = model.apply(.popToRoot)
        actual = "\(app.popToRoot())"
      }
      settle()
      if let change = app.deferredChange { harness.changes.append(change) }
      if harness.changes.count > 16 { harness.changes.removeFirst(harness.changes.count - 16) }

      let events = harness.events
      let expectedEvents = model.events
      // The feature sees its routes and its alerts.
      let shopAlerts = model.alerts.filter { $0.alert == .delete }.map(\.text)
      let projected =
        (["root"] + model.routes.filter { GuardedModel.inShop($0.screen) }.map(\.text))
        .joined(separator: " > ")
        + (shopAlerts.first.map { " | alert \($0)" } ?? "")
        + (shopAlerts.count > 1
          ? " | queued " + shopAlerts.dropFirst().joined(separator: ", ") : "")
      let expectedShopEvents = model.events.filter(Self.aboutShop)
      let lateHeard = lateRanges.map {
        model.events[$0.start..<($0.end ?? model.events.count)].filter(Self.aboutShop)
      }
      var problems = [
        harness.lateObservers.heard != lateHeard
          ? "late scoped observers expected \(lateHeard)\n    heard \(harness.lateObservers.heard)"
          : nil,
        actual != expected ? "outcome expected \(expected), got \(actual)" : nil,
        app.state.description != model.text
          ? "state expected \(model.text)\n    state actual:   \(app.state)" : nil,
        shop.state.description != projected
          ? "scoped state expected \(projected), got \(shop.state)" : nil,
        events != expectedEvents
          ? "events expected \(expectedEvents)\n    events received \(events)" : nil,
        harness.shopEvents != expectedShopEvents
          ? "scoped events expected \(expectedShopEvents)\n    scoped events received \(harness.shopEvents)"
          : nil,
        mismatch("callbacks expected", model.callbacks, "callbacks heard  ", harness.callbacks),
        mismatch("hooks expected", model.hooks, "hooks heard  ", harness.hooks.heard),
        app.deferredChange?.id != model.deferred?.id
          ? "deferral expected \(model.deferred.map { "\($0.id)" } ?? "none"), got \(app.deferredChange.map { "\($0)" } ?? "none")"
          : nil,
      ].compactMap { $0 }
      let allEvents = model.events.joined(separator: "\n")
      coverage.count("a scoped removal applied", scopedIgnore && expected == "applied")
      coverage.count(
        "a write-back applied", name.hasPrefix("app.writeBack") && expected == "applied")
      coverage.count("a scoped operation ignored", scopedIgnore && expected.hasPrefix("ignored"))
      coverage.count(
        "a scoped setRoutes applied", name.hasPrefix("shop.setRoutes") && expected == "applied")
      coverage.count(
        "a feature refused a guard on the app's route",
        name.hasPrefix("shop.guard") && expected == "false")
      coverage.count("a dismissal deferred", allEvents.contains("deferred by the guard"))
      coverage.count("a dismissal vetoed", allEvents.contains("vetoed by the guard"))
      coverage.count("a confirm applied", name.contains(".confirm") && expected == "applied")
      coverage.count(
        "a route vetoed by the route guard", allEvents.contains("vetoed by the router's"))
      coverage.count(
        "a callback routing through the scope",
        model.callbacks.contains { $0.contains("→ routeTo") })
      coverage.count(
        "a scoped change stopped by a guard", scopedIgnore && expected.contains(" by the guard"))
      coverage.count(
        "a released callback re-entering",
        model.callbacks.contains { $0.contains(" released → ") && !$0.hasSuffix("→ nothing") })
      coverage.count(
        "an observer cancelled in a callback",
        model.callbacks.contains { $0.contains("→ stopped observer") })
      // How awaiting tasks ended: awaited only once everything else agrees.
      var ended = 0
      for (id, end) in problems.isEmpty ? model.taskEnds : [:] {
        guard let task = harness.tasks.removeValue(forKey: id) else { continue }
        let got: String
        do {
          got = "\(try await task.value)"
        } catch let cancelled as RouteCancelled {
          got = "cancelled (\(cancelled.reason))"
        }
        ended += 1
        if got != "\(end)" { problems.append("task of #\(id): expected \(end), got \(got)") }
      }
      coverage.count("a task awaiting through the scope ended", ended > 0)
      coverage.count(
        "an alert answered through the scope",
        name.hasPrefix("shop.") && name.contains("Alert") && expected == "applied")
      model.taskEnds = [:]
      guard problems.isEmpty else {
        Issue.record(
          """
          seed \(seed), step \(step) (\(name)); replay with MVIROUTER_SEED=\(seed)
            \(problems.joined(separator: "\n  "))
          """)
        return
      }
      countDismissCallbacks(in: harness.callbacks, into: &dismissCallbacks)
      presentedCount += model.events.filter { $0.hasPrefix("routed ") }.count
      dismissedCount += model.events.filter { $0.hasPrefix("dismissed ") }.count
    }
    // Every route presented was dismissed exactly once by the end, its callback fired once.
    #expect(app.state.routes.isEmpty, "seed \(seed): the run did not clear")
    #expect(Set(dismissCallbacks.keys) == model.presentedWithCallbacks, "seed \(seed)")
    #expect(dismissCallbacks.values.allSatisfy { $0 == 1 }, "seed \(seed)")
    #expect(presentedCount == dismissedCount, "seed \(seed)")
    coverage.expectEveryPathTaken(seed: seed)
  }
}
