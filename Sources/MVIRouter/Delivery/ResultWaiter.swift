/// Holds one route's result for a task that awaits it: the first delivery wins, and is kept
/// until the task asks for it (a route can finish before its task starts waiting).
@MainActor
final class ResultWaiter<Value: Sendable> {
  private var outcome: Result<Value, RouteCancelled>?
  private var continuation: CheckedContinuation<Result<Value, RouteCancelled>, Never>?
  private var isDelivered = false
  /// The route, once routed.
  var id: RouteID?
  /// Dismisses the route when the awaiting task is cancelled.
  let dismiss: (RouteID) -> Void

  init(dismiss: @escaping (RouteID) -> Void) { self.dismiss = dismiss }

  /// The route's one delivery (later ones are ignored): the value, or ``RouteCancelled``.
  func deliver(_ result: RouteResult<Value>) {
    guard !isDelivered else { return }
    isDelivered = true
    let outcome: Result<Value, RouteCancelled> =
      switch result {
      case .value(let value): .success(value)
      case .cancelled(let reason): .failure(RouteCancelled(id: id, reason: reason))
      }
    if let continuation {
      self.continuation = nil
      continuation.resume(returning: outcome)
    } else {
      self.outcome = outcome
    }
  }

  /// Waits for the delivery; called once, by the awaiting task.
  func wait() async -> Result<Value, RouteCancelled> {
    await withCheckedContinuation { continuation in
      if let outcome {
        self.outcome = nil
        continuation.resume(returning: outcome)
      } else {
        self.continuation = continuation
      }
    }
  }

  /// The awaiting task was cancelled: dismisses the route, whose delivery then says
  /// ``DismissReason/cancelled``; if the route could not be removed at once (the dismissal is
  /// queued, or a guard vetoes or defers it), the task gets that answer now all the same.
  func cancel() {
    guard !isDelivered, let id else { return }
    dismiss(id)
    deliver(.cancelled(.cancelled))
  }
}

/// Lives in a route's result handler; when the handler is released without having been called
/// (the route was never presented), tells the waiter so.
@MainActor
final class ResultHandlerRelease<Value: Sendable> {
  let waiter: ResultWaiter<Value>
  /// Set on the main actor when the handler is called.
  var wasCalled = false

  init(_ waiter: ResultWaiter<Value>) { self.waiter = waiter }

  // A deinit has exclusive access to the instance and both properties are `Sendable`, so
  // reading them here races with nothing (the last write happened before the last release).
  // The handler may in principle be released off the main actor (with the last reference to
  // its router), so the waiter is reached on the main actor, not here.
  deinit {
    guard !wasCalled else { return }
    Task { @MainActor [waiter] in waiter.deliver(.cancelled(.cancelled)) }
  }
}

/// Routes with `route` now (it gets the result handler and returns the route's id) and returns
/// the waiter that holds its result; `dismiss` removes the route if the wait is cancelled.
@MainActor
func routeWaiting<Value: Sendable>(
  _ type: Value.Type,
  route: (@escaping (RouteResult<Value>) -> Void) -> RouteID,
  dismiss: @escaping (RouteID) -> Void
) -> ResultWaiter<Value> {
  let waiter = ResultWaiter<Value>(dismiss: dismiss)
  let release = ResultHandlerRelease(waiter)
  waiter.id = route { result in
    release.wasCalled = true
    waiter.deliver(result)
  }
  return waiter
}

extension ResultWaiter {
  /// Waits for the result; cancelling the waiting task dismisses the route.
  func waitCancellingRoute() async throws(RouteCancelled) -> Value {
    try await withTaskCancellationHandler {
      await wait()
    } onCancel: {
      Task { @MainActor in self.cancel() }
    }.get()
  }
}

/// Routes with `route` now (it gets the result handler and returns the route's id) and returns
/// a task whose value is the route's result; cancelling the task removes the route with
/// `dismiss`.
@MainActor
package func startAwaitingRoute<Value: Sendable>(
  _ type: Value.Type,
  route: (@escaping (RouteResult<Value>) -> Void) -> RouteID,
  dismiss: @escaping (RouteID) -> Void
) -> Task<Value, any Error> {
  let waiter = routeWaiting(type, route: route, dismiss: dismiss)
  return Task { @MainActor in try await waiter.waitCancellingRoute() }
}

/// Routes with `route` and waits for the result; a task already cancelled routes nothing, and
/// cancelling the waiting task removes the route with `dismiss`.
@MainActor
package func awaitRouteResult<Value: Sendable>(
  _ type: Value.Type,
  route: (@escaping (RouteResult<Value>) -> Void) -> RouteID,
  dismiss: @escaping (RouteID) -> Void
) async throws(RouteCancelled) -> Value {
  guard !Task.isCancelled else { throw RouteCancelled(id: nil, reason: .cancelled) }
  return try await routeWaiting(type, route: route, dismiss: dismiss).waitCancellingRoute()
}

extension RouterEventsProtocol {
  /// Presents `screen` now and returns a task whose value is the route's result (the package's
  /// hosts and tests, which must see the route presented at once); cancelling the task
  /// dismisses the route with ``DismissReason/cancelled``. Apps await
  /// ``RouterEventsProtocol/route(to:as:options:expecting:)``.
  @discardableResult
  package func routeTo<Value: Sendable>(
    _ screen: Screen, as presentation: RouterScreenPresentationType? = nil,
    awaiting: Value.Type
  ) -> Task<Value, any Error> {
    startAwaitingRoute(Value.self) { deliver in
      routeTo(screen, as: presentation, expecting: Value.self, onResult: deliver)
    } dismiss: { [weak self] id in
      // Weak: the route's handler, kept by this router, holds this closure.
      self?.submit(RouterRequest(.cancelAwaited(id)))
    }
  }
}
