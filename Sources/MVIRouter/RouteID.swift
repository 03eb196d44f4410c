/// The identity of one presented route, stable for as long as the route is presented.
///
/// Every `routeTo` returns the id of the route it creates, so a presenter can later dismiss
/// exactly that route, and the presented screen can finish it with a result.
///
/// ```swift
/// let id = router.routeTo(.edit, as: .sheet)
/// router.dismiss(id)
/// ```
public struct RouteID: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  /// The number behind the id; ids of one router grow with every route it presents.
  public let rawValue: Int

  /// Creates an id from its number.
  ///
  /// - Parameter rawValue: The number behind the id.
  public init(rawValue: Int) { self.rawValue = rawValue }

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
