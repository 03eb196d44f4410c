/// Which routes and alerts belong to a scope: the test a scoped router's operations are
/// confined by, decided when each operation is applied.
@usableFromInline
struct RouteScope<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Sendable
{
  /// Whether a screen is one of the scope's.
  @usableFromInline let containsScreen: @Sendable (Screen) -> Bool
  /// Whether an alert is one of the scope's.
  @usableFromInline let containsAlert: @Sendable (Alert) -> Bool

  @inlinable init(
    screen: @escaping @Sendable (Screen) -> Bool, alert: @escaping @Sendable (Alert) -> Bool
  ) {
    containsScreen = screen
    containsAlert = alert
  }
}

/// An operation of a scoped router, in the app's screen type, applied by the machine within a
/// ``RouteScope``.
@usableFromInline
enum ScopedOperation<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Sendable
{
  case dismissTopModal
  case dismissRoute(RouteID)
  case pop
  case popToRoot
  case popToRoute(RouteID)
  case dismissAll
  case goBack(DismissReason?)
  case setRoutes([RouteStep<Screen>], DismissReason)
  case resolveAlert(AlertChoice<Alert.Action>)
  case cancelAlert
  case finish(RouteID, value: any Sendable)
  case close(RouteID)
}

/// A scoped router's operation that names no screen: not generic, so a scoped router (compiled
/// once for every feature) passes it to its app's router without looking up type metadata.
@usableFromInline
enum ScopeCommand: Sendable {
  case dismissTopModal
  case dismissRoute(RouteID)
  case pop
  case popToRoot
  case popToRoute(RouteID)
  case dismissAll
  case goBack(DismissReason?)
  case cancelAlert
  case finish(RouteID, value: any Sendable)
  case close(RouteID)

  /// The machine's form of the command.
  @inlinable func operation<Screen, Alert>(for: Screen.Type, _: Alert.Type)
    -> ScopedOperation<Screen, Alert>
  {
    switch self {
    case .dismissTopModal: .dismissTopModal
    case .dismissRoute(let id): .dismissRoute(id)
    case .pop: .pop
    case .popToRoot: .popToRoot
    case .popToRoute(let id): .popToRoute(id)
    case .dismissAll: .dismissAll
    case .goBack(let reason): .goBack(reason)
    case .cancelAlert: .cancelAlert
    case .finish(let id, let value): .finish(id, value: value)
    case .close(let id): .close(id)
    }
  }
}
