/// The route an alert belongs to: the alert leaves, unanswered, when its owner leaves.
///
/// ```swift
/// routerEvents.routeTo(.compose, as: .sheet)
/// routerEvents.presentAlert(.sessionExpired, owner: .root)   // stays when the sheet closes
/// routerEvents.presentAlert(.draftSaved)                     // owner .topRoute: leaves with the sheet
/// routerEvents.dismiss()
/// print(routerEvents.state)
/// ```
///
/// Prints `root | alert sessionExpired[OK]`.
public enum AlertOwner: Hashable, Sendable {
  /// The top-most route when the alert is presented (the root if none). The default.
  case topRoute
  /// The root: an app-wide alert that leaves only when answered or on a restore.
  case root
  /// This route; the alert is ignored (``IgnoreReason/noSuchRoute(_:)``) if the
  /// route is not presented when the change is applied.
  case route(RouteID)
}
