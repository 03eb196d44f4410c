import Foundation
import MVIRouter
import Testing

/// Decides route requests from a table the test changes, and records every hook as text.
@MainActor
final class ModelRouter: RouterPolicy {
  var decisions: [CoreScreen: GuardDecision] = [:]
  var heard: [String] = []

  func getScreenPresentationType(for type: CoreScreen) -> RouterScreenPresentationType {
    CoreRouter().getScreenPresentationType(for: type)
  }

  func getAlertTitle(for type: CoreAlert) -> String? { CoreRouter().getAlertTitle(for: type) }

  func getAlertActions(for type: CoreAlert) -> [RouterAlertButton<String>] {
    CoreRouter().getAlertActions(for: type)
  }

  func onScreenDismiss(type: CoreScreen, reason: DismissReason) {
    heard.append("dismissed \(type) \(reason)")
  }

  func onResult(
    _ result: RouteResult<RouterResultValue>, of route: Route<CoreScreen>,
    presenter: Route<CoreScreen>?
  ) {
    heard.append("result \(route): \(result) to \(presenter.map { "\($0)" } ?? "root")")
  }

  func onAlertAction(
    _ button: RouterAlertButton<String>, for alert: PresentedAlert<CoreAlert>,
    owner: Route<CoreScreen>?
  ) {
    heard.append("answered \(alert.alert): \(button.title) (\(owner.map { "\($0)" } ?? "root"))")
  }

  /// Names the part of a tab container that stopped a change (set by the tabbed run): the
  /// hook's line then ends with ` in <part>`.
  var partOf: ((GuardedChange) -> String)?

  func onGuardedChange(_ change: GuardedChange, of route: Route<CoreScreen>) {
    heard.append("guarded \(change) (\(route))" + (partOf.map { " in \($0(change))" } ?? ""))
  }

  func getRouteDecision(for type: CoreScreen, as presentation: RouterScreenPresentationType)
    -> GuardDecision
  {
    heard.append("asked \(presentation) \(type)")
    return decisions[type] ?? .allow
  }
}

/// Applies random operations to one router and to ``GuardedModel`` side by side — routing
/// with options, expecting results and awaiting them; guards that allow, veto and defer, with
/// handlers; confirming and abandoning (stale confirms included); the router's route guard;
/// every removal; the user's back on locked routes; write-backs fresh and outdated; alerts;
/// cancelling awaiting tasks; deep links; saving, restoring and refusing a truncated save —
/// where dismiss callbacks, result handlers,
/// guard handlers and alert handlers route again from inside the delivery, add observers and
/// cancel them, and objects captured by dismiss callbacks route or cancel from their deinit
/// when the router releases the callback; the policy (``ModelRouter``) has every hook an app
/// uses. After each operation it compares the state, every event, every callback and handler
/// with what it heard, what each observer added meanwhile heard, every hook, the outcome, and
/// how awaiting tasks ended. The run ends by clearing every route: each was dismissed exactly
/// once, its callback fired once and the policy heard it once.
///
/// A failure names the seed and the step; replay one seed with `MVIROUTER_SEED=<seed>`.
@MainActor
@Suite struct GuardedModelBasedTests {
  nonisolated static let seeds = SeededGenerator.seeds(10)
  nonisolated static let operationsPerSeed = 10_000
  /// `MVIROUTER_TRACE=1` prints every step of a replayed seed: its name, outcome, the model's
  /// state and callbacks.
  nonisolated static let tracing = ProcessInfo.processInfo.environment["MVIROUTER_TRACE"] != nil

  typealias Act = GuardedModel.Act

  static let links = DeepLinkMap<CoreScreen>(
    scheme: "shop",
    [
      DeepLink("") { _ in [] },
      DeepLink("items/:id") { p in [.push(.list), .push(.detail(try p.int("id")))] },
      DeepLink("items/:id/edit") { p in
        [.push(.list), .push(.detail(try p.int("id"))), .sheet(.edit)]
      },
      DeepLink("settings") { _ in [.cover(.settings), .sheet(.picker)] },
    ])

  /// What the object a callback-routed route's dismiss callback captures asks for when the
  /// router releases that callback, by the route's id.
  nonisolated static func releaseAct(_ id: Int) -> Act? {
    switch id % 5 {
    case 0: .pop
    case 1: .stopObserving
    case 2: .observeLate
    case 3: .confirm
    default: nil
    }
  }

