/// One button of an alert: its title, its role and the action value it stands for.
///
/// An intent switches on the action value, never on the title, so a reworded or translated
/// button keeps working. The action's type is the alert's own ``RouterAlertScreenProtocol/Action``;
/// seed alerts, whose buttons are ``RouterAlertAction``s, use the button itself as the value.
///
/// ```swift
/// enum DraftAlert: RouterAlertScreenProtocol {
///   case unsaved
///   enum Action: Hashable, Sendable { case discard, keepEditing }
/// }
///
/// let buttons: [RouterAlertButton<DraftAlert.Action>] = [
///   .destructive("Discard", action: .discard),
///   .cancel("Keep editing", action: .keepEditing),
/// ]
/// print(buttons.map(\.title), buttons[0].action!)
/// ```
///
/// Prints `["Discard", "Keep editing"] discard`.
public struct RouterAlertButton<Action: Hashable & Sendable>: Hashable, Sendable,
  CustomStringConvertible
{
  /// The text on the button.
  public var title: String
  /// The button's role; `nil` for an ordinary button.
  public var role: RouterAlertAction.Role?
  /// The value the button stands for; `nil` only for the "OK" button an alert gets when its
  /// router gives it no buttons (and for buttons read from a saved state that had no values).
  public var action: Action?

  /// Creates a button.
  ///
  /// ```swift
  /// let retry = RouterAlertButton(title: "Retry", role: nil, action: ProductAction.retry)
  /// print(retry)
  /// ```
  ///
  /// Prints `Retry`.
  ///
  /// - Parameters:
  ///   - title: The text on the button.
  ///   - role: The button's role; `nil` for an ordinary button.
  ///   - action: The value the button stands for.
  public init(title: String, role: RouterAlertAction.Role? = nil, action: Action?) {
    self.title = title
    self.role = role
    self.action = action
  }

  /// An ordinary button.
  ///
  /// ```swift
  /// let retry: RouterAlertButton<ProductAction> = .default("Retry", action: .retry)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The text on the button.
  ///   - action: The value the button stands for.
  public static func `default`(_ title: String, action: Action) -> Self {
    Self(title: title, role: nil, action: action)
  }

  /// A button with the `cancel` role: Esc and ``RouterEvents/cancelAlert()`` choose it.
  ///
  /// ```swift
  /// let cancel: RouterAlertButton<ProductAction> = .cancel(action: .keep)
  /// print(cancel.title)
  /// ```
  ///
  /// Prints `Cancel`.
  ///
  /// - Parameters:
  ///   - title: The text on the button, "Cancel" unless given.
  ///   - action: The value the button stands for.
  public static func cancel(_ title: String = "Cancel", action: Action) -> Self {
    Self(title: title, role: .cancel, action: action)
  }

  /// A button with the `destructive` role.
  ///
  /// ```swift
  /// let delete: RouterAlertButton<ProductAction> = .destructive("Delete", action: .delete)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The text on the button.
  ///   - action: The value the button stands for.
  public static func destructive(_ title: String, action: Action) -> Self {
    Self(title: title, role: .destructive, action: action)
  }

  /// The button as the seed's title-and-role value.
  public var plain: RouterAlertAction { RouterAlertAction(title: title, role: role) }

  /// The button's title.
  public var description: String { title }
}

extension RouterAlertButton where Action == RouterAlertAction {
  /// A seed button whose action value is the button itself.
  ///
  /// ```swift
  /// let button = RouterAlertButton(RouterAlertAction.destructive("Delete"))
  /// print(button.action == .destructive("Delete"))
  /// ```
  ///
  /// Prints `true`.
  ///
  /// - Parameter action: The seed button.
  public init(_ action: RouterAlertAction) {
    self.init(title: action.title, role: action.role, action: action)
  }
}

extension RouterAlertButton {
  /// The one button of an alert for which the policy gives none: "OK", with the cancel role.
  @inlinable static var implicitOK: RouterAlertButton {
    RouterAlertButton(
      title: "OK", role: .cancel, action: RouterAlertAction.implicitOK as? Action)
  }
}
