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
  @usableFromInline let route:
    (Screen, RouterScreenPresentationType?, ((DismissReason) -> Void)?) -> RouteID
  @usableFromInline let routeExpecting:
    (
      Screen, RouterScreenPresentationType?, ResultType, ((DismissReason) -> Void)?,
      @escaping (RouteResult<any Sendable>) -> Void
    ) -> RouteID
  @usableFromInline let submit: (ScopeCommand) -> RouterOutcome
  /// Dismisses a route the scope awaits, whose task was cancelled.
  @usableFromInline let dismissAwaited: (RouteID) -> Void
  @usableFromInline let setRoutes: ([RouteStep<Screen>], DismissReason) -> RouterOutcome
  @usableFromInline let resolveAlert: (AlertChoice<Alert.Action>) -> RouterOutcome
  @usableFromInline let popToScreen: (Screen) -> RouterOutcome
  @usableFromInline let presentAlert: (Alert, ((Alert.Action) -> Void)?) -> AlertID
  @usableFromInline let observe:
    (@escaping (RouterEvent<Screen, Alert>) -> Void) -> RouterSubscription
  @usableFromInline let observeForever: (@escaping (RouterEvent<Screen, Alert>) -> Void) -> Void
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
    state = {
      let appState = parent.state
      return NavigationState(
        routes: appState.routes.compactMap(mapRoute), alerts: appState.alerts.compactMap(mapAlert))
    }
    route = { screen, presentation, onDismiss in
      let embedded = embedScreen(screen)
      return parent.routeTo(
        embedded, as: presentation ?? parent.router.getScreenPresentationType(for: embedded),
        onDismiss: onDismiss)
    }
    routeExpecting = { screen, presentation, resultType, onDismiss, deliver in
      parent.routeTo(
        embedScreen(screen), as: presentation, resultType: resultType, onDismiss: onDismiss,
        deliver: deliver)
    }
    submit = { command in
      let operation = command.operation(for: AppScreen.self, AppAlert.self)
      return parent.submit(.scoped(operation, scope)) {
        $0.applyScoped(operation, in: scope, into: $1)
      }
    }
    // Weak: the awaited route's handler, kept by the app's router, holds this closure.
    dismissAwaited = { [weak parent] id in parent?.dismissAwaited(id) }
    setRoutes = { steps, reason in
      let operation = ScopedOperation<AppScreen, AppAlert>.setRoutes(
        steps.map { RouteStep(embedScreen($0.screen), as: $0.presentation, options: $0.options) },
        reason)
      return parent.submit(.scoped(operation, scope)) {
        $0.applyScoped(operation, in: scope, into: $1)
      }
    }
    resolveAlert = { choice in
      let appChoice: AlertChoice<AppAlert.Action> =
        switch choice {
        case .action(let action): .action(embedAction(action))
        case .title(let title): .title(title)
        case .button(let button):
          .button(
            RouterAlertButton(
              title: button.title, role: button.role, action: button.action.map(embedAction)))
        }
      let operation = ScopedOperation<AppScreen, AppAlert>.resolveAlert(appChoice)
      return parent.submit(.scoped(operation, scope)) {
        $0.applyScoped(operation, in: scope, into: $1)
      }
    }
    popToScreen = { parent.pop(to: embedScreen($0)) }
    presentAlert = { alert, onAction in
      parent.presentAlert(
        embedAlert(alert),
        onAction: onAction.map { handler in
          { action in if let action = extractAction(action) { handler(action) } }
        })
    }
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
    observeForever = { parent.observeForever(forward($0)) }
    beginBatch = { parent.batchDepth += 1 }
    endBatch = {
      parent.batchDepth -= 1
      if parent.batchDepth == 0 { parent.endBatch() }
    }
  }
}
