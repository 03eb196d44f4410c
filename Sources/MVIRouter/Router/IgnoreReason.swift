/// Why an operation changed nothing.
///
/// Operations never crash on a state that does not allow them: they are ignored, and the
/// ``RouterOutcome`` and the ``RouterEvent/ignored(_:)`` event say why. Every case carries the
/// ``RouterOperation`` that was ignored, so an app or a test can switch on the reason and still
/// print a sentence that names the call.
///
/// ```swift
/// let routerEvents = RouterEvents<MovieScreen, RouterDefaultAlert>()
/// let outcome = routerEvents.dismiss()
/// if case .ignored(.noModal) = outcome { print("nothing to dismiss") }
/// print(outcome)
/// ```
///
/// Prints:
/// ```
/// nothing to dismiss
/// ignored: dismiss(): no modal is presented
/// ```
///
/// Its payloads are `indirect`: a reason is one reference, so an outcome that is not ignored
/// (or an absent reason) costs nothing to copy or drop on the paths that succeed.
public indirect enum IgnoreReason: Equatable, Sendable, CustomStringConvertible {
  /// `dismiss()` or `dismissAll()` with no sheet or cover presented.
  case noModal(RouterOperation)
  /// `pop()` or `popToRoot()` with nothing pushed on the top layer.
  case nothingPushed(RouterOperation)
  /// `goBack()` or `userDidGoBack()` with nothing presented and no alert visible.
  case nothingPresented(RouterOperation)
  /// The route (or alert) the operation names is not presented: `close(_:)` or `pop(to:)` of
  /// a route that left, `pop(to:)` a screen no presented route shows, a context's `finish(_:)`
  /// or `guardDismissal(_:onGuard:)` after its route left, `presentAlert(_:owner:)` for an
  /// owner that is not presented, or `reattach(route:onDismiss:)` and
  /// `reattach(alert:onAction:)` of a route or alert that is not presented.
  case noSuchRoute(RouterOperation)
  /// `pop(to:)` names the route that is already on top.
  case alreadyOnTop(RouterOperation)
  /// `setRoutes(_:)`, a deep link or a restore asks for the navigation there already is, or
  /// `select(_:)` names the selected tab of a ``TabbedRouterEvents`` that does not pop on
  /// reselection.
  case unchanged(RouterOperation)
  /// `resolveAlert(_:)` or `cancelAlert()` with no alert visible.
  case noVisibleAlert(RouterOperation)
  /// `resolveAlert(_:)` names a button the visible alert does not have, or `cancelAlert()`
  /// (or the user's back) meets an alert with several buttons, none of them with the cancel
  /// role.
  case noSuchButton(RouterOperation, alert: String)
  /// `finish(_:with:)` gives a value of another type than the presenter expects.
  case wrongResultType(RouterOperation, expected: String, actual: String)
  /// A scoped router's operation would act on a route or alert that is not the
  /// feature's (say, `pop()` while the app's own screen is on top).
  case notInScope(RouterOperation)
  /// The user's back (`userDidGoBack()`, or a UI's write-back) on a route whose
  /// ``PresentationOptions`` disable interactive dismissal; the app's own `dismiss()`, `close(_:)` and `finish(_:with:)` still
  /// remove it.
  case interactiveDismissDisabled(RouterOperation)
  /// The change would remove a route whose guard vetoes it (see ``GuardDecision``).
  case vetoed(RouterOperation, route: RouteID)
  /// The change would remove a route whose guard defers it: it waits until
  /// ``RouterEvents/confirm(_:)`` applies it or ``RouterEvents/abandon(_:)`` drops it.
  case deferred(RouterOperation, route: RouteID)
  /// `confirm(_:)` or `abandon(_:)` of a change that no longer waits: already confirmed or
  /// abandoned, replaced by a later deferred change, or its guarded route left another way.
  case noDeferredChange(RouterOperation)
  /// A UI's write-back names what the UI saw, and the state has moved on since: the
  /// route or alert is gone, no longer on top, or the write-back was applied already.
  case outdatedWriteBack(RouterOperation)

  /// The operation that was ignored.
  package var operation: RouterOperation {
    switch self {
    case .noModal(let operation), .nothingPushed(let operation), .nothingPresented(let operation),
      .noSuchRoute(let operation), .alreadyOnTop(let operation),
      .unchanged(let operation), .noVisibleAlert(let operation), .noSuchButton(let operation, _),
      .wrongResultType(let operation, _, _),
      .notInScope(let operation),
      .interactiveDismissDisabled(let operation), .vetoed(let operation, _),
      .deferred(let operation, _), .noDeferredChange(let operation),
      .outdatedWriteBack(let operation):
      operation
    }
  }

  /// The operation and why it was ignored, e.g. `pop(): nothing is pushed on the top layer`.
  public var description: String {
    let why: String
    switch self {
    case .noModal: why = "no modal is presented"
    case .nothingPushed: why = "nothing is pushed on the top layer"
    case .nothingPresented: why = "nothing is presented"
    case .noSuchRoute(let operation):
      switch operation {
      case .popToScreen: why = "no presented route shows this screen"
      case .presentAlert: why = "its owner route is not presented"
      case .reattachAlert: why = "no such alert is presented"
      default: why = "no such route is presented"
      }
    case .alreadyOnTop: why = "it is already on top"
    case .unchanged(let operation):
      switch operation {
      case .restore: why = "the navigation is already the saved one"
      case .selectTab: why = "the tab is already selected"
      default: why = "the routes are already these"
      }
    case .noVisibleAlert: why = "no alert is visible"
    case .noSuchButton(let operation, let alert):
      switch operation {
      case .cancelAlert, .userBack: why = "alert \(alert) has no cancel button"
      // A write-back prints its case first: an alert the system dismissed is cancelled.
      case .writeBack(let writeBack) where writeBack.hasPrefix("alertDismissed"):
        why = "alert \(alert) has no cancel button"
      default: why = "alert \(alert) has no such button"
      }
    case .wrongResultType(_, let expected, let actual):
      why = "the presenter expects \(expected), not \(actual)"
    case .notInScope: why = "what it would act on is not in this scope"
    case .interactiveDismissDisabled: why = "the route does not let the user dismiss it"
    case .vetoed(let operation, _) where operation.isRouteTo:
      why = "vetoed by the router's route guard"
    case .vetoed(_, let route): why = "vetoed by the guard of route \(route)"
    case .deferred(let operation, _) where operation.isRouteTo:
      why = "deferred by the router's route guard until confirmed"
    case .deferred(_, let route): why = "deferred by the guard of route \(route) until confirmed"
    case .noDeferredChange: why = "no such change is deferred"
    case .outdatedWriteBack: why = "the presentation it saw has changed"
    }
    return "\(operation): \(why)"
  }
}
