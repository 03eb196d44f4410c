import MVIRouter
import Observation

/// Runs a ``TerminalScreenFactory`` in a text terminal: interactively with
/// ``runInteractive(mouse:)``, or driven by a script of commands with
/// ``run(script:width:height:)`` — what tests and golden frames use.
///
/// The host keeps one ``TerminalScreen`` per presented route: it asks the screen factory for a
/// screen when a route appears and calls the screen's ``TerminalScreen/didDisappear()`` when the route
/// leaves, however it leaves. Keys go to the top-most screen; going back from the keyboard is a
/// real dismissal with the `DismissReason.userBack` reason, so dismiss callbacks
/// fire. The host also owns what only the terminal shows: the selected row (never a disabled
/// one), the alert's focused button, the text cursor, the `?` help and the navigation inspector
/// (F2 or `~`), which lists the last events and recent states and jumps back to one with a
/// restore; with `r` it writes the session as a test (``recordSession(as:to:writeOnQuit:)``).
///
/// Given a ``TabbedTerminalScreenFactory``, the host shows a tab bar and the selected tab's
/// stack, switches tabs with `1`–`9`, `[`/`]` and clicks, and keeps every tab's screens alive
/// while another is selected (see the article "Showing tabs in the terminal").
///
/// ```swift
/// let routerEvents = RouterEvents<AppScreen, AppAlert>(router: AppRouter())
/// let host = TerminalHost(router: AppScreenFactory(routerEvents: routerEvents))
/// let run = await host.run(script: "key down\nkey enter\nsnapshot opened")
/// print(run.frames.map(\.name))
/// ```
///
/// Prints:
/// ```
/// ["opened", "end"]
/// ```
@MainActor
public final class TerminalHost<Router: TerminalScreenFactory> {
  /// The screen factory whose router's navigation is shown.
  public let router: Router
  /// The terminal's width in columns.
  public var width = 80
  /// The terminal's height in lines.
  public var height = 24
  /// Whether frames carry styles (reverse video, colour, dim); on only for a colour terminal.
  package var colour = false

  let waitIdle: @MainActor () async -> Void
  /// What is shown and where the keys go: one router, or the selected tab of a tabbed one.
  private let navigation: any HostNavigation<Router.Screen, Router.Alert>
  private var screens: [RouteID: any TerminalScreen] = [:]
  private var selections: [RouteID: Int] = [:]
  /// The selection of each root screen (one per tab).
  private var rootSelections: [ObjectIdentifier: Int] = [:]
  private var cursors: [RouteID: Int] = [:]
  private var rootCursors: [ObjectIdentifier: Int] = [:]
  private var alertFocus = 0
  private var focusedAlert: AlertID?
  private var overlay: TerminalAction.Context.Overlay?
  /// Lines the top screen is scrolled away from its selection (see `TerminalViewState.scroll`).
  private var scroll = 0
  private var scrolledRoute: RouteID?
  private var quitHandlers: [@MainActor () -> Void] = []
  private var keyHandlers: [@MainActor (TerminalKey) -> Void] = []
  private var hasStopped = false
  var scriptCommands: [String: @MainActor (String) async throws -> Void] = [:]
  /// The session being recorded as a test, if any (see `recordSession(as:to:writeOnQuit:)`).
  var sessionRecorder: SessionRecorder?

  /// Creates a host.
  ///
  /// - Parameters:
  ///   - router: The screen factory whose router's navigation is shown.
  ///   - waitIdle: Returns when the work the screens started has finished; the script command
  ///     `wait-idle` awaits it.
  public init(router: Router, waitIdle: @escaping @MainActor () async -> Void = {}) {
    self.router = router
    self.waitIdle = waitIdle
    navigation = Self.navigation(for: router)
    navigation.startObserving { [weak self] event in
      self?.receive(event)
    }
    syncScreens()
  }

  /// Adds a script command: a line starting with `name` calls `handler` with the rest of the
  /// line. An error it throws fails the script at that line, like a failed `expect`.
  ///
  /// ```swift
  /// try host.addScriptCommand("open") { argument in
  ///   try routerEvents.open(argument, using: links)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The command's name: one word, not a built-in command's.
  ///   - handler: Runs the command with the rest of the line.
  /// - Throws: ``ScriptError`` when `name` is a built-in command's, is empty or has a space.
  public func addScriptCommand(
    _ name: String, _ handler: @escaping @MainActor (String) async throws -> Void
  ) throws(ScriptError) {
    guard !ScriptCommand.builtInNames.contains(name) else {
      throw ScriptError("\"\(name)\" is a built-in script command; choose another name")
    }
    guard !name.isEmpty, !name.contains(where: \.isWhitespace), !name.hasPrefix("#") else {
      throw ScriptError("a script command's name is one word, not \"\(name)\"")
    }
    scriptCommands[name] = handler
  }

