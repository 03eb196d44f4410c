/// The least change from the current routes to wanted ones: keep the routes the two share from
/// the bottom, dismiss the rest top-most first, present the new ones. A pure value, so the plan
/// a deep link or ``RouterEvents/setRoutes(_:reason:)`` makes can be tested directly.
///
/// ```swift
/// let plan = routerEvents.state.plan(to: [.push(.list), .push(.detail(3)), .sheet(.edit)])
/// print(plan)
/// ```
///
/// With `root > push list > push detail(1)` presented, prints:
/// ```
/// keep [push list]; dismiss [push detail(1)]; present [push detail(3), sheet edit]
/// ```
public struct NavigationPlan<Screen: RouterScreenProtocol>: Hashable, Sendable,
  CustomStringConvertible
{
  /// The routes that stay, from the bottom.
  public var kept: [Route<Screen>]
  /// The routes that leave, top-most first.
  public var dismissed: [Route<Screen>]
  /// The routes to present, from the bottom.
  public var presented: [RouteStep<Screen>]

  /// Creates a plan.
  ///
  /// - Parameters:
  ///   - kept: The routes that stay.
  ///   - dismissed: The routes that leave, top-most first.
  ///   - presented: The routes to present.
  public init(
    kept: [Route<Screen>], dismissed: [Route<Screen>], presented: [RouteStep<Screen>]
  ) {
    self.kept = kept
    self.dismissed = dismissed
    self.presented = presented
  }

  /// Whether the plan changes nothing.
  public var isEmpty: Bool { dismissed.isEmpty && presented.isEmpty }

  /// `keep [...]; dismiss [...]; present [...]`.
  public var description: String {
    "keep \(kept.map(\.description)); dismiss \(dismissed.map(\.description)); "
      + "present \(presented.map(\.description))"
  }
}

extension NavigationState {
  /// The least change from these routes to `steps`; see ``NavigationPlan``.
  ///
  /// - Parameter steps: The routes wanted, from the bottom.
  /// - Returns: The plan.
  public func plan(to steps: [RouteStep<Screen>]) -> NavigationPlan<Screen> {
    let kept = NavigationMachine<Screen, Alert>.commonPrefixCount(routes, steps)
    return NavigationPlan(
      kept: Array(routes[..<kept]), dismissed: routes[kept...].reversed(),
      presented: Array(steps[kept...]))
  }
}
