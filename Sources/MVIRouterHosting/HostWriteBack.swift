/// What the user removed by hand in a host — a swipe back, a sheet dragged down, an alert
/// button — named by the ids the host showed, for ``HostModel/writeBack(_:)``.
///
/// A host makes write-backs only from the ``HostLayer`` it showed (``HostLayer/writeBack(path:)``
/// and its siblings), never by hand, so each one carries exactly what the user saw. The engine
/// checks it against the state when it arrives: when the state has moved on since (an intent
/// routed in between, or the same write-back is sent twice), what the host saw is no longer
/// there, and the write-back is ignored with `IgnoreReason.outdatedWriteBack` — never
/// applied to something else, never twice, never a crash.
///
/// ```swift
/// let model = HostModel(routerEvents)
/// routerEvents.routeTo(.edit, as: .sheet)
/// let shown = model.presentation.layers[0]
/// let dragged = shown.writeBack(sheet: nil)!
/// print(dragged)
/// print(model.writeBack(dragged)!)
/// print(model.writeBack(dragged)!)
/// ```
///
/// Prints:
/// ```
/// sheetDismissed(#1)
/// applied
/// ignored: writeBack(sheetDismissed(#1)): the presentation it saw has changed
/// ```
public struct HostWriteBack: Hashable, Sendable, CustomStringConvertible {
  /// The package's write-back this one sends.
  package var base: PresentationWriteBack

  /// Wraps a write-back of the presentation model.
  package init(_ base: PresentationWriteBack) {
    self.base = base
  }

  /// The kind and its ids, e.g. `popped([#3, #4])` or `alertButtonChosen(!2, index: 1)`.
  public var description: String { base.description }
}
