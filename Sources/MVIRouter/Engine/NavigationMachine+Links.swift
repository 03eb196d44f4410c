/// A deep link as the machine applies it: the routes it stands for and what the router's route
/// guard answered about the routes it would present (asked by the router, outside the machine,
/// just before the machine applies the link; see `RouterEvents.answeringRouteGuard(_:)`).
@usableFromInline
struct LinkRequest<Screen: RouterScreenProtocol>: Sendable {
  /// The link's routes, from the root up.
  @usableFromInline var steps: [RouteStep<Screen>]
  /// The first step the route guard did not allow, and its answer (`veto` or `defer`); `nil`
  /// when it allowed every step it was asked about (or no router is attached).
  @usableFromInline var stop: (step: Int, decision: GuardDecision)?
  /// For a link a route guard deferred and the app confirmed: the step confirmed (not asked
  /// again) and the id reserved for it when it was deferred.
  @usableFromInline var approved: (step: Int, route: RouteID)?

  @inlinable init(steps: [RouteStep<Screen>]) {
    self.steps = steps
  }
}

extension NavigationRequest {
  /// Whether the router's route guard may have to answer for the request before the machine
  /// applies it: a deep link, or a confirmation (of a deferred link, perhaps). Folds to a
  /// constant where the request is built, so other requests pay nothing.
  @inlinable var asksRouteGuard: Bool {
    switch self {
    case .openLink, .confirmDeferred: true
    default: false
    }
  }

  /// Whether a router with a policy asks its route guard before the machine applies the
  /// request: a route's presentation, a deep link, a confirmed deferral (which may be a link).
  @inlinable var asksRouteGuardFirst: Bool {
    switch self {
    case .present, .openLink, .confirmDeferred: true
    default: false
    }
  }
}

extension NavigationMachine {
  /// The steps of `link` the route guard is asked about if the link is applied now: those it
  /// would present, after the routes it keeps (``NavigationPlan/keptCount(from:to:)``), bottom
  /// up — but the step a confirmation approved. Pure: changes nothing.
  @usableFromInline func stepsToAsk(_ link: LinkRequest<Screen>) -> [Int] {
    let kept = NavigationPlan<Screen>.keptCount(from: state.storedRoutes[...], to: link.steps)
    return (kept..<link.steps.count).filter { $0 != link.approved?.step }
  }

  /// The link a confirmation of `change` would open again, if `change` is the deferred change
  /// and it is a link (deferred by a route's guard or by the route guard): the router asks the
  /// route guard about it before confirming.
  @usableFromInline func deferredLink(_ change: GuardedChange) -> LinkRequest<Screen>? {
    guard let waiting = deferred, waiting.change.id == change.id, change.origin == origin,
      case .openLink(let link) = waiting.request
    else { return nil }
    return link
  }

  /// Sets the route guard's answers about the deferred link (see ``deferredLink(_:)``).
  @usableFromInline mutating func answerDeferredLink(_ link: LinkRequest<Screen>) {
    guard case .openLink = deferred?.request else { return }
    deferred?.request = .openLink(link)
  }

  /// Opens a link: carries out ``NavigationState/plan(to:)`` like `setRoutes` with reason
  /// ``DismissReason/deepLink`` (the routes it removes meet their guards), then presents the
  /// new routes bottom-up until the first one the route guard stopped (`link.stop`):
  ///
  /// - a veto: that route and the ones after it are not presented; the routes before it stay.
  ///   Reported as a `routeTo` the route guard vetoed, with a reserved id never presented.
  /// - a deferral: the same, and the link waits as the deferred change; confirmed, it is
  ///   opened again — decided then, against the state it meets — with the stopped route
  ///   approved (it gets the reserved id) and the routes after it asked about then.
  ///
  /// - Returns: `nil` when anything changed (the routes before a stopped one included), the
  ///   reason the link was stopped when nothing did, or `unchanged` when it is already shown.
  /// Whether a guard would stop opening `steps` now — the routes the link's plan removes meet
  /// their guards as in ``openLink(_:into:)`` — decided without reporting or keeping anything.
  /// A container asks each machine a change of several routers spans, so that a guard anywhere
  /// stops all of it. Pure.
  @inlinable func guardStops(opening steps: [RouteStep<Screen>]) -> Bool {
    guard !guards.isEmpty else { return false }
    let kept = NavigationPlan<Screen>.keptCount(from: state.storedRoutes[...], to: steps)
    return kept < state.storedRoutes.count && stoppingGuard(from: kept) != nil
  }

  @usableFromInline mutating func openLink(_ link: LinkRequest<Screen>, into outbox: inout Outbox)
    -> IgnoreReason?
  {
    let steps = link.steps
    let kept = NavigationPlan<Screen>.keptCount(from: state.storedRoutes[...], to: steps)
    let dismisses = kept < state.storedRoutes.count
    if !dismisses && kept == steps.count {
      return ignore(.unchanged(.openLink), into: &outbox)
    }
    if dismisses {
      // Opened again when confirmed, a link's removal is named `open(_:using:)`, whatever
      // stopped it before (a route guard's deferral is a `routeTo`, which a route's guard never
      // stops).
      let confirmed = confirming
      confirming = nil
      defer { confirming = confirmed }
      if let stopped = checkGuards(from: kept, .openLink, .openLink(link), into: &outbox) {
        return stopped
      }
      removeRoutes(from: kept, reason: .deepLink, above: .deepLink, into: &outbox)
    }
    for index in kept..<steps.count {
      let step = steps[index]
      let id: RouteID
      if let approved = link.approved, approved.step == index {
        id = approved.route
      } else {
        id = makeRouteID()
      }
      let route = Route(
        id: id, screen: step.screen, presentation: step.presentation, options: step.options)
      if let stop = link.stop, stop.step == index, stop.decision != .allow {
        let stopped = stopLink(link, at: route, step: index, stop.decision, into: &outbox)
        return dismisses || index > kept ? nil : stopped
      }
      arrive(route, RouteSlot(), into: &outbox)
    }
    return nil
  }

  /// Reports the route of a link the route guard stopped, as `stopRoute` reports a `routeTo`;
  /// a deferred link waits with the route approved.
  @usableFromInline mutating func stopLink(
    _ link: LinkRequest<Screen>, at route: Route<Screen>, step: Int, _ decision: GuardDecision,
    into outbox: inout Outbox
  ) -> IgnoreReason {
    var waiting = link
    waiting.stop = nil
    waiting.approved = (step, route.id)
    return stopRequestedRoute(route, decision, waiting: .openLink(waiting), into: &outbox)
  }
}