  /// Holds the id a callback's route got.
  final class IDBox {
    var value = 0
  }

  /// The engine's side: the router and the logs its callbacks and handlers write.
  @MainActor final class Harness {
    let hooks = ModelRouter()
    let routerEvents: RouterEvents<CoreScreen, CoreAlert>
    var events: [String] = []
    var callbacks: [String] = []
    var tasks: [Int: Task<Int, any Error>] = [:]
    /// Every change a handler heard or the router showed waiting, for stale confirms.
    var changes: [GuardedChange] = []
    /// What observers added during delivery heard.
    let lateObservers = LateObservers()

    /// - Parameter observed: Whether an observer hears every event from the start (without
    ///   one, a lone departure is delivered directly; callbacks and hooks are compared alike).
    init(observed: Bool = true) {
      routerEvents = RouterEvents(router: hooks)
      if observed {
        routerEvents.observeAlways { [unowned self] in self.events.append("\($0)") }
      }
    }

    func options(locked: Bool, medium: Bool = false) -> PresentationOptions {
      PresentationOptions(detents: medium ? [.medium] : [], interactiveDismissDisabled: locked)
    }

    func log(_ line: String, _ act: Act?, heard: GuardedChange? = nil) {
      let index = callbacks.count
      callbacks.append(line)
      if let act { callbacks[index] += perform(act, heard: heard) }
    }

    func dismissLogger(_ box: IDBox, _ act: Act?, releasing: ReleaseProbe? = nil) -> (
      DismissReason
    ) -> Void {
      { [unowned self] reason in
        withExtendedLifetime(releasing) {
          self.log("#\(box.value) dismissed \(reason)", act)
        }
      }
    }

    func resultLogger(_ box: IDBox, _ act: Act?) -> (RouteResult<Int>) -> Void {
      { [unowned self] result in self.log("#\(box.value) result \(result)", act) }
    }

    func guardLogger(_ id: RouteID, _ act: Act?) -> (GuardedChange) -> Void {
      { [unowned self] change in
        self.changes.append(change)
        self.log("guard \(id) heard \(change.id) \(change)", act, heard: change)
      }
    }

    func alertLogger(_ box: IDBox, _ act: Act?) -> (String) -> Void {
      { [unowned self] action in self.log("alert #\(box.value) answered \(action)", act) }
    }

    /// Routes with a logging dismiss callback (and result handler).
    func route(
      _ screen: CoreScreen, _ presentation: RouterScreenPresentationType, locked: Bool,
      medium: Bool, expects: Bool, onDismiss: Act?, onResult: Act?, predicted: Int = 0,
      releases: Bool = false, onRelease: Act? = nil, releasedAct: Bool = false
    ) -> RouteID {
      // A vetoed route's result handler hears before `routeTo` returns.
      let box = IDBox()
      box.value = predicted
      let options = options(locked: locked, medium: medium)
      // Captured by the dismiss callback: its deinit logs and asks for its act, re-entering the
      // router as an app's object released with a screen would (not once the run is over).
      let probe =
        releases
        ? ReleaseProbe { [weak self] in
          // A callback-routed route's act follows from its id, known once it is routed.
          let act = releasedAct ? GuardedModelBasedTests.releaseAct(box.value) : onRelease
          self?.log("#\(box.value) released", act)
        } : nil
      let id =
        expects
        ? routerEvents.routeTo(
          screen, as: presentation, options: options, expecting: Int.self,
          onDismiss: dismissLogger(box, onDismiss, releasing: probe),
          onResult: resultLogger(box, onResult))
        : routerEvents.routeTo(
          screen, as: presentation, options: options,
          onDismiss: dismissLogger(box, onDismiss, releasing: probe))
      box.value = id.rawValue
      return id
    }

