extension RouterEvents {
  /// Tells the engine what the UI removed by itself: a swipe back, a sheet dragged down, an
  /// alert the system dismissed, a button the user chose.
  ///
  /// The engine dismisses exactly what the write-back names, with reason
  /// ``DismissReason/userBack`` (the dismiss callbacks fire as for any dismissal), cancels the
  /// named alert as the user's back does, or answers it with the chosen button. It checks the
  /// ids the UI saw when the change is applied: a write-back that no longer matches the state
  /// (it raced with an intent, or arrives a second time) changes nothing and is reported with
  /// ``IgnoreReason/outdatedWriteBack(_:)`` and an ``RouterEvent/ignored(_:)`` event.
  ///
  /// ```swift
  /// let seen = NavigationPresentation(routerEvents.state).layers[0]  // [push a, push b]
  /// // The user swipes back to [push a]:
  /// if let writeBack = seen.writeBack(path: seen.path.dropLast()) {
  ///   print(writeBack, routerEvents.writeBack(writeBack))
  /// }
  /// ```
  ///
  /// Prints `popped([#2]) applied`.
  ///
  /// - Parameter writeBack: What the UI removed, named by the ids it saw.
  /// - Returns: Whether it was applied, queued or ignored (and why).
  @discardableResult
  @inlinable public func writeBack(_ writeBack: PresentationWriteBack) -> RouterOutcome {
    submit(.writeBack(writeBack))
  }
}
