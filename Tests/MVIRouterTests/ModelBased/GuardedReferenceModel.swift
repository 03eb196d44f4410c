import MVIRouter

/// The reference model of one router (`RouterEvents`; the scoped run models its app router
/// with it, the tabbed run each part of a container): routes over the root with their
/// reasons, alerts with owners in FIFO order, results delivered once, deep links, saving and
/// restoring, and everything version 2 added — dismissal guards and their deferred changes,
/// the router's route guard, presentation options, write-backs, results (handlers and awaiting
/// tasks) — written from the rules of the engine, guards, declarative UI, results and deep link
/// articles, not from the engine.
///
/// It predicts four logs per operation: the events observers hear, what the test's callbacks
/// and handlers hear (dismiss callbacks, result handlers, guard handlers, alert handlers, the
/// deinit of an object a dismiss callback captured, with what they asked for in return), what
/// the router's hooks hear, and the outcome of the call. Callbacks and handlers may ask for more
/// (``Act``): that is queued and applied after the current transaction, in order, decided when
/// applied (``settleModel(endingEach:next:apply:)``).
struct GuardedModel {
  /// What a callback or a handler asks of the router when it fires.
  enum Act: Equatable, CustomStringConvertible {
    /// Route, as a sheet or push, maybe locked, maybe expecting a result.
    case route(CoreScreen, RouterScreenPresentationType, locked: Bool, expects: Bool)
    /// Route, then at once guard the route it got (a route asked for in the same delivery).
    case routeGuarded(CoreScreen, RouterScreenPresentationType, GuardDecision)
    case alert(CoreAlert)
    case popTo(CoreScreen)
    case userBack
    case dismiss
    case pop
    case dismissAll
    /// Confirm the change the guard handler heard, or else the router's waiting deferral.
    case confirm
    /// Abandon it.
    case abandon
    /// In a tab container: route `detail(7)` as a push in a part (0 is the overlay).
    case routeIn(Int)
    /// In a tab container: select a tab (a part, 1 or more).
    case select(Int)
    /// In a tab container: the container's `dismissAll()`.
    case tabsDismissAll
    /// Start observing: the observer hears from the next transaction on.
    case observeLate
    /// Cancel the oldest observer an `observeLate` added that still observes: it hears nothing
    /// more, not even the event being delivered.
    case stopObserving

    var description: String {
      switch self {
      case .route(let screen, let presentation, let locked, let expects):
        "route \(presentation) \(screen)\(locked ? " locked" : "")\(expects ? " expecting" : "")"
      case .routeGuarded(let screen, let presentation, let decision):
        "route \(presentation) \(screen) guarded \(decision)"
      case .alert(let alert): "alert \(alert)"
      case .popTo(let screen): "pop(to: \(screen))"
      case .userBack: "userBack"
      case .dismiss: "dismiss"
      case .pop: "pop"
      case .dismissAll: "dismissAll"
      case .confirm: "confirm"
      case .abandon: "abandon"
      case .routeIn(let part): "route push detail(7) in part \(part)"
      case .select(let part): "select part \(part)"
      case .tabsDismissAll: "the container's dismissAll"
      case .observeLate: "observe"
      case .stopObserving: "stop observing"
      }
    }
  }

  /// A guard as the model keeps it: the decision, and whether a handler (with its act) hears it.
  struct Guard: Equatable {
    var decision: GuardDecision
    var hasHandler: Bool
    var act: Act?
  }

  struct ModelRoute: Equatable {
    var id: Int
    var screen: CoreScreen
    var presentation: RouterScreenPresentationType
    var medium = false
    var locked = false
    /// A dismiss callback that logs what it hears.
    var logsDismiss = false
    var onDismiss: Act?
    /// Routed expecting an `Int`, with a handler that logs what it hears.
    var expects = false
    var onResult: Act?
    /// Routed with `routeTo(_:as:awaiting:)`: a task hears the result.
    var awaited = false
    var guarding = Guard(decision: .allow, hasHandler: false, act: nil)
    /// The dismiss callback captures an object whose deinit logs and asks for `onRelease` when
    /// the router releases the callback: after the delivery of the transaction in which the
    /// route left (or its request was stopped).
    var releases = false
    var onRelease: Act?

    var options: String {
      switch (medium, locked) {
      case (false, false): ""
      case (true, false): "[medium]"
      case (false, true): "[locked]"
      case (true, true): "[medium; locked]"
      }
    }
    var text: String { "\(presentation)\(options) \(screen)" }
    var request: String { "\(presentation) \(screen)" }
  }

  struct ModelAlert: Equatable {
    var id: Int
    var alert: CoreAlert
    var owner: Int?
    var act: Act?
    var logsAnswer = false
    var buttons: [RouterAlertButton<String>] {
      alert == .delete ? [.destructive("Delete"), .cancel()] : [.default("OK")]
    }
    var text: String { "\(alert)[\(buttons.map { $0.title }.joined(separator: ", "))]" }
  }

