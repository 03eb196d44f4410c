/// Why a route or an alert left.
///
/// Every dismiss callback receives the reason, so an intent can tell a user's "back" from a
/// programmatic dismissal or a deep link that replaced the screen.
///
/// ```swift
/// routerEvents.routeTo(.edit, as: .sheet) { reason in print("edit left:", reason) }
/// routerEvents.dismiss()
/// ```
///
/// Prints `edit left: dismissed`.
public enum DismissReason: Hashable, Sendable, CaseIterable {
  /// `dismiss()` or `dismiss(_:)` removed it.
  case dismissed
  /// `pop()` or `pop(to:)` removed it.
  case popped
  /// `popToRoot()` removed it.
  case poppedToRoot
  /// `dismissAll()` removed it.
  case dismissedAll
  /// A route below it left, taking everything above along.
  case ancestorDismissed
  /// `setRoutes(_:)` replaced it.
  case replaced
  /// A deep link replaced it.
  case deepLink
  /// Restoring a saved state replaced it.
  case restored
  /// The user went back (a back key or gesture of the host).
  case userBack
  /// The screen finished with a result.
  case finished
  /// The task awaiting the route's result (``RouterEventsProtocol/route(to:as:options:expecting:)``) was
  /// cancelled.
  case cancelled
  /// The route was never presented: the router's route guard vetoed it, or deferred it and the
  /// deferral was dropped (abandoned, replaced by a later one, or a restore). Only its result
  /// handler hears it, as `.cancelled(.vetoed)`; its dismiss callback never fires.
  case vetoed
}
