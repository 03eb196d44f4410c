/// How a result reached a presenter, as recorded in a ``RouterEvent/result(_:_:)`` event.
///
/// The value is kept as its description, so events stay `Sendable` and comparable whatever the
/// result's type; the typed value goes to the presenter's handler.
///
/// ```swift
/// router.observeForever { event in print(event) }
/// let id = router.routeTo(.pickQuantity, as: .sheet, expecting: Int.self) { _ in }
/// router.finish(id, with: 3)
/// ```
///
/// Prints:
/// ```
/// routed sheet pickQuantity
/// dismissed sheet pickQuantity (finished)
/// result sheet pickQuantity: 3
/// ```
public enum ResultDelivery: Hashable, Sendable, CustomStringConvertible {
  /// The screen finished with a value; its description.
  case value(String)
  /// The screen left another way.
  case cancelled(DismissReason)

  /// `3` for a value, `cancelled (userBack)` for a cancellation.
  public var description: String {
    switch self {
    case .value(let value): value
    case .cancelled(let reason): "cancelled (\(reason))"
    }
  }
}