  /// A change that can be applied: what a call asks for, and what a deferral keeps.
  enum Op: Equatable {
    case dismiss
    case dismissRoute(Int, DismissReason)
    case pop
    case popToRoot
    case popToRoute(Int)
    case popToScreen(CoreScreen)
    case dismissAll
    case goBack
    case goBackWith(DismissReason)
    case userBack
    case setRoutes([RouteStep<CoreScreen>])
    /// `setRoutes(_:reason:)` as a deep link or the container's operations use it.
    case setRoutesWith([RouteStep<CoreScreen>], DismissReason)
    /// A deep link: `setRoutes` with reason `deepLink` whose new routes meet the route guard;
    /// `approved` is the step a confirmed deferral approved and its reserved id.
    case openLink([RouteStep<CoreScreen>], approved: [Int])
    case finish(Int, Int)
    case close(Int)
    case writeBack(PresentationWriteBack)
    /// The route a deferred back, `goBack()` or `pop()` named, removed when it is confirmed
    /// with the reason the change would have had.
    case removeGuarded(Int, operation: String, DismissReason)
    case present(ModelRoute)
    /// A tab container's `dismissAll()`, in one of its routers: every route leaves.
    case clearAll
    /// A feature's scoped operations (see ``GuardedModel/inShop(_:)``), decided in scope when
    /// applied, as the feature-modules article's table says.
    case scopedPop
    case scopedPopToRoot
    case scopedDismiss
    case scopedDismissAll
    case scopedGoBack
    case scopedSetRoutes([RouteStep<CoreScreen>])

    var text: String {
      switch self {
      case .dismiss: "dismiss()"
      case .dismissRoute(let id, _): "dismiss(#\(id))"
      case .pop: "pop()"
      case .popToRoot: "popToRoot()"
      case .popToRoute(let id): "pop(to: #\(id))"
      case .popToScreen(let screen): "pop(to: \(screen))"
      case .dismissAll: "dismissAll()"
      case .goBack, .goBackWith: "goBack()"
      case .userBack: "userDidGoBack()"
      case .setRoutes, .setRoutesWith: "setRoutes(_:)"
      case .openLink: "open(_:using:)"
      case .finish(let id, let value): "finish(#\(id), with: \(value))"
      case .close(let id): "close(#\(id))"
      case .writeBack(let writeBack): "writeBack(\(writeBack))"
      case .removeGuarded(_, let operation, _): operation
      case .present(let route): "routeTo(\(route.request))"
      case .clearAll: "dismissAll()"
      case .scopedPop: "pop()"
      case .scopedPopToRoot: "popToRoot()"
      case .scopedDismiss: "dismiss()"
      case .scopedDismissAll: "dismissAll()"
      case .scopedGoBack: "goBack()"
      case .scopedSetRoutes: "setRoutes(_:)"
      }
    }
  }

  /// A change a callback asked for during a delivery, waiting its turn (see ``settleModel``).
  enum Pending {
    case request(ModelRoute)
    case alert(CoreAlert, Int)
    case op(Op)
    case confirm(Int)
    case abandon(Int)
  }

  /// The one change that waits for `confirm`.
  struct Deferral {
    var id: Int
    var op: Op
    /// The route whose guard deferred it (the requested route for a route request).
    var route: Int
    var approved: Set<Int>
  }

  /// What a task awaiting a route's result ends with.
  enum TaskEnd: Equatable, CustomStringConvertible {
    case value(Int)
    case cancelled(DismissReason)
    var description: String {
      switch self {
      case .value(let value): "\(value)"
      case .cancelled(let reason): "cancelled (\(reason))"
      }
    }
  }

  var routes: [ModelRoute] = []
  var alerts: [ModelAlert] = []
  var nextRoute = 1
  var nextAlert = 1
  var nextDeferral = 1
  var deferred: Deferral?
  /// The router's route guard, per screen (allow when absent).
  var decisions: [CoreScreen: GuardDecision] = [:]
  /// The routes presented with a logging dismiss callback, for a router's whole life.
  var presentedWithCallbacks: Set<Int> = []
  /// How tasks awaiting results ended, by route id, once they did.
  var taskEnds: [Int: TaskEnd] = [:]

  // The logs of the operation being modelled.
  var events: [String] = []
  var callbacks: [String] = []
  var hooks: [String] = []
  /// What fired callbacks asked for, in the order they fired, with the change a guard handler
  /// heard.
  var triggered: [(act: Act, heard: Int?, log: Int)] = []
  /// How many of the transaction's events observers had heard when each callback fired, by its
  /// line in `callbacks`: an observer it cancels heard the events before that.
  var heardBefore: [Int: Int] = [:]
  /// Routes whose callbacks the transaction called, in the order it called them, and requests
  /// it stopped (their closures leave with it, whether their result handler heard or not).
  var released: [ModelRoute] = []
  var leaving: [ModelRoute] = []
  /// The route whose request the test's call made: the call's own reference to its callback
  /// keeps it until the call returns, so its release waits in `afterCall` for the test to play.
  var heldByCaller: Int?
  var afterCall: [ModelRoute] = []
  /// The routes guarded changes consented to, while a confirmed change is applied.
  var approved: Set<Int> = []

