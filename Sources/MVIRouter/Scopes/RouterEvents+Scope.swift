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
  /// embedded screens and alerts, the buttons' titles and roles) and guards every route.
  ///
  /// Hand the scoped router to the feature's intents as
  /// `any RouterEventsProtocol<FeatureScreen, FeatureAlert>`: they never see the app's types.
  /// It offers every operation of ``RouterEventsProtocol``, typed route contexts included.
  ///
  /// The rules:
  /// - `state` is the app's state projected onto the feature: the feature's routes, in order,
  ///   with their real ids and presentations, and the feature's alerts (their `owner` is the
  ///   real owner, which may be an app route). Reading it costs O(routes + alerts).
  /// - `observe(_:)` and `events()` carry the app's events about the feature's routes and
  ///   alerts, mapped. `ignored` events are not carried (they name no route); the outcome each
  ///   call returns says why it was ignored.
  /// - Routing, dismiss callbacks, results and alerts are the app router's, so every rule
  ///   holds: callbacks fire exactly once, with the reason, and queued changes are decided when
  ///   applied.
  /// - What a scoped operation may remove is decided when it is applied, against the feature's
  ///   *top run*: the longest run of the feature's routes ending at the top-most route.
  ///   `pop()`, `popToRoot()`, `goBack()` act only when the top-most route is the feature's;
  ///   `popToRoot()` pops the feature's pushes at the top of the top layer; `dismiss()` acts
  ///   only when the top-most modal is the feature's; `dismissAll()` dismisses the modals of
  ///   the top run; `setRoutes(_:)` replaces the top run (or adds the routes on top when the
  ///   top-most route is the app's). `dismiss(_:)`, `close(_:)`, `pop(to:)` and
  ///   `finish(_:with:)` act when the route they name is the feature's, and routes above it
  ///   leave with it as in the app router. `resolveAlert(_:)` and `cancelAlert()` answer the
  ///   visible alert only when it is the feature's. Otherwise the operation is ignored with
  ///   ``IgnoreReason/notInScope(_:)``.
  ///
  /// Cost: an operation costs what the app router's does, plus one `extract` call per route of
  /// the top run it inspects; a route + dismiss cycle allocates nothing in the steady state.
  ///
  /// ```swift
  /// let checkout = routerEvents.scope(
  ///   screen: AppScreen.checkout, extract: { if case .checkout(let s) = $0 { s } else { nil } },
  ///   alert: AppAlert.checkout, extract: { if case .checkout(let a) = $0 { a } else { nil } },
  ///   router: CheckoutRouter())
  /// checkout.routeTo(.review)
  /// checkout.presentAlert(.declined) { action in print(action) }
  /// checkout.resolveAlert(.retry)
  /// print(routerEvents.state)
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
  ) -> some RouterEventsProtocol<FeatureScreen, FeatureAlert> {
    ScopedRouterEvents(
      parent: self, policy: router, embedScreen: screen, extractScreen: extractScreen,
      embedAlert: alert, extractAlert: extractAlert)
  }
}
