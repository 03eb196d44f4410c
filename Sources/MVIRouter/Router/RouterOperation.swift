/// A router operation, as an ``IgnoreReason`` or a ``GuardedChange`` names it: one case per
/// operation of the router, with the values it was asked with.
///
/// An app switches over it with the compiler's help (a misspelt case does not compile), and
/// `==` compares the values: `pop(to: #3)` of a route and `pop(to:)` of a screen are different
/// operations. It prints as the call was written (`pop()`, `pop(to: #3)`,
/// `finish(#2, with: 3)`, `restore(from:)`), so a reason reads as a sentence. Values of the
/// app's own types (a screen, an alert, a button's action, a result value, a tab) are carried
/// as their plain description, as the state prints them.
///
/// ```swift
/// let outcome = routerEvents.pop()
/// print(outcome)
/// print(outcome == .ignored(.nothingPushed(.pop)))
///
/// func message(for change: GuardedChange) -> String {
///   switch change.operation {
///   case .routeTo(_, let screen): "\(screen) waits for sign-in"
///   case .dismiss, .pop, .goBack, .userBack: "Discard changes?"
///   default: "\(change)"
///   }
/// }
/// ```
///
/// Prints:
/// ```
/// ignored: pop(): nothing is pushed on the top layer
/// true
/// ```
public enum RouterOperation: Hashable, Sendable, CustomStringConvertible {
  /// `routeTo(_:)` in any form, or a deep link's route, with the route's presentation (`nil`
  /// when the policy had not chosen one yet) and screen. Only reported when the router's route
  /// guard stops it. Prints `routeTo(sheet checkout)`.
  case routeTo(RouterScreenPresentationType?, screen: String)
  /// `presentAlert(_:owner:)`, with the alert and its owner; reported when the owner route is
  /// not presented. Prints `presentAlert(delete)`, `presentAlert(delete, owner: .root)` or
  /// `presentAlert(delete, owner: #3)`.
  case presentAlert(String, owner: AlertOwner)
  /// `dismiss()`.
  case dismiss
  /// The dismissal of one route: the task awaiting it (`route(to:)`) was cancelled. Prints
  /// `dismiss(#3)`.
  case dismissRoute(RouteID)
  /// `dismissAll()`.
  case dismissAll
  /// `pop()`.
  case pop
  /// `popToRoot()`.
  case popToRoot
  /// `pop(to:)` a route. Prints `pop(to: #3)`.
  case popToRoute(RouteID)
  /// `pop(to:)` a screen, with the screen. Prints `pop(to: detail(id: 3))`.
  case popToScreen(String)
  /// `goBack(reason:)`.
  case goBack
  /// The user's back, `userDidGoBack()`, whether it cancels the visible alert or removes the
  /// top route.
  case userBack
  /// `setRoutes(_:reason:)`.
  case setRoutes
  /// `open(_:using:)` of a deep link: the routes it removes, and a link already shown.
  case openLink
  /// `restore(from:)` of saved navigation.
  case restore
  /// `resolveAlert(_:)`, with the button's action (or title).
  case resolveAlert(String)
  /// `cancelAlert()`.
  case cancelAlert
  /// `finish(_:with:)` (or a context's `finish(_:)`), with the route and the value. Prints
  /// `finish(#2, with: 3)`.
  case finish(RouteID, value: String)
  /// `close(_:)` of a route, or ``RouteContext/close()``. Prints `close(#3)`.
  case close(RouteID)
  /// `select(_:)` of a ``TabbedRouterEvents``, with the tab. Prints `select(search)`.
  case selectTab(String)
  /// `confirm(_:)` of a deferred change, with the deferral's number. Prints
  /// `confirm(deferral 2)`.
  case confirmDeferred(Int)
  /// `abandon(_:)` of a deferred change, with the deferral's number. Prints
  /// `abandon(deferral 2)`.
  case abandonDeferred(Int)
  /// What a UI removed by itself (a host's write-back), as it reported it. Prints
  /// `writeBack(popped([#3]))`.
  case writeBack(String)
  /// `reattach(route:onDismiss:)` in any form. Prints `reattach(route: #3)`.
  case reattachRoute(RouteID)
  /// `reattach(alert:onAction:)`. Prints `reattach(alert: !2)`.
  case reattachAlert(AlertID)
  /// A guard set on a route (`guardDismissal(_:onGuard:)` of its context). Prints
  /// `guardDismissal(of: #3)`.
  case guardDismissal(RouteID)