  var text: String {
    var text = (["root"] + routes.map(\.text)).joined(separator: " > ")
    if let visible = alerts.first { text += " | alert " + visible.text }
    if alerts.count > 1 {
      text += " | queued " + alerts.dropFirst().map(\.text).joined(separator: ", ")
    }
    return text
  }

  var topModal: Int? { routes.lastIndex { $0.presentation != .push } }
  func index(of id: Int) -> Int? { routes.firstIndex { $0.id == id } }

  // MARK: Logging a callback and what it asks for

  /// Logs a callback. An effect's callback runs after its hook and before observers hear its
  /// event (the last one logged), so an observer it cancels misses that event.
  mutating func fire(_ line: String, _ act: Act?, heard: Int? = nil, delivered: Int? = nil) {
    callbacks.append(line)
    heardBefore[callbacks.count - 1] = delivered ?? max(events.count - 1, 0)
    if let act { triggered.append((act, heard, callbacks.count - 1)) }
  }

  // MARK: Removing routes

  /// Removes `routes[start...]`, top-most first; each gets `reason(index)`. `finished` names a
  /// route that finished with a value.
  mutating func remove(
    from start: Int, reason: (Int) -> DismissReason, finished: (id: Int, value: Int)? = nil
  ) {
    for index in stride(from: routes.count - 1, through: start, by: -1) {
      let route = routes[index]
      let why = reason(index)
      for alert in alerts where alert.owner == route.id {
        events.append("alert dismissed \(alert.alert) (\(why))")
      }
      events.append("dismissed \(route.text) (\(why))")
      hooks.append("dismissed \(route.screen) \(why)")
      if route.releases { released.append(route) }

      if route.logsDismiss { fire("#\(route.id) dismissed \(why)", route.onDismiss) }
      let presenter = index > 0 ? "\(routes[index - 1].text)" : "root"
      if let finished, finished.id == route.id {
        events.append("result \(route.text): \(finished.value)")
        hooks.append("result \(route.text): \(finished.value) to \(presenter)")
        if route.expects { fire("#\(route.id) result \(finished.value)", route.onResult) }
        if route.awaited { taskEnds[route.id] = .value(finished.value) }
      } else if route.expects || route.awaited {
        events.append("result \(route.text): cancelled (\(why))")
        hooks.append("result \(route.text): cancelled (\(why)) to \(presenter)")
        if route.expects { fire("#\(route.id) result cancelled (\(why))", route.onResult) }
        if route.awaited { taskEnds[route.id] = .cancelled(why) }
      }
    }
    let gone = Set(routes[start...].map(\.id))
    routes.removeSubrange(start...)
    alerts.removeAll { $0.owner.map(gone.contains) ?? false }
    if let waiting = deferred, gone.contains(waiting.route) { deferred = nil }
  }

  /// Asks the guards of `routes[start...]` (but `exempt`) about `op`: `nil` lets it through,
  /// else the ignore text (already reported).
  mutating func stop(_ op: Op, from start: Int, exempt: Int? = nil) -> String? {
    var deferring: Int?
    for index in stride(from: routes.count - 1, through: max(start, 0), by: -1) {
      let route = routes[index]
      guard route.id != exempt, route.guarding.decision != .allow, !approved.contains(route.id)
      else { continue }
      if route.guarding.decision == .veto {
        report(op, route: route, change: 0, "vetoed")
        return "\(op.text): vetoed by the guard of route #\(route.id)"
      }
      if deferring == nil { deferring = index }
    }
    guard let deferring else { return nil }
    let route = routes[deferring]
    let id = nextDeferral
    nextDeferral += 1
    replaceDeferral(with: Deferral(id: id, op: op, route: route.id, approved: approved))
    report(op, route: route, change: id, "deferred")
    return "\(op.text): deferred by the guard of route #\(route.id) until confirmed"
  }

  mutating func report(_ op: Op, route: ModelRoute, change: Int, _ verb: String) {
    let line = "\(op.text) \(verb) by the guard of route #\(route.id)"
    events.append(
      "ignored: \(op.text): \(verb) by the guard of route #\(route.id)"
        + (verb == "deferred" ? " until confirmed" : ""))
    hooks.append("guarded \(line) (\(route.text))")
    if route.guarding.hasHandler {
      fire("guard #\(route.id) heard \(change) \(line)", route.guarding.act, heard: change)
    }
  }

