/// Where a router's events go: its observers and its streams. One hub type serves a
/// ``RouterEvents`` and a ``TabbedRouterEvents`` (a ``ScopedRouterEvents`` observes through its
/// app router's hub, mapping the events), so observing, streams and their ends follow one set of
/// rules:
///
/// - observers hear events in the order they were added;
/// - an observer or stream added while a transaction is delivered hears from the next
///   transaction on (`mark` before delivering, `send(_:before:)` for each event);
/// - a cancelled observer hears nothing more, even of an event being delivered;
/// - the streams end when the hub (with its router) is released.
@MainActor
@usableFromInline
final class EventHub<Event: Sendable> {
  // Re-entrancy: every access to these properties is instantaneous — nothing of the app runs
  // while one lasts. `send` reads one observer at a time and calls it after the read ends; a
  // cancellation removes its observer in one access and releases the closure (which may run a
  // deinit that cancels or adds observers, or routes) only after that access has ended.
  @usableFromInline var observers: [(id: Int, body: (Event) -> Void)] = []
  @usableFromInline var continuations: [Int: AsyncStream<Event>.Continuation] = [:]
  @usableFromInline var nextID = 0

  init() {}

  /// Whether nothing listens: no observer, no stream.
  @inlinable var isEmpty: Bool { observers.isEmpty && continuations.isEmpty }

  /// The id the next observer or stream gets: those added from now on have this id or more.
  @inlinable var mark: Int { nextID }

  /// Adds an observer and returns its id.
  @discardableResult
  func add(_ observer: @escaping (Event) -> Void) -> Int {
    let id = nextID
    nextID += 1
    observers.append((id, observer))
    return id
  }

  /// A subscription that removes the observer `id` when cancelled or released.
  func subscription(for id: Int) -> RouterSubscription {
    RouterSubscription { [weak self] in self?.remove(id) }
  }

  /// Removes the observer `id`; its closure is released after the removal, so a deinit it
  /// runs may use the hub again.
  func remove(_ id: Int) {
    let index = slot(after: id - 1)
    guard index < observers.count, observers[index].id == id else { return }
    let removed = observers.remove(at: index)
    _ = removed
  }

  /// The index of the first observer whose id is greater than `id` (observers keep rising ids).
  @inlinable func slot(after id: Int) -> Int {
    var low = 0
    var high = observers.count
    while low < high {
      let middle = low + (high - low) / 2
      if observers[middle].id <= id { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// A new stream of every event from now on.
  func stream() -> AsyncStream<Event> {
    let id = nextID
    nextID += 1
    let (stream, continuation) = AsyncStream.makeStream(
      of: Event.self)
    continuations[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.continuations[id] = nil }
    }
    return stream
  }

  /// Sends an event to the observers and streams added before `mark`, observers in order. An
  /// observer cancelled meanwhile (by an observer called before it) hears nothing more, not even
  /// this event; one added meanwhile hears from the next transaction on.
  @inlinable func send(_ event: Event, before mark: Int) {
    var index = 0
    while index < observers.count {
      let observer = observers[index]
      guard observer.id < mark else { break }
      observer.body(event)
      // Observers before this one may have been cancelled: the next is the first after its id.
      index =
        index < observers.count && observers[index].id == observer.id
        ? index + 1 : slot(after: observer.id)
    }
    if !continuations.isEmpty { yield(event, before: mark) }
  }

  /// Hands `event` to the streams made before `mark`. Out of line: its generic buffers would
  /// otherwise be set up on every `send`, streams or not.
  @inlinable @inline(never) func yield(_ event: Event, before mark: Int) {
    for (id, continuation) in continuations where id < mark { continuation.yield(event) }
  }

  deinit {
    for continuation in continuations.values { continuation.finish() }
  }
}
