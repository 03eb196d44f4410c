import MVIRouter

/// The reference model of a tab container (``TabbedRouterEvents``): one ``GuardedModel`` per
/// part — the overlay (part 0), then each tab in order — drawing ids from one source, with the
/// container's rules on top, written from the tabs article: the selected tab and reselecting,
/// the container's `dismissAll()` (stopped as a whole by a guard anywhere; its deferral
/// confirmed, through the container or the router that stopped it, finishes all of it), the
/// user's back, tabbed deep links (one change), restoring, and `confirm`/`abandon` through the
/// container, which finds the part whose guard stopped the change.
///
/// Each part's change is a transaction of that part's router: its events (tagged with the part),
/// callbacks, hooks and released closures are the part's ``GuardedModel``'s, and what its
/// callbacks ask for waits in the container's one queue, applied in order by
/// ``settleModel(endingEach:next:apply:)``. The observers callbacks add are their part's
/// router's and the container's, in turn.
///
/// ```swift
/// var model = TabbedModel()
/// _ = model.onPart(1) { $0.request(route) }
/// model.settle()
/// ```
struct TabbedModel {
  typealias Act = GuardedModel.Act

  static let tabs = CoreTab.allTabs
  static let partCount = tabs.count + 1

  /// How the container's observers tag a part's events.
  static func tag(_ part: Int) -> String { part == 0 ? "over tabs: " : "\(tabs[part - 1]): " }

  /// The part as the container's `tab(of:)` names it (the policy's guarded-change hook says it).
  static func name(_ part: Int) -> String { part == 0 ? "overlay" : "\(tabs[part - 1])" }

  /// What the object a callback-routed route's dismiss callback captures asks for when the
  /// router releases that callback, by the route's id: it routes, selects a tab, confirms,
  /// observes or cancels an observation.
  static func releaseAct(_ id: Int) -> Act? {
    switch id % 6 {
    case 0: .select(id / 6 % tabs.count + 1)
    case 1: .confirm
    case 2: .stopObserving
    case 3: .observeLate
    case 4: .routeIn(id / 6 % partCount)
    default: nil
    }
  }

  /// A change a callback asked for, waiting in the container's queue.
  enum Pending {
    case request(Int, GuardedModel.ModelRoute)
    case op(Int, GuardedModel.Op)
    /// A part's change confirmed, through the container or the part's own router (the same
    /// rule), or abandoned through either (the container's abandon also drops its own deferral).
    case confirm(Int, Int)
    case abandon(Int, Int, container: Bool)
    case select(Int)
    case dismissAll
    case userBack
  }

  var parts = Array(repeating: GuardedModel(), count: partCount)
  var selected = 1
  var nextRoute = 1
  var nextAlert = 1
  /// The deferral that stopped the container's last `dismissAll()` (its part and id): confirmed
  /// through the container, the whole change finishes.
  var deferredDismissAll: (part: Int, id: Int)?
  /// How many deferred `dismissAll()`s a confirm through the container finished, over the run.
  var dismissAllsFinished = 0
  /// The deferral that stopped a tabbed link (its part and id) and the link: confirmed through
  /// the container or the part's router, the whole link finishes.
  var deferredLink: (part: Int, id: Int, tab: Int, steps: [RouteStep<CoreScreen>])?
  /// How many deferred tabbed links a confirm finished, over the run.
  var linksFinished = 0

  // The logs of the operation being modelled, over the whole container.
  var events: [String] = []
  /// The part whose router delivered each event; `nil` for the container's own (a selection,
  /// an unchanged restore), which a part's observers do not hear.
  var eventParts: [Int?] = []
  var callbacks: [String] = []
  var hooks: [String] = []
  /// How many of the operation's events observers had heard when each callback fired.
  var heardBefore: [Int: Int] = [:]
  var triggered: [(part: Int, act: Act, heard: Int?, log: Int)] = []
  /// What callbacks asked for, queued across the container, applied in order.
  var pending: [Pending] = []
  /// What each observer a callback added hears: the container's (`part` is `nil`) or a part's
  /// router's, from the end of the transaction that added it up to where a callback cancelled it.
  var lateRanges: [(part: Int?, start: Int, end: Int?)] = []

  /// The operation being modelled (its number in the run).
  var step = 0

  /// How deep the container's operations over several parts nest. While one applies, its
  /// parts' deliveries wait: every part changes, then each part's transaction is delivered in
  /// the order it was applied, so what the parts' callbacks ask for (and the observers they
  /// add) comes after all of it. The policy's route guard is still asked as each part applies.
  var holding = 0
  /// The hooks of the parts' deliveries, heard once the operation is applied.
  var heldHooks: [String] = []

