/// The error ``RouterEvents/route(to:as:options:expecting:)`` throws when the awaited route leaves
/// without a value.
///
/// It carries the route's ``DismissReason``: `userBack` when the user went back, `deepLink` or
/// `restored` when a deep link or a restore replaced it, ``DismissReason/cancelled`` when the
/// awaiting task was cancelled (the route is then dismissed with that reason, or never routed if
/// the task was cancelled before), ``DismissReason/vetoed`` when the router's route guard vetoed
/// it or its deferral was dropped (it was never presented; thrown at once on a veto, printing
/// `not routed: vetoed`, and when the deferral is dropped, `route #4 was never presented:
/// vetoed`).
///
/// It is the only error that call throws (`throws(RouteCancelled)`):
///
/// ```swift
/// do throws(RouteCancelled) {
///   let quantity = try await routerEvents.route(to: .quantity, expecting: Int.self)
///   print("picked", quantity)
/// } catch {
///   print(error)
/// }
/// ```
///
/// Prints `route #1 left without a result: userBack` when the user goes back from the picker.
public struct RouteCancelled: Error, Hashable, Sendable, CustomStringConvertible {
  /// The awaited route, or `nil` when it was never routed (the task was already cancelled).
  package let id: RouteID?
  /// Why the route left without a value.
  public let reason: DismissReason

  /// Creates the error for route `id` that left for `reason`.
  ///
  /// ```swift
  /// print(RouteCancelled(id: RouteID(rawValue: 4), reason: .popped))
  /// ```
  ///
  /// Prints `route #4 left without a result: popped`.
  ///
  /// - Parameters:
  ///   - id: The awaited route, or `nil` when it was never routed.
  ///   - reason: Why it left without a value.
  package init(id: RouteID?, reason: DismissReason) {
    self.id = id
    self.reason = reason
  }

  /// `route #4 left without a result: popped`; `not routed: cancelled` when the task was
  /// cancelled before routing; `not routed: vetoed` when the router's route guard vetoed the
  /// route (thrown at once); `route #4 was never presented: vetoed` when the route guard
  /// deferred it and the deferral was abandoned, replaced or dropped.
  public var description: String {
    guard let id else { return "not routed: \(reason)" }
    if reason == .vetoed { return "route \(id) was never presented: vetoed" }
    return "route \(id) left without a result: \(reason)"
  }
}
