extension RouterEvents {
  public func observe(_ observer: @escaping (RouterEvent<Screen, Alert>) -> Void)
    -> RouterSubscription
  {
    let id = core.observe(observer)
    return RouterSubscription { [weak self] in self?.removeObserver(id) }
  }

  public func events() -> AsyncStream<RouterEvent<Screen, Alert>> {
    let (id, stream, continuation) = core.addStream()
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.removeStream(id) }
    }
    return stream
  }

  /// Removes the observer `id`; its closure is released after the removal (and after the
  /// delivery that was handed it, if one is under way), so a deinit it runs may use the router.
  func removeObserver(_ id: Int) {
    let removed = core.hub.remove(id)
    _ = removed
  }

  /// Removes the stream `id` (it ended).
  func removeStream(_ id: Int) {
    let removed = core.hub.removeStream(id)
    _ = removed
  }
}
