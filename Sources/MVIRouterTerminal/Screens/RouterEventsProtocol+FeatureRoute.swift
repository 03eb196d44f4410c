import MVIRouter

extension RouterEventsProtocol {
  /// The route context of the route an app's route stands for, as this router sees it: for a
  /// feature's scoped router, the feature's route (same id, presentation and options, the
  /// feature's screen) and a context that closes it; `nil` when the route is not this router's
  /// or is no longer presented.
  ///
  /// A screen factory gets the app's routes. For an embedded feature's screen it asks the
  /// feature's router for the context and hands it to the feature, which never sees the app's
  /// types and needs no route built by hand:
  ///
  /// ```swift
  /// func makeScreen(for route: Route<AppScreen>) -> any TerminalScreen {
  ///   switch route.screen {
  ///   case .checkout:
  ///     let context = checkout.context(forAppRoute: route)!  // checkout = routerEvents.scope(…)
  ///     print(context.route)
  ///     return CheckoutViews.make(context)
  ///   default: return MessageView(route: route)
  ///   }
  /// }
  /// ```
  ///
  /// Prints, for the app's route `push checkout(review)`, `push review`: both have the same id.
  ///
  /// Cost: one read of this router's `state` (for a scoped router, O(routes + alerts)) and a
  /// lookup by id.
  ///
  /// - Parameter route: A route of the app's router (or of this router).
  /// - Returns: The context, or `nil` when this router has no route with that id.
  public func context<AppScreen: RouterScreenProtocol>(forAppRoute route: Route<AppScreen>)
    -> RouteContext<Screen, Alert, Never>?
  {
    state.route(route.id).map { context(for: $0) }
  }

  /// The typed route context of the route an app's route stands for, as this router sees it:
  /// like ``context(forAppRoute:)``, with a `finish(_:)` that takes only the result type.
  ///
  /// ```swift
  /// func makeScreen(for route: Route<AppScreen>) -> any TerminalScreen {
  ///   switch route.screen {
  ///   case .checkout(.quantity):
  ///     let context = checkout.context(forAppRoute: route, returning: Int.self)!
  ///     return QuantityView(route: context)  // its intent calls context.finish(3)
  ///   default: return MessageView(route: route)
  ///   }
  /// }
  /// ```
  ///
  /// The presenter that routed expecting an `Int` then gets `.value(3)`, once.
  ///
  /// - Parameters:
  ///   - route: A route of the app's router (or of this router).
  ///   - type: The type of the value the route finishes with.
  /// - Returns: The context, or `nil` when this router has no route with that id.
  public func context<AppScreen: RouterScreenProtocol, Value: Sendable>(
    forAppRoute route: Route<AppScreen>, returning type: Value.Type
  ) -> RouteContext<Screen, Alert, Value>? {
    state.route(route.id).map { context(for: $0, returning: type) }
  }
}
