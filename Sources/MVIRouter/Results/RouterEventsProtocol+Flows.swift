extension RouterEventsProtocol {
  /// The context of the flow that the route `step` belongs to: the context of the flow's start,
  /// the nearest route at or below `step` (in the order of ``NavigationState/routes``) whose
  /// screen satisfies `isStart`; `nil` when there is none.
  ///
  /// A flow is a route, its *start*, and the steps presented above it (payee → amount →
  /// review). Any step finishes the whole flow with the returned context's
  /// ``RouteContext/finish(_:)``: the start leaves with ``DismissReason/finished``, the steps
  /// above it first with ``DismissReason/ancestorDismissed``, and whoever opened the flow hears
  /// the value once — its handler or its `await`, and the router's
  /// ``RouterPolicy/onResult(_:of:presenter:)``. ``RouteContext/close()`` closes the whole flow
  /// (the opener hears `cancelled` with the reason); a step's own context closes only that step.
  ///
  /// The start is found by what the routes show now, not by an id kept aside, so it works for a
  /// flow a deep link opened at a middle step or a restore brought back, and for a flow opened
  /// twice (the nearest start wins). Through a scoped router, `isStart` gets the feature's
  /// screens and only the feature's routes are searched.
  ///
  /// ```swift
  /// enum TransferScreen: RouterScreenProtocol { case payee, amount, review }
  /// struct Receipt: Sendable { let cents: Int }
  ///
  /// let routerEvents = RouterEvents<TransferScreen, RouterDefaultAlert>()
  /// routerEvents.routeTo(.payee, as: .sheet, expecting: Receipt.self) { print($0) }
  /// routerEvents.routeTo(.amount, as: .push)
  /// let review = routerEvents.routeTo(.review, as: .push)
  /// let flow = routerEvents.context(
  ///   forFlowOf: review, returning: Receipt.self, startingAt: { $0 == .payee })
  /// flow?.finish(Receipt(cents: 1250))
  /// print(routerEvents.state)
  /// ```
  ///
  /// Prints `Receipt(cents: 1250)`, then `root`.
  ///
  /// - Parameters:
  ///   - step: The route asking: any step of the flow, or its start.
  ///   - returning: The type of value the flow finishes with: the returned context's `finish`
  ///     takes only a `Value`.
  ///   - isStart: Whether a screen is the flow's first step.
  /// - Returns: The typed context of the flow's start, or `nil` when `step` is not presented
  ///   or no route at or below it is a start.
  public func context<Value: Sendable>(
    forFlowOf step: RouteID, returning: Value.Type, startingAt isStart: (Screen) -> Bool
  ) -> RouteContext<Screen, Alert, Value>? {
    let state = state
    guard let index = state.flowStartIndex(of: step, where: isStart) else { return nil }
    return RouteContext(route: state.routes[index], router: self)
  }
}