  /// A later deferral takes the place of the waiting one; a waiting route request is dropped.
  mutating func replaceDeferral(with deferral: Deferral?) {
    if let waiting = deferred, case .present(let route) = waiting.op { stopped(route) }
    deferred = deferral
  }

  /// A requested route that will never be presented: a presenter that expects a result hears
  /// `cancelled (vetoed)` as an ordinary result — event, hook, handler — where it was stopped.
  mutating func stopped(_ route: ModelRoute) {
    if route.releases { leaving.append(route) }
    guard route.expects || route.awaited else { return }
    let presenter = routes.last.map(\.text) ?? "root"
    events.append("result \(route.text): cancelled (vetoed)")
    hooks.append("result \(route.text): cancelled (vetoed) to \(presenter)")
    if route.expects { fire("#\(route.id) result cancelled (vetoed)", route.onResult) }
    if route.awaited { taskEnds[route.id] = .cancelled(.vetoed) }
  }

  /// The ignore text, reported as an event.
  mutating func ignore(_ text: String) -> String {
    events.append("ignored: \(text)")
    return "ignored: \(text)"
  }

  /// Removes from `start` when the guards let it, each route with `reason(index)`.
  mutating func removeGuarded(
    _ op: Op, from start: Int, exempt: Int? = nil, reason: (Int) -> DismissReason,
    finished: (id: Int, value: Int)? = nil
  ) -> String {
    if let stopped = stop(op, from: start, exempt: exempt) { return "ignored: \(stopped)" }
    remove(from: start, reason: reason, finished: finished)
    return "applied"
  }

  // MARK: Applying a change

  /// Applies `op` as one transaction and returns its outcome's text.
  mutating func apply(_ op: Op) -> String {
    let name = op.text
    switch op {
    case .dismiss:
      guard let index = topModal else { return ignore("\(name): no modal is presented") }
      return removeGuarded(op, from: index) { $0 == index ? .dismissed : .ancestorDismissed }
    case .dismissRoute(let id, let reason):
      guard let index = index(of: id) else { return ignore("\(name): no such route is presented") }
      return removeGuarded(op, from: index) { $0 == index ? reason : .ancestorDismissed }
    case .pop:
      guard let last = routes.last, last.presentation == .push else {
        return ignore("\(name): nothing is pushed on the top layer")
      }
      let guarded = Op.removeGuarded(last.id, operation: name, .popped)
      return removeGuarded(guarded, from: routes.count - 1) { _ in .popped }
    case .popToRoot:
      let start = topModal.map { $0 + 1 } ?? 0
      guard start < routes.count else {
        return ignore("\(name): nothing is pushed on the top layer")
      }
      return removeGuarded(op, from: start) { _ in .poppedToRoot }
    case .popToRoute(let id):
      guard let index = index(of: id) else { return ignore("\(name): no such route is presented") }
      guard index < routes.count - 1 else { return ignore("\(name): it is already on top") }
      return removeGuarded(op, from: index + 1) { _ in .popped }
    case .popToScreen(let screen):
      guard let index = routes.lastIndex(where: { $0.screen == screen }) else {
        return ignore("\(name): no presented route shows this screen")
      }
      guard index < routes.count - 1 else { return ignore("\(name): it is already on top") }
      return removeGuarded(op, from: index + 1) { _ in .popped }
    case .dismissAll:
      guard let first = routes.firstIndex(where: { $0.presentation != .push }) else {
        return ignore("\(name): no modal is presented")
      }
      return removeGuarded(op, from: first) { _ in .dismissedAll }
    case .goBack:
      guard let last = routes.last else { return ignore("\(name): nothing is presented") }
      let why: DismissReason = last.presentation == .push ? .popped : .dismissed
      let guarded = Op.removeGuarded(last.id, operation: name, why)
      return removeGuarded(guarded, from: routes.count - 1) { _ in why }
    case .goBackWith(let why):
      guard let last = routes.last else { return ignore("\(name): nothing is presented") }
      let guarded = Op.removeGuarded(last.id, operation: name, why)
      return removeGuarded(guarded, from: routes.count - 1) { _ in why }
    case .userBack:
      if !alerts.isEmpty { return cancelAlert(name) }
      guard let last = routes.last else { return ignore("\(name): nothing is presented") }
      if last.locked { return ignore("\(name): the route does not let the user dismiss it") }
      let guarded = Op.removeGuarded(last.id, operation: name, .userBack)
      return removeGuarded(guarded, from: routes.count - 1) { _ in .userBack }
    case .removeGuarded(let id, _, let reason):
      guard let index = index(of: id) else { return ignore("\(name): no such route is presented") }
      return removeGuarded(op, from: index) { $0 == index ? reason : .ancestorDismissed }
    case .setRoutes(let steps):
      return setRoutes(steps, op, .replaced)
    case .setRoutesWith(let steps, let reason):
      return setRoutes(steps, op, reason)
    case .openLink(let steps, let approved):
      return openLink(steps, approved: approved, op)
    case .finish(let id, let value):
      guard let index = index(of: id) else { return ignore("\(name): no such route is presented") }
      return removeGuarded(
        op, from: index, exempt: id,
        reason: {
          $0 == index ? .finished : .ancestorDismissed
        }, finished: (id, value))
    case .close(let id):
      guard let index = index(of: id) else { return ignore("\(name): no such route is presented") }
      let why: DismissReason = routes[index].presentation == .push ? .popped : .dismissed
      return removeGuarded(op, from: index, exempt: id) { $0 == index ? why : .ancestorDismissed }
    case .writeBack(let writeBack):
      return applyWriteBack(writeBack, op)
    case .present(let route):
      routes.append(route)
      if route.logsDismiss { presentedWithCallbacks.insert(route.id) }
      events.append("routed \(route.text)")
      return "applied"
    case .clearAll:
      guard !routes.isEmpty else { return ignore("\(name): no modal is presented") }
      return removeGuarded(op, from: 0) { _ in .dismissedAll }
    case .scopedPop, .scopedPopToRoot, .scopedDismiss, .scopedDismissAll, .scopedGoBack,
      .scopedSetRoutes:
      return applyScoped(op)
    }
  }

