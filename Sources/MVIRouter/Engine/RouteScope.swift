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