    /// What a callback asks for, while the router delivers: returns the text the model writes.
    func perform(_ act: Act, heard: GuardedChange?) -> String {
      switch act {
      // Routes in a batch, applied as a queued request is: outside a delivery (a callback
      // released after it) too, so a vetoed route's result handler hears once `routeTo` has
      // returned its id, and the guard waits behind the route.
      case .route(let screen, let presentation, let locked, let expects):
        let id = routerEvents.perform {
          route(
            screen, presentation, locked: locked, medium: false, expects: expects,
            onDismiss: nil, onResult: nil, releases: true, onRelease: nil, releasedAct: true)
        }
        return " → routeTo \(id)"
      case .routeGuarded(let screen, let presentation, let decision):
        return routerEvents.perform {
          let id = route(
            screen, presentation, locked: false, medium: false, expects: false, onDismiss: nil,
            onResult: nil)
          return " → routeTo \(id) guarded \(routerEvents.guardDismissal(of: id, decision))"
        }
      case .alert(let alert):
        let box = IDBox()
        let id = routerEvents.presentAlert(alert, onAction: alertLogger(box, nil))
        box.value = id.rawValue
        return " → alert \(id.rawValue)"
      case .popTo(let screen): return " → \(routerEvents.pop(to: screen))"
      case .userBack: return " → \(routerEvents.userDidGoBack())"
      case .dismiss: return " → \(routerEvents.dismiss())"
      case .pop: return " → \(routerEvents.pop())"
      case .dismissAll: return " → \(routerEvents.dismissAll())"
      case .routeIn, .select, .tabsDismissAll:
        return " → nothing"
      case .observeLate:
        return lateObservers.add(to: routerEvents)
      case .stopObserving:
        return lateObservers.stopFirst()
      case .confirm, .abandon:
        guard let change = heard ?? routerEvents.deferredChange else { return " → nothing" }
        changes.append(change)
        let outcome =
          act == .confirm ? routerEvents.confirm(change) : routerEvents.abandon(change)
        return " → \(act) \(change.id) \(outcome)"
      }
    }
  }

  @Test(arguments: seeds, [true, false])
  func engineAndModelAgreeOnEveryOperation(seed: UInt64, observed: Bool) async throws {
    var random = SeededGenerator(state: seed)
    let harness = Harness(observed: observed)
    let routerEvents = harness.routerEvents
    var model = GuardedModel()
    var saved: (data: Data, state: NavigationState<CoreScreen, CoreAlert>, model: GuardedModel)?
    var writeBacks: [PresentationWriteBack] = []
    let screens: [CoreScreen] = [.list, .detail(1), .detail(2), .edit, .picker, .settings]
    let presentations: [RouterScreenPresentationType] = [.push, .push, .sheet, .fullScreenCover]
    let decisions: [GuardDecision] = [.allow, .veto, .defer, .defer]

    /// What a callback asks for. A guard handler answers its change or routes: asking for a
    /// removal again would meet its own guard again, for ever.
    func randomAct(forGuard: Bool = false) -> Act? {
      if forGuard {
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1, 2: return .confirm
        case 3: return .abandon
        case 4:
          return .route(
            screens.randomElement(using: &random)!, presentations.randomElement(using: &random)!,
            locked: false, expects: Bool.random(using: &random))
        case 5: return .alert(.delete)
        default: return nil
        }
      }
      return switch Int.random(in: 0..<20, using: &random) {
      case 0, 1, 2:
        .route(
          screens.randomElement(using: &random)!, presentations.randomElement(using: &random)!,
          locked: Int.random(in: 0..<5, using: &random) == 0,
          expects: Bool.random(using: &random))
      case 3:
        .routeGuarded(
          screens.randomElement(using: &random)!,
          presentations.randomElement(using: &random)!,
          decisions.randomElement(using: &random)!)
      case 4: .alert(Bool.random(using: &random) ? .delete : .info)
      case 5: .popTo(screens.randomElement(using: &random)!)
      case 6: .userBack
      case 7: .dismiss
      case 8: .pop
      case 9: .dismissAll
      case 10, 11, 12: .confirm
      case 13: .abandon
      case 14, 15: .observeLate
      case 16, 17: .stopObserving
      default: nil
      }
    }

    /// Which of the step's events each observer added during delivery hears: from the end of
    /// the transaction that added it, up to where a callback cancelled it.
    var lateRanges: [(start: Int, end: Int?)] = []

