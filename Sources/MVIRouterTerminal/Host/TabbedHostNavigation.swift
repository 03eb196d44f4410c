import MVIRouter

/// The host's navigation for a ``TabbedTerminalScreenFactory``: the selected tab's stack with
/// the overlay's modals over it, one root screen per tab, the tab bar, and an inspector that
/// keeps tabbed states, so jumping back restores every tab.
@MainActor
final class TabbedHostNavigation<Factory: TabbedTerminalScreenFactory>: HostNavigation {
  typealias Screen = Factory.Screen
  typealias Alert = Factory.Alert
  typealias Tab = Factory.Tab

  let factory: Factory
  private var roots: [Tab: any TerminalScreen] = [:]
  private var rootOrder: [any TerminalScreen] = []
  private var inspector: InspectorLog<TabbedNavigationState<Tab, Screen, Alert>>
  private var subscription: RouterSubscription?

  init(factory: Factory) {
    self.factory = factory
    inspector = InspectorLog(state: factory.tabbedRouterEvents.state)
    for tab in factory.tabbedRouterEvents.tabs { _ = root(of: tab) }
  }

  private var tabbed: TabbedRouterEvents<Tab, Screen, Alert> { factory.tabbedRouterEvents }

  private func root(of tab: Tab) -> any TerminalScreen {
    if let root = roots[tab] { return root }
    let root = factory.makeRootScreen(for: tab)
    roots[tab] = root
    rootOrder.append(root)
    root.didAppear()
    return root
  }

  /// The selected tab's state, with the overlay's routes on top and its alerts first. Without
  /// an overlay it is the tab's state as it is. With one, building it costs the routes of the
  /// tab, so it is built once a change: kept until an event comes or what it was built from
  /// differs in a way an O(1) look sees (tab, counts, top ids, visible alerts).
  var shown: NavigationState<Screen, Alert> {
    let selected = tabbed.selected.state
    let overlay = tabbed.overlay.state
    if overlay.routes.isEmpty, overlay.visibleAlert == nil { return selected }
    let key = ShownKey(tab: tabbed.selectedTab, selected: selected, overlay: overlay)
    if let composed, composed.key == key { return composed.state }
    let state = NavigationState(
      routes: selected.routes + overlay.routes, alerts: overlay.alerts + selected.alerts)
    composed = (key, state)
    return state
  }

  private var composed: (key: ShownKey, state: NavigationState<Screen, Alert>)?

  /// What the composed state was built from, as far as an O(1) look sees.
  private struct ShownKey: Equatable {
    var tab: Tab
    var selected: [Int?]
    var overlay: [Int?]

    init(
      tab: Tab, selected: NavigationState<Screen, Alert>, overlay: NavigationState<Screen, Alert>
    ) {
      func look(_ state: NavigationState<Screen, Alert>) -> [Int?] {
        [
          state.routes.count, state.routes.last?.id.rawValue, state.visibleAlert?.id.rawValue,
          state.queuedAlertCount,
        ]
      }
      self.tab = tab
      self.selected = look(selected)
      self.overlay = look(overlay)
    }
  }

  var allRoutes: [Route<Screen>] {
    tabbed.tabs.flatMap { tabbed[tab: $0].state.routes } + tabbed.overlay.state.routes
  }

  func contains(_ id: RouteID) -> Bool {
    tabbed.overlay.state.route(id) != nil
      || tabbed.tabs.contains { tabbed[tab: $0].state.route(id) != nil }
  }

  var rootScreen: any TerminalScreen { root(of: tabbed.selectedTab) }
  var rootScreens: [any TerminalScreen] { rootOrder }

  func makeScreen(for route: Route<Screen>) -> any TerminalScreen {
    let tab = tabbed.tabs.first { tabbed[tab: $0].state.route(route.id) != nil }
    let screen = factory.makeScreen(for: route, in: tab)
    screen.didAppear()
    return screen
  }

  func startObserving(_ handler: @escaping @MainActor (RouterEvent<Screen, Alert>?) -> Void) {
    subscription = tabbed.observe { [weak self] event in
      self?.composed = nil
      switch event {
      case .routing(let tab?, let routing):
        self?.inspector.record(routing, place: "\(plain: tab): ")
      case .routing(nil, let routing): self?.inspector.record(routing, place: "over tabs: ")
      case .tabSelected: self?.inspector.note("\(event)")
      }
      handler(event.routingEvent)
    }
  }

  func stopObserving() {
    subscription?.cancel()
    subscription = nil
  }

  func goBack() { tabbed.userDidGoBack() }

  func resolveAlert(at index: Int) {
    guard let router = tabbed.visibleAlertRouter,
      let alert = router.state.visibleAlert, alert.buttons.indices.contains(index)
    else { return }
    router.writeBack(.alertButtonChosen(alert.id, index: index))
  }

  func cancelAlert() { tabbed.visibleAlertRouter?.cancelAlert() }

  /// Dimmed while modals over the tab bar take the keys; hidden under a full-screen cover,
  /// whether presented over the tab bar or in the selected tab (a cover takes the whole
  /// terminal).
  var tabBar: TerminalTabBar? {
    let overlay = tabbed.overlay.state
    if overlay.routes.contains(where: { $0.presentation == .fullScreenCover }) { return nil }
    if NavigationPresentation(tabbed.selected.state).layers.contains(where: {
      $0.modal?.isCover == true
    }) {
      return nil
    }
    let tabs = tabbed.tabs
    return TerminalTabBar(
      titles: tabs.map { factory.title(for: $0) },
      selected: tabs.firstIndex(of: tabbed.selectedTab) ?? 0,
      isActive: overlay.routes.isEmpty)
  }

  func selectTab(at index: Int) {
    let tabs = tabbed.tabs
    guard tabs.indices.contains(index), tabBar?.isActive == true else { return }
    tabbed.select(tabs[index])
  }

  func recordState() { inspector.record(tabbed.state) }
  func note(_ text: String) { inspector.note(text) }
  func inspectorContent() -> TerminalInspectorContent { inspector.content(live: tabbed.state) }
  func chooseHistory(_ delta: Int) { inspector.choose(delta) }
  func activateHistory() { if inspector.activate() { jumpBack() } }
  func clickHistory(entry index: Int) { if inspector.click(entry: index) { jumpBack() } }
  func closeHistoryEntry() -> Bool { inspector.closeEntry() }
  func resetHistoryChoice() { inspector.resetChoice() }

  /// Goes to the chosen state through each router (the overlay's first, then each tab's), so
  /// guards and every callback apply, then selects the chosen tab.
  private func jumpBack() {
    guard let chosen = inspector.chosenState else { return }
    inspector.resetChoice()
    if let note = tabbed.overlay.jump(to: chosen.overlay) { inspector.note("over tabs: " + note) }
    for tab in chosen.tabs {
      if let note = tabbed[tab: tab].jump(to: chosen[tab: tab]) {
        inspector.note("\(plain: tab): " + note)
      }
    }
    if tabbed.selectedTab != chosen.selectedTab, tabbed.overlay.state.routes.isEmpty {
      tabbed.select(chosen.selectedTab)
    }
  }
}
