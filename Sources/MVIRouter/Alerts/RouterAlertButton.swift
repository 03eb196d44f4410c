/// One button of an alert: its title, its role and the action value it stands for.
///
/// An intent switches on the action value, never on the title, so a reworded or translated
/// button keeps working. The action's type is the alert's own ``RouterAlertScreenProtocol/Action``;
/// an alert that names none uses `String`, and its buttons stand for their titles.
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
  public var role: RouterAlertButtonRole?
  /// The value the button stands for; `nil` only for the "OK" button an alert gets when its
  /// router gives it no buttons (for an alert whose action type is `String`, that button
  /// stands for `"OK"`).
  public var action: Action?

  /// Creates a button. The package's own (the "OK" button of an alert given none, a restored
  /// button); an app makes its buttons with ``default(_:action:)``, ``cancel(_:action:)`` and
  /// ``destructive(_:action:)``, the one way to make a button.
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
  @usableFromInline package init(title: String, role: RouterAlertButtonRole? = nil, action: Action?)
  {
    self.title = title
    self.role = role
    self.action = action
  }

  /// An ordinary button.
  ///
  /// ```swift
  /// let retry: RouterAlertButton<ProductAlert.Action> = .default("Retry", action: .retry)
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
  /// let cancel: RouterAlertButton<ProductAlert.Action> = .cancel(action: .cancel)
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
  /// let delete: RouterAlertButton<ProductAlert.Action> = .destructive("Delete", action: .delete)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The text on the button.
  ///   - action: The value the button stands for.
  public static func destructive(_ title: String, action: Action) -> Self {
    Self(title: title, role: .destructive, action: action)
  }

  /// The button's title.
  public var description: String { title }
}

extension RouterAlertButton where Action == String {
  /// An ordinary button of an alert that names no action type: it stands for its title.
  ///
  /// ```swift
  /// func getAlertActions(for type: RouterDefaultAlert) -> [RouterAlertButton<String>] {
  ///   [.default("Retry"), .destructive("Delete"), .cancel()]
  /// }
  /// ```
  ///
  /// Then `routerEvents.resolveAlert("Retry")` chooses the first button.
  ///
  /// - Parameter title: The text on the button, and the value it stands for.
  public static func `default`(_ title: String) -> Self {
    Self(title: title, role: nil, action: title)
  }

  /// A button with the `cancel` role that stands for its title.
  ///
  /// ```swift
  /// let keep: RouterAlertButton<String> = .cancel("Keep")
  /// print(keep.action!, keep.role!)
  /// ```
  ///
  /// Prints `Keep cancel`.
  ///
  /// - Parameter title: The text on the button, "Cancel" unless given, and the value it stands
  ///   for.
  public static func cancel(_ title: String = "Cancel") -> Self {
    Self(title: title, role: .cancel, action: title)
  }

  /// A button with the `destructive` role that stands for its title.
  ///
  /// ```swift
  /// let delete: RouterAlertButton<String> = .destructive("Delete")
  /// print(delete.action!)
  /// ```
  ///
  /// Prints `Delete`.
  ///
  /// - Parameter title: The text on the button, and the value it stands for.
  public static func destructive(_ title: String) -> Self {
    Self(title: title, role: .destructive, action: title)
  }
}

/// What an alert's button does, which a host may show differently.
///
/// ```swift
/// let buttons: [RouterAlertButton<String>] = [.destructive("Delete"), .cancel()]
/// print(buttons.map { $0.role.map { "\($0)" } ?? "default" })
/// ```
///
/// Prints `["destructive", "cancel"]`.
public enum RouterAlertButtonRole: Hashable, Sendable {
  /// A button that leaves things as they were; Esc and ``RouterEvents/cancelAlert()`` choose it.
  case cancel
  /// A button that destroys something.
  case destructive
}

/// The one "OK" button an alert gets when its router gives it none: cancel role, standing for
/// `"OK"` where the alert's action type is `String`, else for nothing.
@usableFromInline enum ImplicitAlertButtons {
  /// The button as an alert with `String` actions has it (shared, so presenting such an alert
  /// allocates nothing for it).
  @usableFromInline static let titled: [RouterAlertButton<String>] = [
    RouterAlertButton(title: "OK", role: .cancel, action: "OK")
  ]

  /// The button for an alert whose actions are `Action`.
  @inlinable static func buttons<Action>(_: Action.Type) -> [RouterAlertButton<Action>] {
    if let titled = titled as? [RouterAlertButton<Action>] {
      // The same array type (`Action` is `String`): the shared array, no allocation.
      return titled
    }
    return [RouterAlertButton(title: "OK", role: .cancel, action: nil)]
  }
}
