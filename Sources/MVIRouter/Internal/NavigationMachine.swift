/// The navigation engine as a pure state machine: a command in, the new state and the ordered
/// events out. ``RouterEvents`` wraps it and performs the effects (callbacks, observers).
///
/// Rules it keeps:
/// - routes leave top-most first; an alert leaves before the route that owns it;
/// - the route an operation names gets the operation's reason, the routes above it
///   `ancestorDismissed` (except where the operation removes a whole range on purpose:
///   `popToRoot`, `dismissAll`, `setRoutes`, `pop(to:)`, which give all of them its reason);
/// - an operation with nothing to do returns a single `.ignored` event and changes nothing.
@usableFromInline
package struct NavigationMachine<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Sendable
{
  @usableFromInline package typealias Event = RouterEvent<Screen, Alert>
  @usableFromInline package typealias Command = NavigationCommand<Screen, Alert>

  @usableFromInline package internal(set) var state: NavigationState<Screen, Alert>
  @usableFromInline var nextRouteID: Int
  @usableFromInline var nextAlertID: Int

  /// Creates a machine holding `state`; new ids continue after the largest in it.
  @inlinable package init(state: NavigationState<Screen, Alert> = .init()) {
    self.state = state
    nextRouteID = (state.routes.map { $0.id.rawValue }.max() ?? 0) + 1
    nextAlertID = (state.alerts.map { $0.id.rawValue }.max() ?? 0) + 1
  }

  @inlinable package mutating func makeRouteID() -> RouteID {
    defer { nextRouteID += 1 }
    return RouteID(rawValue: nextRouteID)
  }

  @inlinable package mutating func makeAlertID() -> AlertID {
    defer { nextAlertID += 1 }
    return AlertID(rawValue: nextAlertID)
  }

  /// Makes sure ids handed out later do not collide with ids in `state` (after restoring).
  @inlinable package mutating func reserveIDs(after state: NavigationState<Screen, Alert>) {
    nextRouteID = max(nextRouteID, (state.routes.map { $0.id.rawValue }.max() ?? 0) + 1)
    nextAlertID = max(nextAlertID, (state.alerts.map { $0.id.rawValue }.max() ?? 0) + 1)
  }

  /// Applies one command and returns its events in order.
  @inlinable package mutating func apply(_ command: Command) -> [Event] {
    switch command {
    case .present(let route):
      state.routes.append(route)
      return [.routed(route)]

    case .presentAlert(var alert, let owner):
      switch owner {
      case .topRoute: alert.owner = state.topRoute?.id
      case .root: alert.owner = nil
      case .route(let id):
        guard state.index(of: id) != nil else {
          return [.ignored("presentAlert(\(alert.alert)): route \(id) is not presented")]
        }
        alert.owner = id
      }
      state.alerts.append(alert)
      return [.alertPresented(alert)]

    case .dismissTopModal:
      guard let index = state.topModalIndex else {
        return [.ignored("dismiss(): no modal is presented")]
      }
      return removeRoutes(from: index, reason: .dismissed, above: .ancestorDismissed)

    case .dismissRoute(let id, let reason):
      guard let index = state.index(of: id) else {
        return [.ignored("dismiss(\(id)): no such route is presented")]
      }
      return removeRoutes(from: index, reason: reason, above: .ancestorDismissed)

    case .pop:
      guard let last = state.topRoute, last.presentation == .push else {
        return [.ignored("pop(): nothing is pushed on the top layer")]
      }
      return removeRoutes(from: state.routes.count - 1, reason: .popped, above: .popped)

    case .popToRoot:
      let pushes = state.topStackPushes
      guard let first = pushes.first else {
        return [.ignored("popToRoot(): nothing is pushed on the top layer")]
      }
      let start = state.index(of: first.id) ?? state.routes.count
      return removeRoutes(from: start, reason: .poppedToRoot, above: .poppedToRoot)

    case .popTo(let id):
      guard let index = state.index(of: id) else {
        return [.ignored("pop(to: \(id)): no such route is presented")]
      }
      guard index < state.routes.count - 1 else {
        return [.ignored("pop(to: \(id)): it is already on top")]
      }
      return removeRoutes(from: index + 1, reason: .popped, above: .popped)

    case .dismissAll:
      guard let first = state.routes.firstIndex(where: { $0.presentation.isModal }) else {
        return [.ignored("dismissAll(): no modal is presented")]
      }
      return removeRoutes(from: first, reason: .dismissedAll, above: .dismissedAll)

    case .goBack(let reason):
      guard let last = state.topRoute else {
        return [.ignored("goBack(): nothing is presented")]
      }
      let natural: DismissReason = last.presentation == .push ? .popped : .dismissed
      return removeRoutes(
        from: state.routes.count - 1, reason: reason ?? natural, above: reason ?? natural)

    case .setRoutes(let steps, let reason):
      let kept = Self.commonPrefixCount(state.routes, steps)
      if kept == state.routes.count && kept == steps.count {
        return [.ignored("setRoutes(_:): the routes are already these")]
      }
      var events =
        kept < state.routes.count
        ? removeRoutes(from: kept, reason: reason, above: reason) : []
      for step in steps[kept...] {
        let route = Route(id: makeRouteID(), screen: step.screen, presentation: step.presentation)
        state.routes.append(route)
        events.append(.routed(route))
      }
      return events

    case .restore(let saved):
      if saved == state {
        return [.ignored("restore: the navigation is already the saved one")]
      }
      var events =
        state.routes.isEmpty ? [] : removeRoutes(from: 0, reason: .restored, above: .restored)
      for alert in state.alerts {
        events.append(.alertDismissed(alert, .restored))
      }
      state = saved
      reserveIDs(after: saved)
      events += saved.routes.map { .routed($0) }
      events += saved.alerts.map { .alertPresented($0) }
      return events

    case .resolveAlert(let action):
      guard let visible = state.visibleAlert else {
        return [.ignored("resolveAlert(\(action.title)): no alert is visible")]
      }
      guard visible.actions.contains(action) else {
        return [
          .ignored("resolveAlert(\(action.title)): alert \(visible.alert) has no such button")
        ]
      }
      state.alerts.removeFirst()
      return [.alertResolved(visible, action)]

    case .cancelAlert:
      guard let visible = state.visibleAlert else {
        return [.ignored("cancelAlert(): no alert is visible")]
      }
      let cancel =
        visible.actions.first { $0.role == .cancel }
        ?? (visible.actions.count == 1 ? visible.actions.first : nil)
      guard let cancel else {
        return [.ignored("cancelAlert(): alert \(visible.alert) has no cancel button")]
      }
      state.alerts.removeFirst()
      return [.alertResolved(visible, cancel)]
    }
  }

  /// How many leading steps two paths share.
  ///
  /// ```swift
  /// NavigationMachine.commonPrefixCount([.push(a), .sheet(b)], [.push(a), .push(c)])  // 1
  /// ```
  @inlinable package static func commonPrefixCount(
    _ routes: [Route<Screen>], _ steps: [RouteStep<Screen>]
  )
    -> Int
  {
    var count = 0
    while count < routes.count, count < steps.count,
      routes[count].screen == steps[count].screen,
      routes[count].presentation == steps[count].presentation
    {
      count += 1
    }
    return count
  }

  @inlinable package static func commonPrefixCount(
    _ lhs: [RouteStep<Screen>], _ rhs: [RouteStep<Screen>]
  ) -> Int {
    var count = 0
    while count < lhs.count, count < rhs.count, lhs[count] == rhs[count] {
      count += 1
    }
    return count
  }

  /// Removes `routes[start...]`, top-most first, each after the alerts it owns.
  @inlinable mutating func removeRoutes(
    from start: Int, reason: DismissReason, above: DismissReason
  ) -> [Event] {
    var events: [Event] = []
    let removed = state.routes[start...]
    // Most removals have no alerts to check; skip building the set then.
    let removedIDs: Set<RouteID> = state.alerts.isEmpty ? [] : Set(removed.map { $0.id })
    let leavingAlerts =
      state.alerts.isEmpty ? [] : state.alerts.filter { $0.owner.map(removedIDs.contains) ?? false }
    for index in removed.indices.reversed() {
      let route = state.routes[index]
      let routeReason = index == start ? reason : above
      for alert in leavingAlerts where alert.owner == route.id {
        events.append(.alertDismissed(alert, routeReason))
      }
      events.append(.dismissed(route, routeReason))
    }
    state.routes.removeSubrange(start...)
    if !leavingAlerts.isEmpty {
      state.alerts.removeAll { $0.owner.map(removedIDs.contains) ?? false }
    }
    return events
  }
}
