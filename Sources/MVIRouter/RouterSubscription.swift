/// A registration made with ``RouterEvents/observe(_:)``; cancel it to stop receiving events.
///
/// ```swift
/// let subscription = router.observe { event in print(event) }
/// router.routeTo(.detail(id: 1), as: .push)
/// subscription.cancel()
/// router.pop()
/// ```
///
/// Prints `routed push detail(id: 1)` only.
@MainActor
public final class RouterSubscription {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

  /// Stops the deliveries. Calling it again does nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }
}
