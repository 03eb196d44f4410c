/// What a ``ScopedRouterEvents`` does, as closures over the app's router.
///
/// The closures are built where the scope is created (``RouterEvents/scope(screen:extract:alert:extract:)``
/// is inlinable), so they are compiled for the app's concrete types; the scoped router, generic
/// over the feature's types only, just calls them. That keeps a call through
/// `any RouterEventsProtocol` as cheap as a direct one.
@MainActor
@usableFromInline
struct ScopeOperations<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  @usableFromInline let state: () -> NavigationState<Screen, Alert>
  @usableFromInline let submit: (RouterRequest<Screen, Alert>) -> RouterOutcome
  @usableFromInline let makeRouteID: () -> RouteID
  @usableFromInline let makeAlertID: () -> AlertID
  @usableFromInline let observe:
    (@escaping (RouterEvent<Screen, Alert>) -> Void) -> RouterSubscription
  @usableFromInline let beginBatch: () -> Void
  @usableFromInline let endBatch: () -> Void

  /// The operations of a scope of `parent`.
  @inlinable init<AppScreen, AppAlert>(
    parent: RouterEvents<AppScreen, AppAlert>,
    embedScreen: @escaping @Sendable (Screen) -> AppScreen,
    extractScreen: @escaping @Sendable (AppScreen) -> Screen?,
    embedAlert: @escaping @Sendable (Alert) -> AppAlert,
    extractAlert: @escaping @Sendable (AppAlert) -> Alert?,
    embedAction: @escaping @Sendable (Alert.Action) -> AppAlert.Action,
    extractAction: @escaping @Sendable (AppAlert.Action) -> Alert.Action?
  ) {
    let scope = RouteScope<AppScreen, AppAlert>(
      screen: { extractScreen($0) != nil }, alert: { extractAlert($0) != nil })
    let mapRoute = { (route: Route<AppScreen>) -> Route<Screen>? in
      extractScreen(route.screen).map {
        Route(id: route.id, screen: $0, presentation: route.presentation, options: route.options)
      }
    }
    let mapButton = { (button: RouterAlertButton<AppAlert.Action>) in
      RouterAlertButton(
        title: button.title, role: button.role, action: button.action.flatMap(extractAction))
    }
    let mapAlert = { (alert: PresentedAlert<AppAlert>) -> PresentedAlert<Alert>? in
      extractAlert(alert.alert).map {
        PresentedAlert(
          id: alert.id, alert: $0, owner: alert.owner, title: alert.title,
          message: alert.message, buttons: alert.buttons.map(mapButton))
      }
    }
    let mapAction = { (handler: ((Alert.Action) -> Void)?) -> ((AppAlert.Action) -> Void)? in
      handler.map { handler in
        { action in if let action = extractAction(action) { handler(action) } }
      }
    }
    state = {
      let appState = parent.state
      return NavigationState(
        routes: appState.routes.compactMap(mapRoute), alerts: appState.alerts.compactMap(mapAlert))
    }
    submit = { request in
      let outOfScope = IgnoreReason.notInScope(.restore)
      switch request.kind {
      case .navigation(let navigation):
        // Every request a scoped router makes embeds (see `NavigationRequest.embedded`).
        guard
          let embedded = navigation.embedded(
            screen: embedScreen, alert: embedAlert, action: embedAction)
        else { return .ignored(outOfScope) }
        switch embedded {
        case .confirmDeferred, .abandonDeferred, .popToScreen:
          // A deferral is settled as the app's router deferred it; a screen is found wherever.
          return parent.submit(embedded)
        default:
          return parent.submit(
            embedded, onDismiss: request.onDismiss, onResult: request.onResult,
            onAction: mapAction(request.onAction), scope: scope)
        }
      case .route(let id, let screen, let presentation, let options, let resultType):
        return parent.submit(
          RouterRequest(
            .route(id, embedScreen(screen), presentation, options, resultType),
            onDismiss: request.onDismiss, onResult: request.onResult))
      case .alert(let id, let alert, let owner):
        return parent.submit(
          RouterRequest(
            .alert(id, embedAlert(alert), owner), onAction: mapAction(request.onAction)))
      case .finish(let id, let value):
        return parent.submit(.finish(id, value: value), scope: scope)
      case .resolveAlert(let choice):
        return parent.submit(.resolveAlert(choice.embedded(embedAction)), scope: scope)
      case .guardRoute(let id, let decision):
        guard let route = parent.state.route(id), extractScreen(route.screen) != nil else {
          return .ignored(.noSuchRoute(.dismissRoute(id)))
        }
        return parent.submit(RouterRequest(.guardRoute(id, decision), onGuard: request.onGuard))
      case .reattachRoute(let id, let resultType):
        guard let route = parent.state.route(id), extractScreen(route.screen) != nil else {
          return .ignored(.noSuchRoute(.dismissRoute(id)))
        }
        return parent.submit(
          RouterRequest(
            .reattachRoute(id, resultType), onDismiss: request.onDismiss,
            onResult: request.onResult))
      case .reattachAlert(let id):
        guard let alert = parent.state.alerts.first(where: { $0.id == id }),
          extractAlert(alert.alert) != nil
        else { return .ignored(.noSuchRoute(.dismissRoute(RouteID(rawValue: id.rawValue)))) }
        return parent.submit(
          RouterRequest(.reattachAlert(id), onAction: mapAction(request.onAction)))
      case .cancelAwaited(let id):
        return parent.dismissAwaited(id)
      }
    }
    makeRouteID = { parent.makeID() }
    makeAlertID = { parent.makeID() }
    let forward = {
      (observer: @escaping (RouterEvent<Screen, Alert>) -> Void) -> (
        RouterEvent<AppScreen, AppAlert>
      ) -> Void in
      { event in
        let mapped: RouterEvent<Screen, Alert>? =
          switch event {
          case .routed(let route): mapRoute(route).map { .routed($0) }
          case .dismissed(let route, let reason): mapRoute(route).map { .dismissed($0, reason) }
          case .alertPresented(let alert): mapAlert(alert).map { .alertPresented($0) }
          case .alertResolved(let alert, let button):
            mapAlert(alert).map { .alertResolved($0, mapButton(button)) }
          case .alertDismissed(let alert, let reason):
            mapAlert(alert).map { .alertDismissed($0, reason) }
          case .result(let route, let delivery): mapRoute(route).map { .result($0, delivery) }
          case .ignored: nil
          }
        if let mapped { observer(mapped) }
      }
    }
    observe = { parent.observe(forward($0)) }
    beginBatch = { parent.batchDepth += 1 }
    endBatch = {
      parent.batchDepth -= 1
      if parent.batchDepth == 0 { parent.endBatch() }
    }
  }
}