  // MARK: A feature's scope

  /// The shop feature's screens inside the app's: the details, the editor and the picker.
  static func inShop(_ screen: CoreScreen) -> Bool {
    switch screen {
    case .detail, .edit, .picker: true
    case .list, .settings: false
    }
  }

  /// Where the feature's top run starts: the longest run of its routes ending at the top.
  var shopRunStart: Int {
    var start = routes.count
    while start > 0, Self.inShop(routes[start - 1].screen) { start -= 1 }
    return start
  }

  /// A scoped operation: it acts only on the feature's routes. One that does not act is
  /// reported as its target decides: the app's target is `notInScope`; no target, or a
  /// feature's target with nothing to do, gives the app router's usual reason.
  mutating func applyScoped(_ op: Op) -> String {
    let name = op.text
    let notInScope = "\(name): what it would act on is not in this scope"
    let nothingPushed = "\(name): nothing is pushed on the top layer"
    let noModal = "\(name): no modal is presented"
    switch op {
    case .scopedPop:
      guard let last = routes.last else { return ignore(nothingPushed) }
      guard Self.inShop(last.screen) else { return ignore(notInScope) }
      guard last.presentation == .push else { return ignore(nothingPushed) }
      return apply(.pop)
    case .scopedPopToRoot:
      guard let last = routes.last else { return ignore(nothingPushed) }
      guard Self.inShop(last.screen) else { return ignore(notInScope) }
      let start = max((topModal ?? -1) + 1, shopRunStart)
      guard start < routes.count else { return ignore(nothingPushed) }
      return removeGuarded(op, from: start) { _ in .poppedToRoot }
    case .scopedDismiss:
      guard let index = topModal else { return ignore(noModal) }
      guard Self.inShop(routes[index].screen) else { return ignore(notInScope) }
      return removeGuarded(op, from: index) { $0 == index ? .dismissed : .ancestorDismissed }
    case .scopedDismissAll:
      guard let last = routes.last else { return ignore(noModal) }
      guard Self.inShop(last.screen) else { return ignore(notInScope) }
      guard
        let lowest = routes.indices.first(where: {
          $0 >= shopRunStart && routes[$0].presentation != .push
        })
      else { return ignore(noModal) }
      return removeGuarded(op, from: lowest) { _ in .dismissedAll }
    case .scopedGoBack:
      guard let last = routes.last else { return ignore("\(name): nothing is presented") }
      guard Self.inShop(last.screen) else { return ignore(notInScope) }
      return apply(.goBack)
    case .scopedSetRoutes(let steps):
      let run = shopRunStart
      var kept = 0
      while run + kept < routes.count, kept < steps.count,
        routes[run + kept].screen == steps[kept].screen,
        routes[run + kept].presentation == steps[kept].presentation,
        routes[run + kept].options == ""
      {
        kept += 1
      }
      if run + kept == routes.count, kept == steps.count {
        return ignore("\(name): the routes are already these")
      }
      if run + kept < routes.count, let stopped = stop(op, from: run + kept) {
        return "ignored: \(stopped)"
      }
      if run + kept < routes.count { remove(from: run + kept) { _ in .replaced } }
      for step in steps[kept...] {
        let route = ModelRoute(id: nextRoute, screen: step.screen, presentation: step.presentation)
        nextRoute += 1
        routes.append(route)
        events.append("routed \(route.text)")
      }
      return "applied"
    default:
      return apply(op)
    }
  }

