extension NavigationMachine {
  /// Applies a scoped router's operation: the same operation as the app router's, when what it
  /// acts on — decided now, against the state it meets — belongs to the scope; else ignored with
  /// ``IgnoreReason/notInScope(_:)``.
  ///
  /// The scope's *top run* is the longest run of the scope's routes ending at the top-most
  /// route. `pop`, `popToRoot`, `dismiss`, `dismissAll` and `goBack` act within it; `setRoutes`
  /// replaces it; an operation naming a route acts when that route is the scope's (routes above
  /// it leave with it, as they do in the app router); alerts are answered only when the visible
  /// one is the scope's.
  @inlinable mutating func applyScoped(
    _ operation: Request, in scope: RouteScope<Screen, Alert>,
    into outbox: inout Outbox
  ) -> IgnoreReason? {
    switch operation {
    case .pop: return scopedPop(in: scope, into: &outbox)
    case .popToRoot: return scopedPopToRoot(in: scope, into: &outbox)
    case .dismissTopModal: return scopedDismissTopModal(in: scope, into: &outbox)
    case .dismissAll: return scopedDismissAll(in: scope, into: &outbox)
    case .goBack(let reason): return scopedGoBack(reason: reason, in: scope, into: &outbox)
    case .dismissRoute(let id, let reason):
      return scoped(id, .dismissRoute(id), in: scope, into: &outbox) {
        $0.dismissRoute(id, reason: reason, into: &$1)
      }
    case .popToRoute(let id):
      return scoped(id, .popToRoute(id), in: scope, into: &outbox) { $0.popToRoute(id, into: &$1) }
    case .close(let id):
      return scoped(id, .close(id), in: scope, into: &outbox) { $0.close(id, into: &$1) }
    case .finish(let id, let value):
      if let ignored = checkScoped(
        id, .finish(id, value: "\(plain: value)"), in: scope, into: &outbox)
      {
        return ignored
      }
      return finish(id, value: value, into: &outbox)
    case .setRoutes(let steps, let reason):
      return setScopedRoutes(steps, reason: reason, in: scope, into: &outbox)
    case .resolveAlert(let choice):
      guard let visible = state.visibleAlert else { return resolveAlert(choice, into: &outbox) }
      guard scope.containsAlert(visible.alert) else {
        return ignore(.notInScope(.resolveAlert(choice.name)), into: &outbox)
      }
      // The scope's action stands for the button at the same place in the alert visible now.
      if let index = scope.chosenButton(in: visible.id), visible.buttons.indices.contains(index) {
        return resolveAlert(.button(visible.buttons[index]), into: &outbox)
      }
      return resolveAlert(choice, into: &outbox)
    case .cancelAlert:
      if let visible = state.visibleAlert, !scope.containsAlert(visible.alert) {
        return ignore(.notInScope(.cancelAlert), into: &outbox)
      }
      return cancelAlert(operation: .cancelAlert, into: &outbox)
    default:
      // Presenting, popping to a screen and the rest are the app router's requests, embedded:
      // they act on the feature's screens by construction.
      return apply(operation, into: &outbox)
    }
  }

  // The rules of a scoped router's requests, one method each: a scoped router applying a
  // request at once calls its method directly (building no request); a queued one meets it
  // through the switch above.

  @inlinable mutating func scopedPop(
    in scope: RouteScope<Screen, Alert>, into outbox: inout Outbox
  ) -> IgnoreReason? {
    guard let top = state.topRoute else { return ignore(.nothingPushed(.pop), into: &outbox) }
    guard scope.containsScreen(top.screen) else {
      return ignore(.notInScope(.pop), into: &outbox)
    }
    return pop(into: &outbox)
  }

  @inlinable mutating func scopedPopToRoot(
    in scope: RouteScope<Screen, Alert>, into outbox: inout Outbox
  ) -> IgnoreReason? {
    guard let top = state.topRoute else {
      return ignore(.nothingPushed(.popToRoot), into: &outbox)
    }
    guard scope.containsScreen(top.screen) else {
      return ignore(.notInScope(.popToRoot), into: &outbox)
    }
    let layerStart = (state.topModalIndex).map { $0 + 1 } ?? 0
    var start = state.storedRoutes.count
    while start > layerStart, scope.containsScreen(state.storedRoutes[start - 1].screen) {
      start -= 1
    }
    guard start < state.storedRoutes.count else {
      return ignore(.nothingPushed(.popToRoot), into: &outbox)
    }
    if let stopped = checkGuards(from: start, .popToRoot, .scoped(.popToRoot, scope), into: &outbox)
    {
      return stopped
    }
    removeRoutes(from: start, reason: .poppedToRoot, above: .poppedToRoot, into: &outbox)
    return nil
  }

