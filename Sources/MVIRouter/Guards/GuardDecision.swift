/// What a route's guard says about a change that would remove the route.
///
/// A screen with unsaved work guards its route with its context's
/// ``RouteContext/guardDismissal(_:onGuard:)``. From then on, every change that would
/// remove the route — the user's back, `dismiss()`, `pop()`, an ancestor dismissed, a deep link
/// — meets the guard when it is applied:
///
/// - ``allow``: the change is applied (the default for every route);
/// - ``veto``: the change is refused: ignored with ``IgnoreReason/vetoed(_:route:)``;
/// - ``defer``: the change waits, ignored for now with ``IgnoreReason/deferred(_:route:)``,
///   until the app confirms it (``RouterEvents/confirm(_:)``) or abandons it
///   (``RouterEvents/abandon(_:)``). Nothing leaves, and no dismiss callback fires, until it
///   is confirmed.
///
/// ```swift
/// routerEvents.routeTo(.edit, as: .sheet)  // the route #1 an editor's `route` is the context of
/// route.guardDismissal(.defer) { change in
///   route.presentAlert(.discardChanges) { action in
///     if action == .discard { route.router.confirm(change) } else { route.router.abandon(change) }
///   }
/// }
/// print(routerEvents.userDidGoBack())
/// ```
///
/// Prints `ignored: userDidGoBack(): deferred by the guard of route #1 until confirmed`.
///
/// The router's ``RouterPolicy/getRouteDecision(for:as:)`` answers the same three ways about
/// presenting a requested route.
///
/// See <doc:GuardsAndPresentationOptions> for which changes each guard meets.
public enum GuardDecision: Hashable, Sendable, CaseIterable {
  /// The change is applied.
  case allow
  /// The change is refused.
  case veto
  /// The change waits until it is confirmed or abandoned.
  case `defer`
}
