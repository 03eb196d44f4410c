extension NavigationMachine {
  /// Applies what a UI removed by itself, if it still matches the state: the named routes must
  /// be on top (the popped pushes exactly, or the top-most modal), the named alert visible.
  /// Anything else is outdated (the state moved on since the UI saw it, or the write-back was
  /// applied already) and is ignored. A named route whose options disable interactive dismissal
  /// stays, and the guards of the routes it would remove are asked, as for the user's back.
  /// Costs O(what it removes): ids are checked from the top.
  @inlinable mutating func writeBack(_ writeBack: PresentationWriteBack, into outbox: inout Outbox)
    -> IgnoreReason?
  {
    let operation = RouterOperation.writeBack(writeBack)
    // The routes are read in place: a copy held across the removal would copy the stack.
    switch writeBack {
    case .popped(let ids):
      let start = state.storedRoutes.count - ids.count
      guard !ids.isEmpty, start >= 0 else {
        return ignore(.outdatedWriteBack(operation), into: &outbox)
      }
      var locked = false
      for (offset, id) in ids.enumerated() {
        let route = state.storedRoutes[start + offset]
        guard route.id == id, route.presentation == .push else {
          return ignore(.outdatedWriteBack(operation), into: &outbox)
        }
        locked = locked || route.options.interactiveDismissDisabled
      }
      if locked { return ignore(.interactiveDismissDisabled(operation), into: &outbox) }
      if let stopped = checkGuards(from: start, operation, .writeBack(writeBack), into: &outbox) {
        return stopped
      }
      removeRoutes(from: start, reason: .userBack, above: .userBack, into: &outbox)
      return nil
    case .sheetDismissed(let id), .coverDismissed(let id):
      let presentation: RouterScreenPresentationType =
        if case .sheetDismissed = writeBack { .sheet } else { .fullScreenCover }
      guard let index = state.topModalIndex, state.storedRoutes[index].id == id,
        state.storedRoutes[index].presentation == presentation
      else {
        return ignore(.outdatedWriteBack(operation), into: &outbox)
      }
      // A lock on the modal or on a push on it refuses: the whole layer would leave by hand.
      var position = state.storedRoutes.count - 1
      while position >= index {
        if state.storedRoutes[position].options.interactiveDismissDisabled {
          return ignore(.interactiveDismissDisabled(operation), into: &outbox)
        }
        position -= 1
      }
      if let stopped = checkGuards(from: index, operation, .writeBack(writeBack), into: &outbox) {
        return stopped
      }
      removeRoutes(from: index, reason: .userBack, above: .ancestorDismissed, into: &outbox)
      return nil
    case .alertDismissed(let id):
      guard state.visibleAlert?.id == id else {
        return ignore(.outdatedWriteBack(operation), into: &outbox)
      }
      return cancelAlert(operation: operation, into: &outbox)
    case .alertButtonChosen(let id, let index):
      guard let visible = state.visibleAlert, visible.id == id else {
        return ignore(.outdatedWriteBack(operation), into: &outbox)
      }
      guard visible.buttons.indices.contains(index) else {
        return ignore(
          .noSuchButton(operation, alert: "\(plain: visible.alert)"), into: &outbox)
      }
      resolveVisibleAlert(with: visible.buttons[index], into: &outbox)
      return nil
    }
  }
}
