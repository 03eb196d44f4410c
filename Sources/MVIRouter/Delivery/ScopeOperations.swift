/// What a ``ScopedRouterEvents`` does, as closures over the app's router.
///
/// The closures are built where the scope is created
/// (``RouterEvents/scope(screen:extract:alert:extract:router:)``
/// is inlinable), so they are compiled for the app's concrete types; the scoped router, generic
/// over the feature's types only, just calls them. That keeps a call through
/// `any RouterEventsProtocol` as cheap as a direct one.
@MainActor
@usableFromInline
struct ScopeOperations<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  @usableFromInline let state: () -> NavigationState<Screen, Alert>
  @usableFromInline let submit: (RouterRequest) -> RouterOutcome
  @usableFromInline let makeRouteID: () -> RouteID
  @usableFromInline let makeAlertID: () -> AlertID
  @usableFromInline let observe:
    (@escaping (RouterEvent<Screen, Alert>) -> Void) -> RouterSubscription
  @usableFromInline let beginBatch: () -> Void
  @usableFromInline let endBatch: () -> Void

  /// The operations of a scope of `parent`, whose screens and alerts `router` presents.
  @inlinable init<AppScreen, AppAlert, Policy: RouterPolicy>(
    parent: RouterEvents<AppScreen, AppAlert>, router: Policy,
    embedScreen: @escaping @Sendable (Screen) -> AppScreen,
    extractScreen: @escaping @Sendable (AppScreen) -> Screen?,
    embedAlert: @escaping @Sendable (Alert) -> AppAlert,
    extractAlert: @escaping @Sendable (AppAlert) -> Alert?
  ) where Policy.Screen == Screen, Policy.Alert == Alert {
    let scope = RouteScope<AppScreen, AppAlert>(
      screen: { extractScreen($0) != nil }, alert: { extractAlert($0) != nil })
    let mapRoute = { (route: Route<AppScreen>) -> Route<Screen>? in
      extractScreen(route.screen).map {
        Route(id: route.id, screen: $0, presentation: route.presentation, options: route.options)
      }
    }
    // The feature's router supplies its alerts' buttons, in its action type; the app keeps
    // their titles and roles (and the actions, when the two action types are one).
    let featureButtons = { (alert: Alert) -> [RouterAlertButton<Alert.Action>] in
      let buttons = router.getAlertActions(for: alert)
      return buttons.isEmpty ? ImplicitAlertButtons.buttons(Alert.Action.self) : buttons
    }
    let embedButton = { (button: RouterAlertButton<Alert.Action>) in
      RouterAlertButton<AppAlert.Action>(
        title: button.title, role: button.role,
        action: button.action.flatMap { $0 as? AppAlert.Action })
    }
    /// The feature's button standing for `button` of `alert`, an app alert embedding `feature`.
    let mapButton = {
      (button: RouterAlertButton<AppAlert.Action>, alert: PresentedAlert<AppAlert>, feature: Alert)
        -> RouterAlertButton<Alert.Action> in
      let buttons = featureButtons(feature)
      if let index = alert.buttons.firstIndex(of: button), buttons.indices.contains(index),
        buttons.count == alert.buttons.count
      {
        return buttons[index]
      }
      return RouterAlertButton(
        title: button.title, role: button.role,
        action: button.action.flatMap { $0 as? Alert.Action })
    }
    let mapAlert = { (alert: PresentedAlert<AppAlert>) -> PresentedAlert<Alert>? in
      extractAlert(alert.alert).map { feature in
        PresentedAlert(
          id: alert.id, alert: feature, owner: alert.owner, title: alert.title,
          message: alert.message,
          buttons: alert.buttons.map { mapButton($0, alert, feature) })
      }
    }
    /// The app's handler of an alert embedding `feature`, calling the feature's `handler`.
    let mapHandler = {
      (
        handler: AlertHandler<Alert.Action>?, buttons: [RouterAlertButton<AppAlert.Action>],
        feature: Alert
      ) -> AlertHandler<AppAlert.Action>? in
      handler.map { handler in
        .button { chosen in
          let mine = featureButtons(feature)
          guard let index = buttons.firstIndex(of: chosen), mine.indices.contains(index) else {
            return
          }
          handler(mine[index])
        }
      }
    }
    state = {
      let appState = parent.state
      return NavigationState(
        routes: appState.routes.compactMap(mapRoute), alerts: appState.alerts.compactMap(mapAlert))
    }
    submit = { request in
      // Built only when returned: a reason is a reference, which costs an allocation.
      var outOfScope: IgnoreReason { .notInScope(request.operation) }
      if let navigation = request.navigation(Screen.self, Alert.self) {
        // Every request a scoped router makes embeds (see `NavigationRequest.embedded`).
        guard
          let embedded: NavigationRequest<AppScreen, AppAlert> = navigation.embedded(
            screen: embedScreen)
        else { return .ignored(outOfScope) }
        switch embedded {
        case .confirmDeferred, .abandonDeferred, .popToScreen:
          // A deferral is settled as the app's router deferred it; a screen is found wherever.
          return parent.submit(embedded)
        default:
          return parent.submit(
            embedded, onDismiss: request.onDismiss, onResult: request.onResult, scope: scope)
        }
      }
      switch request.kind {
      case .route(let id, let screen, let presentation, let options, let resultType):
        guard let screen = screen as? Screen else { return .ignored(outOfScope) }
        return parent.present(
          id, embedScreen(screen),
          as: presentation ?? router.getScreenPresentationType(for: screen),
          options: options ?? router.getPresentationOptions(for: screen), resultType: resultType,
          onDismiss: request.onDismiss, onResult: request.onResult)
      case .alert(let id, let alert, let owner):
        guard let alert = alert as? Alert else { return .ignored(outOfScope) }
        let presented = PresentedAlert(
          id: id, alert: embedAlert(alert), owner: nil,
          title: router.getAlertTitle(for: alert) ?? "",
          message: router.getAlertMessage(for: alert),
          buttons: featureButtons(alert).map(embedButton))
        return parent.submit(
          .presentAlert(presented, owner),
          onAction: mapHandler(
            request.onAction as? AlertHandler<Alert.Action>, presented.buttons, alert),
          alertID: id)
      case .finish(let id, let value):
        return parent.submit(.finish(id, value: value), scope: scope)
      case .resolveAlert(let action):
        // The feature's button is found in the feature's alert that is visible now; the app's
        // router then chooses the app's button standing for it when the change is applied.
        guard let action = action as? Alert.Action else { return .ignored(outOfScope) }
        var appChoice = AlertChoice<AppAlert.Action>.title("\(plain: action)")
        if let visible = parent.state.visibleAlert, let feature = extractAlert(visible.alert),
          let index = featureButtons(feature).firstIndex(where: { $0.action == action }),
          visible.buttons.indices.contains(index)
        {
          appChoice = .button(visible.buttons[index])
        }
        return parent.submit(.resolveAlert(appChoice), scope: scope)
      case .guardRoute(let id, let decision):
        // The route may be one asked for in this delivery and not presented yet: its request
        // names its screen, and the guard waits behind it, as in the app's router.
        guard let route = parent.state.route(id) ?? parent.core.awaitedRoute(id),
          extractScreen(route.screen) != nil
        else {
          return .ignored(.noSuchRoute(.guardDismissal(id)))
        }
        return parent.submit(RouterRequest(.guardRoute(id, decision), onGuard: request.onGuard))
      case .reattachRoute(let id, let resultType):
        guard let route = parent.state.route(id) ?? parent.core.awaitedRoute(id),
          extractScreen(route.screen) != nil
        else {
          return .ignored(.noSuchRoute(.reattachRoute(id)))
        }
        return parent.submit(
          RouterRequest(
            .reattachRoute(id, resultType), onDismiss: request.onDismiss,
            onResult: request.onResult))
      case .reattachAlert(let id):
        guard let alert = parent.state.alerts.first(where: { $0.id == id }),
          let feature = extractAlert(alert.alert)
        else { return .ignored(.noSuchRoute(.reattachAlert(id))) }
        return parent.submit(
          RouterRequest(
            .reattachAlert(id),
            onAction: mapHandler(
              request.onAction as? AlertHandler<Alert.Action>, alert.buttons, feature)))
      case .cancelAwaited(let id):
        return parent.dismissAwaited(id)
      default:
        return .ignored(outOfScope)
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
            mapAlert(alert).map { .alertResolved($0, mapButton(button, alert, $0.alert)) }
          case .alertDismissed(let alert, let reason):
            mapAlert(alert).map { .alertDismissed($0, reason) }
          case .result(let route, let delivery): mapRoute(route).map { .result($0, delivery) }
          case .ignored: nil
          }
        if let mapped { observer(mapped) }
      }
    }
    observe = { parent.observe(forward($0)) }
    beginBatch = { parent.core.batchDepth += 1 }
    endBatch = {
      parent.core.batchDepth -= 1
      if parent.core.batchDepth == 0 { parent.endBatch() }
    }
  }
}
