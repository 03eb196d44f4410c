import MVIRouter

/// What the navigation inspector shows, recorded as it happens: the last events with their
/// reasons and the recent navigation states, newest last, each list bounded.
struct InspectorLog<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  static var eventLimit: Int { 12 }
  static var historyLimit: Int { 20 }

  /// The last events, described, newest last.
  private(set) var events: [String] = []
  /// The recent navigation states, newest last; the newest is the live one.
  private(set) var history: [NavigationState<Screen, Alert>] = []
  /// The history entry the user is on, if they moved onto one.
  private(set) var selected: Int?

  init(state: NavigationState<Screen, Alert>) {
    history = [state]
  }

  mutating func record(_ event: RouterEvent<Screen, Alert>) {
    note("\(event)")
  }

  /// Adds a line to the events.
  mutating func note(_ text: String) {
    if events.count == Self.eventLimit { events.removeFirst() }
    events.append(text)
  }

  /// Keeps `state` if it differs from the newest one kept.
  mutating func record(_ state: NavigationState<Screen, Alert>) {
    guard history.last != state else { return }
    if history.count == Self.historyLimit {
      history.removeFirst()
      selected = selected.map { max(0, $0 - 1) }
    }
    history.append(state)
  }

  /// Moves the choice by `delta` entries, starting from the newest.
  mutating func choose(_ delta: Int) {
    let current = selected ?? history.count - 1
    selected = min(max(0, current + delta), history.count - 1)
  }

  mutating func choose(entry index: Int) {
    guard history.indices.contains(index) else { return }
    selected = index
  }

  mutating func resetChoice() { selected = nil }

  /// The state chosen, if the user moved onto one.
  var chosenState: NavigationState<Screen, Alert>? {
    selected.flatMap { history.indices.contains($0) ? history[$0] : nil }
  }

  func content(live state: NavigationState<Screen, Alert>) -> TerminalInspectorContent {
    TerminalInspectorContent(
      state: "\(state)", events: events, history: history.map { "\($0)" },
      selectedHistory: selected)
  }
}
