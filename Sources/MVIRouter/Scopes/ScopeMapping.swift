/// How a feature's routes, alerts and events read in the feature's types: the app's projected
/// through `extract` and the feature's router (which gives its alerts' buttons in the feature's
/// action type). A value: the closures that map (an observer, an alert's handler, a choice the
/// machine makes when it applies a request) hold it, never the scoped router.
@MainActor
@usableFromInline
struct ScopeMapping<
  AppScreen: RouterScreenProtocol, AppAlert: RouterAlertScreenProtocol,
  Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol
> {
  /// The feature screen an app screen holds, or `nil`.
  @usableFromInline let extractScreen: @Sendable (AppScreen) -> Screen?
  /// The feature alert an app alert holds, or `nil`.
  @usableFromInline let extractAlert: @Sendable (AppAlert) -> Alert?
  /// The feature's router: how its screens are presented and what its alerts say.
  @usableFromInline let policy: any RouterPolicy<Screen, Alert>

  @inlinable init(
    extractScreen: @escaping @Sendable (AppScreen) -> Screen?,
    extractAlert: @escaping @Sendable (AppAlert) -> Alert?, policy: any RouterPolicy<Screen, Alert>
  ) {
    self.extractScreen = extractScreen
    self.extractAlert = extractAlert
    self.policy = policy
  }

  /// The buttons the feature's router gives `alert`, in the feature's action type.
  @inlinable func featureButtons(_ alert: Alert) -> [RouterAlertButton<Alert.Action>] {
    let buttons = policy.getAlertActions(for: alert)
    return buttons.isEmpty ? ImplicitAlertButtons.buttons(Alert.Action.self) : buttons
  }

  /// The feature's button standing for `button` of `alert`, an app alert embedding `feature`.
  @inlinable func featureButton(
    _ button: RouterAlertButton<AppAlert.Action>, of alert: PresentedAlert<AppAlert>,
    _ feature: Alert
  ) -> RouterAlertButton<Alert.Action> {
    let buttons = featureButtons(feature)
    if let index = alert.buttons.firstIndex(of: button), buttons.indices.contains(index),
      buttons.count == alert.buttons.count
    {
      return buttons[index]
    }
    return RouterAlertButton(
      title: button.title, role: button.role, action: button.action.flatMap { $0 as? Alert.Action })
  }

  /// The feature's route standing for an app route, or `nil`.
  @inlinable func featureRoute(_ route: Route<AppScreen>) -> Route<Screen>? {
    extractScreen(route.screen).map {
      Route(id: route.id, screen: $0, presentation: route.presentation, options: route.options)
    }
  }

  /// The feature's alert standing for an app alert, or `nil`.
  @inlinable func featureAlert(_ alert: PresentedAlert<AppAlert>) -> PresentedAlert<Alert>? {
    extractAlert(alert.alert).map { feature in
      PresentedAlert(
        id: alert.id, alert: feature, owner: alert.owner, title: alert.title,
        message: alert.message,
        buttons: alert.buttons.map { featureButton($0, of: alert, feature) })
    }
  }

  /// The feature's event standing for an app event, or `nil` (`ignored` events name no route).
  @inlinable func featureEvent(_ event: RouterEvent<AppScreen, AppAlert>)
    -> RouterEvent<Screen, Alert>?
  {
    switch event {
    case .routed(let route): featureRoute(route).map { .routed($0) }
    case .dismissed(let route, let reason): featureRoute(route).map { .dismissed($0, reason) }
    case .alertPresented(let alert): featureAlert(alert).map { .alertPresented($0) }
    case .alertResolved(let alert, let button):
      featureAlert(alert).map { .alertResolved($0, featureButton(button, of: alert, $0.alert)) }
    case .alertDismissed(let alert, let reason):
      featureAlert(alert).map { .alertDismissed($0, reason) }
    case .result(let route, let delivery): featureRoute(route).map { .result($0, delivery) }
    case .ignored: nil
    }
  }
}