  /// A deep link: the least change, as `setRoutes`, then each new route asked of the route
  /// guard bottom-up (all asked before anything changes); the first stopped stops the link
  /// there, the routes below it stay.
  /// Whether a route's guard would stop opening `steps` (a route the link removes is guarded).
  func linkStops(_ steps: [RouteStep<CoreScreen>]) -> Bool {
    var kept = 0
    while kept < routes.count, kept < steps.count, routes[kept].screen == steps[kept].screen,
      routes[kept].presentation == steps[kept].presentation, routes[kept].options == ""
    {
      kept += 1
    }
    return routes[kept...].contains { $0.guarding.decision != .allow }
  }

  mutating func openLink(_ steps: [RouteStep<CoreScreen>], approved: [Int], _ op: Op) -> String {
    var kept = 0
    while kept < routes.count, kept < steps.count, routes[kept].screen == steps[kept].screen,
      routes[kept].presentation == steps[kept].presentation, routes[kept].options == ""
    {
      kept += 1
    }
    var routeStop: (step: Int, decision: GuardDecision)?
    for index in kept..<steps.count where index != approved.first {
      hooks.append("asked \(steps[index].presentation) \(steps[index].screen)")
      let decision = decisions[steps[index].screen] ?? .allow
      if decision != .allow {
        routeStop = (index, decision)
        break
      }
    }
    if kept == routes.count, kept == steps.count {
      return ignore("\(op.text): the routes are already these")
    }
    let dismisses = kept < routes.count
    if dismisses, let stopped = stop(op, from: kept) { return "ignored: \(stopped)" }
    if dismisses { remove(from: kept) { _ in .deepLink } }
    for index in kept..<steps.count {
      let step = steps[index]
      let id: Int
      if approved.first == index {
        id = approved[1]
      } else {
        id = nextRoute
        nextRoute += 1
      }
      let route = ModelRoute(id: id, screen: step.screen, presentation: step.presentation)
      if let routeStop, routeStop.step == index {
        let name = "routeTo(\(step.presentation) \(step.screen))"
        let verb = routeStop.decision == .veto ? "vetoed" : "deferred"
        if routeStop.decision == .defer {
          let deferral = nextDeferral
          nextDeferral += 1
          replaceDeferral(
            with: Deferral(
              id: deferral, op: .openLink(steps, approved: [index, id]), route: id,
              approved: []))
        }
        let reason =
          "\(name): \(verb) by the router's route guard"
          + (routeStop.decision == .defer ? " until confirmed" : "")
        events.append("ignored: \(reason)")
        hooks.append("guarded \(name) \(verb) by the router's route guard (\(route.text))")
        return dismisses || index > kept ? "applied" : "ignored: \(reason)"
      }
      routes.append(route)
      events.append("routed \(route.text)")
    }
    return "applied"
  }

  mutating func setRoutes(_ steps: [RouteStep<CoreScreen>], _ op: Op, _ reason: DismissReason)
    -> String
  {
    let name = op.text
    var kept = 0
    while kept < routes.count, kept < steps.count, routes[kept].screen == steps[kept].screen,
      routes[kept].presentation == steps[kept].presentation, routes[kept].options == ""
    {
      kept += 1
    }
    if kept == routes.count, kept == steps.count {
      return ignore("\(name): the routes are already these")
    }
    if kept < routes.count, let stopped = stop(op, from: kept) { return "ignored: \(stopped)" }
    if kept < routes.count { remove(from: kept) { _ in reason } }
    for step in steps[kept...] {
      let route = ModelRoute(id: nextRoute, screen: step.screen, presentation: step.presentation)
      nextRoute += 1
      routes.append(route)
      events.append("routed \(route.text)")
    }
    return "applied"
  }

  mutating func applyWriteBack(_ writeBack: PresentationWriteBack, _ op: Op) -> String {
    let outdated = "\(op.text): the presentation it saw has changed"
    switch writeBack {
    case .popped(let ids):
      let raw = ids.map(\.rawValue)
      let start = routes.count - raw.count
      guard !raw.isEmpty, start >= 0, routes[start...].map(\.id) == raw,
        routes[start...].allSatisfy({ $0.presentation == .push })
      else { return ignore(outdated) }
      if routes[start...].contains(where: \.locked) {
        return ignore("\(op.text): the route does not let the user dismiss it")
      }
      return removeGuarded(op, from: start) { _ in .userBack }
    case .sheetDismissed(let id), .coverDismissed(let id):
      let kind: RouterScreenPresentationType =
        if case .sheetDismissed = writeBack { .sheet } else { .fullScreenCover }
      guard let index = topModal, routes[index].id == id.rawValue,
        routes[index].presentation == kind
      else { return ignore(outdated) }
      // The whole layer would leave by hand: a lock on the modal or any push on it refuses it.
      if routes[index...].contains(where: \.locked) {
        return ignore("\(op.text): the route does not let the user dismiss it")
      }
      return removeGuarded(op, from: index) { $0 == index ? .userBack : .ancestorDismissed }
    case .alertDismissed(let id):
      guard let visible = alerts.first, visible.id == id.rawValue else { return ignore(outdated) }
      return cancelAlert()
    case .alertButtonChosen(let id, let index):
      guard let visible = alerts.first, visible.id == id.rawValue,
        visible.buttons.indices.contains(index)
      else { return ignore(outdated) }
      return answer(visible.buttons[index])
    }
  }

