import MVIRouter

/// What the navigation inspector shows, recorded as it happens: the last events with their
/// reasons and the recent navigation states, newest last, each list bounded.
///
/// A kept state shares its storage with the router's, so the router copies its stack on its
/// next change. That is why states with more than ``keptSizeLimit`` routes and alerts are not
/// kept: below it the copy costs microseconds; above it every change would cost the whole stack.
struct InspectorLog<State: InspectedState> {
  static var eventLimit: Int { 12 }
  static var historyLimit: Int { 20 }
  static var keptSizeLimit: Int { 1_000 }

  /// The last events, described, newest last.
  private(set) var events: [String] = []
  /// The recent navigation states, newest last; the newest is the live one.
  private(set) var history: [State] = []
  /// The history entry the user is on, if they moved onto one.
  private(set) var selected: Int?

  init(state: State) {
    record(state)
  }

  /// Describes `event` as the router does, but with a dismissal's reason before what left:
  /// a narrow pane cuts the end of a line, and the reason is what the inspector is read for.
  /// With tabs, `place` (`movies: `, `over tabs: `) says where it happened.
  mutating func record<Screen, Alert>(_ event: RouterEvent<Screen, Alert>, place: String = "") {
    switch event {
    case .dismissed(let route, let reason): note(place + "dismissed (\(reason)) \(route)")
    case .alertDismissed(let alert, let reason):
      note(place + "alert dismissed (\(reason)) \(plain: alert.alert)")
    default: note(place + "\(event)")
    }
  }

  /// Adds a line to the events.
  mutating func note(_ text: String) {
    if events.count == Self.eventLimit { events.removeFirst() }
    events.append(text)
  }

  /// Keeps `state` if it differs from the newest one kept and is not too large to keep.
  mutating func record(_ state: State) {
    guard state.inspectedSize <= Self.keptSizeLimit,
      history.last != state
    else { return }
    if history.count == Self.historyLimit {
      history.removeFirst()
      selected = selected.map { max(0, $0 - 1) }
    }
    history.append(state)
  }

  /// Moves the choice by `delta` entries, starting from the newest.
  mutating func choose(_ delta: Int) {
    guard !history.isEmpty else { return }
    let current = selected ?? history.count - 1
    selected = min(max(0, current + delta), history.count - 1)
  }

  mutating func choose(entry index: Int) {
    guard history.indices.contains(index) else { return }
    selected = index
  }

  mutating func resetChoice() { selected = nil }

  /// The state chosen, if the user moved onto one.
  var chosenState: State? {
    selected.flatMap { history.indices.contains($0) ? history[$0] : nil }
  }

  /// What the inspector shows; until the user chooses a recent state, the mark is on the live
  /// one (when it is kept), so the open inspector always shows its focus.
  func content(live state: State) -> TerminalInspectorContent {
    let marked = selected ?? (history.last == state ? history.count - 1 : nil)
    return TerminalInspectorContent(
      state: "\(state)", events: events, history: history.map { "\($0)" },
      selectedHistory: marked)
  }
}

/// A navigation value the inspector keeps: compared, described in one line, and sized.
protocol InspectedState: Equatable, CustomStringConvertible {
  /// The routes and queued alerts it holds: a state above ``InspectorLog/keptSizeLimit`` is
  /// not kept.
  var inspectedSize: Int { get }
}

extension NavigationState: InspectedState {
  var inspectedSize: Int { routes.count + queuedAlertCount }
}
