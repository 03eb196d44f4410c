extension ScopedRouterEvents: RouterEventsProtocol {
  @discardableResult
  @inlinable public func submit(_ request: RouterRequest) -> RouterOutcome {
    operations.submit(request)
  }

  @inlinable public func makeID<Tag: NavigationIDTag>() -> NavigationID<Tag> {
    if Tag.self == AlertTag.self {
      return NavigationID(rawValue: operations.makeAlertID().rawValue)
    }
    return NavigationID(rawValue: operations.makeRouteID().rawValue)
  }

  public func observe(_ observer: @escaping (RouterEvent<Screen, Alert>) -> Void)
    -> RouterSubscription
  {
    operations.observe(observer)
  }

  public func events() -> AsyncStream<RouterEvent<Screen, Alert>> {
    let (stream, continuation) = AsyncStream.makeStream(of: RouterEvent<Screen, Alert>.self)
    // The stream ends when the app's router is released (its observers go with it), as a
    // stream of the app's router does.
    let finisher = StreamFinisher(continuation)
    let subscription = operations.observe { finisher.continuation.yield($0) }
    continuation.onTermination = { _ in
      Task { @MainActor in subscription.cancel() }
    }
    return stream
  }

  @discardableResult
  @inlinable public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
    operations.beginBatch()
    defer { operations.endBatch() }
    return try body()
  }
}

/// Finishes a scoped router's stream when the app's router releases its observer.
final class StreamFinisher<Element: Sendable> {
  let continuation: AsyncStream<Element>.Continuation

  init(_ continuation: AsyncStream<Element>.Continuation) { self.continuation = continuation }

  deinit { continuation.finish() }
}
