/// Where the machine writes what a router must do, in order: one small trivial record per effect,
/// its payload (route, alert, button, result, reason) in a side array.
///
/// Records copy as plain bytes, so reading them costs nothing; payloads are copied only when an
/// effect is carried out or turned into an event. The buffers are reused from transaction to
/// transaction, so a router in its steady state allocates nothing for them.
@usableFromInline
package struct NavigationOutbox<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol>:
  Sendable
{
  @usableFromInline package typealias Kind = NavigationEffect<Screen, Alert>.Kind

  @usableFromInline
  struct Record: Sendable {
    @usableFromInline var kind: Kind
    @usableFromInline var reason: DismissReason
    /// The index of the payload in the side array the kind names.
    @usableFromInline var payload: Int32
    /// The index of a second payload (the button of `alertResolved`, the result of `result`).
    @usableFromInline var extra: Int32

    @inlinable init(kind: Kind, reason: DismissReason, payload: Int, extra: Int = 0) {
      self.kind = kind
      self.reason = reason
      self.payload = Int32(truncatingIfNeeded: payload)
      self.extra = Int32(truncatingIfNeeded: extra)
    }
  }

  @usableFromInline var records: [Record] = []
  /// How many of `records` are in use (the rest are kept for reuse).
  @usableFromInline package private(set) var count = 0
  @usableFromInline var routes: [Route<Screen>] = []
  @usableFromInline var alerts: [PresentedAlert<Alert>] = []
  @usableFromInline var actions: [RouterAlertAction] = []
  @usableFromInline var results: [RouteResult<any Sendable>] = []
  @usableFromInline var ignoreReasons: [IgnoreReason] = []

  /// Whether effects that only inform (`routed`, `alertPresented`) are recorded. A router
  /// turns it off while nothing observes it: those effects call nothing else.
  @usableFromInline package var recordsNotifications = true

  @inlinable package init() {}

  @inlinable mutating func add(_ record: Record) {
    if count < records.count {
      records[count] = record
    } else {
      records.append(record)
    }
    count += 1
  }

  @inlinable mutating func routed(_ route: Route<Screen>) {
    guard recordsNotifications else { return }
    add(Record(kind: .routed, reason: .dismissed, payload: routes.count))
    routes.append(route)
  }

  @inlinable mutating func dismissed(_ route: Route<Screen>, _ reason: DismissReason) {
    add(Record(kind: .dismissed, reason: reason, payload: routes.count))
    routes.append(route)
  }

  /// A result for the route of the `dismissed` record just before.
  @inlinable mutating func result(_ result: RouteResult<any Sendable>) {
    add(Record(kind: .result, reason: .dismissed, payload: routes.count - 1, extra: results.count))
    results.append(result)
  }

  @inlinable mutating func alertPresented(_ alert: PresentedAlert<Alert>) {
    guard recordsNotifications else { return }
    add(Record(kind: .alertPresented, reason: .dismissed, payload: alerts.count))
    alerts.append(alert)
  }

  @inlinable mutating func alertResolved(
    _ alert: PresentedAlert<Alert>, _ action: RouterAlertAction
  ) {
    add(
      Record(kind: .alertResolved, reason: .dismissed, payload: alerts.count, extra: actions.count))
    alerts.append(alert)
    actions.append(action)
  }

  @inlinable mutating func alertDismissed(_ alert: PresentedAlert<Alert>, _ reason: DismissReason) {
    add(Record(kind: .alertDismissed, reason: reason, payload: alerts.count))
    alerts.append(alert)
  }

  @inlinable mutating func ignored(_ reason: IgnoreReason) {
    add(Record(kind: .ignored, reason: .dismissed, payload: ignoreReasons.count))
    ignoreReasons.append(reason)
  }

  /// The kind of the effect at `index`.
  @inlinable package func kind(at index: Int) -> Kind { records[index].kind }

  /// The reason of a `dismissed` or `alertDismissed` effect.
  @inlinable package func reason(at index: Int) -> DismissReason { records[index].reason }

  /// The route of a `routed`, `dismissed` or `result` effect.
  @inlinable package func route(at index: Int) -> Route<Screen> {
    routes[Int(records[index].payload)]
  }

  /// The alert of an alert effect.
  @inlinable package func alert(at index: Int) -> PresentedAlert<Alert> {
    alerts[Int(records[index].payload)]
  }

  /// The chosen button of an `alertResolved` effect.
  @inlinable package func action(at index: Int) -> RouterAlertAction {
    actions[Int(records[index].extra)]
  }

  /// The result of a `result` effect.
  @inlinable package func result(at index: Int) -> RouteResult<any Sendable> {
    results[Int(records[index].extra)]
  }

  /// The reason of an `ignored` effect.
  @inlinable package func ignoreReason(at index: Int) -> IgnoreReason {
    ignoreReasons[Int(records[index].payload)]
  }

  /// The effect at `index` as a value.
  @inlinable package func effect(at index: Int) -> NavigationEffect<Screen, Alert> {
    switch kind(at: index) {
    case .routed: .routed(route(at: index))
    case .dismissed: .dismissed(route(at: index), reason(at: index))
    case .result: .result(route(at: index), result(at: index))
    case .alertPresented: .alertPresented(alert(at: index))
    case .alertResolved: .alertResolved(alert(at: index), action(at: index))
    case .alertDismissed: .alertDismissed(alert(at: index), reason(at: index))
    case .ignored: .ignored(ignoreReason(at: index))
    }
  }

  /// Every effect, in order.
  package var effects: [NavigationEffect<Screen, Alert>] {
    (0..<count).map { effect(at: $0) }
  }

  /// Forgets every effect, keeping the buffers; O(effects), releasing their payloads.
  @inlinable package mutating func removeAll() {
    count = 0
    while !routes.isEmpty { routes.removeLast() }
    while !alerts.isEmpty { alerts.removeLast() }
    while !actions.isEmpty { actions.removeLast() }
    while !results.isEmpty { results.removeLast() }
    while !ignoreReasons.isEmpty { ignoreReasons.removeLast() }
  }
}
