extension RouterEvents {
  public func observe(_ observer: @escaping (RouterEvent<Screen, Alert>) -> Void)
    -> RouterSubscription
  {
    let id = hub.add(observer)
    core.observerAdded(nextID: id + 1)
    return hub.subscription(for: id)
  }

  public func events() -> AsyncStream<RouterEvent<Screen, Alert>> {
    let stream = hub.stream()
    core.observerAdded(nextID: hub.mark)
    return stream
  }
}
