/// Waits for one route's result on behalf of an awaiting task: resumes its continuation exactly
/// once, with the value, with ``RouteCancelled``, or, if the route's result handler is released
/// without a delivery (the route was never presented), with ``DismissReason/cancelled``.
@MainActor
final class ResultWaiter<Value: Sendable> {
  /// `nil` once resumed: the one place that says whether the task still waits.
  private var continuation: CheckedContinuation<Value, any Error>?
  /// The route, once routed.
  var id: RouteID?

  init(_ continuation: CheckedContinuation<Value, any Error>) {
    self.continuation = continuation
  }

  /// Whether the task still waits.
  var isWaiting: Bool { continuation != nil }

  /// The route's one delivery: resumes the task with the value, or throws the reason.
  func deliver(_ result: RouteResult<Value>) {
    guard let continuation else { return }
    self.continuation = nil
    switch result {
    case .value(let value): continuation.resume(returning: value)
    case .cancelled(let reason):
      continuation.resume(throwing: RouteCancelled(id: id, reason: reason))
    }
  }

  /// The task was cancelled: `dismiss` removes the route (whose delivery then resumes the
  /// task with ``DismissReason/cancelled``); if the route could not be removed at once (the
  /// dismissal is queued), the task resumes now all the same.
  func cancel(dismissing dismiss: (RouteID) -> Void) {
    guard isWaiting, let id else { return }
    dismiss(id)
    deliver(.cancelled(.cancelled))
  }

  // The waiter lives in the route's result handler only (the awaiting task keeps it weakly), so
  // this runs once the handler is released: after its delivery, or, if the route was never
  // presented, with the task still waiting. A deinit has exclusive access to the instance,
  // and both properties are `Sendable`, so reading them here races with nothing.
  deinit {
    continuation?.resume(throwing: RouteCancelled(id: id, reason: .cancelled))
  }
}

/// What the awaiting task's cancellation handler reaches: the waiter, once routed.
@MainActor
final class ResultWaitCancellation {
  var cancel: (() -> Void)?
}

/// Routes with `route`, which gets the result handler and returns the route's id, and waits for
/// the route's one delivery; `dismiss` removes the route when the task is cancelled.
@MainActor
package func awaitRouteResult<Value: Sendable>(
  _ type: Value.Type,
  route: (@escaping (RouteResult<Value>) -> Void) -> RouteID,
  dismiss: @escaping (RouteID) -> Void
) async throws -> Value {
  let cancellation = ResultWaitCancellation()
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { continuation in
      guard !Task.isCancelled else {
        continuation.resume(throwing: RouteCancelled(id: nil, reason: .cancelled))
        return
      }
      // Made before routing: an observer of the routing may finish the route at once.
      let waiter = ResultWaiter(continuation)
      waiter.id = route { result in waiter.deliver(result) }
      cancellation.cancel = { [weak waiter] in waiter?.cancel(dismissing: dismiss) }
    }
  } onCancel: {
    Task { @MainActor in cancellation.cancel?() }
  }
}
