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
    let id = state.nextID
    state.nextID += 1
    let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
    state.continuations[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in
        let removed = self?.state.continuations.removeValue(forKey: id)
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
    // One access per observer called: the next one is found after the last one's id, so
    // observers cancelled or added by an observer are seen as they are now.
    while let observer = state.observer(after: last, before: mark) {
      observer.body(event)
      last = observer.id
    }
    if state.hasStreams { yield(event, before: mark) }
  }

  /// Sends an event as ``send(_:before:)`` does, with one access per observer called (and one
  /// when none is), which also says whether streams hear it, whether anything listens and
  /// whether another observer follows: none is asked for after the last one, since observers
  /// added meanwhile hear from the next transaction on and cancelled ones are never found.
  ///
  /// - Parameter mark: The id the next observer got when the delivery began (its router keeps
  ///   it: see ``RouterCore/observerMark``).
  /// - Returns: Whether an observer or a stream was attached when the last observer was found
  ///   (an observer that cancels itself leaves this `true` until the next event finds none:
  ///   the next transaction is then recorded for no one, which changes nothing it delivers).
  @inlinable func send(_ event: Event, marked mark: Int) -> Bool {
    var last = -1
    var listens = false
    var streams = false
    var more = true
    while more,
      let observer = state.step(
        after: last, before: mark, listens: &listens, streams: &streams, more: &more)
    {
      observer.body(event)
      last = observer.id
    }
    if streams { yield(event, before: mark) }
    return listens
  }

  /// Hands `event` to the streams made before `mark`. Out of line: its generic buffers would
  /// otherwise be set up on every `send`, streams or not.
  @inlinable @inline(never) func yield(_ event: Event, before mark: Int) {
    for (id, continuation) in state.continuations where id < mark { continuation.yield(event) }
  }

  // Isolated, as the hub is: the streams end when the last reference goes on the main actor.
  isolated deinit {
    for continuation in state.continuations.values { continuation.finish() }
  }
}

/// The observers and streams of an ``EventHub``, as one value.
@usableFromInline
struct HubState<Event: Sendable> {
  /// The observers, by rising id.
  @usableFromInline var observers: [(id: Int, body: (Event) -> Void)] = []
  @usableFromInline var continuations: [Int: AsyncStream<Event>.Continuation] = [:]
  @usableFromInline var nextID = 0

  @inlinable init() {}

  @inlinable var isEmpty: Bool { observers.isEmpty && continuations.isEmpty }

  @inlinable var hasStreams: Bool { !continuations.isEmpty }

  @inlinable mutating func add(_ observer: @escaping (Event) -> Void) -> Int {
    let id = nextID
    nextID += 1
    observers.append((id, observer))
    return id
  }

  /// Removes the observer `id` and returns its closure (to release after the access).
  @inlinable mutating func remove(_ id: Int) -> ((Event) -> Void)? {
    let index = slot(after: id - 1)
    guard index < observers.count, observers[index].id == id else { return nil }
    return observers.remove(at: index).body
  }

  /// The next observer after `id` and before `mark`, and, in `listens`, whether anything is
  /// attached (with `streams`: whether streams are), for the sender to know when there is none,
  /// and in `more` whether another observer before `mark` follows it.
  /// (The observer is returned as ``observer(after:before:)`` returns it: a closure inside a
  /// value of the hub's generic type would be handed over through a thunk, an allocation.)
  @inlinable func step(
    after id: Int, before mark: Int, listens: inout Bool, streams: inout Bool, more: inout Bool
  ) -> (id: Int, body: (Event) -> Void)? {
    listens = !isEmpty
    streams = hasStreams
    let index = id < 0 ? 0 : slot(after: id)
    guard index < observers.count, observers[index].id < mark else { return nil }
    more = index + 1 < observers.count && observers[index + 1].id < mark
    return observers[index]
  }

  /// The first observer whose id is greater than `id` and smaller than `mark`.
  @inlinable func observer(after id: Int, before mark: Int) -> (id: Int, body: (Event) -> Void)? {
    let index = id < 0 ? 0 : slot(after: id)
    guard index < observers.count, observers[index].id < mark else { return nil }
    return observers[index]
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
