extension RouterEvents {
  /// A router for a feature module that routes in its own screen and alert types inside this
  /// one, with its own router (`RouterPolicy`) deciding how its screens are presented and what
  /// its alerts say.
  ///
  /// Give how a feature screen becomes one of this router's screens (usually a case of the
  /// app's enum, e.g. `AppScreen.checkout`) and how to get it back, the same for alerts, and the
  /// feature's router. Nothing else is mapped: the feature's router gives its alerts' title,
  /// message and buttons in the feature's own action type, whatever the app's is, so an
  /// embedded alert always has its buttons and the feature's handlers and `resolveAlert(_:)`
  /// speak the feature's actions. The app's router still hears every event (its hooks get the
  /// embedded screens and alerts, the buttons' titles and roles) and guards every route. See
  /// ``ScopedRouterEvents`` for what a scoped operation may touch.
  ///
  /// ```swift
  /// let checkout = app.scope(
  ///   screen: AppScreen.checkout, extract: { if case .checkout(let s) = $0 { s } else { nil } },
  ///   alert: AppAlert.checkout, extract: { if case .checkout(let a) = $0 { a } else { nil } },
  ///   router: CheckoutRouter())
  /// checkout.routeTo(.review)
  /// checkout.presentAlert(.declined) { action in print(action) }
  /// checkout.resolveAlert(.retry)
  /// print(app.state)
  /// ```
  ///
  /// Prints `retry`, then `root > push checkout(review)`.
  ///
  /// - Parameters:
  ///   - screen: Turns a feature screen into this router's screen.
  ///   - extractScreen: The feature screen a screen holds, or `nil` for the others. It must
  ///     undo `screen`.
  ///   - alert: Turns a feature alert into this router's alert.
  ///   - extractAlert: The feature alert an alert holds, or `nil` for the others.
  ///   - router: The feature's router: how its screens are presented (when the caller does not
  ///     say) and its alerts' content.
  /// - Returns: The scoped router; it keeps this router alive.
  @inlinable public func scope<FeatureScreen, FeatureAlert>(
    screen: @escaping @Sendable (FeatureScreen) -> Screen,
    extract extractScreen: @escaping @Sendable (Screen) -> FeatureScreen?,
    alert: @escaping @Sendable (FeatureAlert) -> Alert,
    extract extractAlert: @escaping @Sendable (Alert) -> FeatureAlert?,
    router: some RouterPolicy<FeatureScreen, FeatureAlert>
  ) -> ScopedRouterEvents<FeatureScreen, FeatureAlert> {
    ScopedRouterEvents(
      operations: ScopeOperations(
        parent: self, router: router, embedScreen: screen, extractScreen: extractScreen,
        embedAlert: alert, extractAlert: extractAlert))
  }
}
