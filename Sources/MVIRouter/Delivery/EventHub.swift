/// Where a tab container's events go: its observers and its streams, kept as a ``HubState``,
/// the same value a ``RouterEvents`` keeps inside its ``RouterCore`` (a ``ScopedRouterEvents``
/// observes through its app router's, mapping the events), so observing, streams and their ends
/// follow one set of rules:
///
/// - observers hear events in the order they were added;
/// - an observer or stream added while a transaction is delivered hears from the next
///   transaction on (`mark` before delivering, `send(_:before:)` for each event);
/// - a cancelled observer hears nothing more, even of an event being delivered;
/// - the streams end when the hub (with its owner) is released.
@MainActor
@usableFromInline
final class EventHub<Event: Sendable> {
  // Its state is one value, read or changed in one access per step, and nothing of the app
  // runs while an access lasts: `send` reads the next observer in one access and calls it after
  // the access ends; a cancellation removes its observer in one access and releases the closure
  // (which may run a deinit that cancels or adds observers, or routes) after that access.
  @usableFromInline var state = HubState<Event>()

  init() {}

  /// Whether nothing listens: no observer, no stream.
  @inlinable var isEmpty: Bool { state.isEmpty }

  /// The id the next observer or stream gets: those added from now on have this id or more.
  @inlinable var mark: Int { state.nextID }

  /// Adds an observer and returns its id.
  @discardableResult
  func add(_ observer: @escaping (Event) -> Void) -> Int {
    state.add(observer)
  }

  /// A subscription that removes the observer `id` when cancelled or released.
  func subscription(for id: Int) -> RouterSubscription {
    RouterSubscription { [weak self] in self?.remove(id) }
  }

  /// Removes the observer `id`; its closure is released after the removal, so a deinit it
  /// runs may use the hub again.
  func remove(_ id: Int) {
    let removed = state.remove(id)
    _ = removed
  }

  /// A new stream of every event from now on.
  func stream() -> AsyncStream<Event> {
    let (id, stream, continuation) = state.addStream()
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in
        let removed = self?.state.removeStream(id)
        _ = removed
      }
    }
    return stream
  }

  /// Sends an event to the observers and streams added before `mark`, observers in order. An
  /// observer cancelled meanwhile (by an observer called before it) hears nothing more, not even
  /// this event; one added meanwhile hears from the next transaction on.
  @inlinable func send(_ event: Event, before mark: Int) {
    var last = -1
    var more = true
    // One access per observer called: the next one is found after the last one's id, so
    // observers cancelled or added by an observer are seen as they are now (none is asked for
    // after the last one before `mark`: those added meanwhile come after it).
    while more, let observer = state.step(after: last, before: mark, more: &more) {
      observer.body(event)
      last = observer.id
    }
    if state.hasStreams { HubState.yield(event, to: state.continuations, before: mark) }
  }

  // Isolated, as the hub is: the streams end when the last reference goes on the main actor.
  isolated deinit {
    let streams = state.continuations
    for continuation in streams.values { continuation.finish() }
  }
}

/// An observer as its hub keeps it: an id (rising in the order observers were added) and the
/// closure, both constant, so a delivery reads them from the observer it was handed without an
/// access to its router.
///
/// While the observer is attached, its hub holds it; a delivery that was handed it holds it too,
/// and nothing else ever does. So a delivery knows whether it was cancelled meanwhile without
/// asking the hub: it was when the delivery's reference is the only one left
/// (`isKnownUniquelyReferenced`), and its closure is then released by the delivery, after the
/// call out that cancelled it returned.
@usableFromInline
final class HubObserver<Event> {
  @usableFromInline let id: Int
  @usableFromInline let body: (Event) -> Void

  @inlinable init(id: Int, body: @escaping (Event) -> Void) {
    self.id = id
    self.body = body
  }
}

/// The observers and streams of a router (inside its ``RouterCore``) or of a tab container (in
/// its ``EventHub``), as one value.
@usableFromInline
struct HubState<Event: Sendable> {
  /// The observers, by rising id.
  @usableFromInline var observers: [HubObserver<Event>] = []
  @usableFromInline var continuations: [Int: AsyncStream<Event>.Continuation] = [:]
  @usableFromInline var nextID = 0

  @inlinable init() {}

  @inlinable var isEmpty: Bool { observers.isEmpty && continuations.isEmpty }

  @inlinable var hasStreams: Bool { !continuations.isEmpty }

  @inlinable mutating func add(_ observer: @escaping (Event) -> Void) -> Int {
    let id = nextID
    nextID += 1
    observers.append(HubObserver(id: id, body: observer))
    return id
  }

  /// Removes the observer `id` and returns it (to release after the access).
  @inlinable mutating func remove(_ id: Int) -> HubObserver<Event>? {
    let index = slot(after: id - 1)
    guard index < observers.count, observers[index].id == id else { return nil }
    return observers.remove(at: index)
  }

  /// A new stream, its continuation kept under a new id (the caller sets its termination, to
  /// remove it with ``removeStream(_:)``).
  @inlinable mutating func addStream() -> (
    id: Int, stream: AsyncStream<Event>, continuation: AsyncStream<Event>.Continuation
  ) {
    let id = nextID
    nextID += 1
    let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
    continuations[id] = continuation
    return (id, stream, continuation)
  }

  /// Removes the stream `id`, returning its continuation (to release after the access).
  @inlinable mutating func removeStream(_ id: Int) -> AsyncStream<Event>.Continuation? {
    continuations.removeValue(forKey: id)
  }

  /// The next observer after `id` and before `mark`, and, in `more`, whether another observer
  /// before `mark` follows it.
  @inlinable func step(after id: Int, before mark: Int, more: inout Bool) -> HubObserver<Event>? {
    let index = id < 0 ? 0 : slot(after: id)
    guard index < observers.count, observers[index].id < mark else { return nil }
    more = index + 1 < observers.count && observers[index + 1].id < mark
    return observers[index]
  }

  /// Hands `event` to the streams made before `mark`, from a copy of the hub's continuations
  /// (read in one access; no access lasts while they are handed the event). Out of line: its
  /// generic buffers would otherwise be set up on every delivery, streams or not.
  @inlinable @inline(never) static func yield(
    _ event: Event, to continuations: [Int: AsyncStream<Event>.Continuation], before mark: Int
  ) {
    for (id, continuation) in continuations where id < mark { continuation.yield(event) }
  }

  /// The index of the first observer whose id is greater than `id` (observers keep rising ids).
  @inlinable func slot(after id: Int) -> Int {
    if let first = observers.first, first.id > id { return 0 }
    var low = 0
    var high = observers.count
    while low < high {
      let middle = low + (high - low) / 2
      if observers[middle].id <= id { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
