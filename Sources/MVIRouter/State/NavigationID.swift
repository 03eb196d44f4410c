/// The identity of one presentation: a route (``RouteID``) or an alert (``AlertID``).
///
/// A router hands out ids in increasing order and never reuses one, so an id names one
/// presentation for the router's whole life. `Tag` only keeps the kinds apart: a ``RouteID``
/// cannot be passed where an ``AlertID`` is expected, and it prints with its own mark.
///
/// ```swift
/// let route = RouteID(rawValue: 3)
/// let alert = AlertID(rawValue: 2)
/// print(route, alert, route < RouteID(rawValue: 4))
/// ```
///
/// Prints `#3 !2 true`.
///
/// Saved, an id is its number: `3`, not `{"rawValue": 3}`.
public struct NavigationID<Tag: NavigationIDTag>: Hashable, Sendable, Comparable,
  CustomStringConvertible
{
  /// The number behind the id; ids of one router grow with every presentation it makes.
  public let rawValue: Int

  /// Creates an id from its number.
  ///
  /// ```swift
  /// print(RouteID(rawValue: 7))
  /// ```
  ///
  /// Prints `#7`.
  ///
  /// - Parameter rawValue: The number behind the id.
  @inlinable public init(rawValue: Int) { self.rawValue = rawValue }

  /// The numbers an id read from outside (a saved state, a link) may have: 1 through
  /// 2^53 − 1, which every JSON reader holds exactly. A router renews restored ids outside this
  /// range, and ``NavigationState/validate()`` reports them.
  ///
  /// ```swift
  /// print(RouteID.validRawValues.contains(Int.max))
  /// ```
  ///
  /// Prints `false`.
  @inlinable package static var validRawValues: ClosedRange<Int> { 1...9_007_199_254_740_991 }

  /// The numbers a router keeps when it restores an id: the valid ones that leave 2^32 ids after
  /// them, so that every id the router hands out later is valid too. A restored id above them
  /// is renewed like a colliding one.
  @inlinable static var keptRawValues: ClosedRange<Int> {
    validRawValues.lowerBound...(validRawValues.upperBound - (1 << 32))
  }

  @inlinable public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }

  @inlinable public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The tag's mark and the number: `#3` for a route, `!2` for an alert.
  public var description: String { "\(Tag.mark)\(rawValue)" }
}

/// The kind of presentation a ``NavigationID`` names; it only keeps the kinds apart.
///
/// The library has two: ``RouteTag`` (ids print as `#3`) and ``AlertTag`` (ids print as `!2`).
///
/// ```swift
/// print(NavigationID<RouteTag>(rawValue: 3), NavigationID<AlertTag>(rawValue: 3))
/// ```
///
/// Prints `#3 !3`.
public protocol NavigationIDTag: Sendable {}

extension NavigationIDTag {
  /// What an id of this kind prints before its number: `!` for an alert, `#` for a route.
  package static var mark: String { self == AlertTag.self ? "!" : "#" }
}

/// The tag of ``RouteID``: an id that names a presented route, printed `#` and its number.
///
/// ```swift
/// print(NavigationID<RouteTag>(rawValue: 3))
/// ```
///
/// Prints `#3`.
public enum RouteTag: NavigationIDTag {}

/// The identity of one presented route, stable for as long as the route is presented.
///
/// Every `routeTo` returns the id of the route it creates, so a presenter can later close
/// exactly that route.
///
/// ```swift
/// let id = routerEvents.routeTo(.edit, as: .sheet)
/// print(id)
/// routerEvents.close(id)
/// ```
///
/// Prints `#1` in a new router.
public typealias RouteID = NavigationID<RouteTag>

/// The tag of ``AlertID``: an id that names a presented alert, printed `!` and its number.
///
/// ```swift
/// print(NavigationID<AlertTag>(rawValue: 2))
/// ```
///
/// Prints `!2`.
public enum AlertTag: NavigationIDTag {}

/// The identity of one presented alert.
///
/// ```swift
/// let id = routerEvents.presentAlert(.saved)
/// print(routerEvents.state.visibleAlert?.id == id)
/// ```
///
/// Prints `true`.
public typealias AlertID = NavigationID<AlertTag>
