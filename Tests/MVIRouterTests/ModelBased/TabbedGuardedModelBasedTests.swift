import Foundation
import MVIRouter
import Testing

/// Applies random operations to a ``TabbedRouterEvents`` and to one ``TabbedModel`` (a
/// ``GuardedModel`` per part — the overlay and each tab — with the container's rules) side by side:
/// routing in any part with options and results, tasks awaiting results, guards with handlers,
/// confirming and abandoning through a part's router or through the container, the router's route
/// guard, every removal of a tab's router (finish, close, by id, goBack, setRoutes), host
/// write-backs fresh and outdated, the user's back through the container, tab switches and
/// reselection, alerts in hidden and visible parts, the container's dismiss-all (its deferral
/// confirmed through the container or its router), tabbed deep links, saving, restoring and
/// refusing a truncated save — with callbacks and alert handlers that route again in the same part
/// or another, select a tab or confirm from inside the delivery, add observers of their part's
/// router and of the container and cancel them, and objects captured by dismiss callbacks that
/// route, select a tab, confirm or cancel an observation from their deinit when the router releases
/// the callback; the policy (``ModelRouter``) has every hook an app uses and names the part of each
/// guarded change with the container's `tab(of:)`. After each operation it compares every part's
/// state, route ids and deferral, the selected tab, every tagged event, every callback and handler,
/// what each observer added meanwhile heard, every hook, the outcome and how awaiting tasks ended;
/// that each route that left was dismissed exactly once, that ids are never reused, that the state
/// is valid and that the visible alert is the overlay's, else the selected tab's. The run ends by
/// clearing every part: each route was dismissed exactly once, its callback fired once and the
/// policy heard it once.
///
/// A failure names the seed and the step; replay one seed with `MVIROUTER_SEED=<seed>`.
@MainActor
@Suite struct TabbedGuardedModelBasedTests {
  nonisolated static let seeds = SeededGenerator.seeds(10)
  nonisolated static let operationsPerSeed = 5_000

  typealias Act = GuardedModel.Act
  typealias Router = TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>
  nonisolated static let tabs = CoreTab.allTabs

  static let links = TabbedDeepLinkMap<CoreTab, CoreScreen>(
    scheme: "shop",
    [
      .home: DeepLinkMap(
        scheme: "shop",
        [
          DeepLink("items/:id") { p in [.push(.list), .push(.detail(try p.int("id")))] },
          DeepLink("edit") { _ in [.push(.list), .sheet(.edit)] },
        ]),
      .search: DeepLinkMap(
        scheme: "shop", [DeepLink(":id") { p in [.push(.detail(try p.int("id")))] }]),
    ])

  /// The engine's side.
  @MainActor final class Harness {
    let hooks = ModelRouter()
    let tabs: Router
    var events: [String] = []
    var callbacks: [String] = []
    var changes: [(part: Int, change: GuardedChange)] = []
    /// How often each route was dismissed, as the container's observer heard, over the run.
    var dismissals: [Int: Int] = [:]
    /// The routes dismissed during the current operation.
    var dismissedNow: Set<Int> = []
    /// What observers added during delivery heard (the container's and parts' alternately).
    let lateObservers = LateObservers()
    /// The operation under way (its number in the run).
    var step = 0
    /// Tasks awaiting routes' results, by route id.
    var tasks: [Int: Task<Int, any Error>] = [:]

    init() {
      tabs = Router(tabs: TabbedGuardedModelBasedTests.tabs, selected: .home, router: hooks)
      hooks.partOf = { [weak tabs] change in
        tabs?.tab(of: change).map { "\($0)" } ?? "overlay"
      }
      tabs.observeAlways { [unowned self] event in
        self.events.append("\(event)")
        if case .routing(_, .dismissed(let route, _)) = event {
          self.dismissals[route.id.rawValue, default: 0] += 1
          self.dismissedNow.insert(route.id.rawValue)
        }
      }
    }

    func router(_ part: Int) -> RouterEvents<CoreScreen, CoreAlert> {
      part == 0 ? tabs.overlay : tabs[tab: TabbedGuardedModelBasedTests.tabs[part - 1]]
    }