  // MARK: Routes requested, the route guard and deferrals

  /// A route request applied: the route guard decides, then it is presented or stopped.
  mutating func request(_ route: ModelRoute) -> String {
    hooks.append("asked \(route.presentation) \(route.screen)")
    let decision = decisions[route.screen] ?? .allow
    let op = Op.present(route)
    switch decision {
    case .allow:
      return apply(op)
    case .veto:
      let line = "\(op.text) vetoed by the router's route guard"
      events.append("ignored: \(op.text): vetoed by the router's route guard")
      hooks.append("guarded \(line) (\(route.text))")
      stopped(route)
      return "ignored: \(op.text): vetoed by the router's route guard"
    case .defer:
      let id = nextDeferral
      nextDeferral += 1
      replaceDeferral(with: Deferral(id: id, op: .present(route), route: route.id, approved: []))
      let line = "\(op.text) deferred by the router's route guard"
      events.append("ignored: \(op.text): deferred by the router's route guard until confirmed")
      hooks.append("guarded \(line) (\(route.text))")
      return "ignored: \(op.text): deferred by the router's route guard until confirmed"
    }
  }

  mutating func confirm(_ id: Int) -> String {
    guard let waiting = deferred, waiting.id == id else {
      return ignore("confirm(deferral \(id)): no such change is deferred")
    }
    deferred = nil
    approved = waiting.approved.union([waiting.route])
    defer { approved = [] }
    return apply(waiting.op)
  }

  mutating func abandon(_ id: Int) -> String {
    guard let waiting = deferred, waiting.id == id else {
      return ignore("abandon(deferral \(id)): no such change is deferred")
    }
    replaceDeferral(with: nil)
    return "applied"
  }

  /// Applies a change that waited, as one transaction, and returns its outcome's text.
  mutating func apply(_ pending: Pending) -> String {
    switch pending {
    case .request(let route): request(route)
    case .alert(let alert, let id): "\(presentAlert(alert, act: nil, logs: true, id: id))"
    case .op(let op): apply(op)
    case .confirm(let id): confirm(id)
    case .abandon(let id): abandon(id)
    }
  }

  /// The end of a transaction: its closures are released after every event was delivered, the
  /// routes' it called last first, then the stopped requests' (a stopped route's result is
  /// delivered where it was stopped).
  mutating func endTransaction() {
    let releasing = released.reversed() + leaving
    released = []
    leaving = []
    for route in releasing {
      if route.id == heldByCaller {
        afterCall.append(route)
        continue
      }
      fire("#\(route.id) released", route.onRelease, delivered: events.count)
    }
  }

  // MARK: Alerts

  mutating func presentAlert(_ alert: CoreAlert, act: Act?, logs: Bool, id reserved: Int? = nil)
    -> Int
  {
    let presented = ModelAlert(
      id: reserved ?? nextAlert, alert: alert, owner: routes.last?.id, act: act, logsAnswer: logs)
    if reserved == nil { nextAlert += 1 }
    alerts.append(presented)
    events.append("alert presented \(presented.text)")
    return presented.id
  }

  mutating func answer(_ button: RouterAlertButton<String>) -> String {
    let visible = alerts.removeFirst()
    events.append("alert resolved \(visible.alert): \(button.title)")
    // The policy hears it first, with the owner as it is now.
    let owner = visible.owner.flatMap { id in routes.first { $0.id == id } }
    hooks.append("answered \(visible.alert): \(button.title) (\(owner?.text ?? "root"))")
    if visible.logsAnswer { fire("alert #\(visible.id) answered \(button.title)", visible.act) }
    return "applied"
  }

  mutating func resolveAlert(_ action: String) -> String {
    guard let visible = alerts.first else {
      return ignore("resolveAlert(\(action)): no alert is visible")
    }
    guard let button = visible.buttons.first(where: { $0.action == action }) else {
      return ignore("resolveAlert(\(action)): alert \(visible.alert) has no such button")
    }
    return answer(button)
  }

  mutating func cancelAlert(_ name: String = "cancelAlert()") -> String {
    guard let visible = alerts.first else { return ignore("\(name): no alert is visible") }
    let cancel =
      visible.buttons.first { $0.role == .cancel }
      ?? (visible.buttons.count == 1 ? visible.buttons.first : nil)
    guard let cancel else {
      return ignore("\(name): alert \(visible.alert) has no cancel button")
    }
    return answer(cancel)
  }

