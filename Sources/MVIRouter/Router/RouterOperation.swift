/// A router operation, as named in an ``IgnoreReason``.
///
/// ```swift
/// print(RouterOperation.popToRoute(RouteID(rawValue: 3)))
/// ```
///
/// Prints `pop(to: #3)`.
public enum RouterOperation: Hashable, Sendable, CustomStringConvertible {
  /// `dismiss()`.
  case dismiss
  /// `dismiss(_:)` of a route.
  case dismissRoute(RouteID)
  /// `dismissAll()`.
  case dismissAll
  /// `pop()`.
  case pop
  /// `popToRoot()`.
  case popToRoot
  /// `pop(to:)` a route.
  case popToRoute(RouteID)
  /// `pop(to:)` a screen, with the screen's description.
  case popToScreen(String)
  /// `goBack(reason:)`, or the user's back (`userDidGoBack()`) with no alert visible.
  case goBack
  /// `setRoutes(_:reason:)`, or a deep link.
  case setRoutes
  /// A restore of saved navigation.
  case restore
  /// `presentAlert(_:)`, with the alert's description.
  case presentAlert(String)
  /// `resolveAlert(_:)`, with the button's title.
  case resolveAlert(String)
  /// `cancelAlert()`, or the user's back (`userDidGoBack()`) with an alert visible.
  case cancelAlert
  /// `finish(_:with:)`, with the route and the value's description.
  case finish(RouteID, value: String)
  /// `close(_:)` of a route, or ``RouteContext/close()``.
  case close(RouteID)
  /// `select(_:)` of a ``TabbedRouterEvents``, with the tab's description.
  case selectTab(String)
  /// `confirm(_:)` of a deferred change, with the deferral's id.
  case confirmDeferred(Int)
  /// `abandon(_:)` of a deferred change, with the deferral's id.
  case abandonDeferred(Int)
  /// ``RouterEvents/writeBack(_:)``: what a UI removed by itself.
  case writeBack(PresentationWriteBack)
  /// `routeTo(_:)` in any form, with the route's presentation and screen, e.g. `sheet checkout`
  /// (only reported when the router's route guard stops it).
  case routeTo(String)

  /// The call as written, e.g. `dismiss(#3)` or `finish(#2, with: 3)`.
  public var description: String {
    switch self {
    case .dismiss: "dismiss()"
    case .dismissRoute(let id): "dismiss(\(id))"
    case .dismissAll: "dismissAll()"
    case .pop: "pop()"
    case .popToRoot: "popToRoot()"
    case .popToRoute(let id): "pop(to: \(id))"
    case .popToScreen(let screen): "pop(to: \(screen))"
    case .goBack: "goBack()"
    case .setRoutes: "setRoutes(_:)"
    case .restore: "restore"
    case .routeTo(let route): "routeTo(\(route))"
    case .presentAlert(let alert): "presentAlert(\(alert))"
    case .resolveAlert(let title): "resolveAlert(\(title))"
    case .cancelAlert: "cancelAlert()"
    case .finish(let id, let value): "finish(\(id), with: \(value))"
    case .close(let id): "close(\(id))"
    case .selectTab(let tab): "select(\(tab))"
    case .confirmDeferred(let id): "confirm(deferral \(id))"
    case .abandonDeferred(let id): "abandon(deferral \(id))"
    case .writeBack(let writeBack): "writeBack(\(writeBack))"
    }
  }
}