  /// Applies a container operation over several parts as one transaction (see `holding`).
  mutating func holdingDeliveries(_ body: (inout TabbedModel) -> String) -> String {
    holding += 1
    let outcome = body(&self)
    holding -= 1
    if holding == 0 {
      hooks += heldHooks
      heldHooks = []
      collect()
    }
    return outcome
  }

  /// Whether the observer a callback adds in `slot` (counted from the operation's start)
  /// observes the container, or else its part's router: in turn, the container's first on
  /// every other operation.
  static func observesTheContainer(slot: Int, step: Int) -> Bool { (slot + step) % 2 == 0 }

  /// Whether operation `step` starts with an observer, which hears from its start (so that
  /// callbacks cancel observers of both kinds often): every third one.
  static func startsObserved(step: Int) -> Bool { step % 3 == 0 }

  /// What the observer an operation starts with observes: the container (`nil`) or a part's
  /// router, in turn.
  static func startingObserverPart(step: Int) -> Int? {
    step % 2 == 0 ? nil : step / 2 % partCount
  }

  /// Forgets the logs, for operation `step`.
  mutating func startOperation(step: Int) {
    self.step = step
    events = []
    eventParts = []
    callbacks = []
    hooks = []
    heardBefore = [:]
    lateRanges =
      Self.startsObserved(step: step) ? [(Self.startingObserverPart(step: step), 0, nil)] : []
  }

  /// What each observer a callback added heard during the operation.
  var lateHeard: [[String]] {
    lateRanges.map { range in
      (range.start..<(range.end ?? events.count)).compactMap { index in
        guard let part = range.part else { return events[index] }
        guard eventParts[index] == part else { return nil }
        return String(events[index].dropFirst(Self.tag(part).count))
      }
    }
  }

  /// Every route presented with a logging dismiss callback, in every part.
  var presentedWithCallbacks: Set<Int> {
    parts.reduce(into: []) { $0.formUnion($1.presentedWithCallbacks) }
  }

  /// An event of the container's own (not of a part's router).
  mutating func emit(_ event: String) {
    events.append(event)
    eventParts.append(nil)
  }

  // MARK: A part's transaction

  /// Applies a change to one part as one transaction of its router, with the container's ids:
  /// its events tagged, its closures released at its end, and what its callbacks asked for
  /// queued.
  mutating func onPart(_ part: Int, _ body: (inout GuardedModel) -> String) -> String {
    parts[part].nextRoute = nextRoute
    parts[part].nextAlert = nextAlert
    parts[part].events = []
    parts[part].callbacks = []
    parts[part].hooks = []
    parts[part].heardBefore = [:]
    parts[part].triggered = []
    let outcome = body(&parts[part])
    parts[part].endTransaction()
    nextRoute = parts[part].nextRoute
    nextAlert = parts[part].nextAlert
    let eventOffset = events.count
    let lineOffset = callbacks.count
    events += parts[part].events.map { Self.tag(part) + $0 }
    eventParts += Array(repeating: part, count: parts[part].events.count)
    callbacks += parts[part].callbacks
    for (line, heard) in parts[part].heardBefore {
      heardBefore[line + lineOffset] = heard + eventOffset
    }
    let partHooks = parts[part].hooks.map {
      $0.hasPrefix("guarded ") ? $0 + " in \(Self.name(part))" : $0
    }
    if holding > 0 {
      hooks += partHooks.filter { $0.hasPrefix("asked ") }
      heldHooks += partHooks.filter { !$0.hasPrefix("asked ") }
    } else {
      hooks += partHooks
    }
    triggered += parts[part].triggered.map { (part, $0.act, $0.heard, $0.log + lineOffset) }
    parts[part].triggered = []
    // The callbacks fire as the part's router delivers: ids are reserved then.
    if holding == 0 { collect() }
    return outcome
  }

  /// A route a callback asks for: it logs its dismissal, and its dismiss callback captures an
  /// object whose release acts (``releaseAct(_:)``).
  mutating func callbackRoute(
    _ screen: CoreScreen, _ presentation: RouterScreenPresentationType, locked: Bool,
    expects: Bool
  ) -> GuardedModel.ModelRoute {
    var route = GuardedModel.ModelRoute(
      id: nextRoute, screen: screen, presentation: presentation, locked: locked,
      logsDismiss: true, expects: expects)
    route.releases = true
    route.onRelease = Self.releaseAct(route.id)
    nextRoute += 1
    return route
  }

