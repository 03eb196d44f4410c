extension RouterEvents {
  /// Replaces the navigation with `state`, as one transaction, like ``restore(from:)`` but from
  /// a value: a state kept in memory (an inspector's history, a test's fixture).
  ///
  /// The current routes leave top-most first with reason ``DismissReason/restored`` (their
  /// callbacks fire and result handlers get `cancelled`), the current alerts leave, then the
  /// state's routes and alerts arrive. Ids name one presentation for the router's whole life:
  /// routes and alerts whose ids this router has already used get fresh ids (alert owners
  /// follow), so a host that keys screens by id never mistakes a restored screen for a live one.
  ///
  /// ```swift
  /// let before = routerEvents.state
  /// routerEvents.routeTo(.compose, as: .sheet)
  /// try routerEvents.restore(before)
  /// // The same screens, with renewed ids, so not equal:
  /// print(routerEvents.state == before)
  /// print(routerEvents.state.description == before.description)
  /// ```
  ///
  /// Prints:
  /// ```
  /// false
  /// true
  /// ```
  ///
  /// - Parameter state: The navigation to show.
  /// - Returns: Whether it was applied, queued or ignored (already this state).
  /// - Throws: ``RestorationError/corrupted(_:)`` if `state` fails
  ///   ``NavigationState/validate()``; nothing changes then.
  @discardableResult
  package func restore(_ state: NavigationState<Screen, Alert>) throws(RestorationError)
    -> RouterOutcome
  {
    do {
      try state.validate()
    } catch {
      throw .corrupted(error.description)
    }
    return submit(.restore(state))
  }
}
