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
  /// For a `resolveAlert` request: the index of the button it chooses in each of the scope's
  /// alerts that could be visible when it is applied (presented, or asked for before it), as
  /// the scope's own router describes them; the machine reads the one of the alert visible then.
  @usableFromInline var chosenButtons: [(alert: AlertID, index: Int)] = []

  @inlinable init(
    screen: @escaping @Sendable (Screen) -> Bool, alert: @escaping @Sendable (Alert) -> Bool
  ) {
    containsScreen = screen
    containsAlert = alert
  }

  /// The button a `resolveAlert` request of the scope chooses in the alert `id`, if known.
  @inlinable func chosenButton(in id: AlertID) -> Int? {
    chosenButtons.first { $0.alert == id }?.index
  }
}
