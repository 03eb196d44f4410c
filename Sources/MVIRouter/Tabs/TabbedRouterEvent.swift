/// One thing that happened in a ``TabbedRouterEvents``: an event of one tab's router (or of the
/// overlay's), or a change of the selected tab.
///
/// ```swift
/// let tabs = TabbedRouterEvents<AppTab, AppScreen, AppAlert>(
///   tabs: [.inbox, .settings], selected: .inbox)
/// let subscription = tabs.observe { event in print(event) }
/// tabs[tab: .inbox].routeTo(.message(id: 1), as: .push)
/// tabs.select(.settings)
/// tabs.overlay.routeTo(.login, as: .sheet)
/// ```
///
/// Prints:
/// ```
/// inbox: routed push message(id: 1)
/// tab selected: inbox → settings
/// over tabs: routed sheet login
/// ```
public enum TabbedRouterEvent<
  Tab: Hashable & Sendable, Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol
>: Equatable, Sendable, CustomStringConvertible {
  /// An event of the router of `tab`, or of the overlay's router when `tab` is `nil`.
  case routing(tab: Tab?, RouterEvent<Screen, Alert>)
  /// The selected tab changed.
  case tabSelected(from: Tab, to: Tab)

  /// The tab the event belongs to: the tab of a routing event (`nil` for the overlay), the newly
  /// selected tab of a selection.
  package var tab: Tab? {
    switch self {
    case .routing(let tab, _): tab
    case .tabSelected(_, let to): to
    }
  }

  /// The routing event, if this is one.
  package var routingEvent: RouterEvent<Screen, Alert>? {
    if case .routing(_, let event) = self { return event }
    return nil
  }

  /// One line, e.g. `inbox: dismissed push message(id: 1) (popped)`, `over tabs: routed sheet
  /// login` or `tab selected: inbox → settings`.
  public var description: String {
    switch self {
    case .routing(let tab?, let event): "\(plain: tab): \(event)"
    case .routing(nil, let event): "over tabs: \(event)"
    case .tabSelected(let from, let to): "tab selected: \(from) → \(to)"
    }
  }
}
