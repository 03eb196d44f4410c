extension TabbedNavigationState: Hashable {
  /// Two states are equal when they have the same tabs in the same order, the same selected tab,
  /// the same overlay and the same navigation in each tab (a tab with no entry in ``stacks``
  /// equals one at its root).
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

  public func hash(into hasher: inout Hasher) {
    hasher.combine(tabs)
    hasher.combine(selectedTab)
    hasher.combine(overlay)
    for tab in tabs { hasher.combine(self[tab: tab]) }
  }
}
