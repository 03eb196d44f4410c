/// The context of a route that finishes with a value of type `Value`: a ``RouteContext`` plus
/// a typed ``finish(_:)``.
///
/// Made by ``RouterEvents/context(for:returning:)``. `finish` takes only a `Value`, so finishing
/// a folder picker with a `String` does not compile.
///
/// ```swift
/// let id = routerEvents.routeTo(.quantityPicker, as: .sheet, expecting: Int.self) { result in
///   print("picked:", result)
/// }
/// let picker = routerEvents.context(for: routerEvents.state.route(id)!, returning: Int.self)
/// picker.finish(3)
/// ```
///
/// Prints `picked: 3`.
@MainActor
public struct ResultRouteContext<
  Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol, Value: Sendable
> {
  /// The route's context: id, screen, presentation, `close()` and alerts.
  public let base: RouteContext<Screen, Alert>

  /// Creates the context of `route` in `router`; see ``RouterEvents/context(for:returning:)``.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - router: The router that presents it.
  ///   - type: The type of value the route finishes with.
  init(
    route: Route<Screen>, router: any RouterEventsProtocol<Screen, Alert>,
    returning type: Value.Type
  ) {
    base = RouteContext(route: route, router: router)
  }

  /// The route's id.
  public var id: RouteID { base.id }
  /// The screen the route shows.
  public var screen: Screen { base.screen }

  /// Guards the route; see ``RouteContext/guardDismissal(_:onGuard:)``.
  ///
  /// ```swift
  /// route.guardDismissal(.veto)
  /// ```
  ///
  /// - Parameters:
  ///   - decision: What the guard says from now on.
  ///   - onGuard: Called when the guard vetoes or defers a change.
  /// - Returns: Whether the route is presented.
  @discardableResult
  public func guardDismissal(
    _ decision: GuardDecision, onGuard: ((GuardedChange) -> Void)? = nil
  ) -> Bool {
    base.guardDismissal(decision, onGuard: onGuard)
  }

  /// Finishes the route with `value`: the route leaves with ``DismissReason/finished``, the
  /// router's ``RouterPolicy/onResult(_:of:presenter:)`` hook gets the value, and so does the
  /// presenter's handler if it routed expecting a `Value`. A presenter expecting another type
  /// makes it ignored (``IgnoreReason/wrongResultType(_:expected:actual:)``), checked when
  /// applied.
  ///
  /// ```swift
  /// func quantityChosen(_ quantity: Int) { route.finish(quantity) }
  /// ```
  ///
  /// - Parameter value: The result.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  public func finish(_ value: Value) -> RouterOutcome { base.router.finish(base.id, with: value) }

  /// Closes the route without a value; see ``RouteContext/close()``. A presenter expecting a
  /// result gets `cancelled`.
  ///
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  public func close() -> RouterOutcome { base.close() }

  /// Presents an alert owned by this route; see ``RouteContext/presentAlert(_:onAction:)``.
  ///
  /// - Parameters:
  ///   - alert: The alert.
  ///   - onAction: Called with the chosen button's action value.
  /// - Returns: The alert's id.
  @discardableResult
  public func presentAlert(_ alert: Alert, onAction: ((Alert.Action) -> Void)? = nil) -> AlertID {
    base.presentAlert(alert, onAction: onAction)
  }
}