    func log(_ line: String, _ part: Int, _ act: Act?, heard: GuardedChange? = nil) {
      let index = callbacks.count
      callbacks.append(line)
      if let act { callbacks[index] += perform(act, in: part, heard: heard) }
    }

    /// Routes in a part with a logging dismiss callback (and result handler); the callback may
    /// capture an object whose deinit logs and acts when the router releases the callback
    /// (`onRelease`, or ``TabbedModel/releaseAct(_:)`` of the route's id for a callback's route).
    func route(
      in part: Int, _ screen: CoreScreen, _ presentation: RouterScreenPresentationType,
      locked: Bool, expects: Bool, onDismiss: Act?, onResult: Act?, predicted: Int = 0,
      releases: Bool = false, onRelease: Act? = nil, releasedAct: Bool = false
    ) -> RouteID {
      // A vetoed route's result handler hears before `routeTo` returns.
      let box = GuardedModelBasedTests.IDBox()
      box.value = predicted
      let options = PresentationOptions(interactiveDismissDisabled: locked)
      let router = router(part)
      // Not once the run is over.
      let probe =
        releases
        ? ReleaseProbe { [weak self] in
          let act = releasedAct ? TabbedModel.releaseAct(box.value) : onRelease
          self?.log("#\(box.value) released", part, act)
        } : nil
      let onDismissLogger: (DismissReason) -> Void = { [unowned self] reason in
        withExtendedLifetime(probe) {
          self.log("#\(box.value) dismissed \(reason)", part, onDismiss)
        }
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

    /// What a callback asks for, while the container delivers: returns the text the model
    /// writes.
    func perform(_ act: Act, in part: Int, heard: GuardedChange?) -> String {
      let router = router(part)
      switch act {
      case .route(let screen, let presentation, let locked, let expects):
        let id = route(
          in: part, screen, presentation, locked: locked, expects: expects, onDismiss: nil,
          onResult: nil, releases: true, releasedAct: true)
        return " → routeTo \(id)"
      case .routeIn(let target):
        let id = route(
          in: target, .detail(7), .push, locked: false, expects: false, onDismiss: nil,
          onResult: nil, releases: true, releasedAct: true)
        return " → routeTo \(id)"
      case .select(let tab): return " → \(tabs.select(TabbedGuardedModelBasedTests.tabs[tab - 1]))"
      case .tabsDismissAll: return " → \(tabs.dismissAll())"
      case .userBack: return " → \(tabs.userDidGoBack())"
      case .dismiss: return " → \(router.dismiss())"
      case .pop: return " → \(router.pop())"
      case .confirm, .abandon:
        // The change a guard's handler heard, through the container (which finds its part);
        // else the part's waiting change, through the part's router.
        if let heard {
          changes.append((part, heard))
          let outcome = act == .confirm ? tabs.confirm(heard) : tabs.abandon(heard)
          return " → \(act) \(heard.id) \(outcome)"
        }
        guard let change = router.deferredChange else { return " → nothing" }
        changes.append((part, change))
        let outcome = act == .confirm ? router.confirm(change) : router.abandon(change)
        return " → \(act) \(change.id) \(outcome)"
      case .observeLate:
        return TabbedModel.observesTheContainer(slot: lateObservers.heard.count, step: step)
          ? lateObservers.add(to: tabs) : lateObservers.add(to: router)
      case .stopObserving:
        return lateObservers.stopFirst()
      case .routeGuarded, .alert, .popTo, .dismissAll:
        return " → nothing"
      }
    }
  }

  @Test(arguments: seeds)
  func containerAndModelAgreeOnEveryOperation(seed: UInt64) async throws {
    var random = SeededGenerator(state: seed)
    let harness = Harness()
    let tabs = harness.tabs
    var model = TabbedModel()
    var saved: (data: Data, model: TabbedModel)?
    var writeBacks: [PresentationWriteBack] = []
    let screens: [CoreScreen] = [.list, .detail(1), .detail(2), .edit, .picker, .settings]
    let presentations: [RouterScreenPresentationType] = [.push, .push, .sheet, .fullScreenCover]
    let partCount = TabbedModel.partCount

    func randomAct(forGuard: Bool = false) -> Act? {
      if forGuard {
        return switch Int.random(in: 0..<8, using: &random) {
        case 0, 1: .confirm
        case 2: .abandon
        case 3: .routeIn(Int.random(in: 0..<partCount, using: &random))
        case 4: .observeLate
        case 5: .stopObserving
        default: nil
        }
      }
      return switch Int.random(in: 0..<22, using: &random) {
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
      case 13, 14, 15: .observeLate
      case 16, 17, 18: .stopObserving
      default: nil
      }
    }

    // A link meets a deferring guard less often than the other paths are taken.
    var linkCoverage = PathCoverage(["a deferred tabbed link finished by a confirm"], minimum: 1)
    var coverage = PathCoverage([
      "a dismissal deferred", "a dismissal vetoed", "a deferred change confirmed and applied",
      "a route vetoed by the route guard", "a callback routing again", "a callback selecting a tab",
      "a reselect popping to the root", "the container's dismissAll applied",
      "a deferred container dismissAll finished by a confirm",
      "a deep link applied", "a restore applied", "the container's back applied",
      "a locked route kept", "an alert answered", "a released callback re-entering",
      "an observer of the container cancelled in a callback",
      "an observer of a part cancelled in a callback", "a truncated save refused",
      "a write-back applied", "an outdated write-back", "a task ended with a value",
      "a task ended cancelled",
    ])
    // Over the run: the ids handed out, how often each route's dismiss callback fired, and how
    // many routes were presented and dismissed (restored ones included).
    var everHanded: Set<Int> = []
    var present: Set<Int> = []
    var dismissCallbacks: [Int: Int] = [:]
    var presentedCount = 0
    var dismissedCount = 0
    var policyDismissals = 0
    // After the random operations, the run ends by clearing (at most 200 more steps).
    steps: for step in 0..<Self.operationsPerSeed + 200 {
      // Between steps, other main-actor tests run: none waits behind a whole seed.
      await Task.yield()
      harness.events = []
      harness.callbacks = []
      harness.hooks.heard = []
      harness.dismissedNow = []
      harness.lateObservers.reset()
      harness.step = step
      if TabbedModel.startsObserved(step: step) {
        _ =
          TabbedModel.startingObserverPart(step: step).map {
            harness.lateObservers.add(to: harness.router($0))
          } ?? harness.lateObservers.add(to: tabs)
      }
      model.startOperation(step: step)
      let finishedBefore = model.dismissAllsFinished
      let linksFinishedBefore = model.linksFinished
      let part = Int.random(in: 0..<partCount, using: &random)
      let router = harness.router(part)
      var name = ""
      var expected = ""
      var actual = ""
      /// Confirms the deferral `id` that stopped a container operation in `part`, through the
      /// container or through the part's own router (by step): all of it finishes.
      func confirm(_ part: Int, _ id: Int) {
        guard let change = harness.router(part).deferredChange, change.id == id else { return }
        let throughContainer = step % 2 == 0
        name += throughContainer ? ", confirmed through the container" : ", confirmed in its part"
        expected += "; " + model.confirm(id, of: part)
        actual +=
          "; \(throughContainer ? tabs.confirm(change) : harness.router(part).confirm(change))"
      }
      var checks: [String?] = []
      let ids = model.parts[part].routes.map(\.id)
      switch step < Self.operationsPerSeed ? Int.random(in: 0..<46, using: &random) : -1 {
      case -1:
        // Each part in turn: drop its deferral, lift its guards, clear it.
        var end: (name: String, expected: String, actual: String)?
        for target in 0..<partCount where end == nil {
          _ = model.onPart(target) { part in
            end = part.endOfRun(harness.router(target), prefix: "part \(target): ")
            return ""
          }
        }
        guard let end else { break steps }
        (name, expected, actual) = end
      case 30, 31:
        // An alert in any part: visible when its part is the overlay or the selected tab.
        // Its handler may act when the alert is answered.
        let alert: CoreAlert = Bool.random(using: &random) ? .delete : .info
        let act = randomAct()
        name = "alert \(alert) in part \(part) then \(act.map { "\($0)" } ?? "nothing")"
        var id = 0
        _ = model.onPart(part) { model in
          id = model.presentAlert(alert, act: act, logs: true)
          return "applied"
        }
        expected = "\(id)"
        let box = GuardedModelBasedTests.IDBox()
        let actualID = router.presentAlert(alert) { [unowned harness] action in
          harness.log("alert #\(box.value) answered \(action)", part, act)
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
        // Often an object the callback captures acts when it is released — when the route
        // guard lets the route in (a route it stops leaves while the call still holds it).
        let releases =
          model.parts[part].decisions[screen, default: .allow] == .allow
          && Int.random(in: 0..<3, using: &random) == 0
        let onRelease = releases ? randomAct() : nil
        var route = GuardedModel.ModelRoute(
          id: model.nextRoute, screen: screen, presentation: presentation, locked: locked,
          logsDismiss: true, onDismiss: onDismiss, expects: expects, onResult: onResult)
        route.releases = releases
        route.onRelease = onRelease
        model.nextRoute += 1
        name = "route \(route.text) in part \(part) then \(onDismiss.map { "\($0)" } ?? "nothing")"
        if releases { name += ", released then \(onRelease.map { "\($0)" } ?? "nothing")" }
        expected = "\(RouteID(rawValue: route.id))"
        _ = model.onPart(part) { $0.request(route) }
        actual =
          "\(harness.route(in: part, screen, presentation, locked: locked, expects: expects, onDismiss: onDismiss, onResult: onResult, predicted: route.id, releases: releases, onRelease: onRelease))"
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
        // Often the deferral that stopped the container's dismissAll, through the container or
        // its part's own router (either finishes all of it).
        let stoppedAll = model.deferredDismissAll.flatMap { stop in
          waiting.first { $0.0 == stop.part && $0.1.id == stop.id }
        }
        let finishing = stoppedAll != nil
        let pick =
          finishing
          ? stoppedAll
          : Int.random(in: 0..<3, using: &random) != 0
            ? waiting.randomElement(using: &random) : harness.changes.randomElement(using: &random)
        guard let (from, change) = pick else { continue }
        // (The finishing path alternates by step, so the run's random choices stay as they were.)
        switch finishing ? step % 2 : Int.random(in: 0..<2, using: &random) {
        case 0:
          // Through the container, which finds the part.
          name = "the container confirms \(change.id) of part \(from) (\(change))"
          expected = model.confirm(change.id, of: from)
          actual = "\(tabs.confirm(change))"
        default:
          // Confirmed in its own router, or in another (which has no such change).
          let part =
            !finishing && Bool.random(using: &random)
            ? Int.random(in: 0..<partCount, using: &random) : from
          let router = harness.router(part)
          name = "confirm \(change.id) of part \(from) in part \(part) (\(change))"
          // A change deferred in another router is not this router's to confirm; in its own,
          // the deferral of the container's dismissAll finishes all of it, as through the
          // container.
          expected =
            from == part
            ? model.confirm(change.id, of: part)
            : model.onPart(part) { model in
              model.ignore("confirm(deferral \(change.id)): no such change is deferred")
            }
          actual = "\(router.confirm(change))"
        }
      case 18:
        guard let change = router.deferredChange else { continue }
        if Bool.random(using: &random) {
          name = "the container abandons \(change.id) of part \(part)"
          expected = model.abandon(change.id, of: part)
          actual = "\(tabs.abandon(change))"
        } else {
          name = "abandon \(change.id) in part \(part)"
          expected = model.onPart(part) { $0.abandon(change.id) }
          actual = "\(router.abandon(change))"
        }
      case 19:
        let screen = screens.randomElement(using: &random)!
        let decision = [GuardDecision.allow, .veto, .defer].randomElement(using: &random)!
        name = "route guard: \(screen) \(decision)"
        for index in model.parts.indices { model.parts[index].decisions[screen] = decision }
        harness.hooks.decisions[screen] = decision
      case 20, 21, 44:
        name = "the container's dismissAll"
        expected = model.dismissAll()
        actual = "\(tabs.dismissAll())"
        // Often, once what it queued is applied, the deferral that stopped it is confirmed
        // through the container (as a sign-in screen would) or through the router of the part
        // whose guard stopped it (as that screen would): all of it finishes.
        model.settle()
        if let stop = model.deferredDismissAll, Int.random(in: 0..<4, using: &random) != 0 {
          confirm(stop.part, stop.id)
        }
      case 22, 23:
        let link = [
          "shop://home/items/1", "shop://home/edit", "shop://search/2", "shop://home",
          "shop://nowhere",
        ]
        .randomElement(using: &random)!
        name = "open \(link)"
        if let target = try? Self.links.target(for: link) {
          expected = model.open(tab: Self.tabs.firstIndex(of: target.tab)! + 1, steps: target.steps)
        } else {
          expected = "threw"
        }
        do {
          actual = "\(try tabs.open(link, using: Self.links))"
        } catch {
          actual = "threw"
        }
        // Often, once what it queued is applied, the deferral that stopped the link is
        // confirmed through the container or its part's own router: all of the link finishes.
        // (From step 500 on, by step, so the run's random choices stay as they were and the
        // first steps still take the paths each seed covers.)
        model.settle()
        if let stop = model.deferredLink, step >= 500 { confirm(stop.part, stop.id) }
      case 24:
        name = "save"
        saved = (try tabs.savedState(), model)
      case 25, 26:
        guard let snapshot = saved else { continue }
        name = "restore"
        let firstFresh = model.nextRoute
        let before = model.parts.map { $0.routes.map(\.id) }
        expected = model.restore(snapshot.model)
        actual = "\(try tabs.restore(from: snapshot.data))"
        // A changed part arrives with fresh ids: its saved ones were all handed out before.
        for target in 0..<partCount
        where before[target] != snapshot.model.parts[target].routes.map(\.id) {
          let ids = harness.router(target).state.routes.map(\.id.rawValue)
          checks.append(
            ids.allSatisfy { $0 >= firstFresh }
              ? nil : "part \(target) restored with ids \(ids), not all fresh from \(firstFresh)")
        }
      case 27:
        guard let snapshot = saved else { continue }
        expected = "threw"
        (name, actual) = restoreTruncated(snapshot.data, using: &random) {
          try tabs.restore(from: $0)
        }
      case 34, 45:
        // A tab's router is a full router: results, removals by id, goBack, setRoutes. Often
        // a route whose result a task awaits.
        let awaitedIDs = model.parts[part].routes.filter(\.awaited).map(\.id)
        let pool =
          !awaitedIDs.isEmpty && Int.random(in: 0..<4, using: &random) != 0 ? awaitedIDs : ids
        guard let id = pool.randomElement(using: &random) else { continue }
        let value = Int.random(in: 0...99, using: &random)
        name = "finish(#\(id), with: \(value)) in part \(part)"
        expected = model.onPart(part) { $0.apply(.finish(id, value)) }
        actual = "\(router.finish(RouteID(rawValue: id), with: value))"
      case 35:
        guard let id = ids.randomElement(using: &random) else { continue }
        name = "close(#\(id)) in part \(part)"
        expected = model.onPart(part) { $0.apply(.close(id)) }
        actual = "\(router.close(RouteID(rawValue: id)))"
      case 36:
        let id = ids.randomElement(using: &random) ?? 99
        name = "dismiss(#\(id)) in part \(part)"
        expected = model.onPart(part) { $0.apply(.dismissRoute(id, .dismissed)) }
        actual = "\(router.dismiss(RouteID(rawValue: id)))"
      case 37:
        let screen = screens.randomElement(using: &random)!
        name = "pop(to: \(screen)) in part \(part)"
        expected = model.onPart(part) { $0.apply(.popToScreen(screen)) }
        actual = "\(router.pop(to: screen))"
      case 38:
        name = "goBack in part \(part)"
        expected = model.onPart(part) { $0.apply(.goBack) }
        actual = "\(router.goBack())"
      case 39:
        let steps = (0..<Int.random(in: 0...3, using: &random)).map { _ in
          RouteStep(
            screens.randomElement(using: &random)!,
            as: presentations.randomElement(using: &random)!)
        }
        name = "setRoutes \(steps) in part \(part)"
        expected = model.onPart(part) { $0.apply(.setRoutes(steps)) }
        actual = "\(router.setRoutes(steps))"
      case 40, 43:
        // A task awaits the route's result.
        let screen = screens.randomElement(using: &random)!
        let presentation = presentations.randomElement(using: &random)!
        let route = GuardedModel.ModelRoute(
          id: model.nextRoute, screen: screen, presentation: presentation, awaited: true)
        model.nextRoute += 1
        name = "route \(route.text) in part \(part) awaited"
        expected = "routed"
        _ = model.onPart(part) { $0.request(route) }
        harness.tasks[route.id] = router.routeTo(screen, as: presentation, awaiting: Int.self)
        actual = expected
      case 41, 42:
        // The host writes back what the user did in a part: fresh, or seen before (outdated).
        let fresh = model.parts[part].writeBack(seen: writeBacks, using: &random)
        guard let writeBack = fresh else { continue }
        writeBacks.append(writeBack)
        if writeBacks.count > 8 { writeBacks.removeFirst() }
        name = "writeBack \(writeBack) in part \(part)"
        expected = model.onPart(part) { $0.apply(.writeBack(writeBack)) }
        actual = "\(router.writeBack(writeBack))"
      default:
        name = "user back in part \(part)"
        expected = model.onPart(part) { $0.apply(.userBack) }
        actual = "\(router.userDidGoBack())"
      }
      model.settle()
      for target in 0..<partCount {
        if let change = harness.router(target).deferredChange {
          harness.changes.append((target, change))
        }
      }
      if harness.changes.count > 16 { harness.changes.removeFirst(harness.changes.count - 16) }

      let lateHeard = model.lateHeard
      var problems =
        checks + [
          actual != expected ? "outcome expected \(expected), got \(actual)" : nil,
          tabs.selectedTab != Self.tabs[model.selected - 1]
            ? "selected expected part \(model.selected), got \(tabs.selectedTab)" : nil,
          harness.events != model.events
            ? "events expected \(model.events)\n    events received \(harness.events)" : nil,
          mismatch("callbacks expected", model.callbacks, "callbacks heard  ", harness.callbacks),
          mismatch(
            "late observers expected", lateHeard, "late observers heard",
            harness.lateObservers.heard),
          mismatch("hooks expected", model.hooks, "hooks heard  ", harness.hooks.heard),
        ]
      for target in 0..<partCount {
        let engine = harness.router(target)
        let ids = engine.state.routes.map(\.id.rawValue)
        problems.append(
          engine.state.description != model.parts[target].text
            ? "part \(target) expected \(model.parts[target].text), got \(engine.state)" : nil)
        problems.append(
          ids != model.parts[target].routes.map(\.id)
            ? "part \(target) ids expected \(model.parts[target].routes.map(\.id)), got \(ids)"
            : nil)
        problems.append(
          engine.deferredChange?.id != model.parts[target].deferred?.id
            ? "part \(target) deferral expected \(model.parts[target].deferred.map { "\($0.id)" } ?? "none"), got \(engine.deferredChange.map { "\($0)" } ?? "none")"
            : nil)
      }
      // Each route that left was dismissed exactly once, a present one not at all; ids are
      // unique across the container and never reused; the state is valid; the visible alert is
      // the overlay's, else the selected tab's.
      let state = tabs.state
      let now = Set(
        ([state.overlay] + Self.tabs.map { state[tab: $0] }).flatMap {
          $0.routes.map(\.id.rawValue)
        })
      for id in present.subtracting(now).union(harness.dismissedNow).sorted()
      where harness.dismissals[id] != 1 || now.contains(id) {
        problems.append(
          "route #\(id) dismissed \(harness.dismissals[id] ?? 0) times, present: \(now.contains(id))"
        )
      }
      for id in now.subtracting(present).sorted() where everHanded.contains(id) {
        problems.append("route #\(id) reuses an id")
      }
      everHanded.formUnion(now)
      present = now
      problems.append((try? state.validate()) == nil ? "the state is not valid: \(state)" : nil)
      problems.append(
        state.visibleAlert != (state.overlay.visibleAlert ?? state.selected.visibleAlert)
          ? "the visible alert is \(state.visibleAlert.map { "\($0)" } ?? "none")" : nil)

      let events = model.events.joined(separator: "\n")
      coverage.count("a dismissal deferred", events.contains("deferred by the guard"))
      coverage.count("a dismissal vetoed", events.contains("vetoed by the guard"))
      coverage.count(
        "a deferred change confirmed and applied",
        (name.contains("confirm") || model.callbacks.contains { $0.contains("→ confirm") })
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
      coverage.count(
        "a deferred container dismissAll finished by a confirm",
        model.dismissAllsFinished > finishedBefore)
      linkCoverage.count(
        "a deferred tabbed link finished by a confirm", model.linksFinished > linksFinishedBefore)
      coverage.count("a deep link applied", name.hasPrefix("open") && expected == "applied")
      coverage.count("a restore applied", name == "restore" && expected == "applied")
      coverage.count(
        "the container's back applied",
        name == "the container's user back" && expected == "applied")
      coverage.count("a locked route kept", events.contains("does not let the user dismiss"))
      coverage.count("an alert answered", events.contains("alert resolved"))
      coverage.count(
        "a released callback re-entering",
        model.callbacks.contains { $0.contains(" released → ") && !$0.hasSuffix("→ nothing") })
      coverage.count(
        "an observer of the container cancelled in a callback",
        model.lateRanges.contains { $0.part == nil && $0.end != nil })
      coverage.count(
        "an observer of a part cancelled in a callback",
        model.lateRanges.contains { $0.part != nil && $0.end != nil })
      coverage.count("a truncated save refused", name.hasPrefix("restore a truncated"))
      coverage.count("a write-back applied", name.hasPrefix("writeBack") && expected == "applied")
      coverage.count(
        "an outdated write-back", events.contains("the presentation it saw has changed"))
      let taskEnds = model.parts.flatMap(\.taskEnds.values)
      coverage.count(
        "a task ended with a value",
        taskEnds.contains { if case .value = $0 { true } else { false } })
      coverage.count(
        "a task ended cancelled",
        taskEnds.contains { if case .cancelled = $0 { true } else { false } })
      // How awaiting tasks ended: awaited only once everything else agrees, so that a task
      // the engine never ends fails the step instead of hanging it.
      var found = problems.compactMap { $0 }
      for target in 0..<partCount {
        for (id, end) in found.isEmpty ? model.parts[target].taskEnds : [:] {
          guard let task = harness.tasks.removeValue(forKey: id) else { continue }
          let got: String
          do {
            got = "\(try await task.value)"
          } catch let cancelled as RouteCancelled {
            got = "cancelled (\(cancelled.reason))"
          }
          if got != "\(end)" { found.append("task of #\(id): expected \(end), got \(got)") }
        }
        model.parts[target].taskEnds = [:]
      }
      guard found.isEmpty else {
        Issue.record(
          """
          seed \(seed), step \(step) (\(name)); replay with MVIROUTER_SEED=\(seed)
            \(found.joined(separator: "\n  "))
          """)
        return
      }
      countDismissCallbacks(in: harness.callbacks, into: &dismissCallbacks)
      presentedCount += model.events.filter { $0.contains(": routed ") }.count
      dismissedCount += model.events.filter { $0.contains(": dismissed ") }.count
      policyDismissals += harness.hooks.heard.filter { $0.hasPrefix("dismissed ") }.count
    }
    // Every route presented was dismissed exactly once by the end: its callback fired once,
    // the policy heard it once.
    #expect(present.isEmpty, "seed \(seed): the run did not clear")
    #expect(Set(dismissCallbacks.keys) == model.presentedWithCallbacks, "seed \(seed)")
    #expect(dismissCallbacks.values.allSatisfy { $0 == 1 }, "seed \(seed)")
    #expect(presentedCount == dismissedCount, "seed \(seed)")
    #expect(policyDismissals == dismissedCount, "seed \(seed)")
    coverage.expectEveryPathTaken(seed: seed)
    linkCoverage.expectEveryPathTaken(seed: seed)
  }
}
