/// Where an app with tabs is: the tabs, the selected one, one navigation stack per tab, and the
/// modals presented over the whole tab bar.
///
/// Each tab keeps its own ``NavigationState`` while another tab is selected. The ``overlay`` holds
/// what is presented over every tab (a login sheet, a window-level alert). Route and alert ids are
/// unique across every tab and the overlay, so a host can key screens by id.
///
/// The visible alert is the overlay's, else the selected tab's: an alert owned by a route of a
/// hidden tab waits until its tab is selected.
///
/// ```swift
/// var state = TabbedNavigationState<AppTab, AppScreen, AppAlert>(
///   tabs: [.inbox, .settings], selected: .inbox)
/// state[tab: .inbox] = NavigationState(routes: [
///   Route(id: RouteID(rawValue: 1), screen: .message(id: 1), presentation: .push)
/// ])
/// print(state)
/// ```
///
/// Prints `[inbox] root > push message(id: 1) · settings: root`.
public struct TabbedNavigationState<
  Tab: Hashable & Sendable, Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol
>: Sendable {
  /// The tabs, in the order the tab bar shows them.
  public var tabs: [Tab]
  /// The selected tab.
  public var selectedTab: Tab
  /// The navigation of each tab; a tab with no entry is at its root.
  package var stacks: [Tab: NavigationState<Screen, Alert>]
  /// What is presented over the whole tab bar: its routes present over every tab, and its
  /// alerts show whichever tab is selected.
  public var overlay: NavigationState<Screen, Alert>

  /// Creates a state.
  ///
  /// ```swift
  /// let state = TabbedNavigationState<AppTab, AppScreen, AppAlert>(
  ///   tabs: [.inbox, .settings], selected: .settings)
  /// print(state)
  /// ```
  ///
  /// Prints `inbox: root · [settings] root`.
  ///
  /// - Parameters:
  ///   - tabs: The tabs, in order.
  ///   - selected: The selected tab; it should be one of `tabs` (a restore checks it).
  ///   - stacks: The navigation of each tab; tabs left out are at their root.
  ///   - overlay: What is presented over the tab bar.
  public init(
    tabs: [Tab], selected: Tab, stacks: [Tab: NavigationState<Screen, Alert>] = [:],
    overlay: NavigationState<Screen, Alert> = .init()
  ) {
    self.tabs = tabs
    self.selectedTab = selected
    self.stacks = stacks
    self.overlay = overlay
  }

  /// The navigation of one tab (at its root if it has none).
  ///
  /// ```swift
  /// let state = tabs.state
  /// print(state[tab: .settings])
  /// ```
  ///
  /// Prints `root`.
  ///
  /// - Parameter tab: The tab.
  public subscript(tab tab: Tab) -> NavigationState<Screen, Alert> {
    get { stacks[tab] ?? NavigationState() }
    set { stacks[tab] = newValue }
  }

  /// The navigation of the selected tab.
  package var selected: NavigationState<Screen, Alert> { self[tab: selectedTab] }

  /// The alert on screen: the overlay's visible alert, else the selected tab's. The alerts of
  /// hidden tabs wait until their tab is selected.
  package var visibleAlert: PresentedAlert<Alert>? {
    overlay.visibleAlert ?? selected.visibleAlert
  }

  /// The tab whose router owns the visible alert: `nil` when it is the overlay's or when no alert
  /// is visible; see ``visibleAlert``. Package: apps answer the alert through
  /// ``TabbedRouterEvents/visibleAlertRouter``.
  package var visibleAlertTab: Tab? {
    overlay.visibleAlert == nil && selected.visibleAlert != nil ? selectedTab : nil
  }
}

extension TabbedNavigationState: Equatable {
  /// Two states are equal when they have the same tabs in the same order, the same selected tab,
  /// the same overlay and the same navigation in each tab (a tab with no stack given equals one
  /// at its root).
  ///
  /// ```swift
  /// let a = TabbedNavigationState<AppTab, AppScreen, AppAlert>(tabs: [.inbox], selected: .inbox)
  /// var b = a
  /// b[tab: .inbox] = NavigationState()
  /// print(a == b)
  /// ```
  ///
  /// Prints `true`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.tabs == rhs.tabs, lhs.selectedTab == rhs.selectedTab, lhs.overlay == rhs.overlay
    else { return false }
    let empty = NavigationState<Screen, Alert>()
    for (tab, state) in lhs.stacks where rhs.stacks[tab] ?? empty != state { return false }
    for (tab, state) in rhs.stacks where lhs.stacks[tab] ?? empty != state { return false }
    return true
  }
}