  /// Queues what the callbacks that fired asked for, reserving route ids as they fire.
  mutating func collect() {
    let fired = triggered
    triggered = []
    for (part, act, heard, line) in fired {
      var suffix = " → queued"
      switch act {
      case .route(let screen, let presentation, let locked, let expects):
        let route = callbackRoute(screen, presentation, locked: locked, expects: expects)
        pending.append(.request(part, route))
        suffix = " → routeTo #\(route.id)"
      case .routeIn(let target):
        let route = callbackRoute(.detail(7), .push, locked: false, expects: false)
        pending.append(.request(target, route))
        suffix = " → routeTo #\(route.id)"
      case .select(let tab): pending.append(.select(tab))
      case .tabsDismissAll: pending.append(.dismissAll)
      case .userBack: pending.append(.userBack)
      case .dismiss: pending.append(.op(part, .dismiss))
      case .pop: pending.append(.op(part, .pop))
      case .confirm, .abandon:
        // A guard's handler answers the change it heard through the container; another
        // callback, its part's waiting change through the part's router.
        if let id = heard ?? parts[part].deferred?.id {
          let container = heard != nil
          pending.append(
            act == .confirm ? .confirm(part, id) : .abandon(part, id, container: container))
          suffix = " → \(act) \(id) queued"
        } else {
          suffix = " → nothing"
        }
      case .observeLate:
        let slot = lateRanges.count
        let container = Self.observesTheContainer(slot: slot, step: step)
        lateRanges.append((container ? nil : part, events.count, nil))
        suffix = " → observing"
      case .stopObserving:
        if let slot = lateRanges.firstIndex(where: { $0.end == nil }) {
          lateRanges[slot].end = max(lateRanges[slot].start, heardBefore[line]!)
          suffix = " → stopped observer \(slot)"
        } else {
          suffix = " → nothing"
        }
      case .routeGuarded, .alert, .popTo, .dismissAll:
        suffix = " → nothing"
      }
      callbacks[line] += suffix
    }
  }

  /// Applies what callbacks asked for, in order, each decided when applied (each part's
  /// transaction ends, and queues its callbacks' requests, in ``onPart(_:_:)``).
  mutating func settle() {
    settleModel(
      endingEach: {}, next: { pending.isEmpty ? nil : pending.removeFirst() },
      apply: { _ = apply($0) })
  }

  mutating func apply(_ change: Pending) -> String {
    switch change {
    case .request(let part, let route): onPart(part) { $0.request(route) }
    case .op(let part, let op): onPart(part) { $0.apply(op) }
    case .confirm(let part, let id): confirm(id, of: part)
    case .abandon(let part, let id, let container):
      container ? abandon(id, of: part) : onPart(part) { $0.abandon(id) }
    case .select(let tab): select(tab)
    case .dismissAll: dismissAll()
    case .userBack: userBack()
    }
  }

  // MARK: The container's operations

  mutating func select(_ tab: Int) -> String {
    guard tab != selected else { return onPart(tab) { $0.apply(.popToRoot) } }
    emit("tab selected: \(Self.tabs[selected - 1]) → \(Self.tabs[tab - 1])")
    selected = tab
    return "applied"
  }

  /// Every part cleared, the overlay first, then the selected tab, then the others — unless a
  /// guard of any part would stop its part: then that part alone applies it, to report the stop
  /// (a veto anywhere wins, else the first deferral in the container's order).
  mutating func dismissAll() -> String {
    holdingDeliveries { $0.dismissingAll() }
  }