  // MARK: Restore

  /// Replaces everything with a saved model, as restoring does: no guards, no handlers, ids the
  /// router handed out renewed, the waiting deferral dropped. Restoring the navigation already
  /// shown is ignored and changes nothing, the deferral included.
  mutating func restore(_ saved: GuardedModel) -> String {
    if saved.routes.map(\.id) == routes.map(\.id) && saved.routes.map(\.text) == routes.map(\.text)
      && saved.alerts.map(\.id) == alerts.map(\.id)
      && saved.alerts.map(\.text) == alerts.map(\.text)
      && saved.alerts.map(\.owner) == alerts.map(\.owner)
    {
      return ignore("restore(from:): the navigation is already the saved one")
    }
    replaceDeferral(with: nil)
    if !routes.isEmpty { remove(from: 0) { _ in .restored } }
    for alert in alerts {
      events.append("alert dismissed \(alert.alert) (restored)")
    }
    let keptRoutes = Set(saved.routes.map(\.id).filter { $0 >= nextRoute })
    nextRoute = max(nextRoute, (keptRoutes.max() ?? 0) + 1)
    var renamed: [Int: Int] = [:]
    routes = saved.routes.map { saved in
      var route = ModelRoute(
        id: saved.id, screen: saved.screen, presentation: saved.presentation,
        medium: saved.medium, locked: saved.locked)
      if !keptRoutes.contains(route.id) {
        renamed[route.id] = nextRoute
        route.id = nextRoute
        nextRoute += 1
      }
      return route
    }
    let keptAlerts = Set(saved.alerts.map(\.id).filter { $0 >= nextAlert })
    nextAlert = max(nextAlert, (keptAlerts.max() ?? 0) + 1)
    alerts = saved.alerts.map { saved in
      var alert = ModelAlert(id: saved.id, alert: saved.alert, owner: saved.owner)
      if !keptAlerts.contains(alert.id) {
        alert.id = nextAlert
        nextAlert += 1
      }
      alert.owner = alert.owner.map { renamed[$0] ?? $0 }
      return alert
    }
    events += routes.map { "routed \($0.text)" }
    events += alerts.map { "alert presented \($0.text)" }
    return "applied"
  }
}

extension GuardedModel {
  /// One step of a run's end, on the model and on `router` alike: drop the deferral, then lift
  /// every guard, then clear. `nil` once nothing is left. The step's name starts with `prefix`
  /// (the router's name in a run of several).
  @MainActor mutating func endOfRun<Screen, Alert>(
    _ router: RouterEvents<Screen, Alert>, prefix: String
  ) -> (name: String, expected: String, actual: String)? {
    if let waiting = deferred, let change = router.deferredChange {
      return (
        "\(prefix)abandon \(change.id) (the end)", abandon(waiting.id), "\(router.abandon(change))"
      )
    }
    if let index = routes.firstIndex(where: { $0.guarding.decision != .allow }) {
      let id = routes[index].id
      routes[index].guarding = .init(decision: .allow, hasHandler: false, act: nil)
      return (
        "\(prefix)lift the guard of #\(id) (the end)", "true",
        "\(router.guardDismissal(of: RouteID(rawValue: id), .allow))"
      )
    }
    guard !routes.isEmpty else { return nil }
    return ("\(prefix)setRoutes [] (the end)", apply(.setRoutes([])), "\(router.setRoutes([]))")
  }
}

extension GuardedModel {
  /// What a host writes back for this model's router, as the user's own act would make it: one
  /// seen before (`seen`, now outdated or not) one time in three, else a fresh one — pushes
  /// popped off the top layer, the top modal dismissed, the visible alert dismissed or one of its
  /// buttons chosen — or `nil` when there is nothing for it. The model-based runs of every router
  /// kind draw it the same way.
  func writeBack(seen: [PresentationWriteBack], using random: inout some RandomNumberGenerator)
    -> PresentationWriteBack?
  {
    if Int.random(in: 0..<3, using: &random) == 0 { return seen.randomElement(using: &random) }
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      let pushes = routes[((topModal ?? -1) + 1)...].map(\.id)
      guard !pushes.isEmpty else { return nil }
      return .popped(
        pushes.suffix(Int.random(in: 1...pushes.count, using: &random)).map {
          RouteID(rawValue: $0)
        })
    case 1:
      return topModal.map { index in
        let route = routes[index]
        let id = RouteID(rawValue: route.id)
        return route.presentation == .sheet ? .sheetDismissed(id) : .coverDismissed(id)
      }
    case 2: return alerts.first.map { .alertDismissed(AlertID(rawValue: $0.id)) }
    default:
      return alerts.first.map {
        .alertButtonChosen(
          AlertID(rawValue: $0.id), index: Int.random(in: 0..<$0.buttons.count, using: &random))
      }
    }
  }
}
