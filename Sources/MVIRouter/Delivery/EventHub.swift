/// Where a router's events go: its observers and its streams. One hub type serves a
/// ``RouterEvents`` and a ``TabbedRouterEvents`` (a ``ScopedRouterEvents`` observes through its
/// app router's hub, mapping the events), so observing, streams and their ends follow one set of
/// rules:
///
/// - observers hear events in the order they were added;
/// - an observer or stream added while a transaction is delivered hears from the next
///   transaction on (`mark` before delivering, `send(_:before:)` for each event);
/// - a cancelled observer hears nothing from the next event on;
/// - the streams end when the hub (with its router) is released.
@MainActor
@usableFromInline
final class EventHub<Event: Sendable> {
  // Exclusivity: the properties opt out of dynamic exclusivity checks, which would cost more than
  // the delivery of an event to one observer. Safe: the class is confined to the main actor, and
  // no access spans a call out of it — `send` reads the observers into a local snapshot before it
  // calls any of them, so an observer that adds or cancels an observer (mutating `observers`)
  // never overlaps an access in progress.
  @exclusivity(unchecked) @usableFromInline var observers: [(id: Int, body: (Event) -> Void)] = []
  @exclusivity(unchecked) @usableFromInline var continuations:
    [Int: AsyncStream<Event>.Continuation] = [:]
  @exclusivity(unchecked) @usableFromInline var nextID = 0

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
    RouterSubscription { [weak self] in self?.observers.removeAll { $0.id == id } }
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

  /// Sends an event to the observers and streams added before `mark`, observers in order.
  @inlinable func send(_ event: Event, before mark: Int) {
    if observers.count == 1 {
      // One observer (as every host attaches): no snapshot to take.
      let observer = observers[0]
      if observer.id < mark { observer.body(event) }
    } else if !observers.isEmpty {
      // A snapshot: an observer cancelled by an observer stops hearing from the next event on.
      let current = observers
      var next = 0
      while next < current.count, current[next].id < mark {
        current[next].body(event)
        next += 1
      }
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
