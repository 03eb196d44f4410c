/// An alert on screen or waiting in the queue, with the content it was presented with.
///
/// The title, message and buttons are taken from the router when the alert is presented, so a
/// host, a test or a saved state needs nothing else to show it.
///
/// ```swift
/// let routerEvents = RouterEvents<AppScreen, RouterDefaultAlert>()
/// routerEvents.presentAlert(.defaultAlert(title: "Offline", message: nil))
/// let alert = routerEvents.state.visibleAlert!
/// print(alert.title, alert.buttons, alert.owner == nil)
/// ```
///
/// Prints `Offline [OK] true`.
public struct PresentedAlert<Alert: RouterAlertScreenProtocol>: Hashable, Sendable,
  CustomStringConvertible
{
  /// The alert's identity.
  public var id: AlertID
  /// The alert value the intent presented.
  public var alert: Alert
  /// The route that presented the alert; `nil` for the root. The alert leaves with it.
  public var owner: RouteID?
  /// The title shown.
  public var title: String
  /// The message shown, if any.
  public var message: String?
  /// The buttons, in the order shown, with the action value each stands for.
  public var buttons: [RouterAlertButton<Alert.Action>]

  /// Creates a presented alert.
  ///
  /// ```swift
  /// let alert = PresentedAlert(
  ///   id: AlertID(rawValue: 1), alert: AppAlert.discardChanges, owner: nil,
  ///   title: "Discard changes?", message: nil,
  ///   buttons: [.destructive("Discard", action: .discard)])
  /// print(alert)
  /// ```
  ///
  /// Prints `discardChanges[Discard]`.
  ///
  /// - Parameters:
  ///   - id: The alert's identity.
  ///   - alert: The alert value.
  ///   - owner: The route that presented it; `nil` for the root.
  ///   - title: The title shown.
  ///   - message: The message shown, if any.
  ///   - buttons: The buttons, in the order shown.
  public init(
    id: AlertID, alert: Alert, owner: RouteID?, title: String, message: String?,
    buttons: [RouterAlertButton<Alert.Action>]
  ) {
    self.id = id
    self.alert = alert
    self.owner = owner
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The alert and its buttons, e.g. `delete[Delete, Cancel]`.
  public var description: String {
    "\(plain: alert)[\(buttons.map(\.title).joined(separator: ", "))]"
  }

  /// The first button standing for `action`, if any.
  ///
  /// ```swift
  /// let delete = routerEvents.state.visibleAlert?.button(for: .delete)
  /// ```
  ///
  /// - Parameter action: The action value.
  package func button(for action: Alert.Action) -> RouterAlertButton<Alert.Action>? {
    buttons.first { $0.action == action }
  }
}
