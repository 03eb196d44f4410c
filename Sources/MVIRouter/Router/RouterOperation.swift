/// A router operation, as an ``IgnoreReason`` or a ``GuardedChange`` names it. It prints as the
/// call was written, and a string literal makes one, so a test compares reasons with the call it
/// made.
///
/// ```swift
/// let outcome = routerEvents.pop()
/// print(outcome)
/// print(outcome == .ignored(.nothingPushed("pop()")))
/// ```
///
/// Prints:
/// ```
/// ignored: pop(): nothing is pushed on the top layer
/// true
/// ```
public struct RouterOperation: Equatable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The operations the machine names (the cases of its one request vocabulary), and a call
  /// written as text.
  @usableFromInline package enum Kind: Hashable, Sendable {
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
    /// `goBack()` (or `goBack(reason:)`).
    case goBack
    /// The user's back, `userDidGoBack()`, whether it cancels the visible alert or removes the
    /// top route.
    case userBack
    /// `setRoutes(_:)` (or `setRoutes(_:reason:)`).
    case setRoutes
    /// `open(_:using:)` of a deep link: the routes it removes and a link already shown.
    case openLink
    /// `restore(from:)` of saved navigation.
    case restore
    /// `presentAlert(_:)`, with the alert's description.
    case presentAlert(String)
    /// `resolveAlert(_:)`, with the button's title.
    case resolveAlert(String)
    /// `cancelAlert()`.
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
    /// `reattach(route:onDismiss:)` in any form, with the route.
    case reattachRoute(RouteID)
    /// `reattach(alert:onAction:)`, with the alert.
    case reattachAlert(AlertID)
    /// A guard set on a route (a context's `guardDismissal(_:onGuard:)`), with the route.
    case guardDismissal(RouteID)
    /// A call written as text, as a test compares with.
    case written(String)

    /// The call as written, e.g. `dismiss(#3)` or `finish(#2, with: 3)`.
    package var text: String {
      switch self {
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
      case .reattachRoute(let id): "reattach(route: \(id))"
      case .reattachAlert(let id): "reattach(alert: \(id))"
      case .guardDismissal(let id): "guardDismissal(of: \(id))"
      case .written(let call): call
      }
    }
  }

  @usableFromInline package let kind: Kind

  @inlinable package init(_ kind: Kind) { self.kind = kind }

  /// Whether it is a request for a new route, which only the router's route guard stops.
  @inlinable package var isRouteTo: Bool {
    if case .routeTo = kind { true } else { false }
  }

  /// An operation written as its call, e.g. `"pop()"` or `"pop(to: #3)"`.
  ///
  /// ```swift
  /// #expect(routerEvents.dismiss() == .ignored(.noModal("dismiss()")))
  /// ```
  ///
  /// - Parameter call: The call, as the operation prints.
  public init(stringLiteral call: String) { kind = .written(call) }

  /// The call as written, e.g. `dismiss()`, `pop(to: #3)` or `finish(#2, with: 3)`.
  public var description: String { kind.text }

  /// Two operations are equal when they print the same call.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }

  // The vocabulary's cases as operations, so the machine and the package's tests name one as
  // the request does (`.noModal(.dismiss)`); an app writes the call (`.noModal("dismiss()")`).
  @inlinable package static var dismiss: Self { Self(.dismiss) }
  @inlinable package static func dismissRoute(_ value: RouteID) -> Self {
    Self(.dismissRoute(value))
  }
  @inlinable package static var dismissAll: Self { Self(.dismissAll) }
  @inlinable package static var pop: Self { Self(.pop) }
  @inlinable package static var popToRoot: Self { Self(.popToRoot) }
  @inlinable package static func popToRoute(_ value: RouteID) -> Self {
    Self(.popToRoute(value))
  }
  @inlinable package static func popToScreen(_ value: String) -> Self {
    Self(.popToScreen(value))
  }
  @inlinable package static var goBack: Self { Self(.goBack) }
  @inlinable package static var userBack: Self { Self(.userBack) }
  @inlinable package static var setRoutes: Self { Self(.setRoutes) }
  @inlinable package static var openLink: Self { Self(.openLink) }
  @inlinable package static var restore: Self { Self(.restore) }
  @inlinable package static func presentAlert(_ value: String) -> Self {
    Self(.presentAlert(value))
  }
  @inlinable package static func resolveAlert(_ value: String) -> Self {
    Self(.resolveAlert(value))
  }
  @inlinable package static var cancelAlert: Self { Self(.cancelAlert) }
  @inlinable package static func finish(_ first: RouteID, value: String) -> Self {
    Self(.finish(first, value: value))
  }
  @inlinable package static func close(_ value: RouteID) -> Self {
    Self(.close(value))
  }
  @inlinable package static func selectTab(_ value: String) -> Self {
    Self(.selectTab(value))
  }
  @inlinable package static func confirmDeferred(_ value: Int) -> Self {
    Self(.confirmDeferred(value))
  }
  @inlinable package static func abandonDeferred(_ value: Int) -> Self {
    Self(.abandonDeferred(value))
  }
  @inlinable package static func writeBack(_ value: PresentationWriteBack) -> Self {
    Self(.writeBack(value))
  }
  @inlinable package static func routeTo(_ value: String) -> Self {
    Self(.routeTo(value))
  }
  @inlinable package static func reattachRoute(_ value: RouteID) -> Self {
    Self(.reattachRoute(value))
  }
  @inlinable package static func reattachAlert(_ value: AlertID) -> Self {
    Self(.reattachAlert(value))
  }
  @inlinable package static func guardDismissal(_ value: RouteID) -> Self {
    Self(.guardDismissal(value))
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
    case .popToScreen(let screen): .popToScreen("\(plain: screen)")
    case .dismissAll: .dismissAll
    case .goBack: .goBack
    case .userBack: .userBack
    case .setRoutes: .setRoutes
    case .writeBack(let writeBack): .writeBack(writeBack)
    case .cancelAlert: .cancelAlert
    case .confirm(let change): .confirmDeferred(change.id)
    case .abandon(let change): .abandonDeferred(change.id)
    case .route(_, let screen, let presentation, _, _):
      .routeTo(presentation.map { "\($0) \(plain: screen)" } ?? "\(plain: screen)")
    case .alert(_, let alert, let owner):
      switch owner {
      case .topRoute: .presentAlert("\(plain: alert)")
      case .root: .presentAlert("\(plain: alert), owner: .root")
      case .route(let id): .presentAlert("\(plain: alert), owner: \(id)")
      }
    case .finish(let id, let value): .finish(id, value: RouterResultValue(value).description)
    case .resolveAlert(let action): .resolveAlert("\(plain: action)")
    case .guardRoute(let id, _): .guardDismissal(id)
    case .reattachRoute(let id, _): .reattachRoute(id)
    case .reattachAlert(let id): .reattachAlert(id)
    }
  }
}
