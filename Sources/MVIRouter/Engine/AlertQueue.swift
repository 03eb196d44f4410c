/// The alerts of a ``NavigationState``: a FIFO queue whose first live entry is the visible alert.
///
/// Every operation costs O(what it adds or removes), whatever the queue's length:
/// - the visible alert leaves from the head in O(1) (the head index moves; the storage is
///   compacted only when the dead prefix is at least half of it, so compaction is amortized O(1));
/// - an alert that leaves with its owner is marked removed where it stands (a tombstone) and found
///   through its owner's list: each slot links to the next alert of the same owner by its
///   absolute position (`base` + storage index), which compaction never changes.
@usableFromInline
struct AlertQueue<Alert: RouterAlertScreenProtocol>: Sendable {
  @usableFromInline
  struct Slot: Sendable {
    /// The alert; `nil` once it has left (a tombstone). Spelled `Optional<…>` so that it has no
    /// implicit `nil` initial value, which the initializer would destroy (through the type's
    /// value witnesses) before storing the alert.
    @usableFromInline var alert: Optional<PresentedAlert<Alert>>
    /// The index in `routes` of the owning route; `-1` for the root.
    @usableFromInline var ownerIndex: Int
    /// The absolute position of the next alert with the same owner; `-1` for none.
    @usableFromInline var next: Int

    @inlinable init(alert: consuming PresentedAlert<Alert>, ownerIndex: Int) {
      self.alert = alert
      self.ownerIndex = ownerIndex
      self.next = -1
    }

    /// The button of this slot's alert that `choice` names. Mutating so that the slot is reached
    /// in place: a read of an array's element would copy the whole alert.
    @inlinable mutating func button(_ choice: AlertChoice<Alert.Action>)
      -> RouterAlertButton<Alert.Action>?
    {
      guard let index = choice.index(in: alert!.buttons) else { return nil }
      return alert!.buttons[index]
    }
  }

  @usableFromInline var slots: [Slot] = []
  /// The storage index of the first slot that may be live.
  @usableFromInline var head = 0
  /// The absolute position of `slots[0]`.
  @usableFromInline var base = 0
  /// How many alerts are live.
  @usableFromInline var count = 0

  @inlinable init() {}

  /// The visible alert.
  @inlinable var first: PresentedAlert<Alert>? {
    count == 0 ? nil : slots[head].alert
  }

  /// The live alerts, in order.
  @inlinable var elements: [PresentedAlert<Alert>] {
    var result: [PresentedAlert<Alert>] = []
    result.reserveCapacity(count)
    var index = head
    while result.count < count {
      if let alert = slots[index].alert { result.append(alert) }
      index += 1
    }
    return result
  }

  /// Appends an alert and returns its absolute position.
  @inlinable mutating func append(_ alert: consuming PresentedAlert<Alert>, ownerIndex: Int) -> Int
  {
    if count == 0 && !slots.isEmpty { reset() }
    slots.append(Slot(alert: alert, ownerIndex: ownerIndex))
    count += 1
    return base + slots.count - 1
  }

  /// Links the slot at absolute position `position` after `previous` in its owner's list.
  @inlinable mutating func link(_ previous: Int, to position: Int) {
    slots[previous - base].next = position
  }

  /// The link to the next alert of the same owner, from the slot at an absolute position.
  @inlinable func next(at position: Int) -> Int { slots[position - base].next }

  /// Removes the visible alert and returns it with its owner index and the link to its owner's
  /// next alert; the alert is moved out, not copied.
  @inlinable mutating func removeFirst() -> (
    alert: PresentedAlert<Alert>, ownerIndex: Int, next: Int
  ) {
    count -= 1
    if head == slots.count - 1 {
      // The last slot (so the last live alert): the slot itself moves out of the storage, and
      // the storage starts again with no removed slot left to destroy at the next append.
      base += slots.count
      let slot = slots.removeLast()
      while !slots.isEmpty { slots.removeLast() }
      head = 0
      // Consumed whole: its alert moves out, and nothing is left to destroy.
      switch consume slot {
      case let slot: return (slot.alert!, slot.ownerIndex, slot.next)
      }
    }
    let ownerIndex = slots[head].ownerIndex
    let next = slots[head].next
    let alert = slots[head].alert.take()!
    skipRemoved()
    return (alert, ownerIndex, next)
  }

  /// The visible alert's button that `choice` names, read where the alert stands (neither the
  /// alert nor its buttons are copied); `nil` when it has none. The queue must not be empty.
  @inlinable mutating func visibleButton(_ choice: AlertChoice<Alert.Action>)
    -> RouterAlertButton<Alert.Action>?
  {
    slots[head].button(choice)
  }

  /// Removes the alert at an absolute position (a live one), returning it.
  @inlinable mutating func remove(at position: Int) -> PresentedAlert<Alert> {
    let index = position - base
    let alert = slots[index].alert.take()!
    count -= 1
    if index == head { skipRemoved() }
    return alert
  }

  /// Moves the head past removed slots and compacts the storage when the dead prefix is large.
  @inlinable mutating func skipRemoved() {
    if count == 0 {
      reset()
      return
    }
    while slots[head].alert == nil { head += 1 }
    if head >= 32 && head * 2 >= slots.count {
      slots.removeSubrange(..<head)
      base += head
      head = 0
    }
  }

  /// Starts the storage again when nothing is live, keeping its capacity (emptied from the end:
  /// cheaper than `removeAll` for the few slots it usually holds).
  @inlinable mutating func reset() {
    base += slots.count
    while !slots.isEmpty { slots.removeLast() }
    head = 0
  }

  /// Whether too many removed slots sit behind the head (alerts that left with their owners
  /// while an older alert stayed visible), so that the storage should be rebuilt.
  @inlinable var needsRebuild: Bool {
    let dead = slots.count - head - count
    return dead >= 64 && dead >= 2 * count
  }
}
