extension RouterEvents {
  /// A router for a feature that routes in its own screen and alert types inside this one.
  ///
  /// Give how a feature screen becomes one of this router's screens (usually a case of the
  /// app's enum, e.g. `AppScreen.movies`) and how to get it back, and the same for alerts. See
  /// ``ScopedRouterEvents`` for what a scoped operation may touch.
  ///
  /// ```swift
  /// let movies = app.scope(
  ///   screen: AppScreen.movies, extract: { if case .movies(let s) = $0 { s } else { nil } },
  ///   alert: AppAlert.movies, extract: { if case .movies(let a) = $0 { a } else { nil } })
  /// movies.routeTo(.detail(id: 7), as: .push)
  /// print(movies.state, app.state.routes.count)
  /// ```
  ///
  /// Prints `root > push detail(id: 7) 1`.
  ///
  /// - Parameters:
  ///   - screen: Turns a feature screen into this router's screen.
  ///   - extractScreen: The feature screen a screen holds, or `nil` for the others. It must
  ///     undo `screen`.
  ///   - alert: Turns a feature alert into this router's alert.
  ///   - extractAlert: The feature alert an alert holds, or `nil` for the others.
  /// - Returns: The scoped router; it keeps this router alive.
  @inlinable public func scope<FeatureScreen, FeatureAlert>(
    screen: @escaping @Sendable (FeatureScreen) -> Screen,
    extract extractScreen: @escaping @Sendable (Screen) -> FeatureScreen?,
    alert: @escaping @Sendable (FeatureAlert) -> Alert,
    extract extractAlert: @escaping @Sendable (Alert) -> FeatureAlert?
  ) -> ScopedRouterEvents<FeatureScreen, FeatureAlert> where FeatureAlert.Action == Alert.Action {
    scope(
      screen: screen, extract: extractScreen, alert: alert, extract: extractAlert,
      action: { $0 }, extract: { $0 })
  }

  /// A router for a feature whose alerts' buttons stand for values of the feature's own action
  /// type, embedded in this router's alert action type.
  ///
  /// The app's alert action type holds the feature's (usually a case, e.g.
  /// `AppAlert.Action.movies`); the router's ``RouterPolicy/getAlertActions(for:)`` gives the
  /// embedded alerts their buttons, and the feature's handlers and `resolveAlert(_:)` speak the
  /// feature's actions.
  ///
  /// ```swift
  /// let movies = app.scope(
  ///   screen: AppScreen.movies, extract: \.movies,
  ///   alert: AppAlert.movies, extract: \.movies,
  ///   action: AppAlert.Action.movies, extract: \.movies)
  /// movies.presentAlert(.loadFailed) { action in print(action) }
  /// movies.resolveAlert(.retry)
  /// ```
  ///
  /// Prints `retry`.
  ///
  /// - Parameters:
  ///   - screen: Turns a feature screen into this router's screen.
  ///   - extractScreen: The feature screen a screen holds, or `nil` for the others.
  ///   - alert: Turns a feature alert into this router's alert.
  ///   - extractAlert: The feature alert an alert holds, or `nil` for the others.
  ///   - action: Turns a feature alert action into this router's alert action.
  ///   - extractAction: The feature action an action holds, or `nil` for the others.
  /// - Returns: The scoped router; it keeps this router alive.
  @inlinable public func scope<FeatureScreen, FeatureAlert>(
    screen: @escaping @Sendable (FeatureScreen) -> Screen,
    extract extractScreen: @escaping @Sendable (Screen) -> FeatureScreen?,
    alert: @escaping @Sendable (FeatureAlert) -> Alert,
    extract extractAlert: @escaping @Sendable (Alert) -> FeatureAlert?,
    action: @escaping @Sendable (FeatureAlert.Action) -> Alert.Action,
    extract extractAction: @escaping @Sendable (Alert.Action) -> FeatureAlert.Action?
  ) -> ScopedRouterEvents<FeatureScreen, FeatureAlert> {
    ScopedRouterEvents(
      operations: ScopeOperations(
        parent: self, embedScreen: screen, extractScreen: extractScreen, embedAlert: alert,
        extractAlert: extractAlert, embedAction: action, extractAction: extractAction))
  }

  /// A router for a feature that routes in its own screen type and shares this router's
  /// alerts.
  ///
  /// ```swift
  /// let movies = app.scope(screen: AppScreen.movies) {
  ///   if case .movies(let screen) = $0 { screen } else { nil }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: Turns a feature screen into this router's screen.
  ///   - extractScreen: The feature screen a screen holds, or `nil` for the others.
  /// - Returns: The scoped router; every alert is in its scope.
  @inlinable public func scope<FeatureScreen>(
    screen: @escaping @Sendable (FeatureScreen) -> Screen,
    extract extractScreen: @escaping @Sendable (Screen) -> FeatureScreen?
  ) -> ScopedRouterEvents<FeatureScreen, Alert> {
    scope(screen: screen, extract: extractScreen, alert: { $0 }, extract: { $0 })
  }

  /// Presents `screen` expecting a result of `resultType`, delivered type-erased to `deliver`
  /// (the scoped router's form of ``routeTo(_:as:expecting:onDismiss:onResult:)``).
  @inlinable func routeTo(
    _ screen: Screen, as presentation: RouterScreenPresentationType?,
    options: PresentationOptions? = nil, resultType: ResultType,
    onDismiss: ((DismissReason) -> Void)?,
    deliver: @escaping (RouteResult<any Sendable>) -> Void
  ) -> RouteID {
    let route = Route(
      id: machine.makeRouteID(), screen: screen,
      presentation: presentation ?? router.getScreenPresentationType(for: screen),
      options: options ?? (hasRouterHooks ? router.getPresentationOptions(for: screen) : .standard))
    submit(
      .present(route, resultType: resultType), onDismiss: onDismiss, onResult: deliver
    )
    return route.id
  }
}
