/// Where the machine writes what a router must do, in order: one small trivial record per effect,
/// its payload (route, alert, button, result, reason) in a side array, and beside the records
/// the closures each effect calls (``calls``: a leaving route's slot moves there as it is).
///
/// Records copy as plain bytes, so reading them costs nothing; payloads are copied only when an
/// effect is carried out or turned into an event. The buffers are reused from transaction to
/// transaction, so a router in its steady state allocates nothing for them. It is a value, part
/// of the router's one stored core: the machine writes it in the same access that changes the
/// state, and the router moves it out to deliver it (see ``RouterCore``).
@usableFromInline
struct NavigationOutbox<
  Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol
> {
  @usableFromInline typealias Kind = NavigationEffect<Screen, Alert>.Kind

  @usableFromInline
  struct Record: Sendable {
    @usableFromInline var kind: Kind
    @usableFromInline var reason: DismissReason
    /// The index of the payload in the side array the kind names.
    @usableFromInline var payload: Int32
    /// The index of a second payload (the button of `alertResolved`, the result of `result`).
    @usableFromInline var extra: Int32

    @inlinable init(kind: Kind, reason: DismissReason, payload: Int, extra: Int = 0) {
      self.kind = kind
      self.reason = reason
      self.payload = Int32(truncatingIfNeeded: payload)
      self.extra = Int32(truncatingIfNeeded: extra)
    }
  }

  @usableFromInline var records: [Record] = []
  /// How many of `records` are in use (the rest are kept for reuse). (This count and
  /// `stackRun` are stored in 32 bits each, as records' payloads are: the outbox travels in
  /// every transaction, which stays under 128 bytes, where each move would become a call.)
  @usableFromInline var storedCount: Int32 = 0
  /// How many of the first entries of `calls` are a machine's whole stack of slots, taken as it
  /// was (bottom-most route first) when every route left in one quiet run of several; `0` when
  /// none. Their closures are called top-most first and released bottom-most first, as slots
  /// moved one by one would be. (A machine holds far fewer than 2³² routes.)
  @usableFromInline var storedStackRun: UInt32 = 0
  /// Beside the records, the closures each effect calls: one entry per effect, one per route of
  /// a quiet run of dismissals (a leaving route's slot, moved in by the machine). Called during
  /// delivery and released after it, outside any access to the router.
  @usableFromInline var calls: [RouteSlot<Alert.Action>] = []
  /// Closures that leave with this transaction without being called (a guard handler of a
  /// route that left or never arrived, closures replaced by a confirmed deferral), released
  /// after it.
  @usableFromInline var leaving: [RouteSlot<Alert.Action>] = []
  @usableFromInline var routes: [Route<Screen>] = []
  /// The payloads of effects other than routes arriving and leaving, set up the first time a
  /// transaction has one: an outbox that only ever routes carries one empty slot for them.
  @usableFromInline var sides: Sides?

  @usableFromInline
  struct Sides {
    @usableFromInline var alerts: [PresentedAlert<Alert>] = []
    @usableFromInline var actions: [RouterAlertButton<Alert.Action>] = []
    /// Beside each of `actions`: the route that owned the answered alert.
    @usableFromInline var alertOwners: [Route<Screen>?] = []
    @usableFromInline var results: [RouteResult<any Sendable>] = []
    /// Beside each of `results`: the presenter of the route.
    @usableFromInline var presenters: [Route<Screen>?] = []
    @usableFromInline var ignoreReasons: [IgnoreReason] = []
    /// The changes guards stopped, with their guarded routes; an `ignored` record's `extra` is
    /// one more than the index here (`0` for other ignored changes).
    @usableFromInline var guardedChanges: [(GuardedChange, Route<Screen>)] = []

    @inlinable init() {}

    /// Forgets the payloads of the sides `used` names (bits of ``OutboxSide``), keeping the
    /// buffers: reached in place, so no array is copied to be read.
    @inlinable mutating func removeAll(_ used: UInt8) {
      if used & OutboxSide.alerts != 0 {
        while !alerts.isEmpty { alerts.removeLast() }
      }
      if used & OutboxSide.actions != 0 {
        while !actions.isEmpty { actions.removeLast() }
        while !alertOwners.isEmpty { alertOwners.removeLast() }
      }
      if used & OutboxSide.results != 0 {
        while !results.isEmpty { results.removeLast() }
        while !presenters.isEmpty { presenters.removeLast() }
      }
      if used & OutboxSide.ignored != 0 {
        while !ignoreReasons.isEmpty { ignoreReasons.removeLast() }
        while !guardedChanges.isEmpty { guardedChanges.removeLast() }
      }
    }
  }

  @inlinable var alerts: [PresentedAlert<Alert>] {
    get { sides?.alerts ?? [] }
    _modify {
      if sides == nil { sides = Sides() }
      yield &sides!.alerts
    }
  }
  @inlinable var actions: [RouterAlertButton<Alert.Action>] {
    get { sides?.actions ?? [] }
    _modify {
      if sides == nil { sides = Sides() }
      yield &sides!.actions
    }
  }
  @inlinable var alertOwners: [Route<Screen>?] {
    get { sides?.alertOwners ?? [] }
    _modify {
      if sides == nil { sides = Sides() }
      yield &sides!.alertOwners
    }
  }
  @inlinable var results: [RouteResult<any Sendable>] {
    get { sides?.results ?? [] }
    _modify {
      if sides == nil { sides = Sides() }
      yield &sides!.results
    }
  }
  @inlinable var presenters: [Route<Screen>?] {
    get { sides?.presenters ?? [] }
    _modify {
      if sides == nil { sides = Sides() }
      yield &sides!.presenters
    }
  }
  @inlinable var ignoreReasons: [IgnoreReason] {
    get { sides?.ignoreReasons ?? [] }
    _modify {
      if sides == nil { sides = Sides() }
      yield &sides!.ignoreReasons
    }
  }
  @inlinable var guardedChanges: [(GuardedChange, Route<Screen>)] {
    get { sides?.guardedChanges ?? [] }
    _modify {
      if sides == nil { sides = Sides() }
      yield &sides!.guardedChanges
    }
  }

  /// Which side arrays besides `routes` hold payloads (one bit each, see `Side`), so that
  /// forgetting the effects visits only those.
  @usableFromInline var usedSides: UInt8 = 0

  @usableFromInline typealias Side = OutboxSide

  /// Whether nothing will read the routes of dismissals (no router hooks, no observer, no guard
  /// handler: see `RouterEvents.isQuiet`). The dismissals then keep no route, and consecutive
  /// ones with the same reason share one record (`extra` counts the routes after the first), so
  /// removing many routes collects nothing per route.
  @usableFromInline var quiet = false

  /// Whether effects that only inform (`routed`, `alertPresented`) are recorded. A router
  /// turns it off while nothing observes it: those effects call nothing else.
  @usableFromInline var recordsNotifications = true

  @inlinable init() {}

  /// How many of `records` are in use (the rest are kept for reuse).
  @inlinable var count: Int { Int(storedCount) }

  @inlinable var stackRun: Int {
    get { Int(storedStackRun) }
    set { storedStackRun = UInt32(newValue) }
  }

  /// Adds a record and, beside it, the closures its effect calls (none unless given).
  @inline(__always) @inlinable mutating func add(
    _ record: Record, _ call: consuming RouteSlot<Alert.Action> = RouteSlot()
  ) {
    addRecord(record)
    calls.append(consume call)
  }

  /// Adds a record alone (its closures come later, or as a whole stack: ``takeStack(_:)``).
  @inline(__always) @inlinable mutating func addRecord(_ record: Record) {
    if count < records.count {
      records[count] = record
    } else {
      records.append(record)
    }
    storedCount += 1
  }

  /// Counts one more route in the quiet run of dismissals for `reason` that the last record
  /// is, if it is one.
  @inline(__always) @inlinable mutating func extendsQuietRun(_ reason: DismissReason) -> Bool {
    guard count > 0 && records[count - 1].kind == .dismissed && records[count - 1].reason == reason
    else { return false }
    records[count - 1].extra += 1
    return true
  }

  @inline(__always) @inlinable mutating func routed(_ route: consuming Route<Screen>) {
    guard recordsNotifications else { return }
    add(Record(kind: .routed, reason: .dismissed, payload: routes.count))
    routes.append(route)
  }

  /// A route leaving, with its slot (moved in as it is).
  @inline(__always) @inlinable mutating func dismissed(
    _ route: consuming Route<Screen>, _ reason: DismissReason,
    _ slot: consuming RouteSlot<Alert.Action>
  ) {
    if quiet {
      if extendsQuietRun(reason) {
        calls.append(consume slot)
      } else {
        add(Record(kind: .dismissed, reason: reason, payload: -1), consume slot)
      }
      return
    }
    add(Record(kind: .dismissed, reason: reason, payload: routes.count), consume slot)
    routes.append(route)
  }

  /// A route leaving in a quiet run whose slots the machine hands over as a whole afterwards
  /// (``takeStack(_:)``): its record only.
  @inline(__always) @inlinable mutating func dismissedInRun(
    _ route: consuming Route<Screen>, _ reason: DismissReason
  ) {
    if !extendsQuietRun(reason) { addRecord(Record(kind: .dismissed, reason: reason, payload: -1)) }
  }

  /// Takes a machine's whole stack of slots as the calls of the quiet run just recorded, as it
  /// is (bottom-most first), leaving the calls' old buffer in its place.
  @inlinable mutating func takeStack(_ slots: inout [RouteSlot<Alert.Action>]) {
    swap(&calls, &slots)
    if calls.count > 1 { stackRun = calls.count }
  }

  /// The result handler of the route whose dismissal is the last effect so far.
  @inlinable var lastDismissalOnResult: ((RouteResult<any Sendable>) -> Void)? {
    calls[calls.count == stackRun ? 0 : calls.count - 1].onResult
  }

  /// A route whose guard handler leaves with it: the changes its guard stopped earlier in this
  /// transaction are not heard by the handler (a batch that stops a change and then removes the
  /// route); their copies of it leave uncalled.
  @inlinable @inline(never) mutating func forgetGuardCalls(of id: RouteID) {
    guard usedSides & Side.ignored != 0 else { return }
    var index = 0
    var call = 0
    while index < count {
      if kind(at: index) == .dismissed {
        call += routeCount(at: index)
      } else {
        if kind(at: index) == .ignored, let (change, _) = guardedChange(at: index),
          change.route == id, let onGuard = calls[call].onGuard
        {
          calls[call].onGuard = nil
          leaving.append(RouteSlot(onGuard: onGuard))
        }
        call += 1
      }
      index += 1
    }
  }

  /// How many routes the `dismissed` effect at `index` stands for: one, or a run of quiet ones.
  @inlinable func routeCount(at index: Int) -> Int { Int(records[index].extra) + 1 }

  /// A result for the route of the `dismissed` record just before, presented by `presenter`,
  /// for the route's result handler `onResult`.
  @inlinable mutating func result(
    _ result: consuming RouteResult<any Sendable>, presenter: consuming Route<Screen>?,
    onResult: ((RouteResult<any Sendable>) -> Void)?
  ) {
    add(
      Record(
        kind: .result, reason: .dismissed, payload: routes.count - 1,
        extra: sides?.results.count ?? 0), RouteSlot(onResult: onResult))
    results.append(result)
    presenters.append(presenter)
    usedSides |= Side.results
  }

  /// A result for `route`, a route requested and stopped by the route guard (it never arrived),
  /// presented by `presenter`.
  @inlinable mutating func result(
    _ result: consuming RouteResult<any Sendable>, stoppedRoute route: consuming Route<Screen>,
    presenter: consuming Route<Screen>?
  ) {
    // Marked `vetoed`: no dismissal before it holds its handler.
    add(
      Record(
        kind: .result, reason: .vetoed, payload: routes.count, extra: sides?.results.count ?? 0))
    routes.append(route)
    results.append(result)
    presenters.append(presenter)
    usedSides |= Side.results
  }

  @inlinable mutating func alertPresented(_ alert: consuming PresentedAlert<Alert>) {
    guard recordsNotifications else { return }
    add(Record(kind: .alertPresented, reason: .dismissed, payload: sides?.alerts.count ?? 0))
    alerts.append(alert)
    usedSides |= Side.alerts
  }

  /// An alert answered, with its handler (moved in as it is).
  @inlinable mutating func alertResolved(
    _ alert: consuming PresentedAlert<Alert>, _ button: consuming RouterAlertButton<Alert.Action>,
    owner: consuming Route<Screen>?, onAction: consuming AlertHandler<Alert.Action>?
  ) {
    add(
      Record(
        kind: .alertResolved, reason: .dismissed, payload: sides?.alerts.count ?? 0,
        extra: sides?.actions.count ?? 0), RouteSlot(onAction: onAction))
    alerts.append(alert)
    actions.append(button)
    alertOwners.append(owner)
    usedSides |= Side.alerts | Side.actions
  }

  /// An alert leaving unanswered, with its handler (released after delivery, uncalled).
  @inlinable mutating func alertDismissed(
    _ alert: consuming PresentedAlert<Alert>, _ reason: DismissReason,
    onAction: consuming AlertHandler<Alert.Action>?
  ) {
    add(
      Record(kind: .alertDismissed, reason: reason, payload: sides?.alerts.count ?? 0),
      RouteSlot(onAction: onAction))
    alerts.append(alert)
    usedSides |= Side.alerts
  }

  @inlinable mutating func ignored(_ reason: consuming IgnoreReason) {
    add(Record(kind: .ignored, reason: .dismissed, payload: sides?.ignoreReasons.count ?? 0))
    ignoreReasons.append(reason)
    usedSides |= Side.ignored
  }

  /// A change a guard stopped, reported as ignored, for the guarded route's guard handler.
  ///
  /// - Returns: The reason recorded, for the machine to return: one value (an `indirect` enum,
  ///   so one allocation) for the report and the outcome.
  @discardableResult
  @inlinable mutating func guarded(
    _ change: GuardedChange, route: Route<Screen>, onGuard: ((GuardedChange) -> Void)? = nil
  ) -> IgnoreReason {
    add(
      Record(
        kind: .ignored, reason: .dismissed, payload: sides?.ignoreReasons.count ?? 0,
        extra: (sides?.guardedChanges.count ?? 0) + 1), RouteSlot(onGuard: onGuard))
    let reason = change.ignoreReason
    ignoreReasons.append(reason)
    guardedChanges.append((change, route))
    usedSides |= Side.ignored
    return reason
  }

  /// The change and the guarded route of an `ignored` effect a guard caused, else `nil`.
  @inlinable func guardedChange(at index: Int) -> (GuardedChange, Route<Screen>)? {
    let extra = Int(records[index].extra)
    return extra > 0 ? sides!.guardedChanges[extra - 1] : nil
  }

  /// The kind of the effect at `index`.
  @inlinable func kind(at index: Int) -> Kind { records[index].kind }

  /// The reason of a `dismissed` or `alertDismissed` effect.
  @inlinable func reason(at index: Int) -> DismissReason { records[index].reason }

  /// The route of a `routed`, `dismissed` or `result` effect (not kept by a quiet outbox).
  @inlinable func route(at index: Int) -> Route<Screen> {
    routes[Int(records[index].payload)]
  }

  /// The alert of an alert effect.
  @inlinable func alert(at index: Int) -> PresentedAlert<Alert> {
    sides!.alerts[Int(records[index].payload)]
  }

  /// Calls `body` with the alert of an alert effect where it stands: the alert is lent, not
  /// copied (a read of an array's element would copy it, through its type's value witnesses).
  @inlinable mutating func withAlert<Result>(
    at index: Int, _ body: (inout PresentedAlert<Alert>) -> Result
  ) -> Result {
    body(&sides!.alerts[Int(records[index].payload)])
  }

  /// The chosen button of an `alertResolved` effect.
  @inlinable func action(at index: Int) -> RouterAlertButton<Alert.Action> {
    sides!.actions[Int(records[index].extra)]
  }

  /// The route that owned the alert of an `alertResolved` effect; `nil` for the root.
  @inlinable func alertOwner(at index: Int) -> Route<Screen>? {
    sides!.alertOwners[Int(records[index].extra)]
  }

  /// The result of a `result` effect.
  @inlinable func result(at index: Int) -> RouteResult<any Sendable> {
    sides!.results[Int(records[index].extra)]
  }

  /// Calls `body` with the result of a `result` effect where it stands: lent, not copied.
  @inlinable mutating func withResult<Result>(
    at index: Int, _ body: (inout RouteResult<any Sendable>) -> Result
  ) -> Result {
    body(&sides!.results[Int(records[index].extra)])
  }

  /// The result of a `result` effect as events and the policy's hook carry it.
  @inlinable func eventResult(at index: Int) -> RouteResult<RouterResultValue> {
    switch sides!.results[Int(records[index].extra)] {
    case .value(let value): .value(RouterResultValue(value))
    case .cancelled(let reason): .cancelled(reason)
    }
  }

  /// The presenter of the route of a `result` effect; `nil` for the root.
  @inlinable func presenter(at index: Int) -> Route<Screen>? {
    sides!.presenters[Int(records[index].extra)]
  }

  /// The reason of an `ignored` effect.
  @inlinable func ignoreReason(at index: Int) -> IgnoreReason {
    sides!.ignoreReasons[Int(records[index].payload)]
  }

  /// The effect at `index` as a value.
  @inlinable func effect(at index: Int) -> NavigationEffect<Screen, Alert> {
    switch kind(at: index) {
    case .routed: .routed(route(at: index))
    case .dismissed: .dismissed(route(at: index), reason(at: index))
    case .result: .result(route(at: index), result(at: index), presenter: presenter(at: index))
    case .alertPresented: .alertPresented(alert(at: index))
    case .alertResolved:
      .alertResolved(alert(at: index), action(at: index), owner: alertOwner(at: index))
    case .alertDismissed: .alertDismissed(alert(at: index), reason(at: index))
    case .ignored: .ignored(ignoreReason(at: index))
    }
  }

  /// The event observers receive for the effect at `index`.
  @inlinable func event(at index: Int) -> RouterEvent<Screen, Alert> {
    switch kind(at: index) {
    case .routed: .routed(route(at: index))
    case .dismissed: .dismissed(route(at: index), reason(at: index))
    case .result: .result(route(at: index), eventResult(at: index))
    case .alertPresented: .alertPresented(alert(at: index))
    case .alertResolved: .alertResolved(alert(at: index), action(at: index))
    case .alertDismissed: .alertDismissed(alert(at: index), reason(at: index))
    case .ignored: .ignored(ignoreReason(at: index))
    }
  }

  /// Every effect, in order.
  var effects: [NavigationEffect<Screen, Alert>] {
    (0..<count).map { effect(at: $0) }
  }

  /// Forgets every effect, keeping the buffers; O(effects), releasing their payloads and
  /// their closures (the last effect's first; a stack run's bottom-most first, after the
  /// effects that follow it).
  @inlinable mutating func removeAll() {
    storedCount = 0
    if stackRun > 0 {
      while calls.count > stackRun { calls.removeLast() }
      var index = 0
      while index < stackRun {
        calls[index] = RouteSlot()
        index += 1
      }
      stackRun = 0
    }
    // Emptied from the end: cheaper than `removeAll(keepingCapacity:)` for the one or two
    // effects of most transactions, linear for long ones.
    while !calls.isEmpty { calls.removeLast() }
    if !leaving.isEmpty { leaving.removeAll(keepingCapacity: true) }
    while !routes.isEmpty { routes.removeLast() }
    guard usedSides != 0 else { return }
    sides!.removeAll(usedSides)
    usedSides = 0
  }
}

/// The bits of ``NavigationOutbox/usedSides``: which side arrays hold payloads.
@usableFromInline
enum OutboxSide {
  @inlinable static var alerts: UInt8 { 1 }
  @inlinable static var actions: UInt8 { 2 }
  @inlinable static var results: UInt8 { 4 }
  @inlinable static var ignored: UInt8 { 8 }
}
