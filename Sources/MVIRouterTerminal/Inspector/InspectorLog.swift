import MVIRouter

/// What the navigation inspector shows, recorded as it happens: the last events with their
/// reasons and the recent navigation states, newest last, each list bounded. Each state is
/// listed by what changed from the one before it (`+ sheet edit`, `movies: − push detail(2)`),
/// so the rows differ where the states do; the chosen entry opens to show its whole text.
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
  /// What changed from the entry before each one (the first: its whole text).
  private(set) var changes: [String] = []
  /// The history entry the user is on, if they moved onto one.
  private(set) var selected: Int?
  /// Whether the chosen entry's whole text is open.
  private(set) var isOpen = false

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
      changes.removeFirst()
      selected = selected.map { max(0, $0 - 1) }
    }
    changes.append(history.last.map { state.change(from: $0) } ?? "\(state)")
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

  /// Enter on the history: opens the chosen entry's whole text (the live one's when none is
  /// chosen); with it open, says to jump back to it.
  ///
  /// - Returns: `true` when the host should jump back to ``chosenState``.
  mutating func activate() -> Bool {
    guard !history.isEmpty else { return false }
    if isOpen, selected != nil { return true }
    selected = selected ?? history.count - 1
    isOpen = true
    return false
  }

  /// A click on entry `index`: a first click chooses it and opens its whole text, a second
  /// one on the same entry says to jump back to it.
  ///
  /// - Returns: `true` when the host should jump back to ``chosenState``.
  mutating func click(entry index: Int) -> Bool {
    guard history.indices.contains(index) else { return false }
    if isOpen, selected == index { return true }
    selected = index
    isOpen = true
    return false
  }

  /// Closes the open entry.
  ///
  /// - Returns: `false` when none was open.
  mutating func closeEntry() -> Bool {
    defer { isOpen = false }
    return isOpen
  }

  mutating func resetChoice() {
    selected = nil
    isOpen = false
  }

  /// The state chosen, if the user moved onto one.
  var chosenState: State? {
    selected.flatMap { history.indices.contains($0) ? history[$0] : nil }
  }

  /// What the inspector shows; until the user chooses a recent state, the mark is on the live
  /// one (when it is kept), so the open inspector always shows its focus.
  func content(live state: State) -> TerminalInspectorContent {
    let marked = selected ?? (history.last == state ? history.count - 1 : nil)
    var opened: String?
    if isOpen, let selected, history.indices.contains(selected) {
      opened =
        "Entry \(selected + 1) of \(history.count)"
        + (selected == history.count - 1 ? " (now)" : "") + "\n\(history[selected])"
        + (selected > 0 ? "\nChanged: \(changes[selected])" : "")
    }
    return TerminalInspectorContent(
      state: "\(state)", events: events, history: changes, selectedHistory: marked,
      openedEntry: opened)
  }
}

/// A navigation value the inspector keeps: compared, described in one line, and sized.
protocol InspectedState: Equatable, CustomStringConvertible {
  /// The routes and queued alerts it holds: a state above ``InspectorLog/keptSizeLimit`` is
  /// not kept.
  var inspectedSize: Int { get }
  /// What changed from `previous`, in the words of the one-line text: `+ sheet edit`,
  /// `− push detail(2) + push detail(3)`, `+ alert delete[Delete, Cancel]`.
  func change(from previous: Self) -> String
}

extension NavigationState: InspectedState {
  var inspectedSize: Int { routes.count + queuedAlertCount }

  /// The routes above the ones the two share from the bottom (compared as the one-line text
  /// shows them), the visible alert and the queued ones, each as `−` what left and `+` what
  /// came.
  func change(from previous: Self) -> String {
    var parts: [String] = []
    let old = previous.routes
    let new = routes
    var shared = 0
    while shared < old.count, shared < new.count,
      old[shared].description == new[shared].description
    {
      shared += 1
    }
    if shared < old.count {
      parts.append("− " + old[shared...].map(\.description).joined(separator: " > "))
    }
    if shared < new.count {
      parts.append("+ " + new[shared...].map(\.description).joined(separator: " > "))
    }
    let oldAlert = previous.visibleAlert?.description
    let newAlert = visibleAlert?.description
    if oldAlert != newAlert {
      if let oldAlert { parts.append("− alert \(oldAlert)") }
      if let newAlert { parts.append("+ alert \(newAlert)") }
    }
    if previous.queuedAlertCount != queuedAlertCount {
      parts.append("\(queuedAlertCount) queued")
    }
    // Equal text, other ids: the same screens presented anew.
    return parts.isEmpty ? "the same screens, presented anew" : parts.joined(separator: " ")
  }
}

extension TabbedNavigationState: InspectedState {
  var inspectedSize: Int {
    tabs.reduce(overlay.routes.count + overlay.queuedAlertCount) {
      $0 + self[tab: $1].routes.count + self[tab: $1].queuedAlertCount
    }
  }

  /// The tab selected, then each tab's change after its name, then the change over the tabs.
  func change(from previous: Self) -> String {
    var parts: [String] = []
    if previous.selectedTab != selectedTab {
      parts.append("tab \(plain: previous.selectedTab) → \(plain: selectedTab)")
    }
    for tab in tabs where self[tab: tab] != previous[tab: tab] {
      parts.append("\(plain: tab): " + self[tab: tab].change(from: previous[tab: tab]))
    }
    if overlay != previous.overlay {
      parts.append("over tabs: " + overlay.change(from: previous.overlay))
    }
    return parts.isEmpty ? "the same screens, presented anew" : parts.joined(separator: " · ")
  }
}