  /// Calls `handler` once when the host stops normally: `q`, Ctrl-C, a script's `quit` or end.
  ///
  /// ```swift
  /// host.onQuit { try? routerEvents.save(to: stateFile) }
  /// ```
  ///
  /// - Parameter handler: Runs on the main actor before the run returns.
  public func onQuit(_ handler: @escaping @MainActor () -> Void) {
    quitHandlers.append(handler)
  }

  /// Calls `handler` with every key, before the host handles it.
  ///
  /// ```swift
  /// host.onKey { key in log.append("\(key)") }
  /// ```
  ///
  /// - Parameter handler: Runs on the main actor for each key.
  public func onKey(_ handler: @escaping @MainActor (TerminalKey) -> Void) {
    keyHandlers.append(handler)
  }

  // MARK: Screens

  /// The navigation the frame shows: with tabs, the selected tab's.
  private var state: NavigationState<Router.Screen, Router.Alert> {
    navigation.shown
  }

  /// The navigation for `router`: its tabs when it is a ``TabbedTerminalScreenFactory``.
  private static func navigation(for router: Router) -> any HostNavigation<
    Router.Screen, Router.Alert
  > {
    if let tabbed = router as? any TabbedTerminalScreenFactory,
      let navigation = tabbedNavigation(tabbed) as? any HostNavigation<Router.Screen, Router.Alert>
    {
      return navigation
    }
    return SingleHostNavigation(router: router)
  }

  private static func tabbedNavigation(_ factory: some TabbedTerminalScreenFactory) -> AnyObject {
    TabbedHostNavigation(factory: factory)
  }

  /// The root screen shown: with tabs, the selected tab's.
  private var rootScreen: any TerminalScreen { navigation.rootScreen }

  private var rootSelection: Int {
    get { rootSelections[ObjectIdentifier(rootScreen)] ?? 0 }
    set { rootSelections[ObjectIdentifier(rootScreen)] = newValue }
  }

  private var rootCursor: Int? {
    get { rootCursors[ObjectIdentifier(rootScreen)] }
    set { rootCursors[ObjectIdentifier(rootScreen)] = newValue }
  }

  /// Creates a screen for every route, in every tab, and follows the events from then on.
  private func syncScreens() {
    for route in navigation.allRoutes where screens[route.id] == nil {
      screens[route.id] = navigation.makeScreen(for: route)
    }
    stateDidChange()
  }

  /// Follows one event: a screen for a route that arrived, `didDisappear` for one that left
  /// (events come top-most first). The cost is that of the event, whatever the stack's depth.
  /// A `nil` event is a change without a router event: another tab was selected.
  private func receive(_ event: RouterEvent<Router.Screen, Router.Alert>?) {
    guard !hasStopped else { return }
    switch event {
    case .routed(let route):
      // A route that already left again in the same change gets no screen.
      if screens[route.id] == nil, navigation.contains(route.id) {
        screens[route.id] = navigation.makeScreen(for: route)
      }
    case .dismissed(let route, _):
      selections[route.id] = nil
      cursors[route.id] = nil
      screens.removeValue(forKey: route.id)?.didDisappear()
    case nil:
      // Another tab is shown: it starts at its selection, not where the last one was scrolled.
      scroll = 0
    default:
      break
    }
    stateDidChange()
  }

  /// Keeps the state for the inspector and moves the alert focus to a newly visible alert.
  private func stateDidChange() {
    navigation.recordState()
    if state.topRoute?.id != scrolledRoute {
      scrolledRoute = state.topRoute?.id
      scroll = 0
    }
    if state.visibleAlert?.id != focusedAlert {
      focusedAlert = state.visibleAlert?.id
      let actions = state.visibleAlert?.buttons ?? []
      // Focus starts on a plain button, never on a destructive one unless it is all there is.
      alertFocus =
        actions.firstIndex { $0.role == nil } ?? actions.firstIndex { $0.role == .cancel } ?? 0
      if overlay == .help { overlay = nil }
    }
  }

