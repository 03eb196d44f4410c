extension RouterEvents {
  public func observe(_ observer: @escaping (RouterEvent<Screen, Alert>) -> Void)
    -> RouterSubscription
  {
    core.current.outbox.recordsNotifications = true
    return hub.subscription(for: hub.add(observer))
  }

  public func events() -> AsyncStream<RouterEvent<Screen, Alert>> {
    core.current.outbox.recordsNotifications = true
    return hub.stream()
  }
}
