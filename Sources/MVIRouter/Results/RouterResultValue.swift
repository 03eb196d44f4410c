/// A result value as a ``RouterEvent/result(_:_:)`` event and the router-level result hook carry
/// it: any `Sendable` value, compared with `==` when its type is `Equatable`.
///
/// Two values are equal when they have the same type and that type's `==` says so; a value of a
/// type that is not `Equatable` equals another of the same type with the same description.
/// Values of different types are never equal, so an expectation of `.value("3")` does not match
/// a result of `3`. An optional prints its wrapped value or `nil`, never `Optional(3)`.
///
/// ```swift
/// let three = RouterResultValue(3)
/// print(three, three == RouterResultValue(3), three == RouterResultValue("3"))
/// print(three.value(as: Int.self) ?? 0)
/// print(RouterResultValue(Int?.none))
/// ```
///
/// Prints:
/// ```
/// 3 true false
/// 3
/// nil
/// ```
public struct RouterResultValue: Equatable, Sendable, CustomStringConvertible {
  /// The value itself.
  package let base: any Sendable

  /// Wraps a value.
  ///
  /// - Parameter base: The value; an optional is kept as it is and printed unwrapped.
  public init(_ base: any Sendable) {
    if let nested = base as? RouterResultValue {
      self = nested
    } else {
      self.base = base
    }
  }

  /// The value as `Value`, if it is one.
  ///
  /// ```swift
  /// let result = RouterResultValue(3)
  /// if let quantity = result.value(as: Int.self) { print("quantity", quantity) }
  /// ```
  ///
  /// - Parameter type: The type wanted.
  /// - Returns: The value, or `nil` when it has another type.
  public func value<Value>(as type: Value.Type) -> Value? { base as? Value }

  /// The value's description; an optional prints its wrapped value or `nil`.
  public var description: String { Self.describe(base) }

  /// Whether two values have the same type and are equal: by the type's `==` when it is
  /// `Equatable`, else by description.
  ///
  /// ```swift
  /// let three = RouterResultValue(3)
  /// print(three == RouterResultValue(3), three == RouterResultValue("3"))
  /// ```
  ///
  /// Prints `true false`.
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: Another value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard type(of: lhs.base) == type(of: rhs.base) else { return false }
    if let equal = Self.equal(lhs.base, rhs.base) { return equal }
    return lhs.description == rhs.description
  }

  /// `==` of the values when their type is `Equatable`, else `nil`.
  private static func equal(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return lhs.isEqual(to: rhs)
  }

  private static func describe(_ value: Any) -> String { PlainText.describe(value) }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
