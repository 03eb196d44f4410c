extension NavigationState {
  /// The index in ``routes`` of the start of the flow that the route `step` belongs to: the
  /// nearest route at or below `step` whose screen satisfies `isStart`. `nil` when `step` is not
  /// presented or no route at or below it is a start.
  ///
  /// A pure function of the value, so it is decided by what the routes show now, whoever
  /// presented them: a flow a deep link opened or a restore brought back is found like a live
  /// one, and a flow opened twice (a second flow on top of the first) is found by its own step,
  /// the nearest start winning.
  ///
  /// ```swift
  /// let state = NavigationState<TransferScreen, TransferAlert>(routes: [
  ///   Route(id: RouteID(rawValue: 1), screen: .payee, presentation: .sheet),
  ///   Route(id: RouteID(rawValue: 2), screen: .amount, presentation: .push),
  ///   Route(id: RouteID(rawValue: 3), screen: .payee, presentation: .sheet),
  ///   Route(id: RouteID(rawValue: 4), screen: .amount, presentation: .push),
  /// ])
  /// print(state.flowStartIndex(of: RouteID(rawValue: 4)) { $0 == .payee } ?? -1)
  /// ```
  ///
  /// Prints `2`.
  ///
  /// Cost: finding `step` (see ``route(_:)``) plus one `isStart` call per route from `step`
  /// down to the start.
  ///
  /// - Parameters:
  ///   - step: A route of the flow (the start itself finds itself).
  ///   - isStart: Whether a screen is the flow's first step.
  /// - Returns: The start's index in ``routes``, or `nil`.
  package func flowStartIndex(of step: RouteID, where isStart: (Screen) -> Bool) -> Int? {
    guard var index = index(of: step) else { return nil }
    while index >= 0 {
      if isStart(storedRoutes[index].screen) { return index }
      index -= 1
    }
    return nil
  }
}
