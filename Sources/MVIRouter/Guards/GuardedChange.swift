/// A change a route's guard stopped: vetoed, or deferred until it is confirmed.
///
/// The guard's handler and the router's ``RouterPolicy/onGuardedChange(_:of:)`` receive it
/// when the change is applied. Give a deferred change back to ``RouterEvents/confirm(_:)`` to
/// apply it (decided then, against the state it meets), or to ``RouterEvents/abandon(_:)`` to
/// drop it. A change is deferred until one of those, until another guarded change is deferred
/// in its place, or until its route leaves some other way; confirming it after that is ignored
/// with ``IgnoreReason/noDeferredChange(_:)``.
///
/// ```swift
/// routerEvents.routeTo(.edit, as: .sheet)
/// let edit = routerEvents.context(for: routerEvents.state.routes.last!)  // the sheet, #1
/// edit.guardDismissal(.defer) { change in print(change) }
/// routerEvents.dismiss()
/// ```
///
/// Prints `dismiss() deferred by the guard of route #1`.
///
/// A change belongs to the router that stopped it: the router remembers which it is, so
/// `confirm` or `abandon` of another router (another tab's, say) is ignored with
/// ``IgnoreReason/noDeferredChange(_:)``. Two values are equal when their id, route, operation
/// and decision are.
public struct GuardedChange: Equatable, Sendable, CustomStringConvertible {
  /// Identifies this deferral among all of the router's (`0` for a veto, which waits for
  /// nothing).
  @usableFromInline package let id: Int
  /// The guarded route that stopped the change; for a route request stopped by the router's
  /// ``RouterPolicy/getRouteDecision(for:as:)``, the id the requested route was given (it is
  /// reserved when requested, and the route gets it if the change is confirmed).
  public let route: RouteID
  /// The change that was stopped.
  public let operation: RouterOperation
  /// ``GuardDecision/veto`` or ``GuardDecision/defer``.
  public let decision: GuardDecision

  /// Whether the change stopped is a presentation — a route asked for (by `routeTo` or a deep
  /// link's route) that the router's ``RouterPolicy/getRouteDecision(for:as:)`` stopped — rather
  /// than a removal a route's guard stopped. One handler tells "sign in first" from "discard
  /// changes?" without reading the operation's text:
  ///
  /// ```swift
  /// func onGuardedChange(_ change: GuardedChange, of route: Route<AppScreen>) {
  ///   guard change.decision == .defer else { return }
  ///   if change.isPresentation {
  ///     session.waiting = change  // confirmed once signed in
  ///   } else {
  ///     routerEvents.presentAlert(.discardChanges)  // confirmed if the user agrees
  ///   }
  /// }
  /// ```
  @inlinable public var isPresentation: Bool { operation.isRouteTo }

  /// Creates a guarded change; the machine makes them, tests may compare with them.
  ///
  /// - Parameters:
  ///   - id: The deferral's id (`0` for a veto).
  ///   - route: The guarded route.
  ///   - operation: The change stopped.
  ///   - decision: `veto` or `defer`.
  package init(id: Int, route: RouteID, operation: RouterOperation, decision: GuardDecision) {
    self.init(id: id, route: route, operation: operation, decision: decision, origin: 0)
  }

  @usableFromInline
  init(id: Int, route: RouteID, operation: RouterOperation, decision: GuardDecision, origin: Int) {
    self.id = id
    self.route = route
    self.operation = operation
    self.decision = decision
    self.origin = origin
  }

  /// The identity of the router whose machine stopped the change (see
  /// `NavigationMachine.origin`); `0` for a value made by hand. Not part of `==`.
  @usableFromInline let origin: Int

  public static func == (lhs: GuardedChange, rhs: GuardedChange) -> Bool {
    lhs.id == rhs.id && lhs.route == rhs.route && lhs.operation == rhs.operation
      && lhs.decision == rhs.decision
  }

  /// How the change was reported: ``IgnoreReason/vetoed(_:route:)`` or
  /// ``IgnoreReason/deferred(_:route:)``.
  @usableFromInline package var ignoreReason: IgnoreReason {
    decision == .veto ? .vetoed(operation, route: route) : .deferred(operation, route: route)
  }

  /// The operation, `vetoed` or `deferred`, and the route, e.g.
  /// `dismiss() deferred by the guard of route #3`, or
  /// `routeTo(sheet checkout) vetoed by the router's route guard`.
  public var description: String {
    if operation.isRouteTo {
      return "\(operation) \(decision == .veto ? "vetoed" : "deferred") by the router's route guard"
    }
    return
      "\(operation) \(decision == .veto ? "vetoed" : "deferred") by the guard of route \(route)"
  }
}
