/// What a presenter that routed expecting a result receives: exactly one delivery per route.
///
/// ```swift
/// router.routeTo(.pickQuantity, as: .sheet, expecting: Int.self) { result in
///   switch result {
///   case .value(let quantity): print("picked", quantity)
///   case .cancelled(let reason): print("no quantity:", reason)
///   }
/// }
/// ```
public enum RouteResult<Value: Sendable>: Sendable {
  /// The presented screen finished with this value.
  case value(Value)
  /// The presented screen left any other way, for this reason.
  case cancelled(DismissReason)

  /// The value, or `nil` when cancelled.
  public var value: Value? {
    if case .value(let value) = self { return value }
    return nil
  }
}

extension RouteResult: Equatable where Value: Equatable {}