  mutating func dismissingAll() -> String {
    let order =
      ([0, selected] + (1...Self.tabs.count).filter { $0 != selected })
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
      deferredDismissAll =
        outcome.contains("deferred") ? parts[part].deferred.map { (part, $0.id) } : nil
      return outcome
    }
    let nothing = "ignored: dismissAll(): no modal is presented"
    // Nothing presented anywhere: the container's observers hear why, over the tabs.
    guard !order.isEmpty else {
      emit(Self.tag(0) + nothing)
      return nothing
    }
    var applied = false
    for part in order where onPart(part, { $0.apply(.clearAll) }) == "applied" { applied = true }
    return applied ? "applied" : nothing
  }

  /// A part's change confirmed, through the container or through the part's own router: as the
  /// part's own confirm, except that the deferral that stopped the container's `dismissAll()`
  /// then finishes it in every part (where another guard may stop it again, and says so).
  mutating func confirm(_ id: Int, of part: Int) -> String {
    if let link = deferredLink, link.part == part, link.id == id {
      deferredLink = nil
      return holdingDeliveries { model in
        let outcome = model.onPart(part) { $0.confirm(id) }
        guard outcome == "applied" else { return outcome }
        model.linksFinished += 1
        // The rest of the link: the overlay cleared, the tab's routes (unless its part was the
        // one confirmed), the tab selected; another guard may stop it again.
        let rest = model.open(tab: link.tab, steps: link.steps, tabShown: part != 0)
        return rest.contains("vetoed") || rest.contains("deferred") ? rest : outcome
      }
    }
    guard let waiting = deferredDismissAll, waiting == (part, id) else {
      return onPart(part) { $0.confirm(id) }
    }
    deferredDismissAll = nil
    return holdingDeliveries { model in
      let outcome = model.onPart(part) { $0.confirm(id) }
      guard outcome == "applied" else { return outcome }
      model.dismissAllsFinished += 1
      let rest = model.dismissAll()
      return rest.contains("vetoed") || rest.contains("deferred") ? rest : outcome
    }
  }

  mutating func abandon(_ id: Int, of part: Int) -> String {
    if let waiting = deferredDismissAll, waiting == (part, id) { deferredDismissAll = nil }
    if let link = deferredLink, link.part == part, link.id == id { deferredLink = nil }
    return onPart(part) { $0.abandon(id) }
  }

  /// The container's back: the visible alert's part cancels it, else the top-most part's route
  /// leaves (the overlay's when it has routes).
  mutating func userBack() -> String {
    if let part = visibleAlertPart { return onPart(part) { $0.cancelAlert() } }
    let part = parts[0].routes.isEmpty ? selected : 0
    return onPart(part) { $0.apply(.userBack) }
  }

  /// The part whose alert is visible: the overlay's, else the selected tab's.
  var visibleAlertPart: Int? {
    !parts[0].alerts.isEmpty ? 0 : !parts[selected].alerts.isEmpty ? selected : nil
  }

  /// A tabbed deep link, one change: a guard over the tabs or in the link's tab that would stop
  /// it stops all of it (the part whose guard stops it reports the stop); else the overlay is
  /// cleared, the tab shows the link's routes and is selected. A deferral that stops it is the
  /// whole link's (``deferredLink``). `tabShown`: the tab's part is done (its confirm applied it).
  mutating func open(tab: Int, steps: [RouteStep<CoreScreen>], tabShown: Bool = false) -> String {
    holdingDeliveries { $0.opening(tab: tab, steps: steps, tabShown: tabShown) }
  }

  mutating func opening(tab: Int, steps: [RouteStep<CoreScreen>], tabShown: Bool) -> String {
    for part in [0, tab] {
      let stops =
        part == 0
        ? parts[0].routes.contains(where: { $0.guarding.decision != .allow })
        : !tabShown && parts[tab].linkStops(steps)
      guard stops else { continue }
      let outcome = onPart(part) { $0.apply(.openLink(part == 0 ? [] : steps, approved: [])) }
      // The container keeps its last link's deferral: a later link's stop (a veto too)
      // takes the place of an earlier one.
      deferredLink = nil
      if outcome.contains("deferred"), let change = parts[part].deferred {
        deferredLink = (part, change.id, tab, steps)
      }
      return outcome
    }
    var outcomes: [String] = []
    if !parts[0].routes.isEmpty {
      outcomes.append(onPart(0) { $0.apply(.openLink([], approved: [])) })
    }
    if !tabShown { outcomes.append(onPart(tab) { $0.apply(.openLink(steps, approved: [])) }) }
    if tab != selected { outcomes.append(select(tab)) }
    // Applied when anything changed; else a guard that stopped a part is reported: a veto in
    // any part wins, else the first part deferred.
    return outcomes.contains("applied")
      ? "applied"
      : outcomes.first { $0.contains("vetoed") } ?? outcomes.first { $0.contains("deferred") }
        ?? outcomes.first ?? "ignored: open(_:using:): the routes are already these"
  }

  /// Restores a saved container: each part whose navigation differs restores (no guards, no
  /// handlers, fresh ids), then the saved tab is selected. A restore that changes nothing is
  /// ignored, and the container's observers hear it (over the tabs).
  mutating func restore(_ saved: TabbedModel) -> String {
    holdingDeliveries { $0.restoring(saved) }
  }

  mutating func restoring(_ saved: TabbedModel) -> String {
    var changed = false
    for part in parts.indices {
      let before = parts[part]
      let after = saved.parts[part]
      if before.routes.map(\.id) == after.routes.map(\.id),
        before.routes.map(\.text) == after.routes.map(\.text),
        before.alerts.map(\.id) == after.alerts.map(\.id),
        before.alerts.map(\.text) == after.alerts.map(\.text),
        before.alerts.map(\.owner) == after.alerts.map(\.owner)
      {
        continue
      }
      changed = true
      _ = onPart(part) { $0.restore(after) }
    }
    if saved.selected != selected {
      changed = true
      _ = select(saved.selected)
    }
    guard changed else {
      let reason = "restore(from:): the navigation is already the saved one"
      emit(Self.tag(0) + "ignored: \(reason)")
      return "ignored: \(reason)"
    }
    return "applied"
  }
}