  private var topScreen: any TerminalScreen {
    state.topRoute.flatMap { screens[$0.id] } ?? rootScreen
  }

  private var topSelection: Int {
    get { state.topRoute.map { selections[$0.id] ?? 0 } ?? rootSelection }
    set {
      if let id = state.topRoute?.id { selections[id] = newValue } else { rootSelection = newValue }
    }
  }

  /// The top screen's cursor; `nil` is the end of the text.
  private var topCursor: Int? {
    get { state.topRoute.map { cursors[$0.id] } ?? rootCursor }
    set {
      if let id = state.topRoute?.id { cursors[id] = newValue } else { rootCursor = newValue }
    }
  }

  private func content(of screen: any TerminalScreen, selection: Int) -> TerminalScreenContent {
    let rows = screen.rows
    return TerminalScreenContent(
      title: screen.title, body: screen.body, rows: rows,
      selectedRow: RowSelection.settle(selection, in: rows), textField: screen.textField)
  }

  // MARK: Frames and keys

  /// What the host shows besides the navigation and the screens.
  private var viewState: TerminalViewState {
    let screen = topScreen
    let cursor = screen.textField.map { field in
      min(topCursor ?? field.text.count, field.text.count)
    }
    var view = TerminalViewState(
      selection: RowSelection.settle(topSelection, in: screen.rows), alertFocus: alertFocus,
      fieldCursor: cursor, colour: colour)
    view.scroll = scroll
    switch overlay {
    case .help: view.overlay = .help
    case .inspector: view.overlay = .inspector(navigation.inspectorContent())
    case nil: break
    }
    view.tabBar = navigation.tabBar
    return view
  }

  /// The current frame at the host's size, with its styles and click targets; only the screens
  /// the frame shows are read.
  package func renderedFrame() -> TerminalFrame {
    renderedFrame(view: viewState)
  }

  /// The current frame with `view` instead of the host's own selection, focus and overlay.
  package func renderedFrame(view: TerminalViewState) -> TerminalFrame {
    TerminalRenderer.render(
      state: state, root: content(of: rootScreen, selection: rootSelection),
      content: { route in
        screens[route.id].map { content(of: $0, selection: selections[route.id] ?? 0) }
      }, view: view, width: width, height: height)
  }

  /// The current frame at the host's size, as plain text.
  ///
  /// ```swift
  /// host.width = 40
  /// host.height = 12
  /// print(host.frame().count)
  /// ```
  ///
  /// Prints:
  /// ```
  /// 12
  /// ```
  ///
  /// - Returns: Exactly ``height`` lines, each at most ``width`` columns.
  public func frame() -> [String] {
    renderedFrame().lines
  }

  /// The current frame, calling `onChange` once when a model the screens read changes.
  func trackedFrame(onChange: @escaping @Sendable () -> Void) -> TerminalFrame {
    withObservationTracking {
      renderedFrame()
    } onChange: {
      onChange()
    }
  }

  /// Handles a key as the user pressing it.
  ///
  /// ```swift
  /// host.handle(.down)
  /// print(host.handle(.interrupt))
  /// ```
  ///
  /// Prints:
  /// ```
  /// false
  /// ```
  ///
  /// - Parameter key: The key.
  /// - Returns: `false` when the key asks the host to quit.
  @discardableResult
  public func handle(_ key: TerminalKey) -> Bool {
    recordPause()
    for handler in keyHandlers { handler(key) }
    let screen = topScreen
    let field = screen.textField
    let alert = state.visibleAlert
    let context = TerminalAction.Context(
      alertButtons: alert?.buttons.count ?? 0, hasTextField: field != nil,
      textIsEmpty: field?.text.isEmpty ?? true, overlay: overlay,
      tabs: navigation.tabBar.map { $0.isActive ? $0.titles.count : 0 } ?? 0)
    let action = TerminalAction.action(for: key, in: context)
    defer { recordKey(key, action: action) }
    if case .move = action {
    } else if action != .none, scroll != 0 {
      scroll = 0
      // Enter while scrolled away shows the selection first: nothing unseen is activated.
      if action == .activate { return true }
    }
    switch action {
    case .move(let delta):
      moveOrScroll(by: delta, in: screen)
    case .activate:
      let rows = screen.rows
      let index = RowSelection.settle(topSelection, in: rows)
      if rows.indices.contains(index), rows[index].isEnabled { screen.activate(row: index) }
    case .back:
      navigation.goBack()
    case .insert, .moveCursor, .cursorToStart, .cursorToEnd, .deleteBackward, .deleteForward,
      .deleteWordBackward, .deleteToStart:
      if let field { edit(field, of: screen, with: action) }
    case .focusButton(let delta):
      let count = alert?.buttons.count ?? 0
      if count > 0 { alertFocus = ((alertFocus + delta) % count + count) % count }
    case .pressButton:
      navigation.resolveAlert(at: alertFocus)
    case .cancelAlert:
      navigation.cancelAlert()
    case .toggleHelp:
      overlay = overlay == .help ? nil : .help
    case .toggleInspector:
      overlay = overlay == .inspector ? nil : .inspector
      navigation.resetHistoryChoice()
    case .chooseHistory(let delta):
      navigation.chooseHistory(delta)
    case .jumpToHistory:
      navigation.jumpBack()
    case .recordSession:
      navigation.note(recordFromInspector())
      recordAbsorbNote()
    case .selectTab(let index):
      navigation.selectTab(at: index)
    case .switchTab(let delta):
      if let tabBar = navigation.tabBar, !tabBar.titles.isEmpty {
        let count = tabBar.titles.count
        navigation.selectTab(at: ((tabBar.selected + delta) % count + count) % count)
      }
    case .click(let line, let column):
      click(line: line, column: column)
    case .quit:
      return false
    case .none:
      break
    }
    return true
  }

