/// The navigation engine as a pure state machine: a request in, the new state and everything to
/// do out, in order. ``RouterEvents`` only carries the effects out (callbacks, observers, streams).
///
/// Rules it keeps:
/// - every request is decided against the state at the moment it is applied;
/// - routes leave top-most first; an alert leaves before the route that owns it;
/// - the route an operation names gets the operation's reason, the routes above it
///   `ancestorDismissed` (except where the operation removes a whole range on purpose:
///   `popToRoot`, `dismissAll`, `setRoutes`, `pop(to:)`, `goBack`, which give all of them its
///   reason);
/// - a route that expects a result gets exactly one: the value it finished with, else
///   `cancelled` with the reason it left; a route that expects none still delivers the value it
///   finishes with (restored and deep-linked routes have no expected type);
/// - `close` pops a push and dismisses a modal; an alert answer reports the owner route as it
///   was when the answer was applied;
/// - an operation with nothing to do emits a single `ignored` effect and changes nothing;
/// - a change that would remove a guarded route meets its guard when applied: a veto or a
///   deferral emits a single `ignored` effect and changes nothing (a deferral keeps the change
///   until it is confirmed or abandoned; see `NavigationMachine+Guards.swift`); the route's own
///   `close` and `finish` and a restore are not guarded;
/// - `userBack` on a route whose options disable interactive dismissal is ignored;
/// - the route guard's answers are inputs: a `present` it stopped is reported and not
///   presented; a deep link presents its new routes bottom-up until the first route it stopped,
///   and the routes below that one stay (see `NavigationMachine+Links.swift`);
/// - a route id and an alert id name one presentation for the machine's whole life: ids are
///   reserved in increasing order, and a restore renews every saved id the machine has already
///   reserved (or that is out of ``NavigationID/validRawValues``), so nothing is ever reused.
///
/// What the router keeps of a presented route beside its value — the result type its presenter
/// expects, its guard, its dismiss callback, result handler and guard handler — is the route's
/// ``RouteSlot`` in ``slots``, pushed with the route and moved out with it into the outbox, where
/// the router calls and releases its closures after the access that applied the request. So a
/// router keeps nothing of a route in step by itself, and code of the app never runs (nor is a
/// closure of the app released) while the machine changes.
///
/// Cost: O(routes and alerts added or removed) per request, whatever the depth of the stack and
/// the length of the alert queue (lookups by id are O(log n) while ids ascend).
@usableFromInline
struct NavigationMachine<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  @usableFromInline typealias Request = NavigationRequest<Screen, Alert>
  @usableFromInline typealias Effect = NavigationEffect<Screen, Alert>
  @usableFromInline typealias Outbox = NavigationOutbox<Screen, Alert>

  @usableFromInline var state: NavigationState<Screen, Alert>
  /// The next route id to hand out when the machine has no shared ``idSource``; every smaller
  /// one has been used or reserved.
  @usableFromInline var ownNextRouteID = 1
  /// The next alert id to hand out when the machine has no shared ``idSource``.
  @usableFromInline var ownNextAlertID = 1
  /// Ids shared with other machines (the tabs of a container), or `nil` for a machine of its own.
  @usableFromInline let idSource: NavigationIDSource?
  /// The change a guard deferred, waiting to be confirmed or abandoned (not saved).
  @usableFromInline var deferred: DeferredChange<Screen, Alert>?
  /// The id of the next deferral.
  @usableFromInline var nextDeferralID = 1
  /// While a confirmed change is applied: the guarded routes that consented to it.
  @usableFromInline var approved: Set<RouteID> = []
  /// While a confirmed change is applied: the entry of ``GuardIndex/defers`` from which every
  /// deferring guard up has consented, valid while the index's version is unchanged.
  @usableFromInline var consentedFrom: DeferredChange<Screen, Alert>.Consent?
  /// While a confirmed change is applied: the operation it was asked by.
  @usableFromInline var confirming: RouterOperation?
  /// One slot per presented route, in the order of `state.routes`: what the router keeps of the
  /// route beside its value (the result type its presenter expects, its guard, its handler).
  /// Pushed when a route arrives and moved out into the outbox's calls when it leaves, by the
  /// machine, in the same step as the route (see ``RouteSlot``). The router's own: not part of
  /// the value, not copied with it, not saved.
  @usableFromInline var slots: [RouteSlot<Alert.Action>] = []
  /// Whether a slot may expect a result: set when one is given an expected type, cleared when
  /// no route is left. While it is off, a removal reads no slot's expected type.
  @usableFromInline var resultsExpected = false
  /// The positions of the guarded slots, an index of `slots` kept in step with their
  /// ``RouteSlot/decision`` (see ``GuardIndex``).
  @usableFromInline var guards = GuardIndex()
  /// The handlers of presented alerts that have one, by id: given with the alert, moved out
  /// into the outbox with it when it leaves (answered or not), as a route's slot is. The
  /// router's own, like `slots`.
  @usableFromInline var alertHandlers = AlertHandlerQueue<Alert.Action>()
  /// Names the router this machine belongs to, so that a deferred change is confirmed only by
  /// it (`0` until the router sets it).
  @usableFromInline var origin = 0
  #if DEBUG
    /// How many guard entries the guard checks have visited, for the tests that bound the
    /// cost of nested guards (debug builds only).
    @usableFromInline var guardEntriesVisited = 0
  #endif

  /// Creates a machine holding `state`. Ids that cannot be held (out of range, or appearing
  /// twice) are renewed, so a machine never traps on the state it starts from; new ids continue
  /// after the largest.
  ///
  /// - Parameters:
  ///   - state: The state to start from.
  ///   - idSource: Ids shared with other machines; `nil` for ids of its own.
  init(state: NavigationState<Screen, Alert> = .init(), idSource: NavigationIDSource? = nil) {
    self.idSource = idSource
    self.state = NavigationState()
    self.state = adopt(state)
    addEmptySlots()
  }

  /// Takes the handler of a leaving alert, if it has one.
  @inline(__always) @inlinable mutating func takeAlertHandler(_ id: AlertID)
    -> AlertHandler<Alert.Action>?
  {
    alertHandlers.isEmpty ? nil : alertHandlers.take(id)
  }

  /// Gives a presented alert a new handler (``RouterEventsProtocol/reattach(alert:onAction:)``).
  ///
  /// - Returns: Whether the alert is presented, and the handler replaced, to release after the
  ///   access.
  @inlinable mutating func reattachAlert(_ id: AlertID, _ onAction: AlertHandler<Alert.Action>)
    -> (found: Bool, replaced: AlertHandler<Alert.Action>?)
  {
    guard state.alerts.contains(where: { $0.id == id }) else { return (false, nil) }
    let replaced = takeAlertHandler(id)
    alertHandlers.add(id, onAction)
    return (true, replaced)
  }

  /// Gives each route without a slot an empty one (routes that arrived by a restore).
  @inlinable mutating func addEmptySlots() {
    while slots.count < state.storedRoutes.count { slots.append(RouteSlot()) }
  }

  /// Presents `route` on top with its slot.
  @inline(__always) @inlinable mutating func arrive(
    _ route: Route<Screen>, _ slot: consuming RouteSlot<Alert.Action>, into outbox: inout Outbox
  ) {
    state.appendRoute(route)
    slots.append(slot)
    outbox.routed(route)
  }

  /// The next route id to hand out, from the shared source if there is one.
  @inlinable var nextRouteID: Int {
    get { idSource?.nextRouteID ?? ownNextRouteID }
    set {
      if let idSource { idSource.nextRouteID = newValue } else { ownNextRouteID = newValue }
    }
  }

  /// The next alert id to hand out, from the shared source if there is one.
  @inlinable var nextAlertID: Int {
    get { idSource?.nextAlertID ?? ownNextAlertID }
    set {
      if let idSource { idSource.nextAlertID = newValue } else { ownNextAlertID = newValue }
    }
  }

  /// Reserves the id of a route to present.
  @inlinable mutating func makeRouteID() -> RouteID {
    if let idSource { return idSource.makeRouteID() }
    defer { ownNextRouteID &+= 1 }
    return RouteID(rawValue: ownNextRouteID)
  }

  /// Reserves the id of an alert to present.
  @inlinable mutating func makeAlertID() -> AlertID {
    if let idSource { return idSource.makeAlertID() }
    defer { ownNextAlertID &+= 1 }
    return AlertID(rawValue: ownNextAlertID)
  }

  /// Applies one request and appends its effects, in order, to `outbox`, each with the closures
  /// it calls (a leaving route's slot moves there). A `present` request's route gets `onDismiss`
  /// and `onResult` in its slot.
  ///
  /// Each request has a method of its own below, which a router calls directly when it applies a
  /// change at once; this switch serves queued requests and tests.
  ///
  /// - Returns: Why the request was ignored, or `nil` when it was applied.
  @discardableResult
  @inline(__always) @inlinable mutating func apply(
    _ request: Request, onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: ((RouteResult<any Sendable>) -> Void)? = nil,
    onAction: AlertHandler<Alert.Action>? = nil, into outbox: inout Outbox
  ) -> IgnoreReason? {
    // Always inlined: at a call site that builds its request (`submit(.dismissTopModal)`), the
    // switch folds to the one rule, and the request is neither copied nor boxed.
    switch request {
    case .present(let route, let resultType):
      present(
        route, resultType: resultType, onDismiss: onDismiss, onResult: onResult, into: &outbox)
    case .presentAlert(let alert, let owner):
      presentAlert(alert, owner: owner, onAction: onAction, into: &outbox)
    case .dismissTopModal: dismissTopModal(into: &outbox)
    case .dismissRoute(let id, let reason): dismissRoute(id, reason: reason, into: &outbox)
    case .pop: pop(into: &outbox)
    case .popToRoot: popToRoot(into: &outbox)
    case .popToRoute(let id): popToRoute(id, into: &outbox)
    case .popToScreen(let screen): popToScreen(screen, into: &outbox)
    case .dismissAll: dismissAll(into: &outbox)
    case .goBack(let reason): goBack(reason: reason, operation: .goBack, into: &outbox)
    case .userBack: userBack(into: &outbox)
    case .setRoutes(let steps, let reason): setRoutes(steps, reason: reason, into: &outbox)
    case .openLink(let link): openLink(link, into: &outbox)
    case .restore(let saved): restore(saved, into: &outbox)
    case .resolveAlert(let choice): resolveAlert(choice, into: &outbox)
    case .cancelAlert: cancelAlert(operation: .cancelAlert, into: &outbox)
    case .finish(let id, let value): finish(id, value: value, into: &outbox)
    case .close(let id): close(id, into: &outbox)
    case .scoped(let operation, let scope): applyScoped(operation, in: scope, into: &outbox)
    case .confirmDeferred(let change): confirmDeferred(change, into: &outbox)
    case .abandonDeferred(let change): abandonDeferred(change, into: &outbox)
    case .writeBack(let writeBack): self.writeBack(writeBack, into: &outbox)
    case .guardRoute(let id, let decision): guardRoute(id, decision)
    case .reattach(let id, let resultType): reattach(id, resultType)
    case .clearAll: clearAll(into: &outbox)
    }
  }

  @inlinable mutating func present(
    _ route: Route<Screen>, resultType: ResultType?,
    onDismiss: ((DismissReason) -> Void)? = nil,
    onResult: ((RouteResult<any Sendable>) -> Void)? = nil, into outbox: inout Outbox
  ) -> IgnoreReason? {
    var slot = RouteSlot<Alert.Action>(onDismiss: onDismiss, onResult: onResult)
    if let resultType {
      slot.expected = resultType
      resultsExpected = true
    }
    arrive(route, slot, into: &outbox)
    return nil
  }

  @inlinable mutating func presentAlert(
    _ alert: consuming PresentedAlert<Alert>, owner: Request.AlertOwner,
    onAction: consuming AlertHandler<Alert.Action>? = nil, into outbox: inout Outbox
  ) -> IgnoreReason? {
    let ownerIndex: Int
    switch owner {
    case .topRoute:
      ownerIndex = state.storedRoutes.count - 1
    case .root:
      ownerIndex = -1
    case .route(let id):
      guard let index = state.index(of: id) else {
        return ignore(
          .noSuchRoute(.presentAlert("\(plain: alert.alert)", owner: .route(id))), into: &outbox)
      }
      ownerIndex = index
    }
    alert.owner = ownerIndex >= 0 ? state.storedRoutes[ownerIndex].id : nil
    if let onAction { alertHandlers.add(alert.id, onAction) }
    if outbox.recordsNotifications { outbox.alertPresented(copy alert) }
    state.appendAlert(alert, ownerIndex: ownerIndex)
    return nil
  }

  @inlinable mutating func dismissTopModal(into outbox: inout Outbox) -> IgnoreReason? {
    guard let index = state.topModalIndex else {
      return ignore(.noModal(.dismiss), into: &outbox)
    }
    if let stopped = checkGuards(from: index, .dismiss, .dismissTopModal, into: &outbox) {
      return stopped
    }
    removeRoutes(from: index, reason: .dismissed, above: .ancestorDismissed, into: &outbox)
    return nil
  }

  @inlinable mutating func dismissRoute(
    _ id: RouteID, reason: DismissReason, into outbox: inout Outbox
  ) -> IgnoreReason? {
    guard let index = state.index(of: id) else {
      return ignore(.noSuchRoute(.dismissRoute(id)), into: &outbox)
    }
    if let stopped = checkGuards(
      from: index, .dismissRoute(id), .dismissRoute(id, reason), into: &outbox)
    {
      return stopped
    }
    removeRoutes(from: index, reason: reason, above: .ancestorDismissed, into: &outbox)
    return nil
  }

  @inlinable mutating func pop(into outbox: inout Outbox) -> IgnoreReason? {
    guard let last = state.topRoute, last.presentation == .push else {
      return ignore(.nothingPushed(.pop), into: &outbox)
    }
    // Confirmed later, the change removes this route, whatever arrived above it meanwhile.
    if let stopped = checkGuards(
      from: state.storedRoutes.count - 1, .pop, .dismissRoute(last.id, .popped), into: &outbox)
    {
      return stopped
    }
    removeRoutes(
      from: state.storedRoutes.count - 1, reason: .popped, above: .popped, into: &outbox)
    return nil
  }

  @inlinable mutating func popToRoot(into outbox: inout Outbox) -> IgnoreReason? {
    let start = (state.topModalIndex).map { $0 + 1 } ?? 0
    guard start < state.storedRoutes.count else {
      return ignore(.nothingPushed(.popToRoot), into: &outbox)
    }
    if let stopped = checkGuards(from: start, .popToRoot, .popToRoot, into: &outbox) {
      return stopped
    }
    removeRoutes(from: start, reason: .poppedToRoot, above: .poppedToRoot, into: &outbox)
    return nil
  }

  @inlinable mutating func popToRoute(_ id: RouteID, into outbox: inout Outbox)
    -> IgnoreReason?
  {
    guard let index = state.index(of: id) else {
      return ignore(.noSuchRoute(.popToRoute(id)), into: &outbox)
    }
    return popAbove(index, operation: .popToRoute(id), request: .popToRoute(id), into: &outbox)
  }

  @inlinable mutating func popToScreen(_ screen: Screen, into outbox: inout Outbox)
    -> IgnoreReason?
  {
    var index = state.storedRoutes.count - 1
    while index >= 0, state.storedRoutes[index].screen != screen { index -= 1 }
    guard index >= 0 else {
      return ignore(.noSuchRoute(.popToScreen("\(plain: screen)")), into: &outbox)
    }
    return popAbove(
      index, operation: .popToScreen("\(plain: screen)"), request: .popToScreen(screen),
      into: &outbox)
  }

  @inlinable mutating func dismissAll(into outbox: inout Outbox) -> IgnoreReason? {
    guard let first = state.modalIndices.first else {
      return ignore(.noModal(.dismissAll), into: &outbox)
    }
    if let stopped = checkGuards(from: first, .dismissAll, .dismissAll, into: &outbox) {
      return stopped
    }
    removeRoutes(from: first, reason: .dismissedAll, above: .dismissedAll, into: &outbox)
    return nil
  }

  /// The user went back: the visible alert is cancelled if there is one, else the top route
  /// leaves with reason `userBack`, unless its options disable interactive dismissal.
  /// Sets a route's guard. Bookkeeping only: a route that is not presented (stopped by the route
  /// guard, or gone) has nothing to guard, and nothing is reported.
  @inlinable mutating func guardRoute(_ id: RouteID, _ decision: GuardDecision) -> IgnoreReason? {
    _ = setDismissGuard(decision, for: id)
    return nil
  }

  /// Sets the result type a route's new handler expects, like `guardRoute`.
  @inlinable mutating func reattach(_ id: RouteID, _ resultType: ResultType?) -> IgnoreReason? {
    if resultType != nil { _ = expectResult(resultType, from: id) }
    return nil
  }

  /// Removes every route of every layer, guards permitting: a tab container's `dismissAll()`
  /// in one of its routers. Reported as `dismissAll()`.
  @inlinable mutating func clearAll(into outbox: inout Outbox) -> IgnoreReason? {
    guard !state.storedRoutes.isEmpty else {
      return ignore(.noModal(.dismissAll), into: &outbox)
    }
    if let stopped = checkGuards(from: 0, .dismissAll, .clearAll, into: &outbox) {
      return stopped
    }
    removeRoutes(from: 0, reason: .dismissedAll, above: .dismissedAll, into: &outbox)
    return nil
  }

  @inlinable mutating func userBack(into outbox: inout Outbox) -> IgnoreReason? {
    // Named `userDidGoBack()` whichever it does: the call the app (or its host) made.
    if state.queue.count > 0 {
      return cancelAlert(operation: .userBack, into: &outbox)
    }
    if let last = state.topRoute, last.options.interactiveDismissDisabled {
      return ignore(.interactiveDismissDisabled(.userBack), into: &outbox)
    }
    return goBack(reason: .userBack, operation: .userBack, into: &outbox)
  }

  /// Replaces the routes with `steps` by carrying out ``NavigationState/plan(to:)``.
  @inlinable mutating func setRoutes(
    _ steps: [RouteStep<Screen>], reason: DismissReason, into outbox: inout Outbox
  ) -> IgnoreReason? {
    carryOutPlan(
      to: steps, from: 0, reason: reason, request: .setRoutes(steps, reason), into: &outbox)
  }

  /// Carries out the ``NavigationPlan`` from the routes at index `start` up to `steps`: the
  /// routes it dismisses leave top-most first with `reason`, then the routes it presents arrive
  /// with fresh ids. Only the plan's kept count is computed
  /// (``NavigationPlan/keptCount(from:to:)``), so none of the plan's arrays is built: the cost is
  /// O(kept + removed + added).
  @inlinable mutating func carryOutPlan(
    to steps: [RouteStep<Screen>], from start: Int, reason: DismissReason,
    request: @autoclosure () -> Request, into outbox: inout Outbox
  ) -> IgnoreReason? {
    let kept = NavigationPlan<Screen>.keptCount(from: state.storedRoutes[start...], to: steps)
    let dismisses = start + kept < state.storedRoutes.count
    if !dismisses && kept == steps.count {
      return ignore(.unchanged(.setRoutes), into: &outbox)
    }
    if dismisses {
      if let stopped = checkGuards(from: start + kept, .setRoutes, request(), into: &outbox) {
        return stopped
      }
      removeRoutes(from: start + kept, reason: reason, above: reason, into: &outbox)
    }
    for step in steps[kept...] {
      let route = Route(
        id: makeRouteID(), screen: step.screen, presentation: step.presentation,
        options: step.options)
      arrive(route, RouteSlot(), into: &outbox)
    }
    return nil
  }

  @inlinable mutating func restore(
    _ saved: NavigationState<Screen, Alert>, into outbox: inout Outbox
  ) -> IgnoreReason? {
    if saved == state {
      return ignore(.unchanged(.restore), into: &outbox)
    }
    // A route waiting for the route guard will never arrive: its presenter hears so first.
    dropDeferredRoute(into: &outbox)
    deferred = nil
    if !state.storedRoutes.isEmpty {
      removeRoutes(from: 0, reason: .restored, above: .restored, into: &outbox)
    }
    while state.queue.count > 0 {
      let alert = state.removeVisibleAlert()
      let handler = takeAlertHandler(alert.id)
      outbox.alertDismissed(alert, .restored, onAction: handler)
    }
    state = adopt(saved)
    addEmptySlots()
    for route in state.storedRoutes { outbox.routed(route) }
    for alert in state.alerts { outbox.alertPresented(alert) }
    return nil
  }

  /// Chooses a button of the visible alert: by action value, by title, or as a whole button.
  @inlinable mutating func resolveAlert(
    _ choice: AlertChoice<Alert.Action>, into outbox: inout Outbox
  ) -> IgnoreReason? {
    guard state.queue.count > 0 else {
      return ignore(.noVisibleAlert(.resolveAlert(choice.name)), into: &outbox)
    }
    // Read in place: only the chosen button is copied, not the alert.
    guard let button = state.queue.visibleButton(choice) else {
      let visible = state.visibleAlert!
      return ignore(
        .noSuchButton(.resolveAlert(choice.name), alert: "\(plain: visible.alert)"), into: &outbox)
    }
    resolveVisibleAlert(with: button, into: &outbox)
    return nil
  }

  /// Removes the visible alert as answered with `button`, reporting the route that owned it.
  @inlinable mutating func resolveVisibleAlert(
    with button: RouterAlertButton<Alert.Action>, into outbox: inout Outbox
  ) {
    let alert = state.removeVisibleAlert()
    let owner = alert.owner.flatMap { state.route($0) }
    let handler = takeAlertHandler(alert.id)
    // Moved into the outbox, not copied.
    outbox.alertResolved(consume alert, button, owner: owner, onAction: handler)
  }

  /// Closes a route the way its presentation calls for: a push leaves with `popped`, a modal
  /// with `dismissed`; the routes above it leave first with `ancestorDismissed`.
  @inlinable mutating func close(_ id: RouteID, into outbox: inout Outbox) -> IgnoreReason? {
    guard let index = state.index(of: id) else {
      return ignore(.noSuchRoute(.close(id)), into: &outbox)
    }
    // The route closing itself is its own decision; the guards of the routes above it stand.
    if let stopped = checkGuards(from: index + 1, .close(id), .close(id), into: &outbox) {
      return stopped
    }
    let reason: DismissReason =
      state.storedRoutes[index].presentation == .push ? .popped : .dismissed
    removeRoutes(from: index, reason: reason, above: .ancestorDismissed, into: &outbox)
    return nil
  }

  /// Makes the route `id` expect a result of `resultType` (or none), as a presenter that
  /// re-attaches after a restore asks. Changes no routes and emits nothing.
  ///
  /// - Returns: The route's index, or `nil` when it is not presented.
  @inlinable mutating func expectResult(_ resultType: ResultType?, from id: RouteID)
    -> Int?
  {
    guard let index = state.index(of: id) else { return nil }
    slots[index].expected = resultType
    if resultType != nil { resultsExpected = true }
    return index
  }

  @inlinable mutating func finish(
    _ id: RouteID, value: any Sendable, into outbox: inout Outbox
  ) -> IgnoreReason? {
    guard let index = state.index(of: id) else {
      return ignore(
        .noSuchRoute(.finish(id, value: RouterResultValue(value).description)), into: &outbox)
    }
    if let expected = slots[index].expected, !expected.accepts(value) {
      return ignore(
        .wrongResultType(
          .finish(id, value: RouterResultValue(value).description), expected: expected.name,
          actual: "\(Swift.type(of: value))"),
        into: &outbox)
    }
    // The route finishing is its own decision; the guards of the routes above it stand.
    if let stopped = checkGuards(
      from: index + 1, .finish(id, value: RouterResultValue(value).description),
      .finish(id, value: value), into: &outbox)
    {
      return stopped
    }
    removeRoutes(
      from: index, reason: .finished, above: .ancestorDismissed, finishing: true, into: &outbox)
    // Right after the finished route's dismissal, the last effect so far, to the handler its
    // slot carried there.
    outbox.result(
      .value(value), presenter: state.storedRoutes.last, onResult: outbox.lastDismissalOnResult)
    return nil
  }

  @inlinable mutating func ignore(_ reason: IgnoreReason, into outbox: inout Outbox)
    -> IgnoreReason
  {
    outbox.ignored(reason)
    return reason
  }

  @inlinable mutating func popAbove(
    _ index: Int, operation: @autoclosure () -> RouterOperation,
    request: @autoclosure () -> Request, into outbox: inout Outbox
  ) -> IgnoreReason? {
    // The operation is named only when it is reported (a screen's description is not free).
    guard index < state.storedRoutes.count - 1 else {
      return ignore(.alreadyOnTop(operation()), into: &outbox)
    }
    if let stopped = checkGuards(from: index + 1, operation(), request(), into: &outbox) {
      return stopped
    }
    removeRoutes(from: index + 1, reason: .popped, above: .popped, into: &outbox)
    return nil
  }

  @inlinable mutating func goBack(
    reason: DismissReason?, operation: RouterOperation, into outbox: inout Outbox
  ) -> IgnoreReason? {
    guard let last = state.topRoute else {
      return ignore(.nothingPresented(operation), into: &outbox)
    }
    let reason = reason ?? (last.presentation == .push ? .popped : .dismissed)
    // Confirmed later, the change removes this route, whatever arrived above it meanwhile.
    if let stopped = checkGuards(
      from: state.storedRoutes.count - 1, operation, .dismissRoute(last.id, reason),
      into: &outbox)
    {
      return stopped
    }
    removeRoutes(
      from: state.storedRoutes.count - 1, reason: reason, above: reason, into: &outbox)
    return nil
  }

  @inlinable mutating func cancelAlert(
    operation: RouterOperation, into outbox: inout Outbox
  ) -> IgnoreReason? {
    guard let visible = state.visibleAlert else {
      return ignore(.noVisibleAlert(operation), into: &outbox)
    }
    let cancel =
      visible.buttons.first { $0.role == .cancel }
      ?? (visible.buttons.count == 1 ? visible.buttons.first : nil)
    guard let cancel else {
      return ignore(.noSuchButton(operation, alert: "\(plain: visible.alert)"), into: &outbox)
    }
    resolveVisibleAlert(with: cancel, into: &outbox)
    return nil
  }

  /// Removes `routes[start...]`, top-most first, each after the alerts it owns; right after its
  /// dismissal, a route that expects a result and leaves gets `cancelled`, but the route at
  /// `start` when `finishing`: its caller reports its value next (whether or not it expects one).
  ///
  /// Each route's slot moves into the outbox's calls with its dismissal (its closures are called
  /// and released from there, after this access). When every route leaves, first and quietly in
  /// a transaction, and nothing but their dismissals is reported, the slots stay where they are
  /// and their buffer becomes the calls as it is (see ``NavigationOutbox/stackRun``): no slot
  /// moves.
  @inlinable mutating func removeRoutes(
    from start: Int, reason: DismissReason, above: DismissReason,
    finishing: Bool = false, into outbox: inout Outbox
  ) {
    var removedAlerts = false
    var index = state.storedRoutes.count - 1
    // Every route leaves as one run of dismissals, the first effects of a quiet transaction.
    var wholeStack =
      start == 0 && (reason == above || index == 0) && outbox.quiet && outbox.count == 0
      && outbox.calls.isEmpty
    while index >= start {
      let routeReason = index == start ? reason : above
      var position = state.firstAlert(ownedBy: index)
      let cancelsResult =
        resultsExpected && slots[index].expected != nil && !(finishing && index == start)
      if wholeStack && (position >= 0 || cancelsResult) {
        // Another effect comes between the dismissals: the slots of the routes gone so far move
        // now, top-most first, as they would have one by one.
        wholeStack = false
        while slots.count > index + 1 { outbox.calls.append(slots.removeLast()) }
      }
      while position >= 0 {
        let (alert, next) = state.removeAlert(at: position)
        let handler = takeAlertHandler(alert.id)
        outbox.alertDismissed(alert, routeReason, onAction: handler)
        position = next
        removedAlerts = true
      }
      let route = state.removeLastRoute()
      if deferred != nil, deferred?.change.route == route.id { deferred = nil }
      if wholeStack {
        if !guards.isEmpty, let decision = slots[index].decision {
          guards.removeTop(decision, at: index)
        }
        outbox.dismissedInRun(route, routeReason)
      } else {
        let slot = slots.removeLast()
        if !guards.isEmpty, let decision = slot.decision { guards.removeTop(decision, at: index) }
        // The guard handler leaves with its route: earlier stops in this transaction go unheard.
        if case .guarded = slot.extra { outbox.forgetGuardCalls(of: route.id) }
        let onResult = cancelsResult ? slot.onResult : nil
        outbox.dismissed(route, routeReason, consume slot)
        if cancelsResult {
          outbox.result(
            .cancelled(routeReason), presenter: state.storedRoutes.last, onResult: onResult)
        }
      }
      index -= 1
    }
    if wholeStack { outbox.takeStack(&slots) }
    if start == 0 { resultsExpected = false }
    if removedAlerts { state.compactAlertsIfNeeded() }
  }

  /// The state to hold instead of `saved`: the same routes and alerts, with every id this machine
  /// has already reserved — or that is out of range, or appears twice — renewed (alert owners
  /// follow their routes). Ids kept move the counters past them.
  @usableFromInline mutating func adopt(_ saved: NavigationState<Screen, Alert>)
    -> NavigationState<
      Screen, Alert
    >
  {
    // Ids from here up have not been handed out (during a container's restore, the floor the
    // container checked: see ``NavigationIDSource/keepRestoredFrom``).
    let routeFloor = idSource?.keepRestoredFrom?.route ?? nextRouteID
    let alertFloor = idSource?.keepRestoredFrom?.alert ?? nextAlertID
    if let lastRoute = Self.freshAscending(
      saved.storedRoutes.lazy.map(\.id.rawValue), from: routeFloor),
      let lastAlert = Self.freshAscending(saved.alerts.lazy.map(\.id.rawValue), from: alertFloor),
      saved.alerts.allSatisfy({ $0.owner.map { saved.index(of: $0) != nil } ?? true })
    {
      // The common case (a new router, or saved ids all after the ones used): nothing to renew,
      // and the state arrives as it was built.
      nextRouteID = Swift.max(nextRouteID, lastRoute + 1)
      nextAlertID = Swift.max(nextAlertID, lastAlert + 1)
      return saved
    }
    let firstFreeRoute = routeFloor
    var keptRoutes = Set<RouteID>(minimumCapacity: saved.storedRoutes.count)
    for route in saved.storedRoutes
    where route.id.rawValue >= firstFreeRoute && RouteID.keptRawValues.contains(route.id.rawValue) {
      keptRoutes.insert(route.id)
    }
    nextRouteID = Swift.max(nextRouteID, (keptRoutes.map(\.rawValue).max() ?? 0) + 1)
    var renamed: [RouteID: RouteID] = [:]
    var seen = Set<RouteID>()
    var routes: [Route<Screen>] = []
    routes.reserveCapacity(saved.storedRoutes.count)
    for var route in saved.storedRoutes {
      if !keptRoutes.contains(route.id) {
        let fresh = makeRouteID()
        if renamed[route.id] == nil { renamed[route.id] = fresh }
        route.id = fresh
      } else if !seen.insert(route.id).inserted {
        route.id = makeRouteID()
      }
      routes.append(route)
    }
    let presented = Set(routes.lazy.map(\.id))

    let firstFreeAlert = alertFloor
    let savedAlerts = saved.alerts
    let keptAlerts = Set(
      savedAlerts.lazy.map(\.id).filter {
        $0.rawValue >= firstFreeAlert && AlertID.keptRawValues.contains($0.rawValue)
      })
    nextAlertID = Swift.max(nextAlertID, (keptAlerts.map(\.rawValue).max() ?? 0) + 1)
    var seenAlerts = Set<AlertID>()
    var alerts: [PresentedAlert<Alert>] = []
    alerts.reserveCapacity(savedAlerts.count)
    for var alert in savedAlerts {
      if !keptAlerts.contains(alert.id) || !seenAlerts.insert(alert.id).inserted {
        alert.id = makeAlertID()
      }
      if let owner = alert.owner {
        let mapped = renamed[owner] ?? owner
        alert.owner = presented.contains(mapped) ? mapped : nil
      }
      alerts.append(alert)
    }
    return NavigationState(routes: routes, alerts: alerts)
  }

  /// The last of `ids` if they strictly ascend, start at `first` or later and stay in
  /// ``NavigationID/validRawValues`` (`first - 1` when there are none); `nil` otherwise.
  @usableFromInline static func freshAscending<Ids: Sequence<Int>>(_ ids: Ids, from first: Int)
    -> Int?
  {
    var last = first - 1
    for id in ids {
      guard id > last, id <= RouteID.keptRawValues.upperBound else { return nil }
      last = id
    }
    return last
  }
}
