/// One button of an alert: a title and a role.
///
/// Buttons are plain values, so the button a user chose can be reported to the screen that
/// presented the alert, recorded in an event and asserted in a test.
///
/// ```swift
/// let actions: [RouterAlertAction] = [
///   .init(title: "Delete", role: .destructive),
///   .cancel(),
/// ]
/// print(actions.map(\.title))
/// ```
///
/// Prints `["Delete", "Cancel"]`.
public struct RouterAlertAction: Hashable, Sendable, Codable, CustomStringConvertible {
  /// What a button does, which a host may show differently.
  public enum Role: String, Hashable, Sendable, Codable {
    /// A button that leaves things as they were; Esc chooses it.
    case cancel
    /// A button that destroys something.
    case destructive
  }

  /// The text on the button.
  public var title: String
  /// The button's role; `nil` for an ordinary button.
  public var role: Role?

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - title: The text on the button.
  ///   - role: The button's role; `nil` for an ordinary button.
  public init(title: String, role: Role? = nil) {
    self.title = title
    self.role = role
  }

  /// A button with the `cancel` role.
  ///
  /// - Parameter title: The text on the button, "Cancel" unless given.
  public static func cancel(_ title: String = "Cancel") -> Self {
    Self(title: title, role: .cancel)
  }

  /// A button with the `destructive` role.
  ///
  /// - Parameter title: The text on the button.
  public static func destructive(_ title: String) -> Self {
    Self(title: title, role: .destructive)
  }

  /// The button's title.
  public var description: String { title }

  /// The button an alert gets when its router gives none.
  @usableFromInline static var implicitOK: Self { Self(title: "OK", role: .cancel) }

  /// The default buttons: one "OK" with the cancel role (shared, so presenting an alert with
  /// them allocates nothing).
  @usableFromInline static let okOnly: [RouterAlertAction] = [implicitOK]

  /// The default buttons as seed alert buttons (shared, like ``okOnly``).
  @usableFromInline static let okButtons: [RouterAlertButton<RouterAlertAction>] = [
    RouterAlertButton(implicitOK)
  ]
}
