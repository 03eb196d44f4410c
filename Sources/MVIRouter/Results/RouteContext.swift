/// What a presented screen knows about its own route: its id, screen and presentation, and how
/// to close itself, finish with a `Value` or present an alert of its own.
///
/// A screen factory or a host makes one with ``RouterEventsProtocol/context(for:)`` (a context
/// whose `Value` is `Never`: it can close but not finish) or
/// ``RouterEventsProtocol/context(for:returning:)`` (its ``finish(_:)`` takes only a `Value`, so
/// finishing a quantity picker with a `String` does not compile), and hands it to the
/// screen's intent, so the intent needs no route id fished out of the state. A step of a
/// multi-step flow gets the context of the whole flow (its start) from
/// ``RouterEventsProtocol/context(forFlowOf:returning:startingAt:)``: its ``finish(_:)`` and
/// ``close()`` act on the whole flow (see <doc:Flows>). Like SwiftUI's
/// `dismiss`, ``close()`` removes the route the way its presentation calls for: a push is popped,
/// a modal dismissed.
///
/// ```swift
/// routerEvents.routeTo(.detail(id: 3), as: .push)
/// let route = routerEvents.context(for: routerEvents.state.routes.last!)
/// print(route.route.id, route.route.screen, route.route.presentation)
/// route.close()
/// print(routerEvents.state)
/// ```
///
/// Prints:
/// ```
/// #1 detail(id: 3) push
/// root
/// ```
///
/// A context is a small value; it holds the router, so keep it in the intent of the screen it
/// names (never in the router itself).
@MainActor
public struct RouteContext<
  Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol, Value: Sendable
> {
  /// The route as a value.
  public let route: Route<Screen>
  /// The router the route belongs to.
  public let router: any RouterEventsProtocol<Screen, Alert>

  /// Creates the context of `route` in `router`; see ``RouterEvents/context(for:)``.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - router: The router that presents it.
  @inlinable init(route: Route<Screen>, router: any RouterEventsProtocol<Screen, Alert>) {
    self.route = route
    self.router = router
  }

  /// The route's id.
  @inlinable package var id: RouteID { route.id }

  /// Guards the route: from now on, every change that would remove it is allowed, vetoed or
  /// deferred, as `decision` says, when the change is applied.
  ///
  /// A vetoed change is ignored with ``IgnoreReason/vetoed(_:route:)``. A deferred change is
  /// ignored for now with ``IgnoreReason/deferred(_:route:)`` and waits:
  /// ``RouterEventsProtocol/confirm(_:)`` applies it, ``RouterEventsProtocol/abandon(_:)``
  /// drops it. Until then nothing leaves and no dismiss callback fires, so callbacks still fire
  /// exactly once. `onGuard` (and the router's ``RouterPolicy/onGuardedChange(_:of:)``) hear
  /// each stopped change, after the state changed and before observers.
  ///
  /// Guards meet the user's back, `dismiss()`, `pop()`, `pop(to:)`, `popToRoot()`,
  /// `dismissAll()`, `goBack()`, `setRoutes(_:)` and deep links, and an ancestor dismissed, in
  /// the router and its scopes. They do not meet the route's own ``close()`` and ``finish(_:)``
  /// (the screen's own decision) nor a restore (it replaces everything, and guards are not
  /// saved). See <doc:GuardsAndPresentationOptions>.
  ///
  /// ```swift
  /// func textChanged() { route.guardDismissal(.defer) { [weak self] in self?.askToDiscard($0) } }
  /// func saved() { route.guardDismissal(.allow) }
  /// ```
  ///
  /// - Parameters:
  ///   - decision: What the guard says from now on.
  ///   - onGuard: Called when the guard vetoes or defers a change; replaces any handler before.
  /// - Returns: Whether the guard is set: `true` for a presented route, and for a route asked
  ///   for whose request still waits (queued, or deferred by the route guard: the guard holds
  ///   once the route is presented); `false`, changing nothing, for a route that is gone or
  ///   whose request was vetoed.
  @discardableResult
  @inlinable public func guardDismissal(
    _ decision: GuardDecision, onGuard: ((GuardedChange) -> Void)? = nil
  ) -> Bool {
    router.guardDismissal(of: id, decision, onGuard: onGuard)
  }

  /// Whether the route is still presented.
  package var isPresented: Bool { router.state.index(of: id) != nil }

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
  @inlinable public func close() -> RouterOutcome { router.close(id) }

  /// Finishes the route with `value`: the route leaves with ``DismissReason/finished``, the
  /// router's ``RouterPolicy/onResult(_:of:presenter:)`` hook gets the value, and so does the
  /// presenter's handler if it routed expecting a `Value`. A presenter expecting another type
  /// makes it ignored (``IgnoreReason/wrongResultType(_:expected:actual:)``), checked when
  /// applied.
  ///
  /// ```swift
  /// let id = routerEvents.routeTo(.quantity, as: .sheet, expecting: Int.self) { result in
  ///   print("picked:", result)
  /// }
  /// let picker = routerEvents.context(for: routerEvents.state.route(id)!, returning: Int.self)
  /// picker.finish(3)
  /// ```
  ///
  /// Prints `picked: 3`.
  ///
  /// - Parameter value: The result.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func finish(_ value: Value) -> RouterOutcome { router.finish(id, with: value) }

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
  @inlinable public func presentAlert(_ alert: Alert, onAction: ((Alert.Action) -> Void)? = nil)
    -> AlertID
  {
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
