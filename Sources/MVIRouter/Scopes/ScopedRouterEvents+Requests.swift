extension ScopedRouterEvents {
  /// The outcome of a request whose payload is not in the feature's types: no operation builds
  /// one, so it is ignored, naming what was asked and changing nothing. (Built only when
  /// returned: a reason is a reference, which costs an allocation.)
  @inlinable static func notMine(_ request: RouterRequest) -> RouterOutcome {
    .ignored(.notInScope(request.operation))
  }

  /// Carries out a request of the feature's: maps it into the app's types and submits it to the
  /// app's router, confined to the scope. Nothing is decided here: what the request may act on
  /// is decided by the app router's machine when it applies the request (now, or when its turn
  /// comes if it waits behind a delivery).
  @inlinable func carryOut(_ request: RouterRequest) -> RouterOutcome {
    switch request.kind {
    case .dismissTopModal:
      return submitScoped(queued: .dismissTopModal) { $0.scopedDismissTopModal(in: $1, into: &$2) }
    case .route(let id, let presentation, let options, let resultType):
      guard let screen = RouterRequest.cast(request.payload, as: Screen.self) else {
        return Self.notMine(request)
      }
      return parent.present(
        id, embedScreen(screen),
        as: presentation ?? mapping.policy.getScreenPresentationType(for: screen),
        options: options ?? mapping.policy.getPresentationOptions(for: screen),
        resultType: resultType,
        onDismiss: request.onDismiss, onResult: request.onResult)
    case .pop:
      return submitScoped(queued: .pop) { $0.scopedPop(in: $1, into: &$2) }
    case .popToRoot:
      return submitScoped(queued: .popToRoot) { $0.scopedPopToRoot(in: $1, into: &$2) }
    case .dismissRoute(let id):
      return submitScoped(queued: .dismissRoute(id, .dismissed)) {
        $0.scoped(id, .dismissRoute(id), in: $1, into: &$2) {
          $0.dismissRoute(id, reason: .dismissed, into: &$1)
        }
      }
    case .close(let id):
      return submitScoped(queued: .close(id)) {
        $0.scoped(id, .close(id), in: $1, into: &$2) { $0.close(id, into: &$1) }
      }
    case .popToRoute(let id):
      return submitScoped(queued: .popToRoute(id)) {
        $0.scoped(id, .popToRoute(id), in: $1, into: &$2) { $0.popToRoute(id, into: &$1) }
      }
    case .dismissAll:
      return submitScoped(queued: .dismissAll) { $0.scopedDismissAll(in: $1, into: &$2) }
    case .goBack(let reason):
      return submitScoped(queued: .goBack(reason)) {
        $0.scopedGoBack(reason: reason, in: $1, into: &$2)
      }
    case .userBack:
      return submitScoped(.userBack)
    case .cancelAlert:
      return submitScoped(.cancelAlert)
    case .writeBack(let writeBack):
      return submitScoped(.writeBack(writeBack))
    case .setRoutes(let reason):
      guard let steps = RouterRequest.cast(request.payload, as: [RouteStep<Screen>].self) else {
        return Self.notMine(request)
      }
      return submitScoped(
        .setRoutes(
          steps.map { RouteStep(embedScreen($0.screen), as: $0.presentation, options: $0.options) },
          reason))
    case .popToScreen:
      // A screen of the feature's is found wherever it is, as in the app's router.
      guard let screen = RouterRequest.cast(request.payload, as: Screen.self) else {
        return Self.notMine(request)
      }
      return parent.submit(.popToScreen(embedScreen(screen)))
    case .confirm(let change):
      // A deferral is settled as the app's router deferred it (scoped, if it was).
      return parent.confirmNow(change)
    case .abandon(let change):
      return parent.submit(.abandonDeferred(change))
    case .finish(let id):
      return submitScoped(.finish(id, value: request.payload))
    case .alert(let id, let owner):
      guard let alert = RouterRequest.cast(request.payload, as: Alert.self) else {
        return Self.notMine(request)
      }
      return presentAlert(
        id, alert, owner: owner, onAction: request.onAction as? AlertHandler<Alert.Action>)
    case .resolveAlert:
      guard let action = RouterRequest.cast(request.payload, as: Alert.Action.self) else {
        return Self.notMine(request)
      }
      var scope = self.scope
      scope.chosenButtons = chosenButtons(for: action)
      return submitScoped(.resolveAlert(.title("\(plain: action)")), in: scope)
    case .guardRoute(let id, let decision):
      // A route's screen never changes, so whether it is the feature's is known as soon as it
      // is presented or asked for (one asked for in this delivery waits behind its request, as
      // in the app's router).
      guard isFeatureRoute(id) else { return .ignored(.noSuchRoute(.guardDismissal(id))) }
      return parent.guardRoute(id, decision, onGuard: request.onGuard)
    case .reattachRoute(let id, let resultType):
      guard isFeatureRoute(id) else { return .ignored(.noSuchRoute(.reattachRoute(id))) }
      return parent.reattachRoute(
        id, resultType, onDismiss: request.onDismiss, onResult: request.onResult)
    case .reattachAlert(let id):
      guard let alert = parent.state.alerts.first(where: { $0.id == id }),
        let feature = mapping.extractAlert(alert.alert)
      else { return .ignored(.noSuchRoute(.reattachAlert(id))) }
      return parent.submit(
        RouterRequest(
          .reattachAlert(id),
          onAction: appHandler(
            request.onAction as? AlertHandler<Alert.Action>, alert.buttons, feature) as Any))
    case .cancelAwaited(let id):
      return parent.dismissAwaited(id)
    }
  }

  /// Submits an operation of the feature's to the app's router, confined to the feature's
  /// scope (or `scope`): the machine applies ``NavigationRequest/scoped(_:_:)`` now (through
  /// its rule, building no request), or when its turn comes.
  @inline(__always) @inlinable func submitScoped(_ operation: AppRequest) -> RouterOutcome {
    submitScoped(operation, in: scope)
  }

  @inline(__always) @inlinable func submitScoped(
    _ operation: AppRequest, in scope: RouteScope<AppScreen, AppAlert>
  ) -> RouterOutcome {
    parent.submit(queued: .scoped(operation, scope)) {
      $0.applyScoped(operation, in: scope, into: &$1)
    }
  }

  /// ``submitScoped(_:)`` for a request with a scoped rule of its own: applied at once through
  /// `rule` (the method ``NavigationMachine/applyScoped(_:in:into:)`` maps the request to), so
  /// no request is built unless the change waits.
  @inline(__always) @inlinable func submitScoped(
    queued operation: @autoclosure () -> AppRequest,
    _ rule: (
      inout NavigationMachine<AppScreen, AppAlert>, RouteScope<AppScreen, AppAlert>,
      inout NavigationOutbox<AppScreen, AppAlert>
    ) -> IgnoreReason?
  ) -> RouterOutcome {
    let scope = self.scope
    return parent.submit(queued: .scoped(operation(), scope)) { rule(&$0, scope, &$1) }
  }

  /// Whether `id` is a route of the feature's, presented or asked for in this delivery.
  @inlinable func isFeatureRoute(_ id: RouteID) -> Bool {
    guard let route = parent.state.route(id) ?? parent.core.awaitedRoute(id) else { return false }
    return mapping.extractScreen(route.screen) != nil
  }

  // MARK: Alerts

  /// Presents a feature alert in the app's router, described by the feature's router: its
  /// title, message and buttons (the app keeps their titles and roles, and their actions when
  /// the two action types are one).
  @inlinable func presentAlert(
    _ id: AlertID, _ alert: Alert, owner: AlertOwner, onAction: AlertHandler<Alert.Action>?
  ) -> RouterOutcome {
    let presented = PresentedAlert(
      id: id, alert: embedAlert(alert), owner: nil,
      title: mapping.policy.getAlertTitle(for: alert) ?? "",
      message: mapping.policy.getAlertMessage(for: alert),
      buttons: mapping.featureButtons(alert).map {
        RouterAlertButton<AppAlert.Action>(
          title: $0.title, role: $0.role, action: $0.action.flatMap { $0 as? AppAlert.Action })
      })
    return parent.submit(
      .presentAlert(presented, owner),
      onAction: appHandler(onAction, presented.buttons, alert))
  }

  /// Which button `resolveAlert(action)` chooses in each feature alert that may be visible when
  /// the request is applied: those presented (visible or waiting) and those asked for before it
  /// in this delivery. The machine picks the one of the alert visible then; the app's button at
  /// the feature's button's place stands for it.
  @inlinable func chosenButtons(for action: Alert.Action) -> [(alert: AlertID, index: Int)] {
    var chosen: [(alert: AlertID, index: Int)] = []
    let mapping = self.mapping
    func add(_ alert: PresentedAlert<AppAlert>) {
      guard let feature = mapping.extractAlert(alert.alert),
        let index = mapping.featureButtons(feature).firstIndex(where: { $0.action == action })
      else { return }
      chosen.append((alert.id, index))
    }
    parent.state.alerts.forEach(add)
    parent.core.forEachAwaitedAlert(add)
    return chosen
  }

  /// The app's handler of an alert embedding `feature`, calling the feature's `handler` with
  /// the feature's button standing for the one chosen.
  @inlinable func appHandler(
    _ handler: AlertHandler<Alert.Action>?, _ buttons: [RouterAlertButton<AppAlert.Action>],
    _ feature: Alert
  ) -> AlertHandler<AppAlert.Action>? {
    let mapping = self.mapping
    return handler.map { handler in
      .button { chosen in
        let mine = mapping.featureButtons(feature)
        guard let index = buttons.firstIndex(of: chosen), mine.indices.contains(index) else {
          return
        }
        handler(mine[index])
      }
    }
  }

  // MARK: The feature's view

  /// The app's state projected onto the feature. O(routes + alerts).
  @inlinable var projectedState: NavigationState<Screen, Alert> {
    let appState = parent.state
    return NavigationState(
      routes: appState.routes.compactMap(mapping.featureRoute),
      alerts: appState.alerts.compactMap(mapping.featureAlert))
  }

  /// Observes the app's router, passing on the events about the feature's routes and alerts.
  @inlinable func observeMapped(_ observer: @escaping (RouterEvent<Screen, Alert>) -> Void)
    -> RouterSubscription
  {
    let mapping = self.mapping
    return parent.observe { event in
      if let mapped = mapping.featureEvent(event) { observer(mapped) }
    }
  }
}

extension RouterCore {
  /// Calls `body` with each alert asked for during this delivery and not presented yet, in order.
  @inlinable func forEachAwaitedAlert(_ body: (PresentedAlert<Alert>) -> Void) {
    guard isDelivering || batchDepth > 0 else { return }
    for submission in pending[pendingHead...] + batchSubmissions {
      if case .presentAlert(let alert, _) = submission?.request { body(alert) }
    }
  }
}
