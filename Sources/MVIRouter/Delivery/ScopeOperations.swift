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
  @usableFromInline let submit: (NavigationRequest<Screen, Alert>) -> RouterOutcome
  /// Dismisses a route the scope awaits, whose task was cancelled.
  @usableFromInline let dismissAwaited: (RouteID) -> Void
  @usableFromInline let popToScreen: (Screen) -> RouterOutcome
  @usableFromInline let presentAlert: (Alert, ((Alert.Action) -> Void)?) -> AlertID
  @usableFromInline let observe:
    (@escaping (RouterEvent<Screen, Alert>) -> Void) -> RouterSubscription
  @usableFromInline let observeForever: (@escaping (RouterEvent<Screen, Alert>) -> Void) -> Void
  @usableFromInline let beginBatch: () -> Void
  /// The operations added with guards and presentation options, kept behind one reference so
  /// that holding or copying the operations costs what it did before them.
  @usableFromInline let extras: ScopeExtras<Screen, Alert>
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
    submit = { request in
      // Every request a scoped router makes embeds (see `NavigationRequest.embedded`).
      guard
        let embedded = request.embedded(
          screen: embedScreen, alert: embedAlert, action: embedAction)
      else { return .ignored(.notInScope(.restore)) }
      return parent.submit(embedded, scope: scope)
    }
    // Weak: the awaited route's handler, kept by the app's router, holds this closure.
    dismissAwaited = { [weak parent] id in parent?.dismissAwaited(id) }
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
    extras = ScopeExtras(
      routeWithOptions: { screen, presentation, options, onDismiss in
        parent.routeTo(
          embedScreen(screen), as: presentation, options: options, onDismiss: onDismiss)
      },
      routeExpectingWithOptions: { screen, presentation, options, resultType, onDismiss, deliver in
        parent.routeTo(
          embedScreen(screen), as: presentation, options: options, resultType: resultType,
          onDismiss: onDismiss, deliver: deliver)
      },
      guardRoute: { id, decision, onGuard in
        guard let route = parent.state.route(id), extractScreen(route.screen) != nil else {
          return false
        }
        return parent.guardDismissal(of: id, decision, onGuard: onGuard)
      },
      settleDeferred: { change, confirms in
        confirms ? parent.confirm(change) : parent.abandon(change)
      })
    endBatch = {
      parent.batchDepth -= 1
      if parent.batchDepth == 0 { parent.endBatch() }
    }
  }
}

/// The scoped operations of guards and presentation options, as closures over the app's router
/// (see ``ScopeOperations``).
@MainActor
@usableFromInline
final class ScopeExtras<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  /// Routes with explicit presentation options.
  @usableFromInline let routeWithOptions:
    (Screen, RouterScreenPresentationType?, PresentationOptions, ((DismissReason) -> Void)?) ->
      RouteID
  /// Routes expecting a result, with explicit presentation options.
  @usableFromInline let routeExpectingWithOptions:
    (
      Screen, RouterScreenPresentationType?, PresentationOptions, ResultType,
      ((DismissReason) -> Void)?, @escaping (RouteResult<any Sendable>) -> Void
    ) -> RouteID
  /// Guards a route of the scope; `false` when it is not presented or not the feature's.
  @usableFromInline let guardRoute: (RouteID, GuardDecision, ((GuardedChange) -> Void)?) -> Bool
  /// Confirms (`true`) or abandons (`false`) a deferred change.
  @usableFromInline let settleDeferred: (GuardedChange, Bool) -> RouterOutcome

  @inlinable init(
    routeWithOptions:
      @escaping (
        Screen, RouterScreenPresentationType?, PresentationOptions, ((DismissReason) -> Void)?
      ) -> RouteID,
    routeExpectingWithOptions:
      @escaping (
        Screen, RouterScreenPresentationType?, PresentationOptions, ResultType,
        ((DismissReason) -> Void)?, @escaping (RouteResult<any Sendable>) -> Void
      ) -> RouteID,
    guardRoute: @escaping (RouteID, GuardDecision, ((GuardedChange) -> Void)?) -> Bool,
    settleDeferred: @escaping (GuardedChange, Bool) -> RouterOutcome
  ) {
    self.routeWithOptions = routeWithOptions
    self.routeExpectingWithOptions = routeExpectingWithOptions
    self.guardRoute = guardRoute
    self.settleDeferred = settleDeferred
  }
}
