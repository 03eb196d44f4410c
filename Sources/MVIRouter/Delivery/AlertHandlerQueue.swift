/// The handlers of presented alerts, in the order of their ids.
///
/// Alert ids are handed out in increasing order and alerts leave mostly from the front (the
/// visible one is answered), so handlers sit in an array with a head index: adding one and taking
/// the front one cost O(1), taking another (its alert left with its owner) is a binary search.
/// No hashing, and no allocation once the array has grown.
@MainActor
@usableFromInline
struct AlertHandlerQueue<Action: Hashable & Sendable> {
  @usableFromInline var ids: [AlertID] = []
  /// Each handler wrapped in a struct: a bare closure stored in an array is reabstracted (an
  /// allocation) on the way in and again on the way out.
  @usableFromInline var handlers: [Handler?] = []

  @usableFromInline struct Handler {
    @usableFromInline let call: AlertHandler<Action>
    @inlinable init(_ call: AlertHandler<Action>) { self.call = call }
  }
  @usableFromInline var head = 0
  @usableFromInline var live = 0

  @inlinable init() {}

  @inlinable var isEmpty: Bool { live == 0 }

  /// Adds the handler of a new alert.
  @inlinable mutating func add(_ id: AlertID, _ handler: AlertHandler<Action>) {
    if let last = ids.last, last > id {
      // Out of order (not produced by a router, kept correct all the same).
      let index = insertionIndex(of: id)
      ids.insert(id, at: index)
      handlers.insert(Handler(handler), at: index)
    } else {
      ids.append(id)
      handlers.append(Handler(handler))
    }
    live += 1
  }

  /// Takes the handler of an alert that left, if it has one.
  @inlinable mutating func take(_ id: AlertID) -> AlertHandler<Action>? {
    guard live > 0 else { return nil }
    let index: Int
    if ids[head] == id {
      index = head
    } else {
      let found = insertionIndex(of: id)
      guard found < ids.count, ids[found] == id else { return nil }
      index = found
    }
    guard let handler = handlers[index] else { return nil }
    handlers[index] = nil
    live -= 1
    if live == 0 {
      // Emptied from the end, keeping the capacity (cheaper than `removeAll` for a few).
      while !ids.isEmpty {
        ids.removeLast()
        handlers.removeLast()
      }
      head = 0
    } else {
      while handlers[head] == nil { head += 1 }
      if head >= 32 && head * 2 >= ids.count {
        ids.removeSubrange(..<head)
        handlers.removeSubrange(..<head)
        head = 0
      }
    }
    return handler.call
  }

  /// The first index from `head` whose id is not less than `id`.
  @inlinable func insertionIndex(of id: AlertID) -> Int {
    var low = head
    var high = ids.count
    while low < high {
      let middle = low + (high - low) / 2
      if ids[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// How an alert's handler hears the chosen button.
@usableFromInline
enum AlertHandler<Action: Hashable & Sendable> {
  /// An app's handler: called with the chosen button's action value, and not for a button
  /// without one (the implicit "OK").
  case action((Action) -> Void)
  /// A scoped router's: called with the chosen button, which it maps to the feature's action.
  case button((RouterAlertButton<Action>) -> Void)

  /// Calls the handler for the chosen `button`.
  @inlinable func callAsFunction(_ button: RouterAlertButton<Action>) {
    switch self {
    case .action(let handler): if let action = button.action { handler(action) }
    case .button(let handler): handler(button)
    }
  }
}
