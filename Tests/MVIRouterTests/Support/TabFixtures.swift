import MVIRouter

/// Tabs used by the tab tests.
enum CoreTab: String, Hashable, Sendable, Codable, CustomStringConvertible {
  case home
  case search
  case profile

  var description: String { rawValue }

  static let allTabs: [CoreTab] = [.home, .search, .profile]
}

/// A tabbed tabs over the core screens, with a `CoreRouter` attached and every event recorded
/// as text.
@MainActor
final class TabHarness {
  let hooks = CoreRouter()
  let tabs: TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>
  private(set) var events: [String] = []

  init(tabs: [CoreTab] = [.home, .search, .profile], selected: CoreTab = .home) {
    self.tabs = TabbedRouterEvents(tabs: tabs, selected: selected, router: hooks)
    self.tabs.observeAlways { [unowned self] event in self.events.append("\(event)") }
  }

  /// Returns the events recorded since the last call and forgets them.
  func takeEvents() -> [String] {
    defer { events = [] }
    return events
  }

  var text: String { tabs.state.description }
}
