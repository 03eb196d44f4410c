/// A change a guard deferred, as the machine keeps it until it is confirmed or abandoned.
@usableFromInline
struct DeferredChange<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Sendable
{
  /// The change as reported.
  @usableFromInline var change: GuardedChange
  /// The change as a request, applied again when it is confirmed.
  @usableFromInline var request: NavigationRequest<Screen, Alert>
  /// The guarded routes that already consented to it (nested guards, confirmed one by one).
  @usableFromInline var approved: Set<RouteID>
  /// Where the deferring guards that consented start, once this change is confirmed.
  @usableFromInline var consent: Consent?
  /// For a deferred `present`: the guard set on the route meanwhile, which it gets when it is
  /// presented.
  @usableFromInline var routeGuard: GuardDecision?

  /// The entry of ``GuardIndex/defers`` from which every entry up has consented to a change,
  /// while the index is at `version`: a confirm starts its search for the next deferring guard
  /// below it instead of passing the consenting ones again.
  @usableFromInline
  struct Consent: Sendable {
    @usableFromInline var version: Int
    @usableFromInline var slot: Int

    @inlinable init(version: Int, slot: Int) {
      self.version = version
      self.slot = slot
    }
  }

  @inlinable init(
    change: GuardedChange, request: NavigationRequest<Screen, Alert>, approved: Set<RouteID>,
    consent: Consent? = nil
  ) {
    self.change = change
    self.request = request
    self.approved = approved
    self.consent = consent
  }
}

extension NavigationMachine {
  /// Whether the guards of `routes[start...]` (except `exempt`) let a change remove them.
  ///
  /// Rules, decided against the state when the change is applied:
  /// - a route whose guard is `veto` refuses the change, whichever route it is (when several
  ///   veto, the top-most is named);
  /// - else the top-most route whose guard is `defer` holds the change back until it is
  ///   confirmed (replacing any change deferred before: only one waits at a time);
  /// - a route that consented to a confirmed change is not asked again while it is applied.
  ///
  /// Costs nothing while no route is guarded, else O(routes the change would remove).
  ///
  /// - Returns: `nil` when the change may go ahead, else the reason it was stopped (already
  ///   reported).
  @inlinable @inline(__always) mutating func checkGuards(
    from start: Int, _ operation: @autoclosure () -> RouterOperation,
    _ request: @autoclosure () -> Request, into outbox: inout Outbox
  ) -> IgnoreReason? {
    // Most navigations have no guard: that case costs one comparison, not a call.
    guard !guards.isEmpty else { return nil }
    return checkGuardedRoutes(from: start, operation(), request(), into: &outbox)
  }

  /// ``checkGuards(from:_:_:into:)`` once some route has a guard.
  ///
  /// The vetoes and the deferrals sit in lists of their own (``GuardIndex``), so the top-most of
  /// each in the range is found without reading the guards between them; the routes that consented to a
  /// confirmed change are passed over, and the deferring ones among them are not read at all
  /// while the guards are unchanged since the change was deferred (``DeferredChange/Consent``).
  /// So confirming a change through n nested deferring guards, one by one, costs O(1) per
  /// confirm (plus O(log guards) to find the range) and O(n) in all.
  @inlinable mutating func checkGuardedRoutes(
    from start: Int, _ asked: RouterOperation, _ request: Request, into outbox: inout Outbox
  ) -> IgnoreReason? {
    let operation = confirming ?? asked
    // A veto refuses the change, whichever route it is: the top-most is named.
    if let last = guards.vetoes.last, last >= start {
      let floor = GuardIndex.insertionSlot(for: start, in: guards.vetoes)
      var slot = guards.vetoes.count - 1
      while slot >= floor {
        #if DEBUG
          guardEntriesVisited += 1
        #endif
        let position = guards.vetoes[slot]
        if approved.isEmpty || !approved.contains(state.storedRoutes[position].id) {
          let route = state.storedRoutes[position]
          let change = GuardedChange(
            id: 0, route: route.id, operation: operation, decision: .veto, origin: origin)
          return outbox.guarded(change, route: route, onGuard: slots[position].onGuard)
        }
        slot -= 1
      }
    }
    // Else the top-most deferring guard that has not consented holds the change back.
    guard let last = guards.defers.last, last >= start else { return nil }
    let floor = GuardIndex.insertionSlot(for: start, in: guards.defers)
    var slot = guards.defers.count - 1
    if let consent = consentedFrom, consent.version == guards.version {
      slot = Swift.min(slot, consent.slot - 1)
    }
    while slot >= floor {
      #if DEBUG
        guardEntriesVisited += 1
      #endif
      if approved.isEmpty || !approved.contains(state.storedRoutes[guards.defers[slot]].id) {
        break
      }
      slot -= 1
    }
    guard slot >= floor else { return nil }
    let position = guards.defers[slot]
    let route = state.storedRoutes[position]
    let change = GuardedChange(
      id: nextDeferralID, route: route.id, operation: operation, decision: .defer, origin: origin)
    nextDeferralID += 1
    dropDeferredRoute(into: &outbox)
    // Every deferring guard from this one up will have consented once it is confirmed.
    deferred = DeferredChange(
      change: change, request: request, approved: approved,
      consent: .init(version: guards.version, slot: slot))
    return outbox.guarded(change, route: route, onGuard: slots[position].onGuard)
  }

