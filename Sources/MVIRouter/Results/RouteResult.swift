/// What a presenter that routed expecting a result receives: exactly one delivery per route.
///
/// A presenter's handler gets it typed (`RouteResult<Int>`); a ``RouterEvent/result(_:_:)``
/// event, the router-level ``RouterPolicy/onResult(_:of:presenter:)`` hook and test
/// expectations get `RouteResult<RouterResultValue>`, which holds the value itself and compares
/// it with `==`.
///
/// ```swift
/// routerEvents.routeTo(.quantity, as: .sheet, expecting: Int.self) { result in
///   switch result {
///   case .value(let quantity): print("picked", quantity)
///   case .cancelled(let reason): print("no quantity:", reason)
///   }
/// }
/// ```
public enum RouteResult<Value: Sendable>: Sendable, CustomStringConvertible {
  /// The presented screen finished with this value.
  case value(Value)
  /// The presented screen left any other way, for this reason.
  case cancelled(DismissReason)

  /// The value, or `nil` when cancelled.
  public var value: Value? {
    if case .value(let value) = self { return value }
    return nil
  }

  /// `3` for a value (an optional prints `3` or `nil`), `cancelled (userBack)` for a
  /// cancellation.
  public var description: String {
    switch self {
    case .value(let value): RouterResultValue(value).description
    case .cancelled(let reason): "cancelled (\(reason))"
    }
  }
}

extension RouteResult: Equatable where Value: Equatable {}
extension RouteResult: Hashable where Value: Hashable {}
