/// What a presented screen knows about its own route: its id, screen and presentation, and how
/// to close itself or present an alert of its own.
///
/// A screen factory or a host makes one with ``RouterEvents/context(for:)`` and hands it to the
/// screen's intent, so the intent needs no route id fished out of the state. Like SwiftUI's
/// `dismiss`, ``close()`` removes the route the way its presentation calls for: a push is popped,
/// a modal dismissed.
///
/// ```swift
/// let route = routerEvents.context(for: routerEvents.state.topRoute!)
/// print(route.id, route.screen, route.route.presentation)
/// route.close()
/// print(routerEvents.state)
/// ```
///
/// Prints:
/// ```
/// #1 detail(3) push
/// root
/// ```
///
/// A context is a small value; it holds the router, so keep it in the intent of the screen it
/// names (never in the router itself).
@MainActor
public struct RouteContext<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  /// The route as a value.
  public let route: Route<Screen>
  /// The router the route belongs to.
  public let router: any RouterEventsProtocol<Screen, Alert>

  /// Creates the context of `route` in `router`; see ``RouterEvents/context(for:)``.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - router: The router that presents it.
  init(route: Route<Screen>, router: any RouterEventsProtocol<Screen, Alert>) {
    self.route = route
    self.router = router
  }

  /// The route's id.
  public var id: RouteID { route.id }

  /// The screen the route shows.
  public var screen: Screen { route.screen }

  /// Guards the route: changes that would remove it are allowed, vetoed or deferred, as
  /// ``RouterEvents/guardDismissal(of:_:onGuard:)`` describes.
  ///
  /// ```swift
  /// func textChanged() { route.guardDismissal(.defer) { [weak self] in self?.askToDiscard($0) } }
  /// func saved() { route.guardDismissal(.allow) }
  /// ```
  ///
  /// - Parameters:
  ///   - decision: What the guard says from now on.
  ///   - onGuard: Called when the guard vetoes or defers a change; replaces any handler before.
  /// - Returns: Whether the route is presented (if not, nothing changes).
  @discardableResult
  public func guardDismissal(
    _ decision: GuardDecision, onGuard: ((GuardedChange) -> Void)? = nil
  ) -> Bool {
    router.guardDismissal(of: id, decision, onGuard: onGuard)
  }

  /// Whether the route is still presented.
  public var isPresented: Bool { router.state.index(of: id) != nil }

  /// Closes the route: a push leaves with ``DismissReason/popped``, a sheet or cover with
  /// ``DismissReason/dismissed``; routes above it leave first with
  /// ``DismissReason/ancestorDismissed``. Decided when applied: a route already gone is ignored
  /// (``IgnoreReason/noSuchRoute(_:)``).
  ///
  /// ```swift
  /// func closeTapped() { route.close() }
  /// ```
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  public func close() -> RouterOutcome { router.close(id) }

  /// Presents an alert owned by this route: it leaves, unanswered, when the route leaves.
  ///
  /// ```swift
  /// route.presentAlert(.loadFailed) { action in
  ///   if action == .retry { intent.load() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - alert: The alert.
  ///   - onAction: Called with the chosen button's action value.
  /// - Returns: The alert's id.
  @discardableResult
  public func presentAlert(_ alert: Alert, onAction: ((Alert.Action) -> Void)? = nil) -> AlertID {
    router.presentAlert(alert, owner: .route(id), onAction: onAction)
  }

  /// The first of this route's alerts equal to `alert`, visible or queued, if any: an intent
  /// that starts again after a restore finds the alert it presented before and re-attaches to
  /// it instead of presenting it twice.
  ///
  /// ```swift
  /// if let shown = route.alert(.loadFailed) {
  ///   routerEvents.reattach(alert: shown.id) { action in intent.answer(action) }
  /// }
  /// ```
  ///
  /// - Parameter alert: The alert value.
  public func alert(_ alert: Alert) -> PresentedAlert<Alert>? {
    router.state.alert(alert, ownedBy: id)
  }
}