  /// The decision of the guard that would stop a change removing `routes[start...]` now, as
  /// ``checkGuards(from:_:_:into:)`` decides (a veto anywhere, else a deferral), without
  /// reporting or keeping anything; `nil` when the change may go ahead. Pure.
  @inlinable func stoppingGuard(from start: Int) -> GuardDecision? {
    guard !guards.isEmpty else { return nil }
    func stops(_ positions: [Int]) -> Bool {
      positions[GuardIndex.insertionSlot(for: start, in: positions)...].contains {
        approved.isEmpty || !approved.contains(state.storedRoutes[$0].id)
      }
    }
    if stops(guards.vetoes) { return .veto }
    return stops(guards.defers) ? .defer : nil
  }

  /// Sets the guard of the route `id` in its slot (and the index of guarded slots). Changes no
  /// routes and emits nothing.
  ///
  /// - Returns: Whether the route is presented, or waits for the route guard (it then gets the
  ///   guard when it is presented).
  @inlinable mutating func setDismissGuard(_ decision: GuardDecision, for id: RouteID)
    -> Bool
  {
    guard let index = state.index(of: id) else {
      // A route the route guard deferred gets its guard when it is presented.
      guard deferred?.change.route == id, case .present = deferred?.request else { return false }
      deferred?.routeGuard = decision
      return true
    }
    let new: GuardDecision? = decision == .allow ? nil : decision
    guards.change(slots[index].decision, to: new, at: index)
    slots[index].decision = new
    return true
  }

  /// The guard of the route `id`, if it is presented.
  @inlinable func dismissGuard(of id: RouteID) -> GuardDecision? {
    guard let index = state.index(of: id) else { return nil }
    return slots[index].decision ?? .allow
  }

  /// Applies the deferred change `id`, decided now against the state it meets, with the guard
  /// that deferred it (and those that consented before) satisfied; a guard further down may
  /// defer it again.
  @inlinable mutating func confirmDeferred(_ change: GuardedChange, into outbox: inout Outbox)
    -> IgnoreReason?
  {
    guard var waiting = deferred, waiting.change.id == change.id, change.origin == origin else {
      return ignore(.noDeferredChange(.confirmDeferred(change.id)), into: &outbox)
    }
    deferred = nil
    // Moved, not copied: the set of consenting routes grows by one per confirm, in place.
    swap(&approved, &waiting.approved)
    approved.insert(waiting.change.route)
    consentedFrom = waiting.consent
    // Stopped again by a guard further down, the change keeps the name it was asked by (a back
    // stays `goBack()`, not the `dismiss(#id)` it is applied as).
    confirming = waiting.change.operation
    defer {
      approved = []
      consentedFrom = nil
      confirming = nil
    }
    let ignored = apply(waiting.request, into: &outbox)
    if let routeGuard = waiting.routeGuard, ignored == nil {
      _ = setDismissGuard(routeGuard, for: waiting.change.route)
    }
    return ignored
  }

  /// Drops the deferred change `id`: nothing leaves. Emits nothing.
  @inlinable mutating func abandonDeferred(_ change: GuardedChange, into outbox: inout Outbox)
    -> IgnoreReason?
  {
    guard let waiting = deferred, waiting.change.id == change.id, change.origin == origin else {
      return ignore(.noDeferredChange(.abandonDeferred(change.id)), into: &outbox)
    }
    dropDeferredRoute(into: &outbox)
    deferred = nil
    return nil
  }

  /// Reports the end of a deferred route request that will never be presented (abandoned,
  /// replaced by another deferral, or dropped by a restore): a presenter that expects a result
  /// gets `.cancelled(.vetoed)`, as an ordinary result of the route.
  @inlinable mutating func dropDeferredRoute(into outbox: inout Outbox) {
    guard let waiting = deferred, case .present(let route, let resultType) = waiting.request,
      resultType != nil
    else { return }
    outbox.result(.cancelled(.vetoed), stoppedRoute: route, presenter: state.storedRoutes.last)
  }
}

extension NavigationMachine {
  /// Stops a `present` request the router's route guard vetoed or deferred: nothing is
  /// presented, the stopped change is reported, and a deferred one waits (in place of any
  /// change deferred before). The route keeps the id it was given, so confirming it presents
  /// that id.
  ///
  /// - Returns: The reason it was stopped (already reported).
  @inlinable mutating func stopRoute(
    _ request: Request, _ decision: GuardDecision, into outbox: inout Outbox
  ) -> IgnoreReason? {
    guard case .present(let route, _) = request, decision != .allow else {
      return apply(request, into: &outbox)
    }
    return stopRequestedRoute(route, decision, waiting: request, into: &outbox)
  }

  /// Reports `route`, which a request asked for and the router's route guard stopped: a veto
  /// is reported; a deferral is reported and waits as `waiting` (in place of any change
  /// deferred before). A `routeTo` and a deep link stop their routes alike.
  ///
  /// - Returns: The reason it was stopped (already reported).
  @inlinable mutating func stopRequestedRoute(
    _ route: Route<Screen>, _ decision: GuardDecision, waiting: @autoclosure () -> Request,
    into outbox: inout Outbox
  ) -> IgnoreReason {
    let operation = RouterOperation.routeTo(route)
    let reason: IgnoreReason
    if decision == .veto {
      let change = GuardedChange(
        id: 0, route: route.id, operation: operation, decision: .veto, origin: origin)
      reason = outbox.guarded(change, route: route)
      // A presenter that expects a result hears it, as of any route that will not arrive.
      if case .present(_, .some) = waiting() {
        outbox.result(.cancelled(.vetoed), stoppedRoute: route, presenter: state.storedRoutes.last)
      }
    } else {
      let change = GuardedChange(
        id: nextDeferralID, route: route.id, operation: operation, decision: .defer,
        origin: origin)
      nextDeferralID += 1
      dropDeferredRoute(into: &outbox)
      deferred = DeferredChange(change: change, request: waiting(), approved: [])
      reason = outbox.guarded(change, route: route)
    }
    return reason
  }
}