  @inlinable mutating func scopedDismissTopModal(
    in scope: RouteScope<Screen, Alert>, into outbox: inout Outbox
  ) -> IgnoreReason? {
    guard let index = state.topModalIndex else {
      return ignore(.noModal(.dismiss), into: &outbox)
    }
    guard scope.containsScreen(state.storedRoutes[index].screen) else {
      return ignore(.notInScope(.dismiss), into: &outbox)
    }
    return dismissTopModal(into: &outbox)
  }

  @inlinable mutating func scopedDismissAll(
    in scope: RouteScope<Screen, Alert>, into outbox: inout Outbox
  ) -> IgnoreReason? {
    // The target is the top run: an app's route on top is out of scope, whatever is below.
    let runStart = topRunStart(in: scope)
    guard runStart < state.storedRoutes.count || state.storedRoutes.isEmpty else {
      return ignore(.notInScope(.dismissAll), into: &outbox)
    }
    var lowest: Int?
    var next = state.modalIndices.count - 1
    while next >= 0, state.modalIndices[next] >= runStart {
      lowest = state.modalIndices[next]
      next -= 1
    }
    guard let lowest else { return ignore(.noModal(.dismissAll), into: &outbox) }
    if let stopped = checkGuards(
      from: lowest, .dismissAll, .scoped(.dismissAll, scope), into: &outbox)
    {
      return stopped
    }
    removeRoutes(from: lowest, reason: .dismissedAll, above: .dismissedAll, into: &outbox)
    return nil
  }

  @inlinable mutating func scopedGoBack(
    reason: DismissReason?, in scope: RouteScope<Screen, Alert>, into outbox: inout Outbox
  ) -> IgnoreReason? {
    guard let top = state.topRoute else {
      return ignore(.nothingPresented(.goBack), into: &outbox)
    }
    guard scope.containsScreen(top.screen) else {
      return ignore(.notInScope(.goBack), into: &outbox)
    }
    return goBack(reason: reason, operation: .goBack, into: &outbox)
  }

  /// Applies `rule` to the route `id` (a dismissal, a pop to it, a close) when it is presented
  /// and the scope's; else ignores `operation`, naming why.
  @inlinable mutating func scoped(
    _ id: RouteID, _ operation: RouterOperation, in scope: RouteScope<Screen, Alert>,
    into outbox: inout Outbox, _ rule: (inout Self, inout Outbox) -> IgnoreReason?
  ) -> IgnoreReason? {
    if let ignored = checkScoped(id, operation, in: scope, into: &outbox) { return ignored }
    return rule(&self, &outbox)
  }

  /// The index where the scope's top run starts: `routes.count` when the top-most route is not
  /// the scope's. O(length of the run).
  @inlinable func topRunStart(in scope: RouteScope<Screen, Alert>) -> Int {
    var start = state.storedRoutes.count
    while start > 0, scope.containsScreen(state.storedRoutes[start - 1].screen) { start -= 1 }
    return start
  }

  /// Ignores an operation naming a route that is not presented or not the scope's.
  @inlinable mutating func checkScoped(
    _ id: RouteID, _ operation: RouterOperation, in scope: RouteScope<Screen, Alert>,
    into outbox: inout Outbox
  ) -> IgnoreReason? {
    guard let index = state.index(of: id) else {
      return ignore(.noSuchRoute(operation), into: &outbox)
    }
    guard scope.containsScreen(state.storedRoutes[index].screen) else {
      return ignore(.notInScope(operation), into: &outbox)
    }
    return nil
  }

  /// Replaces the scope's top run with `steps`, keeping the routes the two share from the
  /// bottom of the run.
  @inlinable mutating func setScopedRoutes(
    _ steps: [RouteStep<Screen>], reason: DismissReason, in scope: RouteScope<Screen, Alert>,
    into outbox: inout Outbox
  ) -> IgnoreReason? {
    let runStart = topRunStart(in: scope)
    return carryOutPlan(
      to: steps, from: runStart, reason: reason,
      request: .scoped(.setRoutes(steps, reason), scope), into: &outbox)
  }
}
