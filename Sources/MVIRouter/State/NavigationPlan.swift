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
@usableFromInline
package struct NavigationPlan<Screen: RouterScreenProtocol>: Hashable, Sendable,
  CustomStringConvertible
{
  /// The routes that stay, from the bottom.
  package var kept: [Route<Screen>]
  /// The routes that leave, top-most first.
  package var dismissed: [Route<Screen>]
  /// The routes to present, from the bottom.
  package var presented: [RouteStep<Screen>]

  /// Creates a plan.
  ///
  /// - Parameters:
  ///   - kept: The routes that stay.
  ///   - dismissed: The routes that leave, top-most first.
  ///   - presented: The routes to present.
  @usableFromInline package init(
    kept: [Route<Screen>], dismissed: [Route<Screen>], presented: [RouteStep<Screen>]
  ) {
    self.kept = kept
    self.dismissed = dismissed
    self.presented = presented
  }

  /// Whether the plan changes nothing.
  package var isEmpty: Bool { dismissed.isEmpty && presented.isEmpty }

  /// `keep [...]; dismiss [...]; present [...]`.
  @usableFromInline package var description: String {
    "keep \(kept.map(\.description)); dismiss \(dismissed.map(\.description)); "
      + "present \(presented.map(\.description))"
  }
}

extension NavigationPlan {
  /// How many routes from the bottom of `routes` the plan to `steps` keeps: those equal to the
  /// step at their place (screen, presentation and options). The engine carries out a plan from
  /// this count alone, so applying one builds none of the plan's arrays.
  ///
  /// Cost: O(kept).
  @inlinable static func keptCount(
    from routes: ArraySlice<Route<Screen>>, to steps: [RouteStep<Screen>]
  ) -> Int {
    var kept = 0
    while kept < routes.count, kept < steps.count,
      routes[routes.startIndex + kept].screen == steps[kept].screen,
      routes[routes.startIndex + kept].presentation == steps[kept].presentation,
      routes[routes.startIndex + kept].options == steps[kept].options
    {
      kept += 1
    }
    return kept
  }

  /// The least change from `routes` to `steps`: the one algorithm behind
  /// ``NavigationState/plan(to:)``, ``RouterEvents/setRoutes(_:reason:)``, deep links and a scoped
  /// router's `setRoutes`, which plans over its top run of routes only.
  ///
  /// Cost: O(kept + dismissed + presented).
  @inlinable init(from routes: ArraySlice<Route<Screen>>, to steps: [RouteStep<Screen>]) {
    let split = routes.startIndex + Self.keptCount(from: routes, to: steps)
    let kept = split - routes.startIndex
    self.init(
      kept: Array(routes[..<split]), dismissed: routes[split...].reversed(),
      presented: Array(steps[kept...]))
  }
}

extension NavigationState {
  /// The least change from these routes to `steps`; see ``NavigationPlan``.
  ///
  /// ``RouterEvents/setRoutes(_:reason:)`` and deep links carry out exactly this plan.
  ///
  /// ```swift
  /// print(routerEvents.state.plan(to: [.push(.list)]).isEmpty)
  /// ```
  ///
  /// Prints `true` when `root > push list` is presented.
  ///
  /// - Parameter steps: The routes wanted, from the bottom.
  /// - Returns: The plan.
  package func plan(to steps: [RouteStep<Screen>]) -> NavigationPlan<Screen> {
    NavigationPlan(from: storedRoutes[...], to: steps)
  }
}
