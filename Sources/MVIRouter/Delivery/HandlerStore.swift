/// The closures a ``RouterEvents`` holds for presented alerts, in an ``AlertHandlerQueue`` in
/// the order of their ids. (A presented route's closures are in its slot, in the machine: see
/// ``RouteSlot``.)
@MainActor
@usableFromInline
struct HandlerStore<Action: Hashable & Sendable> {
  /// Handlers of presented alerts that have one.
  @usableFromInline var alerts = AlertHandlerQueue<Action>()

  @inlinable init() {}

  /// Takes the handler of a leaving alert, if it has one.
  @inlinable mutating func takeAlertHandler(_ id: AlertID) -> AlertHandler<Action>? {
    alerts.isEmpty ? nil : alerts.take(id)
  }
}
