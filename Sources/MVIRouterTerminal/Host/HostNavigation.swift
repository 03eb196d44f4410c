import MVIRouter

/// What the terminal host shows and changes, whether it drives one router or a tabbed one: the
/// navigation drawn, where the keys go (back, the alert's buttons, the tabs) and the inspector's
/// record, kept in the router's own state type so jumping back is a real restore.
@MainActor
protocol HostNavigation<Screen, Alert>: AnyObject {
  associatedtype Screen: RouterScreenProtocol
  associatedtype Alert: RouterAlertScreenProtocol

  /// What the frame shows: the router's state, or the selected tab's stack with the modals
  /// presented over the tab bar on top of it and its alerts first.
  var shown: NavigationState<Screen, Alert> { get }
  /// Every presented route, in every tab, that needs a screen.
  var allRoutes: [Route<Screen>] { get }
  /// Whether a route is presented anywhere (in a hidden tab too).
  func contains(_ id: RouteID) -> Bool
  /// The screen under the routes shown: the selected tab's root screen.
  var rootScreen: any TerminalScreen { get }
  /// Every root screen made so far, one per tab (one for a single router).
  var rootScreens: [any TerminalScreen] { get }
  /// The screen for a presented route, already told that it appeared.
  func makeScreen(for route: Route<Screen>) -> any TerminalScreen
  /// Records every event for the inspector and calls `handler` with it, or with `nil` when
  /// something else changed (a tab was selected), until ``stopObserving()``.
  func startObserving(_ handler: @escaping @MainActor (RouterEvent<Screen, Alert>?) -> Void)
  /// Stops calling the handler.
  func stopObserving()

  /// Goes back in what has the keys: the modals over the tab bar, else the selected tab.
  func goBack()
  /// Presses the visible alert's button at `index`.
  func resolveAlert(at index: Int)
  /// Cancels the visible alert.
  func cancelAlert()
  /// The tab bar to draw, if the router has tabs.
  var tabBar: TerminalTabBar? { get }
  /// Selects the tab at `index`; the selected one again goes back to its root.
  func selectTab(at index: Int)

  /// Records the current state for the inspector.
  func recordState()
  /// Adds a line to the inspector's events.
  func note(_ text: String)
  /// What the inspector shows now.
  func inspectorContent() -> TerminalInspectorContent
  /// Moves the inspector's choice among recent states.
  func chooseHistory(_ delta: Int)
  /// Enter on the history: opens the chosen entry's whole text; with it open, jumps back to it.
  func activateHistory()
  /// A click on history entry `index`: chooses it and opens its whole text; a second click on
  /// it jumps back to it.
  func clickHistory(entry index: Int)
  /// Closes the open history entry; `false` when none was open.
  func closeHistoryEntry() -> Bool
  /// Forgets the inspector's choice.
  func resetHistoryChoice()
}

extension RouterEvents {
  /// Goes to `chosen` through the router, like any other change: the routes the two share from
  /// the bottom stay (their screens keep what was typed), the others leave top-most first with
  /// `DismissReason.restored` and the chosen ones arrive — unless a route's guard stops it, as
  /// it would stop the back key. The chosen state's alerts that are not shown are presented
  /// again, owned by the same routes.
  ///
  /// - Returns: What to note in the inspector when the jump did not happen, else `nil`.
  func jump(to chosen: NavigationState<Screen, Alert>) -> String? {
    if chosen.routes.map(\.description) != state.routes.map(\.description) {
      let outcome = setRoutes(chosen.routes.map(\.step), reason: .restored)
      if let reason = outcome.ignoreReason { return "jump back not applied: \(reason)" }
    }
    let routes = state.routes
    guard routes.map(\.description) == chosen.routes.map(\.description) else { return nil }
    let shown = Set(state.alerts.map(\.description))
    for alert in chosen.alerts where !shown.contains(alert.description) {
      let owner = alert.owner.flatMap { id in chosen.routes.firstIndex { $0.id == id } }
      presentAlert(alert.alert, owner: owner.map { .route(routes[$0].id) } ?? .root)
    }
    return nil
  }
}

/// The host's navigation for one ``TerminalScreenFactory``.
@MainActor
final class SingleHostNavigation<Router: TerminalScreenFactory>: HostNavigation {
  typealias Screen = Router.Screen
  typealias Alert = Router.Alert

  let router: Router
  let rootScreen: any TerminalScreen
  private var inspector: InspectorLog<NavigationState<Screen, Alert>>
  private var subscription: RouterSubscription?

  init(router: Router) {
    self.router = router
    rootScreen = router.makeRootScreen()
    rootScreen.didAppear()
    inspector = InspectorLog(state: router.routerEvents.state)
  }

  var shown: NavigationState<Screen, Alert> { router.routerEvents.state }
  var allRoutes: [Route<Screen>] { router.routerEvents.state.routes }
  func contains(_ id: RouteID) -> Bool { router.routerEvents.state.route(id) != nil }
  var rootScreens: [any TerminalScreen] { [rootScreen] }
  func makeScreen(for route: Route<Screen>) -> any TerminalScreen {
    let screen = router.makeScreen(for: route)
    screen.didAppear()
    return screen
  }

  func startObserving(_ handler: @escaping @MainActor (RouterEvent<Screen, Alert>?) -> Void) {
    subscription = router.routerEvents.observe { [weak self] event in
      self?.inspector.record(event)
      handler(event)
    }
  }

  func stopObserving() {
    subscription?.cancel()
    subscription = nil
  }

  func goBack() { router.routerEvents.userDidGoBack() }

  func resolveAlert(at index: Int) {
    let routerEvents = router.routerEvents
    guard let alert = routerEvents.state.visibleAlert, alert.buttons.indices.contains(index)
    else { return }
    routerEvents.writeBack(.alertButtonChosen(alert.id, index: index))
  }

  func cancelAlert() { router.routerEvents.cancelAlert() }
  var tabBar: TerminalTabBar? { nil }
  func selectTab(at index: Int) {}

  func recordState() { inspector.record(router.routerEvents.state) }
  func note(_ text: String) { inspector.note(text) }
  func inspectorContent() -> TerminalInspectorContent {
    inspector.content(live: router.routerEvents.state)
  }
  func chooseHistory(_ delta: Int) { inspector.choose(delta) }
  func activateHistory() { if inspector.activate() { jumpBack() } }
  func clickHistory(entry index: Int) { if inspector.click(entry: index) { jumpBack() } }
  func closeHistoryEntry() -> Bool { inspector.closeEntry() }
  func resetHistoryChoice() { inspector.resetChoice() }

  /// Goes to the chosen state through the router, so guards and every callback apply.
  private func jumpBack() {
    guard let chosen = inspector.chosenState else { return }
    inspector.resetChoice()
    if let note = router.routerEvents.jump(to: chosen) { inspector.note(note) }
  }
}
