/// An observation made with ``RouterEventsProtocol/observe(_:)``: it lasts while you keep it.
///
/// The observation ends when you call ``cancel()`` or release the subscription, whichever comes
/// first; the observer closure, and everything it captured, is released then (cancelled while
/// its router delivers events, once that delivery has passed it, before the router's call that
/// delivers returns). Keep it in a property of the object that observes, so the observation
/// lives exactly as long as that object. To observe for the router's whole life, keep it in a
/// property of the router's owner.
///
/// ```swift
/// let subscription = routerEvents.observe { event in print(event) }
/// routerEvents.routeTo(.detail(id: 1), as: .push)
/// subscription.cancel()
/// routerEvents.pop()
/// ```
///
/// Prints `routed push detail(id: 1)` only.
@MainActor
public final class RouterSubscription {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

  /// Ends the observation now. Calling it again, or after the router is gone, does nothing.
  ///
  /// ```swift
  /// let subscription = routerEvents.observe { event in print(event) }
  /// subscription.cancel()
  /// routerEvents.routeTo(.detail(id: 1), as: .push)
  /// ```
  ///
  /// Prints nothing.
  public func cancel() {
    let onCancel = onCancel
    self.onCancel = nil
    onCancel?()
  }

  // Isolated, so a subscription released on the main actor (the usual case) ends its observation
  // at once: the observer hears nothing after the last reference goes. Released elsewhere, it ends
  // when the main actor runs the deinit.
  isolated deinit { cancel() }
}