    /// The model's side of what fired callbacks asked for: queued, applied in order.
    func settle() {
      var queue: [GuardedModel.Pending] = []
      /// A change asked for outside any delivery is applied at once: what its caller's line
      /// says once it is.
      var outcomeOf: ((String) -> Void)?
      func collect(direct: Bool = false) {
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
          case .routeGuarded(let screen, let presentation, let decision):
            var route = GuardedModel.ModelRoute(
              id: model.nextRoute, screen: screen, presentation: presentation, logsDismiss: true)
            route.guarding = .init(decision: decision, hasHandler: false, act: nil)
            model.nextRoute += 1
            queue.append(.request(route))
            // Applied at once, a route the route guard vetoed is not there to guard; one it
            // deferred keeps its guard until it is confirmed, as a queued one does.
            let guarded = !direct || model.decisions[screen] != .veto
            suffix = " → routeTo #\(route.id) guarded \(guarded)"
          case .alert(let alert):
            queue.append(.alert(alert, model.nextAlert))
            suffix = " → alert \(model.nextAlert)"
            model.nextAlert += 1
          case .popTo(let screen): queue.append(.op(.popToScreen(screen)))
          case .userBack: queue.append(.op(.userBack))
          case .dismiss: queue.append(.op(.dismiss))
          case .pop: queue.append(.op(.pop))
          case .dismissAll: queue.append(.op(.dismissAll))
          case .routeIn, .select, .tabsDismissAll:
            suffix = " → nothing"
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
          case .confirm, .abandon:
            if let id = heard ?? model.deferred?.id {
              queue.append(act == .confirm ? .confirm(id) : .abandon(id))
              suffix = " → \(act) \(id) queued"
            } else {
              suffix = " → nothing"
            }
          }
          if direct, suffix.hasSuffix(" queued") {
            suffix.removeLast("queued".count)
            outcomeOf = { [prefix = suffix] in model.callbacks[line] += prefix + $0 }
            suffix = ""
          }
          model.callbacks[line] += suffix
        }
      }
      /// `direct`: the operation's own transaction was over before its callback asked.
      func drain(direct: Bool = false) {
        var direct = direct
        settleModel(
          endingEach: {
            model.endTransaction()
            collect(direct: direct)
            direct = false
          },
          next: { queue.isEmpty ? nil : queue.removeFirst() },
          apply: {
            let outcome = model.apply($0)
            outcomeOf?(outcome)
            outcomeOf = nil
          })
      }
      drain()
      // The step's own route, released during its call: the caller's reference to its
      // callback outlives the router's, so the object goes when the call returns, and what it
      // asks for is applied at once.
      model.heldByCaller = nil
      while !model.afterCall.isEmpty {
        let route = model.afterCall.removeFirst()
        model.fire("#\(route.id) released", route.onRelease, delivered: model.events.count)
        drain(direct: true)
      }
    }

    var coverage = Coverage()
    // Over the run: how often each route's dismiss callback fired, and how many routes were
    // presented and dismissed (restored ones included), as the model and the policy heard.
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
      harness.lateObservers.reset()
      lateRanges = []
      model.events = []
      model.callbacks = []
      model.heardBefore = [:]
      model.hooks = []
      var name = ""
      var expected = ""
      var actual = ""
      let ids = model.routes.map(\.id)
      switch step < Self.operationsPerSeed ? Int.random(in: 0..<43, using: &random) : -1 {
      case -1:
        guard let end = model.endOfRun(routerEvents, prefix: "") else { break steps }
        (name, expected, actual) = end
      case 0...6:
        let screen = screens.randomElement(using: &random)!
        let presentation = presentations.randomElement(using: &random)!
        let awaited = Int.random(in: 0..<5, using: &random) == 0
        // Awaiting routes take no options of their own.
        let locked = !awaited && Int.random(in: 0..<5, using: &random) == 0
        let medium =
          !awaited && presentation == .sheet && Int.random(in: 0..<4, using: &random) == 0
        let expects = !awaited && Bool.random(using: &random)
        let onDismiss = awaited ? nil : randomAct()
        let onResult = expects ? randomAct() : nil
        // Often an object the callback captures routes, or cancels, when it is released.
        let releases = !awaited && Int.random(in: 0..<3, using: &random) == 0
        let onRelease = releases ? randomAct() : nil
        var route = GuardedModel.ModelRoute(
          id: model.nextRoute, screen: screen, presentation: presentation, medium: medium,
          locked: locked, logsDismiss: !awaited, onDismiss: onDismiss, expects: expects,
          onResult: onResult, awaited: awaited)
        route.releases = releases
        route.onRelease = onRelease
        model.nextRoute += 1
        name = "route \(route.text)\(awaited ? " awaited" : "")\(expects ? " expecting" : "")"
        name += " then \(onDismiss.map { "\($0)" } ?? "nothing")"
        name += "/\(onResult.map { "\($0)" } ?? "nothing")"
        if releases { name += ", released then \(onRelease.map { "\($0)" } ?? "nothing")" }
        expected = "\(RouteID(rawValue: route.id))"
        model.heldByCaller = route.id
        _ = model.request(route)
        if awaited && Bool.random(using: &random) {
          harness.tasks[route.id] = routerEvents.routeTo(
            screen, as: presentation, awaiting: Int.self)
          actual = expected
        } else if awaited {
          // `route(to:as:expecting:)` routes when its task runs: let it run up to the request,
          // which asks the route guard.
          name += " in a task"
          harness.tasks[route.id] = Task {
            try await routerEvents.route(to: screen, as: presentation, expecting: Int.self)
          }
          var turns = 0
          while !harness.hooks.heard.contains(where: { $0.hasPrefix("asked") }), turns < 1_000 {
            await Task.yield()
            turns += 1
          }
          actual = turns < 1_000 ? expected : "the task never routed"
        } else {
          actual =
            "\(harness.route(screen, presentation, locked: locked, medium: medium, expects: expects, onDismiss: onDismiss, onResult: onResult, predicted: route.id, releases: releases, onRelease: onRelease))"
        }
        // Often the screen guards its route at once (an editor with a draft).
        if let index = model.index(of: route.id), Int.random(in: 0..<3, using: &random) == 0 {
          let decision: GuardDecision = Int.random(in: 0..<4, using: &random) == 0 ? .veto : .defer
          let act = randomAct(forGuard: true)
          name += ", guarded \(decision) then \(act.map { "\($0)" } ?? "nothing")"
          model.routes[index].guarding = .init(decision: decision, hasHandler: true, act: act)
          let id = RouteID(rawValue: route.id)
          expected += " guarded true"
          actual +=
            " guarded \(routerEvents.guardDismissal(of: id, decision, onGuard: harness.guardLogger(id, act)))"
        }
      case 7...9:
        guard let target = model.routes.randomElement(using: &random) else { continue }
        let decision = decisions.randomElement(using: &random)!
        let hasHandler = Int.random(in: 0..<4, using: &random) != 0
        let act = hasHandler ? randomAct(forGuard: true) : nil
        name = "guard #\(target.id) \(decision) then \(act.map { "\($0)" } ?? "nothing")"
        let index = model.index(of: target.id)!
        model.routes[index].guarding = .init(decision: decision, hasHandler: hasHandler, act: act)
        expected = "true"
        let id = RouteID(rawValue: target.id)
        actual =
          "\(routerEvents.guardDismissal(of: id, decision, onGuard: hasHandler ? harness.guardLogger(id, act) : nil))"
      case 10:
        name = "dismiss"
        expected = model.apply(.dismiss)
        actual = "\(routerEvents.dismiss())"
      case 11:
        name = "pop"
        expected = model.apply(.pop)
        actual = "\(routerEvents.pop())"
      case 12:
        name = "popToRoot"
        expected = model.apply(.popToRoot)
        actual = "\(routerEvents.popToRoot())"
      case 13:
        name = "dismissAll"
        expected = model.apply(.dismissAll)
        actual = "\(routerEvents.dismissAll())"
      case 14:
        name = "goBack"
        expected = model.apply(.goBack)
        actual = "\(routerEvents.goBack())"
      case 15, 16:
        name = "user back"
        expected = model.apply(.userBack)
        actual = "\(routerEvents.userDidGoBack())"
      case 17:
        let id = ids.randomElement(using: &random) ?? 99
        name = "dismiss(#\(id))"
        expected = model.apply(.dismissRoute(id, .dismissed))
        actual = "\(routerEvents.dismiss(RouteID(rawValue: id)))"
      case 18:
        let id = ids.randomElement(using: &random) ?? 99
        name = "pop(to: #\(id))"
        expected = model.apply(.popToRoute(id))
        actual = "\(routerEvents.pop(to: RouteID(rawValue: id)))"
      case 19:
        let screen = screens.randomElement(using: &random)!
        name = "pop(to: \(screen))"
        expected = model.apply(.popToScreen(screen))
        actual = "\(routerEvents.pop(to: screen))"
      case 20:
        let steps = (0..<Int.random(in: 0...3, using: &random)).map { _ in
          RouteStep(
            screens.randomElement(using: &random)!,
            as: presentations.randomElement(using: &random)!)
        }
        name = "setRoutes \(steps)"
        expected = model.apply(.setRoutes(steps))
        actual = "\(routerEvents.setRoutes(steps))"
      case 21:
        // Often a route whose result a task awaits.
        let awaitedIDs = model.routes.filter(\.awaited).map(\.id)
        let pool = !awaitedIDs.isEmpty && Bool.random(using: &random) ? awaitedIDs : ids
        guard let id = pool.randomElement(using: &random) else { continue }
        let value = Int.random(in: 0...99, using: &random)
        name = "finish(#\(id), with: \(value))"
        expected = model.apply(.finish(id, value))
        actual = "\(routerEvents.finish(RouteID(rawValue: id), with: value))"
      case 22:
        guard let id = ids.randomElement(using: &random) else { continue }
        name = "close(#\(id))"
        expected = model.apply(.close(id))
        actual = "\(routerEvents.close(RouteID(rawValue: id)))"
      case 23...25:
        // Confirm the waiting change, or one heard before (stale).
        let change =
          Int.random(in: 0..<3, using: &random) != 0
          ? routerEvents.deferredChange : harness.changes.randomElement(using: &random)
        guard let change else { continue }
        harness.changes.append(change)
        name = "confirm \(change.id) (\(change))"
        expected = model.confirm(change.id)
        actual = "\(routerEvents.confirm(change))"
      case 26:
        let change =
          Bool.random(using: &random)
          ? routerEvents.deferredChange : harness.changes.randomElement(using: &random)
        guard let change else { continue }
        name = "abandon \(change.id) (\(change))"
        expected = model.abandon(change.id)
        actual = "\(routerEvents.abandon(change))"
      case 27, 28:
        let fresh = model.writeBack(seen: writeBacks, using: &random)
        guard let writeBack = fresh else { continue }
        writeBacks.append(writeBack)
        if writeBacks.count > 8 { writeBacks.removeFirst() }
        name = "writeBack \(writeBack)"
        expected = model.apply(.writeBack(writeBack))
        actual = "\(routerEvents.writeBack(writeBack))"
      case 29, 30:
        let alert: CoreAlert = Bool.random(using: &random) ? .delete : .info
        let act = randomAct()
        name = "presentAlert \(alert) then \(act.map { "\($0)" } ?? "nothing")"
        let id = model.presentAlert(alert, act: act, logs: true)
        expected = "\(id)"
        let box = IDBox()
        let actualID = routerEvents.presentAlert(alert, onAction: harness.alertLogger(box, act))
        box.value = actualID.rawValue
        actual = "\(actualID.rawValue)"
      case 31:
        let action = ["Delete", "Cancel", "OK"].randomElement(using: &random)!
        name = "resolveAlert \(action)"
        expected = model.resolveAlert(action)
        actual = "\(routerEvents.resolveAlert(action))"
      case 32:
        name = "cancelAlert"
        expected = model.cancelAlert()
        actual = "\(routerEvents.cancelAlert())"
      case 33:
        let screen = screens.randomElement(using: &random)!
        let decision = decisions.randomElement(using: &random)!
        name = "route guard: \(screen) \(decision)"
        model.decisions[screen] = decision
        harness.hooks.decisions[screen] = decision
      case 34:
        // Cancel a task awaiting a route, when no guard would stop the dismissal it asks for.
        guard let id = harness.tasks.keys.sorted().randomElement(using: &random),
          let task = harness.tasks[id], model.taskEnds[id] == nil
        else { continue }
        name = "cancel the task awaiting #\(id)"
        if let index = model.index(of: id) {
          guard model.routes[index...].allSatisfy({ $0.guarding.decision == .allow }) else {
            continue
          }
          expected = model.apply(.dismissRoute(id, .cancelled))
        } else if let waiting = model.deferred, waiting.route == id,
          case .present(let route) = waiting.op
        {
          // Still waiting for the route guard: abandoned. The hooks and observers hear its
          // result as of any route that will not arrive; the task reports its own cancellation.
          model.deferred = nil
          let presenter = model.routes.last.map(\.text) ?? "root"
          model.events.append("result \(route.text): cancelled (vetoed)")
          model.hooks.append("result \(route.text): cancelled (vetoed) to \(presenter)")
          model.taskEnds[id] = .cancelled(.cancelled)
        } else {
          continue
        }
        task.cancel()
        _ = try? await task.value
        actual = expected
      case 35:
        name = "save"
        saved = (try routerEvents.savedState(), routerEvents.state, model)
        // Another router built from the value: none of this router's guards, and its top
        // route (after dismissing all) takes a value of any type.
        let other = RouterEvents(state: routerEvents.state)
        expected =
          model.routes.contains { $0.presentation != .push }
          ? "applied" : "ignored: dismissAll(): no modal is presented"
        actual = "\(other.dismissAll())"
        if let top = other.state.routes.last {
          expected += " applied"
          actual += " \(other.finish(top.id, with: "text"))"
        }
      case 36, 37:
        guard let snapshot = saved else { continue }
        let fromValue = Bool.random(using: &random)
        name = fromValue ? "restore a state value" : "restore"
        expected = model.restore(snapshot.model)
        actual =
          fromValue
          ? "\(try routerEvents.restore(snapshot.state))"
          : "\(try routerEvents.restore(from: snapshot.data))"
      case 40, 41:
        let link = [
          "shop://", "shop://items/3", "shop://items/4/edit", "shop://settings", "shop://nowhere",
          "shop://items/x", "http://items/3",
        ].randomElement(using: &random)!
        name = "open \(link)"
        do {
          expected = model.apply(.openLink(try Self.links.steps(for: link), approved: []))
        } catch {
          expected = "threw \(error)"
        }
        do {
          actual = "\(try routerEvents.open(link, using: Self.links))"
        } catch {
          actual = "threw \(error)"
        }
      case 42:
        guard let snapshot = saved else { continue }
        expected = "threw"
        (name, actual) = restoreTruncated(snapshot.data, using: &random) {
          try routerEvents.restore(from: $0)
        }
      default:
        let reason = DismissReason.allCases.randomElement(using: &random)!
        name = "goBack(reason: \(reason))"
        expected = model.apply(.goBackWith(reason))
        actual = "\(routerEvents.goBack(reason: reason))"
      }
      settle()
      let lateHeard = lateRanges.map {
        Array(model.events[$0.start..<($0.end ?? model.events.count)])
      }
      if let change = routerEvents.deferredChange { harness.changes.append(change) }
      if harness.changes.count > 16 { harness.changes.removeFirst(harness.changes.count - 16) }

      var problems = [
        actual != expected ? "outcome expected \(expected), got \(actual)" : nil,
        routerEvents.state.description != model.text
          ? "state expected \(model.text)\n    state actual:   \(routerEvents.state)" : nil,
        observed && harness.events != model.events
          ? "events expected \(model.events)\n    events received \(harness.events)" : nil,
        mismatch("callbacks expected", model.callbacks, "callbacks heard  ", harness.callbacks),
        mismatch(
          "late observers expected", lateHeard, "late observers heard", harness.lateObservers.heard),
        mismatch("hooks expected", model.hooks, "hooks heard  ", harness.hooks.heard),
        routerEvents.deferredChange?.id != model.deferred?.id
          ? "deferral expected \(model.deferred.map { "\($0.id)" } ?? "none"), got \(routerEvents.deferredChange.map { "\($0)" } ?? "none")"
          : nil,
      ].compactMap { $0 }
      // How awaiting tasks ended: awaited only once everything else agrees, so that a task
      // the engine never ends fails the step instead of hanging it.
      var tasksProblem: String?
      for (id, end) in problems.isEmpty ? model.taskEnds : [:] {
        guard let task = harness.tasks.removeValue(forKey: id) else { continue }
        let got: String
        do {
          got = "\(try await task.value)"
        } catch let cancelled as RouteCancelled {
          got = "cancelled (\(cancelled.reason))"
        }
        if got != "\(end)" { tasksProblem = "task of #\(id): expected \(end), got \(got)" }
      }
      problems += [tasksProblem].compactMap { $0 }
      if Self.tracing {
        print("step \(step): \(name) → \(expected)\n  \(model.text)\n  \(model.callbacks)")
      }
      coverage.count(name: name, outcome: expected, model: model)
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
      policyDismissals += harness.hooks.heard.filter { $0.hasPrefix("dismissed ") }.count
    }
    // Every route presented was dismissed exactly once by the end: its callback fired once,
    // the policy heard it once.
    #expect(routerEvents.state.routes.isEmpty, "seed \(seed): the run did not clear")
    #expect(Set(dismissCallbacks.keys) == model.presentedWithCallbacks, "seed \(seed)")
    #expect(dismissCallbacks.values.allSatisfy { $0 == 1 }, "seed \(seed)")
    #expect(presentedCount == dismissedCount, "seed \(seed)")
    #expect(policyDismissals == dismissedCount, "seed \(seed)")
    // Every path the suite exists for was taken, in every seed.
    coverage.paths.expectEveryPathTaken(seed: seed)
  }

  /// How often each path the suite exists for was taken.
  struct Coverage {
    var paths = PathCoverage([
      "a dismissal vetoed", "a dismissal deferred", "a deferred change confirmed and applied",
      "a confirm deferred again by the next guard", "a stale confirm or abandon",
      "a route vetoed by the route guard", "a route deferred by the route guard",
      "a deferred route confirmed", "an abandon", "a guard handler confirming",
      "a callback routing again", "a result handler acting", "a locked route kept",
      "a write-back applied", "an outdated write-back", "a task ended with a value",
      "a task ended cancelled", "a task cancelled", "a restore", "a route awaited in a task",
      "a released callback re-entering", "an observer cancelled in a callback",
      "a deep link applied", "a truncated save refused",
    ])

    mutating func count(name: String, outcome: String, model: GuardedModel) {
      func add(_ path: String, _ taken: Bool) { paths.count(path, taken) }
      let events = model.events.joined(separator: "\n")
      add("a dismissal vetoed", events.contains("vetoed by the guard"))
      add("a dismissal deferred", events.contains("deferred by the guard"))
      add(
        "a deferred change confirmed and applied",
        name.hasPrefix("confirm") && outcome == "applied" && events.contains("dismissed"))
      add(
        "a confirm deferred again by the next guard",
        events.components(separatedBy: "deferred by the guard").count > 2
          || (name.hasPrefix("confirm") && outcome.contains("deferred by the guard")))
      add("a stale confirm or abandon", events.contains("no such change is deferred"))
      add("a route vetoed by the route guard", events.contains("vetoed by the router's"))
      add("a route deferred by the route guard", events.contains("deferred by the router's"))
      add(
        "a deferred route confirmed",
        name.contains("routeTo(") && name.hasPrefix("confirm") && outcome == "applied")
      add("an abandon", name.hasPrefix("abandon") && outcome == "applied")
      add(
        "a guard handler confirming",
        model.callbacks.contains { $0.hasPrefix("guard") && $0.contains("→ confirm") })
      add("a callback routing again", model.callbacks.contains { $0.contains("→ routeTo") })
      add(
        "a released callback re-entering",
        model.callbacks.contains { $0.contains(" released → ") && !$0.hasSuffix("→ nothing") })
      add(
        "an observer cancelled in a callback",
        model.callbacks.contains { $0.contains("→ stopped observer") })
      add(
        "a result handler acting",
        model.callbacks.contains { $0.contains(" result ") && $0.contains("→") })
      add("a locked route kept", events.contains("does not let the user dismiss"))
      add("a write-back applied", name.hasPrefix("writeBack") && outcome == "applied")
      add("an outdated write-back", events.contains("the presentation it saw has changed"))
      add(
        "a task ended with a value",
        model.taskEnds.values.contains { if case .value = $0 { true } else { false } })
      add(
        "a task ended cancelled",
        model.taskEnds.values.contains {
          $0 != .cancelled(.cancelled) && { if case .cancelled = $0 { true } else { false } }($0)
        })
      add("a task cancelled", name.hasPrefix("cancel the task"))
      add("a route awaited in a task", name.contains(" in a task"))
      add("a restore", name == "restore" && outcome == "applied")
      add("a deep link applied", name.hasPrefix("open") && outcome == "applied")
      add("a truncated save refused", name.hasPrefix("restore a truncated"))
    }
  }
}
