import Observation

/// Holds a screen's intent and its observable model, and tells a host when to re-render.
///
/// The View sends events to `intent`; the intent updates `model`; the host reads `model` to draw
/// and calls ``observe(_:)`` to hear about changes. Built on Observation, so it works wherever
/// Swift does.
///
/// ```swift
/// @Observable @MainActor final class CounterModel { var count = 0 }
/// @MainActor final class CounterIntent {
///   let model: CounterModel
///   init(model: CounterModel) { self.model = model }
///   func tapped() { model.count += 1 }
/// }
///
/// let model = CounterModel()
/// let container = MVIContainer(intent: CounterIntent(model: model), model: model)
/// let subscription = container.observe { model in print("count:", model.count) }
/// container.intent.tapped()
/// ```
///
/// Prints `count: 0` at once, and `count: 1` once the main actor runs the update (as long as
/// `subscription` is kept).
@MainActor
public final class MVIContainer<Intent, Model: AnyObject & Observable> {
  /// The screen's intent: the View sends it events.
  public let intent: Intent
  /// The screen's model: the View shows it.
  public let model: Model

  /// Whether one observation still renders.
  @MainActor private final class Token {
    var isActive = true
  }

  /// Creates a container.
  ///
  /// - Parameters:
  ///   - intent: The screen's intent.
  ///   - model: The screen's model, which the intent updates.
  public init(intent: Intent, model: Model) {
    self.intent = intent
    self.model = model
  }

  /// Calls `render` now, and again after each change to anything it read from the model, while
  /// you keep the returned subscription.
  ///
  /// Rendering stops when the subscription is cancelled or released, or the container is
  /// released; keep the subscription in the host's screen object. Several observations can run
  /// at once; each re-renders on the main actor after the change.
  ///
  /// ```swift
  /// let model = CounterModel()
  /// let container = MVIContainer(intent: CounterIntent(model: model), model: model)
  /// let subscription = container.observe { model in print("count:", model.count) }
  /// subscription.cancel()
  /// container.intent.tapped()
  /// ```
  ///
  /// Prints `count: 0` only.
  ///
  /// - Parameter render: Reads the model and draws it.
  /// - Returns: The subscription; rendering goes on while it is kept and not cancelled.
  public func observe(_ render: @escaping @MainActor (Model) -> Void) -> RouterSubscription {
    let token = Token()
    track(render, token: token)
    return RouterSubscription { token.isActive = false }
  }

  private func track(_ render: @escaping @MainActor (Model) -> Void, token: Token) {
    guard token.isActive else { return }
    withObservationTracking {
      render(model)
    } onChange: { [weak self] in
      Task { @MainActor in self?.track(render, token: token) }
    }
  }
}
