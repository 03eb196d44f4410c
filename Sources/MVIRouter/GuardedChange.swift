/// A change a route's guard stopped: vetoed, or deferred until it is confirmed.
///
/// The guard's handler and the router's ``RouterProtocol/onGuardedChange(_:of:)`` receive it
/// when the change is applied. Give a deferred change back to ``RouterEvents/confirm(_:)`` to
/// apply it (decided then, against the state it meets), or to ``RouterEvents/abandon(_:)`` to
/// drop it. A change is deferred until one of those, until another guarded change is deferred
/// in its place, or until its route leaves some other way; confirming it after that is ignored
/// with ``IgnoreReason/noDeferredChange(_:)``.
///
/// ```swift
/// routerEvents.guardDismissal(of: editID, .defer) { change in print(change) }
/// routerEvents.dismiss()
/// ```
///
/// Prints `dismiss() deferred by the guard of route #1`.
public struct GuardedChange: Hashable, Sendable, CustomStringConvertible {
  /// Identifies this deferral among all of the router's (`0` for a veto, which waits for
  /// nothing).
  public let id: Int
  /// The guarded route that stopped the change; for a route request stopped by the router's
  /// ``RouterProtocol/getRouteDecision(for:as:)``, the id the requested route was given (it is
  /// reserved when requested, and the route gets it if the change is confirmed).
  public let route: RouteID
  /// The change that was stopped.
  public let operation: RouterOperation
  /// ``GuardDecision/veto`` or ``GuardDecision/defer``.
  public let decision: GuardDecision

  /// Creates a guarded change; the machine makes them, tests may compare with them.
  ///
  /// - Parameters:
  ///   - id: The deferral's id (`0` for a veto).
  ///   - route: The guarded route.
  ///   - operation: The change stopped.
  ///   - decision: `veto` or `defer`.
  public init(id: Int, route: RouteID, operation: RouterOperation, decision: GuardDecision) {
    self.id = id
    self.route = route
    self.operation = operation
    self.decision = decision
  }

  /// How the change was reported: ``IgnoreReason/vetoed(_:route:)`` or
  /// ``IgnoreReason/deferred(_:route:)``.
  public var ignoreReason: IgnoreReason {
    decision == .veto ? .vetoed(operation, route: route) : .deferred(operation, route: route)
  }

  /// The operation, `vetoed` or `deferred`, and the route, e.g.
  /// `dismiss() deferred by the guard of route #3`, or
  /// `routeTo(sheet checkout) vetoed by the router's route guard`.
  public var description: String {
    if case .routeTo = operation {
      return "\(operation) \(decision == .veto ? "vetoed" : "deferred") by the router's route guard"
    }
    return
      "\(operation) \(decision == .veto ? "vetoed" : "deferred") by the guard of route \(route)"
  }
}
