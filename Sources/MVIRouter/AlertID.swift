/// The identity of one presented alert.
///
/// ```swift
/// let id = routerEvents.presentAlert(.defaultAlert(title: "Saved", message: nil))
/// print(routerEvents.state.visibleAlert?.id == id)
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

  /// The numbers an id read from outside (a saved state, a link) may have: 1 through
  /// 2^53 − 1, which every JSON reader holds exactly. A router renews restored ids outside this
  /// range, and ``NavigationState/validate()`` reports them.
  ///
  /// ```swift
  /// print(AlertID.validRawValues.contains(Int.max))
  /// ```
  ///
  /// Prints `false`.
  public static let validRawValues: ClosedRange<Int> = 1...9_007_199_254_740_991

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