  /// Moves the selection; at the first or last enabled row (or with no rows) scrolls the screen
  /// instead, so a body longer than the frame can be read, and back to the selection after.
  /// With the help open, scrolls the help.
  private func moveOrScroll(by delta: Int, in screen: any TerminalScreen) {
    // The help overlay scrolls its keys; the screen behind it keeps its selection.
    if scroll == 0, overlay != .help {
      let rows = screen.rows
      let moved = RowSelection.move(topSelection, by: delta, in: rows)
      if moved != RowSelection.settle(topSelection, in: rows) {
        topSelection = moved
        return
      }
    }
    // Scroll only while it shows something new: the frame knows where the lines end.
    let before = renderedFrame().lines
    scroll += delta
    if renderedFrame().lines == before { scroll -= delta }
  }

  /// Applies an editing action to the top screen's field at its cursor.
  private func edit(
    _ field: TerminalTextField, of screen: any TerminalScreen, with action: TerminalAction
  ) {
    var editor = FieldEditor(text: field.text, cursor: topCursor)
    editor.apply(action)
    topCursor = editor.storedCursor
    if editor.text != field.text { screen.textFieldDidChange(editor.text) }
  }

  /// Chooses what is at a frame cell: a row (selected and activated), an alert button
  /// (pressed) or a recent state in the inspector (jumped back to).
  private func click(line: Int, column: Int) {
    switch renderedFrame().target(line: line, column: column) {
    case .row(let index):
      let screen = topScreen
      let rows = screen.rows
      guard rows.indices.contains(index), rows[index].isEnabled else { return }
      topSelection = index
      screen.activate(row: index)
    case .alertButton(let index):
      guard let buttons = state.visibleAlert?.buttons, buttons.indices.contains(index) else {
        return
      }
      alertFocus = index
      navigation.resolveAlert(at: index)
    case .history(let index):
      navigation.chooseHistory(entry: index)
      navigation.jumpBack()
    case .tab(let index):
      navigation.selectTab(at: index)
    case nil:
      break
    }
  }

  /// The tab bar shown, if the router has tabs.
  var tabBar: TerminalTabBar? { navigation.tabBar }

  /// Selects the tab at `index`, as a click on it does.
  func selectTab(at index: Int) { navigation.selectTab(at: index) }

  /// Whether the navigation inspector is open.
  var showsInspector: Bool { overlay == .inspector }

  /// Whether the host has stopped.
  var isStopped: Bool { hasStopped }

  /// Stops the host: every screen's work is cancelled and the quit handlers run, once.
  func stop(runQuitHandlers: Bool) {
    guard !hasStopped else { return }
    hasStopped = true
    navigation.stopObserving()
    if runQuitHandlers { for handler in quitHandlers { handler() } }
    for id in screens.keys.sorted(by: { $0.rawValue > $1.rawValue }) {
      screens[id]?.didDisappear()
    }
    screens = [:]
    for root in navigation.rootScreens.reversed() { root.didDisappear() }
  }
}
