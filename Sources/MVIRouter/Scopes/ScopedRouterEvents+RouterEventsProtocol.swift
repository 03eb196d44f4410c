extension ScopedRouterEvents: RouterEventsProtocol {
  @discardableResult
  @inlinable func submit(_ request: RouterRequest) -> RouterOutcome {
    specialized.submit(self, request)
  }

  @inlinable func makeID<Tag: NavigationIDTag>() -> NavigationID<Tag> {
    NavigationID(rawValue: specialized.makeID(self, Tag.self == AlertTag.self))
  }

  @usableFromInline func observe(_ observer: @escaping (RouterEvent<Screen, Alert>) -> Void)
    -> RouterSubscription
  {
    specialized.observe(self, observer)
  }

  @usableFromInline func events() -> AsyncStream<RouterEvent<Screen, Alert>> {
    let (stream, continuation) = AsyncStream.makeStream(of: RouterEvent<Screen, Alert>.self)
    // The stream ends when the app's router is released (its observers go with it), as a
    // stream of the app's router does.
    let finisher = StreamFinisher(continuation)
    let subscription = observe { finisher.continuation.yield($0) }
    continuation.onTermination = { _ in
      Task { @MainActor in subscription.cancel() }
    }
    return stream
  }

  /// A batch of the feature's operations is a batch of the app's router.
  @discardableResult
  @inlinable func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    try parent.perform(body)
  }
}

/// Finishes a scoped router's stream when the app's router releases its observer.
final class StreamFinisher<Element: Sendable> {
  let continuation: AsyncStream<Element>.Continuation

  init(_ continuation: AsyncStream<Element>.Continuation) { self.continuation = continuation }

  deinit { continuation.finish() }
}
