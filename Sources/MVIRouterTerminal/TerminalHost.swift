import MVIRouter
import Observation

/// Runs a ``TerminalScreenFactory`` in a text terminal: interactively with
/// ``runInteractive(mouse:)``, or driven by a script of commands with
/// ``run(script:width:height:)`` — what tests and golden frames use.
///
/// The host keeps one ``TerminalScreen`` per presented route: it asks the screen factory for a
/// screen when a route appears and calls the screen's ``TerminalScreen/didDisappear()`` when the route
/// leaves, however it leaves. Keys go to the top-most screen; going back from the keyboard is a
/// real dismissal with the ``MVIRouter/DismissReason/userBack`` reason, so dismiss callbacks
/// fire. The host also owns what only the terminal shows: the selected row (never a disabled
/// one), the alert's focused button, the text cursor, the `?` help and the navigation inspector
/// (F2 or `~`), which lists the last events and recent states and jumps back to one with a
/// restore.
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
  private let rootScreen: any TerminalScreen
  private var screens: [RouteID: any TerminalScreen] = [:]
  private var selections: [RouteID: Int] = [:]
  private var rootSelection = 0
  private var cursors: [RouteID: Int] = [:]
  private var rootCursor: Int?
  private var alertFocus = 0
  private var focusedAlert: AlertID?
  private var overlay: TerminalAction.Context.Overlay?
  /// Lines the top screen is scrolled away from its selection (see `TerminalViewState.scroll`).
  private var scroll = 0
  private var scrolledRoute: RouteID?
  private var inspector: InspectorLog<Router.Screen, Router.Alert>
  private var subscription: RouterSubscription?
  private var quitHandlers: [@MainActor () -> Void] = []
  private var keyHandlers: [@MainActor (TerminalKey) -> Void] = []
  private var hasStopped = false
  var scriptCommands: [String: @MainActor (String) async throws -> Void] = [:]

  /// Creates a host.
  ///
  /// - Parameters:
  ///   - router: The screen factory whose router's navigation is shown.
  ///   - waitIdle: Returns when the work the screens started has finished; the script command
  ///     `wait-idle` awaits it.
  public init(router: Router, waitIdle: @escaping @MainActor () async -> Void = {}) {
    self.router = router
    self.waitIdle = waitIdle
    rootScreen = router.makeRootScreen()
    inspector = InspectorLog(state: router.routerEvents.state)
    subscription = router.routerEvents.observe { [weak self] event in
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

  private var state: NavigationState<Router.Screen, Router.Alert> {
    router.routerEvents.state
  }

  /// Creates a screen for every route and follows the router's events from then on.
  private func syncScreens() {
    for route in state.routes where screens[route.id] == nil {
      screens[route.id] = router.makeScreen(for: route)
    }
    stateDidChange()
  }

  /// Follows one event: a screen for a route that arrived, `didDisappear` for one that left
  /// (events come top-most first). The cost is that of the event, whatever the stack's depth.
  private func receive(_ event: RouterEvent<Router.Screen, Router.Alert>) {
    guard !hasStopped else { return }
    inspector.record(event)
    switch event {
    case .routed(let route):
      // A route that already left again in the same change gets no screen.
      if screens[route.id] == nil, state.route(route.id) != nil {
        screens[route.id] = router.makeScreen(for: route)
      }
    case .dismissed(let route, _):
      selections[route.id] = nil
      cursors[route.id] = nil
      screens.removeValue(forKey: route.id)?.didDisappear()
    default:
      break
    }
    stateDidChange()
  }

  /// Keeps the state for the inspector and moves the alert focus to a newly visible alert.
  private func stateDidChange() {
    inspector.record(state)
    if state.topRoute?.id != scrolledRoute {
      scrolledRoute = state.topRoute?.id
      scroll = 0
    }
    if state.visibleAlert?.id != focusedAlert {
      focusedAlert = state.visibleAlert?.id
      let actions = state.visibleAlert?.actions ?? []
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
    case .inspector: view.overlay = .inspector(inspector.content(live: state))
    case nil: break
    }
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
    for handler in keyHandlers { handler(key) }
    let screen = topScreen
    let field = screen.textField
    let alert = state.visibleAlert
    let context = TerminalAction.Context(
      alertButtons: alert?.actions.count ?? 0, hasTextField: field != nil,
      textIsEmpty: field?.text.isEmpty ?? true, overlay: overlay)
    let action = TerminalAction.action(for: key, in: context)
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
      router.routerEvents.userDidGoBack()
    case .insert, .moveCursor, .cursorToStart, .cursorToEnd, .deleteBackward, .deleteForward,
      .deleteWordBackward, .deleteToStart:
      if let field { edit(field, of: screen, with: action) }
    case .focusButton(let delta):
      let count = alert?.actions.count ?? 0
      if count > 0 { alertFocus = ((alertFocus + delta) % count + count) % count }
    case .pressButton:
      if let actions = alert?.actions, actions.indices.contains(alertFocus) {
        router.routerEvents.resolveAlert(actions[alertFocus])
      }
    case .cancelAlert:
      router.routerEvents.cancelAlert()
    case .toggleHelp:
      overlay = overlay == .help ? nil : .help
    case .toggleInspector:
      overlay = overlay == .inspector ? nil : .inspector
      inspector.resetChoice()
    case .chooseHistory(let delta):
      inspector.choose(delta)
    case .jumpToHistory:
      jumpBack()
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
      guard let actions = state.visibleAlert?.actions, actions.indices.contains(index) else {
        return
      }
      alertFocus = index
      router.routerEvents.resolveAlert(actions[index])
    case .history(let index):
      inspector.choose(entry: index)
      jumpBack()
    case nil:
      break
    }
  }

  /// Restores the recent state chosen in the inspector: a real restore, so every rule and
  /// callback holds, with the reason ``MVIRouter/DismissReason/restored``.
  private func jumpBack() {
    guard let chosen = inspector.chosenState, chosen != state else { return }
    do {
      try router.routerEvents.restore(chosen)
    } catch {
      // A state the router once had is valid; should one not be, say so where the user looks.
      inspector.note("cannot jump back: \(error)")
    }
    inspector.resetChoice()
  }

  /// Whether the host has stopped.
  var isStopped: Bool { hasStopped }

  /// Stops the host: every screen's work is cancelled and the quit handlers run, once.
  func stop(runQuitHandlers: Bool) {
    guard !hasStopped else { return }
    hasStopped = true
    subscription?.cancel()
    if runQuitHandlers { for handler in quitHandlers { handler() } }
    for id in screens.keys.sorted(by: { $0.rawValue > $1.rawValue }) {
      screens[id]?.didDisappear()
    }
    screens = [:]
    rootScreen.didDisappear()
  }
}
