/// The identity of one presented route, stable for as long as the route is presented.
///
/// Every `routeTo` returns the id of the route it creates, so a presenter can later dismiss
/// exactly that route, and the presented screen can finish it with a result.
///
/// ```swift
/// let id = routerEvents.routeTo(.edit, as: .sheet)
/// routerEvents.dismiss(id)
/// ```
public struct RouteID: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  /// The number behind the id; ids of one router grow with every route it presents.
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
  /// print(RouteID.validRawValues.contains(Int.max))
  /// ```
  ///
  /// Prints `false`.
  public static let validRawValues: ClosedRange<Int> = 1...9_007_199_254_740_991

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `#` and the number, e.g. `#3`.
  public var description: String { "#\(rawValue)" }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(Int.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
