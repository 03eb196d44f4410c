/// The closures a ``RouterEvents`` holds for presented routes and alerts.
///
/// Route handlers sit in a stack that mirrors `state.routes` entry for entry (routes only ever
/// arrive on top and leave from the top), so finding a leaving route's handlers costs O(1) and
/// storing them costs no allocation once the stack has grown. Alert handlers sit in an
/// ``AlertHandlerQueue`` in the order of their ids.
@MainActor
@usableFromInline
struct HandlerStore<Action: Hashable & Sendable> {
  /// A route's closures: its dismiss callback and result handler, and, while it leaves, its
  /// guard handler. The same type as a transaction's entries, so a leaving route's entry moves
  /// into its transaction as it is, with no closure copied.
  @usableFromInline typealias RouteHandlers = EffectHandlers<Action>

  /// One entry per presented route, from the bottom up.
  @usableFromInline var routes: [RouteHandlers] = []
  /// Handlers of presented alerts that have one.
  @usableFromInline var alerts = AlertHandlerQueue<Action>()
  /// The handlers of guarded routes that have one.
  @usableFromInline var guards: [RouteID: (GuardedChange) -> Void] = [:]

  @inlinable init() {}

  /// Takes the handler of a leaving alert, if it has one.
  @inlinable mutating func takeAlertHandler(_ id: AlertID) -> AlertHandler<Action>? {
    alerts.isEmpty ? nil : alerts.take(id)
  }
}
