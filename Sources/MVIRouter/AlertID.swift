/// The identity of one presented alert.
///
/// ```swift
/// let id = router.presentAlert(.defaultAlert(title: "Saved", message: nil))
/// print(router.state.visibleAlert?.id == id)
/// ```
///
/// Prints `true`.
public struct AlertID: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  /// The number behind the id.
  public let rawValue: Int

  /// Creates an id from its number.
  ///
  /// - Parameter rawValue: The number behind the id.
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `!` and the number, e.g. `!2`.
  public var description: String { "!\(rawValue)" }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(Int.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