  /// The call as written, e.g. `dismiss()`, `pop(to: #3)` or `finish(#2, with: 3)`.
  public var description: String {
    switch self {
    case .routeTo(let presentation?, let screen): "routeTo(\(presentation) \(screen))"
    case .routeTo(nil, let screen): "routeTo(\(screen))"
    case .presentAlert(let alert, .topRoute): "presentAlert(\(alert))"
    case .presentAlert(let alert, .root): "presentAlert(\(alert), owner: .root)"
    case .presentAlert(let alert, .route(let id)): "presentAlert(\(alert), owner: \(id))"
    case .dismiss: "dismiss()"
    case .dismissRoute(let id): "dismiss(\(id))"
    case .dismissAll: "dismissAll()"
    case .pop: "pop()"
    case .popToRoot: "popToRoot()"
    case .popToRoute(let id): "pop(to: \(id))"
    case .popToScreen(let screen): "pop(to: \(screen))"
    case .goBack: "goBack()"
    case .userBack: "userDidGoBack()"
    case .setRoutes: "setRoutes(_:)"
    case .openLink: "open(_:using:)"
    case .restore: "restore(from:)"
    case .resolveAlert(let button): "resolveAlert(\(button))"
    case .cancelAlert: "cancelAlert()"
    case .finish(let id, let value): "finish(\(id), with: \(value))"
    case .close(let id): "close(\(id))"
    case .selectTab(let tab): "select(\(tab))"
    case .confirmDeferred(let id): "confirm(deferral \(id))"
    case .abandonDeferred(let id): "abandon(deferral \(id))"
    case .writeBack(let writeBack): "writeBack(\(writeBack))"
    case .reattachRoute(let id): "reattach(route: \(id))"
    case .reattachAlert(let id): "reattach(alert: \(id))"
    case .guardDismissal(let id): "guardDismissal(of: \(id))"
    }
  }

  /// Whether it is a request for a new route, which only the router's route guard stops.
  @inlinable package var isRouteTo: Bool {
    if case .routeTo = self { true } else { false }
  }

  /// What a UI removed by itself, as the write-back prints.
  @inlinable package static func writeBack(_ writeBack: PresentationWriteBack) -> Self {
    .writeBack(writeBack.description)
  }

  /// A route request as the route guard's stop names it.
  @inlinable package static func routeTo(_ route: Route<some RouterScreenProtocol>) -> Self {
    .routeTo(route.presentation, screen: "\(plain: route.screen)")
  }
}

extension RouterRequest {
  /// The operation the request stands for, for a router that cannot carry it out (a payload
  /// not of the router's types, or a request a feature's scoped router does not make): it names
  /// what was asked, as the call was written.
  @usableFromInline var operation: RouterOperation {
    switch kind {
    case .dismissTopModal: .dismiss
    case .dismissRoute(let id), .cancelAwaited(let id): .dismissRoute(id)
    case .close(let id): .close(id)
    case .pop: .pop
    case .popToRoot: .popToRoot
    case .popToRoute(let id): .popToRoute(id)
    case .popToScreen: .popToScreen("\(plain: payload)")
    case .dismissAll: .dismissAll
    case .goBack: .goBack
    case .userBack: .userBack
    case .setRoutes: .setRoutes
    case .writeBack(let writeBack): .writeBack(writeBack)
    case .cancelAlert: .cancelAlert
    case .confirm(let change): .confirmDeferred(change.id)
    case .abandon(let change): .abandonDeferred(change.id)
    case .route(_, let presentation, _, _): .routeTo(presentation, screen: "\(plain: payload)")
    case .alert(_, let owner): .presentAlert("\(plain: payload)", owner: owner)
    case .finish(let id): .finish(id, value: RouterResultValue(payload).description)
    case .resolveAlert: .resolveAlert("\(plain: payload)")
    case .guardRoute(let id, _): .guardDismissal(id)
    case .reattachRoute(let id, _): .reattachRoute(id)
    case .reattachAlert(let id): .reattachAlert(id)
    }
  }
}
