/// The handlers of presented alerts, in the order of their ids.
///
/// Alert ids are handed out in increasing order and alerts leave mostly from the front (the
/// visible one is answered), so handlers sit in an array with a head index: adding one and taking
/// the front one cost O(1), taking another (its alert left with its owner) is a binary search.
/// No hashing, and no allocation once the array has grown. Each id sits beside its handler in
/// one entry, and a handler leaves by a move, so taking one retains and releases nothing.
///
/// The machine keeps it (``NavigationMachine/alertHandlers``) and moves a leaving alert's handler
/// into the outbox with the alert, as it moves a leaving route's slot: the router calls and
/// releases it there, after the access.
@usableFromInline
struct AlertHandlerQueue<Action: Hashable & Sendable> {
  /// One alert's id and its handler (`nil` once taken), side by side in one array.
  @usableFromInline struct Entry {
    @usableFromInline var id: AlertID
    /// Spelled `Optional<…>` so that it has no implicit `nil` initial value to replace.
    @usableFromInline var handler: Optional<AlertHandler<Action>>

    @inlinable init(id: AlertID, handler: consuming AlertHandler<Action>) {
      self.id = id
      self.handler = handler
    }
  }

  @usableFromInline var entries: [Entry] = []
  /// The index of the first entry that may still hold a handler.
  @usableFromInline var head = 0
  /// How many entries hold a handler.
  @usableFromInline var live = 0

  @inlinable init() {}

  @inlinable var isEmpty: Bool { live == 0 }

  /// Adds the handler of a new alert.
  @inlinable mutating func add(_ id: AlertID, _ handler: consuming AlertHandler<Action>) {
    if entries.isEmpty || entries[entries.count - 1].id < id {
      entries.append(Entry(id: id, handler: handler))
    } else {
      // Out of order (not produced by a router, kept correct all the same).
      entries.insert(Entry(id: id, handler: handler), at: insertionIndex(of: id))
    }
    live += 1
  }

  /// Takes the handler of an alert that left, if it has one: moved out where it stands.
  @inlinable mutating func take(_ id: AlertID) -> AlertHandler<Action>? {
    guard live > 0 else { return nil }
    let index: Int
    if entries[head].id == id {
      index = head
    } else {
      let found = insertionIndex(of: id)
      guard found < entries.count, entries[found].id == id else { return nil }
      index = found
    }
    guard let handler = entries[index].handler.take() else { return nil }
    live -= 1
    if live == 0 {
      // Emptied from the end, keeping the capacity (cheaper than `removeAll` for a few).
      while !entries.isEmpty { entries.removeLast() }
      head = 0
    } else {
      while entries[head].handler == nil { head += 1 }
      if head >= 32 && head * 2 >= entries.count {
        entries.removeSubrange(..<head)
        head = 0
      }
    }
    return handler
  }

  /// The first index from `head` whose id is not less than `id`.
  @inlinable func insertionIndex(of id: AlertID) -> Int {
    var low = head
    var high = entries.count
    while low < high {
      let middle = low + (high - low) / 2
      if entries[middle].id < id { low = middle + 1 } else { high = middle }
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
