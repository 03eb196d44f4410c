/// What a UI removed by itself, named by the ids it saw, for ``RouterEvents/writeBack(_:)``.
///
/// Declarative UIs change some navigation on their own: a swipe back shortens a navigation
/// stack, a sheet dragged down or a tap outside it clears the sheet's item, the system
/// dismisses an alert. The UI tells the engine with a write-back, and the engine dismisses
/// exactly that, with ``DismissReason/userBack``.
///
/// A write-back carries the ids the UI saw, so the engine can check it exactly: if the state
/// has moved on since (an intent routed in between, or the same write-back arrives twice), what
/// the UI saw is no longer there, and the write-back is ignored and reported with
/// ``IgnoreReason/outdatedWriteBack(_:)``, never applied to something else or twice.
///
/// Make write-backs from the layer the UI showed (``PresentationLayer/writeBack(path:)`` and
/// its siblings) rather than by hand.
///
/// ```swift
/// let sheet = NavigationPresentation(routerEvents.state).layers[0].sheet!
/// print(routerEvents.writeBack(.sheetDismissed(sheet.id)))
/// print(routerEvents.writeBack(.sheetDismissed(sheet.id)))
/// ```
///
/// Prints:
/// ```
/// applied
/// ignored: writeBack(sheetDismissed(#1)): the presentation it saw has changed
/// ```
@usableFromInline package enum PresentationWriteBack: Hashable, Sendable, CustomStringConvertible {
  /// The user popped these pushes off the top navigation stack (swipe back, the back button,
  /// a long press on it), bottom-most first. They must be the top routes, in this order.
  case popped([RouteID])
  /// The user dismissed this sheet (dragged it down, tapped outside). It must be the top-most
  /// modal; the pushes on it leave with it.
  case sheetDismissed(RouteID)
  /// The system dismissed this full-screen cover. It must be the top-most modal.
  case coverDismissed(RouteID)
  /// The alert left without a choice (the system dismissed it). It must be the visible alert;
  /// it is cancelled as the user's back cancels it: with its cancel button, or its only button.
  case alertDismissed(AlertID)
  /// The user chose the button at `index` of this alert. It must be the visible alert.
  case alertButtonChosen(AlertID, index: Int)

  /// The case and its ids, e.g. `popped([#3, #4])` or `alertButtonChosen(!2, index: 1)`.
  @usableFromInline package var description: String {
    switch self {
    case .popped(let ids): "popped([\(ids.map(\.description).joined(separator: ", "))])"
    case .sheetDismissed(let id): "sheetDismissed(\(id))"
    case .coverDismissed(let id): "coverDismissed(\(id))"
    case .alertDismissed(let id): "alertDismissed(\(id))"
    case .alertButtonChosen(let id, let index): "alertButtonChosen(\(id), index: \(index))"
    }
  }
}
