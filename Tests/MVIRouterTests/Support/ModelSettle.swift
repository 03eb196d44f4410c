/// Plays a reference model's side of a delivery, as every router kind does it: what the
/// callbacks of a transaction ask for waits until that transaction is delivered (and its
/// closures released), then each change is applied in order, first in first out, as a
/// transaction of its own, decided against the state it meets, whose callbacks may ask for more.
///
/// The one `settle` of the model-based harnesses: each says how a transaction of its model
/// ends and how a change is applied; the order is this function's.
///
/// ```swift
/// var queue: [GuardedModel.Pending] = []
/// settleModel(
///   endingEach: { model.endTransaction(); queue += model.takeRequests() },
///   next: { queue.isEmpty ? nil : queue.removeFirst() },
///   apply: { _ = model.apply($0) })
/// ```
///
/// - Parameters:
///   - endTransaction: Ends the transaction just applied (the operation's own first): releases
///     what it released, and queues what its callbacks asked for.
///   - next: Takes the next change waiting, or `nil` when none waits.
///   - apply: Applies one change as one transaction.
func settleModel<Change>(
  endingEach endTransaction: () -> Void, next: () -> Change?, apply: (Change) -> Void
) {
  endTransaction()
  while let change = next() {
    apply(change)
    endTransaction()
  }
}
