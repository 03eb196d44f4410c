import MVIRouter
import Observation

/// Runs a ``TerminalScreenFactory`` in a text terminal: from an executable's `main` with
/// ``run(arguments:recordingAs:exploring:)`` (the keyboard, or a script when asked or piped), interactively with
/// ``runInteractive(mouse:)``, or driven by a script of commands with
/// ``run(script:width:height:)`` — what tests and golden frames use.
///
/// The host keeps one ``TerminalScreen`` per presented route: it asks the screen factory for a
/// screen when a route appears and calls the screen's ``TerminalScreen/didDisappear()`` when the route
/// leaves, however it leaves. Keys go to the top-most screen; going back from the keyboard is a
/// real dismissal with the `DismissReason.userBack` reason, so dismiss callbacks
/// fire. The host also owns what only the terminal shows: the selected row (never a disabled
/// one; the screen's first row until the user moves it), the `/` filter of a screen's
/// rows, the alert's focused button, the text cursor, the `?` help and the navigation inspector
/// (F2 or `~`), which lists the last events and recent states and jumps back to one through the
/// router, so guards apply; with `r` it writes the session as a test
/// (``recordSession(as:to:writeOnQuit:)``).
///
/// Given a ``TabbedTerminalScreenFactory``, the host shows a tab bar and the selected tab's
/// stack, switches tabs with `1`–`9`, `[`/`]` and clicks, and keeps every tab's screens alive
/// while another is selected (see the article "Showing tabs in the terminal").
///
/// ```swift
/// let routerEvents = RouterEvents<AppScreen, AppAlert>(router: AppRouter())
/// let host = TerminalHost(screenFactory: AppScreenFactory(routerEvents: routerEvents))
/// let run = await host.run(script: "key down\nkey enter\nsnapshot opened")
/// print(run.frames.map(\.name))
/// ```
///
/// Prints:
/// ```
/// ["opened", "end"]
/// ```
@MainActor
public final class TerminalHost<Factory: TerminalScreenFactory> {
  /// The screen factory whose router's navigation is shown.
  public let screenFactory: Factory
  /// The terminal's width in columns.
  public var width = 80
  /// The terminal's height in lines.
  public var height = 24
  /// Glyphs that change with time alone, such as a spinner's: ``frame()`` shows the first of
  /// them wherever any of them is drawn, so the plain frame — what scripts, tests and recorded
  /// sessions compare — never changes while nothing but time passes. The terminal shows them as
  /// they are.
  ///
  /// ```swift
  /// host.turningGlyphs = ["⠋", "⠙", "⠹"]
  /// // A screen drawing "⠹ Loading…":
  /// print(host.frame()[2])
  /// ```
  ///
  /// Prints, for that screen:
  /// ```
  /// ⠋ Loading…
  /// ```
  public var turningGlyphs: [Character] = []
  /// Whether frames carry styles (reverse video, colour, dim); on only for a colour terminal.
  package var colour = false
  /// Whether a focused field's cursor is the terminal's own rather than a drawn glyph; on
  /// while running interactively.
  package var showsTerminalCursor = false
  /// Whether clicks and the wheel reach the host; the help lists them only then.
  package var mouse = true

  let waitIdle: @MainActor () async -> Void
  /// What is shown and where the keys go: one router, or the selected tab of a tabbed one.
  private let navigation: any HostNavigation<Factory.Screen, Factory.Alert>
  private var screens: [RouteID: any TerminalScreen] = [:]
  /// Each route's selected row, kept by the row's identity (see `RowMark`).
  private var selections: [RouteID: RowMark] = [:]
  /// The selection of each root screen (one per tab).
  private var rootSelections: [ObjectIdentifier: RowMark] = [:]
  private var cursors: [RouteID: Int] = [:]
  private var rootCursors: [ObjectIdentifier: Int] = [:]
  private var alertFocus = 0
  /// Whether the tab keys go before the top screen's field: the selected tab's key just took
  /// it back to its root, and no key has gone to the field since.
  private var tabKeysFirst = false
  private var focusedAlert: AlertID?
  private var overlay: TerminalAction.Context.Overlay?
  /// Lines the top screen is scrolled away from its selection (see `TerminalViewState.scroll`).
  private var scroll = 0
  private var scrolledRoute: RouteID?
  /// A message the keys line shows until the next key.
  private var notice: String?
  private var quitHandlers: [@MainActor () -> Void] = []
  private var keyHandlers: [@MainActor (TerminalKey) -> Void] = []
  private var hasStopped = false
  /// What the terminal should do after the keys just handled: repaint, suspend.
  private(set) var terminalRequests: Set<TerminalRequest> = []
  var scriptCommands: [String: @MainActor (String) async throws -> Void] = [:]
  /// Why a command added with `addScriptCommand` cannot be one; a script run reports it.
  var scriptCommandProblems: [String] = []
  /// The session being recorded as a test, if any (see `recordSession(as:to:writeOnQuit:)`).
  var sessionRecorder: SessionRecorder?

  /// Creates a host.
  ///
  /// ```swift
  /// let host = TerminalHost(screenFactory: AppScreenFactory(routerEvents: routerEvents))
  /// ```
  ///
  /// - Parameters:
  ///   - screenFactory: Makes the screen of each route; its router's navigation is shown.
  ///   - waitIdle: Returns when the work the screens started has finished; the script command
  ///     `wait-idle` awaits it.
  public init(screenFactory: Factory, waitIdle: @escaping @MainActor () async -> Void = {}) {
    self.screenFactory = screenFactory
    self.waitIdle = waitIdle
    navigation = Self.navigation(for: screenFactory)
    navigation.startObserving { [weak self] event in
      self?.receive(event)
    }
    syncScreens()
  }

  /// Adds a script command: a line starting with `name` calls `handler` with the rest of the
  /// line. An error it throws fails the script at that line, like a failed `expect`.
  ///
  /// A name that cannot be a command — a built-in command's, empty, more than one word or
  /// starting with `#` — is a mistake in the program, not in a script, so this does not throw:
  /// every script the host runs fails before its first line, saying why (in the first test that
  /// runs one). Adding a name again replaces its handler.
  ///
  /// ```swift
  /// host.addScriptCommand("open") { argument in
  ///   try routerEvents.open(argument, using: links)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The command's name: one word, not a built-in command's.
  ///   - handler: Runs the command with the rest of the line.
  public func addScriptCommand(
    _ name: String, _ handler: @escaping @MainActor (String) async throws -> Void
  ) {
    if ScriptCommand.builtInNames.contains(name) {
      scriptCommandProblems.append(
        "addScriptCommand: \"\(name)\" is a built-in script command; choose another name")
    } else if name.isEmpty || name.contains(where: \.isWhitespace) || name.hasPrefix("#") {
      scriptCommandProblems.append(
        "addScriptCommand: a script command's name is one word, not \"\(name)\"")
    } else {
      scriptCommands[name] = handler
    }
  }

  /// Shows `message` in the frame's bottom line, instead of the keys, until the next key; the
  /// inspector's events keep it. For what the user must see in the session, such as why the
  /// saved navigation was not restored — standard error is hidden behind the full-screen frame.
  ///
  /// ```swift
  /// host.showNotice("not restoring nav.json: the file is corrupted; starting fresh")
  /// print(host.frame().last ?? "")
  /// ```
  ///
  /// Prints:
  /// ```
  /// not restoring nav.json: the file is corrupted; starting fresh
  /// ```
  ///
  /// - Parameter message: One line; cut at the frame's width.
  public func showNotice(_ message: String) {
    notice = message
    navigation.note(message)
  }

  /// Calls `handler` once when the host stops normally: `q`, Ctrl-C, a script's `quit` or end,
  /// or, running interactively, SIGINT, SIGTERM or SIGHUP.
  ///
  /// ```swift
  /// let stateFile = URL(fileURLWithPath: "nav.json")
  /// host.onQuit { try? routerEvents.savedState().write(to: stateFile, options: .atomic) }
  /// ```
  ///
  /// - Parameter handler: Runs on the main actor before the run returns.
  public func onQuit(_ handler: @escaping @MainActor () -> Void) {
    quitHandlers.append(handler)
  }

  /// Calls `handler` with every key, before the host handles it.
  ///
  /// ```swift
  /// host.onKey { key in print("key:", key) }
  /// ```
  ///
  /// - Parameter handler: Runs on the main actor for each key.
  public func onKey(_ handler: @escaping @MainActor (TerminalKey) -> Void) {
    keyHandlers.append(handler)
  }

  // MARK: Screens

  /// The navigation the frame shows: with tabs, the selected tab's.
  private var state: NavigationState<Factory.Screen, Factory.Alert> {
    navigation.shown
  }

  /// The navigation for `router`: its tabs when it is a ``TabbedTerminalScreenFactory``.
  private static func navigation(for router: Factory) -> any HostNavigation<
    Factory.Screen, Factory.Alert
  > {
    if let tabbed = router as? any TabbedTerminalScreenFactory,
      let navigation = tabbedNavigation(tabbed)
        as? any HostNavigation<Factory.Screen, Factory.Alert>
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

  private var rootSelection: RowMark {
    get { rootSelections[ObjectIdentifier(rootScreen)] ?? RowMark() }
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
  private func receive(_ event: RouterEvent<Factory.Screen, Factory.Alert>?) {
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
    if state.routes.last?.id != scrolledRoute {
      scrolledRoute = state.routes.last?.id
      scroll = 0
    }
    // The filter belongs to the screen it was opened on.
    if let open = filter, open.screen != ObjectIdentifier(topScreen) { filter = nil }
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
    state.routes.last.flatMap { screens[$0.id] } ?? rootScreen
  }

  private var topMark: RowMark {
    get { state.routes.last.map { selections[$0.id] ?? RowMark() } ?? rootSelection }
    set {
      if let id = state.routes.last?.id {
        selections[id] = newValue
      } else {
        rootSelection = newValue
      }
    }
  }

  /// The top screen's selected row, found by its identity; setting it marks the row there.
  private var topSelection: Int {
    get { topMark.resolve(in: topRows) }
    set { topMark = RowMark.at(newValue, in: topRows) }
  }

  /// Once the user has moved the focus, marks the row the top screen shows as selected, so
  /// that rows appearing or becoming enabled around it do not move the focus away from it.
  /// Until then the focus follows the screen's own default, its first row, waiting while that
  /// row is disabled: a screen that loads, with Close its only enabled row, does not close on
  /// the first Enter.
  private func pinTopSelection() {
    guard topMark.title != nil else { return }
    let rows = topRows
    let mark = RowMark.at(topMark.resolve(in: rows), in: rows)
    if mark != topMark { topMark = mark }
  }

  /// The top screen's cursor; `nil` is the end of the text.
  private var topCursor: Int? {
    get { state.routes.last.map { cursors[$0.id] } ?? rootCursor }
    set {
      if let id = state.routes.last?.id { cursors[id] = newValue } else { rootCursor = newValue }
    }
  }

  private func content(of screen: any TerminalScreen, selection: RowMark) -> TerminalScreenContent {
    let filtered = filter.map { ObjectIdentifier(screen) == $0.screen } ?? false
    let rows = filtered ? topRows : screen.rows
    return TerminalScreenContent(
      title: screen.title, body: screen.body, rows: rows,
      selectedRow: selection.resolve(in: rows),
      textField: filtered ? filter?.field : screen.textField,
      noRowsLine: filtered ? filter?.noRowsLine(rows) : nil)
  }

  // MARK: The `/` filter

  /// The `/` filter of the top screen's rows while it is open: the rows whose title contains
  /// its text, ignoring case, are the ones shown, moved among and activated.
  private struct RowFilter {
    /// The screen whose rows it filters.
    var screen: ObjectIdentifier
    var text = ""
    /// The cursor; `nil` is the end of the text.
    var cursor: Int?

    /// The indices of the rows that match.
    func indices(in rows: [TerminalRow]) -> [Int] {
      guard !text.isEmpty else { return Array(rows.indices) }
      let wanted = text.lowercased()
      return rows.indices.filter { rows[$0].title.lowercased().contains(wanted) }
    }

    /// What the frame says where the rows were when none matches: `no matches for "xyz"`.
    func noRowsLine(_ matching: [TerminalRow]) -> String? {
      guard matching.isEmpty, !text.isEmpty else { return nil }
      return "no matches for \"\(text)\""
    }

    /// The filter as the field the frame shows above the rows.
    var field: TerminalTextField {
      TerminalTextField(label: "Filter", text: text, placeholder: "type to filter, esc clears")
    }
  }

  private var filter: RowFilter?

  /// The top screen's rows the keys move among: with the filter open, the matching ones.
  private var topRows: [TerminalRow] {
    let rows = topScreen.rows
    guard let filter else { return rows }
    return filter.indices(in: rows).map { rows[$0] }
  }

  /// The top screen's index of the row shown at `index` of ``topRows``.
  private func topRowIndex(_ index: Int) -> Int {
    guard let filter else { return index }
    let indices = filter.indices(in: topScreen.rows)
    return indices.indices.contains(index) ? indices[index] : index
  }

  // MARK: Frames and keys

  /// What the host shows besides the navigation and the screens.
  private var viewState: TerminalViewState {
    let screen = topScreen
    var cursor = screen.textField.map { field in
      min(topCursor ?? field.text.count, field.text.count)
    }
    if let filter { cursor = min(filter.cursor ?? filter.text.count, filter.text.count) }
    var view = TerminalViewState(
      selection: topMark.resolve(in: topRows), alertFocus: alertFocus,
      fieldCursor: cursor, colour: colour)
    view.scroll = scroll
    view.terminalCursor = showsTerminalCursor
    view.notice = notice
    switch overlay {
    case .help: view.overlay = .help
    case .inspector: view.overlay = .inspector(navigation.inspectorContent())
    case nil: break
    }
    view.tabBar = navigation.tabBar
    view.mouse = mouse
    view.tabKeysFirst = tabKeysFirst && screen.textField != nil
    view.filtering = filter != nil
    return view
  }

  /// The current frame at the host's size, with its styles and click targets; only the screens
  /// the frame shows are read. The row it shows selected stays selected (see `RowMark`).
  package func renderedFrame() -> TerminalFrame {
    pinTopSelection()
    return renderedFrame(view: viewState)
  }

  /// Whether the terminal is too small to draw the screen; keys other than quit do nothing.
  var isTooSmall: Bool {
    width < TerminalRenderer.minimumWidth || height < TerminalRenderer.minimumHeight
  }

  /// Takes the terminal requests the last keys made.
  func takeTerminalRequests() -> Set<TerminalRequest> {
    defer { terminalRequests = [] }
    return terminalRequests
  }

  /// The current frame with `view` instead of the host's own selection, focus and overlay.
  package func renderedFrame(view: TerminalViewState) -> TerminalFrame {
    TerminalRenderer.render(
      state: state, root: content(of: rootScreen, selection: rootSelection),
      content: { route in
        screens[route.id].map { content(of: $0, selection: selections[route.id] ?? RowMark()) }
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
  /// Glyphs in ``turningGlyphs`` show as the first of them, and a focused field's cursor is
  /// drawn (`_`, or `▏` inside the text) even while the terminal shows its own, so a frame
  /// taken at the keyboard equals the same frame taken by a script.
  ///
  /// - Returns: Exactly ``height`` lines, each at most ``width`` columns.
  public func frame() -> [String] {
    pinTopSelection()
    var view = viewState
    view.terminalCursor = false
    let lines = renderedFrame(view: view).lines
    guard let rest = turningGlyphs.first else { return lines }
    let turning = Set(turningGlyphs)
    return lines.map { line in
      line.contains(where: turning.contains)
        ? String(line.map { turning.contains($0) ? rest : $0 }) : line
    }
  }

  /// The lines the current frame shows, top to bottom: ``frame()`` without its blank lines —
  /// what a recorded session's test compares, so it reads as the screen does.
  ///
  /// ```swift
  /// host.width = 40
  /// host.height = 12
  /// print(host.shownLines())
  /// ```
  ///
  /// Prints, for a screen `Menu` listing `Movies`:
  /// ```
  /// ["Menu", "────────────────────────────────────────", "▸ Movies", "↑↓ move · enter select · q quit"]
  /// ```
  public func shownLines() -> [String] {
    SessionRecording.shown(frame())
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
    notice = nil
    // The row the user saw selected is the one the key acts on.
    pinTopSelection()
    let screen = topScreen
    let field = filter?.field ?? screen.textField
    let alert = state.visibleAlert
    let context = TerminalAction.Context(
      alertButtons: alert?.buttons.count ?? 0, hasTextField: field != nil,
      textIsEmpty: field?.text.isEmpty ?? true, overlay: overlay,
      tabs: navigation.tabBar.map { $0.isActive ? $0.titles.count : 0 } ?? 0, tooSmall: isTooSmall)
    var keyContext = context
    keyContext.tabKeysFirst = tabKeysFirst && field != nil
    keyContext.canFilter = filter == nil && field == nil && !topScreen.rows.isEmpty
    let action = TerminalAction.action(for: key, in: keyContext)
    switch action {
    case .none, .repaint, .suspend, .toggleHelp: break
    default: tabKeysFirst = false
    }
    // The key is recorded last, after the selection is pinned again.
    defer { recordKey(key, action: action, secure: field?.isSecure == true) }
    defer { if !hasStopped { pinTopSelection() } }
    switch action {
    case .move, .page, .moveToFirst, .moveToLast, .none, .repaint, .suspend: break
    default:
      guard scroll != 0 else { break }
      scroll = 0
      // Enter while scrolled away shows the selection first: nothing unseen is activated.
      if action == .activate { return true }
    }
    switch action {
    case .move(let delta):
      moveOrScroll(by: delta, in: screen)
    case .page(let pages):
      page(by: pages, in: screen)
    case .moveToFirst, .moveToLast:
      moveToEnd(last: action == .moveToLast, in: screen)
    case .activate:
      let rows = topRows
      let index = topSelection
      if rows.indices.contains(index), rows[index].isEnabled {
        screen.activate(row: topRowIndex(index))
      }
    case .openFilter:
      filter = RowFilter(screen: ObjectIdentifier(screen))
    case .back:
      if overlay == .inspector {
        // Esc closes the inspector's open entry, then the inspector.
        if !navigation.closeHistoryEntry() {
          overlay = nil
          navigation.resetHistoryChoice()
        }
      } else if filter != nil {
        // Esc clears the filter: all the rows show again, the selected one still selected.
        filter = nil
      } else {
        navigation.goBack()
      }
    case .insert, .moveCursor, .moveWord, .cursorToStart, .cursorToEnd, .deleteBackward,
      .deleteForward, .deleteWordBackward, .deleteToStart, .deleteToEnd:
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
      navigation.activateHistory()
    case .recordSession:
      navigation.note(recordFromInspector())
      recordAbsorbNote()
    case .selectTab(let index):
      select(tab: index)
    case .switchTab(let delta):
      if let tabBar = navigation.tabBar, !tabBar.titles.isEmpty {
        let count = tabBar.titles.count
        navigation.selectTab(at: ((tabBar.selected + delta) % count + count) % count)
      }
    case .click(let line, let column):
      click(line: line, column: column)
    case .repaint:
      terminalRequests.insert(.repaint)
    case .suspend:
      terminalRequests.insert(.suspend)
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
    // The help overlay scrolls its keys, a line at a time; the screen behind it keeps its
    // selection.
    if overlay == .help {
      if let window = renderedFrame().helpWindow {
        scroll = min(max(0, window.first + delta), max(window.first, window.lastScroll))
      }
      return
    }
    if scroll == 0 {
      let rows = topRows
      if focusWaits(in: rows) {
        // The first move from a focus that waits takes the nearest enabled row.
        topSelection = RowSelection.settle(topSelection, in: rows)
        return
      }
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

  /// Whether the top screen's focus waits on its default row, disabled (a screen loading):
  /// no row shows it, and the first move takes the nearest enabled row.
  private func focusWaits(in rows: [TerminalRow]) -> Bool {
    let index = topSelection
    return rows.indices.contains(index) && !rows[index].isEnabled
      && rows.contains(where: \.isEnabled)
  }

  /// The lines a page moves: the frame's height without its top and bottom lines.
  private var pageLines: Int { max(1, height - 4) }

  /// Moves by pages: the selection by as many rows as a page shows (scrolling a long body at
  /// the ends, line by line), the help's lines, or the inspector's entries.
  private func page(by pages: Int, in screen: any TerminalScreen) {
    let delta = pages * pageLines
    switch overlay {
    case .inspector:
      // The inspector's entries, by as many as its pane shows.
      let entries = renderedFrame().historyPage ?? 1
      navigation.chooseHistory(pages * max(1, entries))
      return
    case .help:
      // The next page starts with the line after the last one shown: none is skipped.
      guard var window = renderedFrame().helpWindow else { return }
      for _ in 0..<abs(pages) {
        scroll = pages > 0 ? window.nextPage : window.previousPage
        window = ScrollWindow(total: window.total, rows: window.rows, scroll: scroll)
      }
      return
    case nil:
      break
    }
    if scroll == 0 {
      let rows = topRows
      if focusWaits(in: rows) {
        topSelection = RowSelection.settle(topSelection, in: rows)
        return
      }
      let moved = RowSelection.move(topSelection, by: delta, in: rows)
      if moved != topSelection {
        topSelection = moved
        return
      }
    }
    scrollLines(by: delta)
  }

  /// Goes to the first or last row (the help's top or end, the inspector's oldest or newest
  /// entry); the screen scrolls back to its selection.
  private func moveToEnd(last: Bool, in screen: any TerminalScreen) {
    switch overlay {
    case .inspector:
      navigation.chooseHistory(last ? Int(Int32.max) : -Int(Int32.max))
    case .help:
      scroll = last ? renderedFrame().helpWindow?.lastScroll ?? 0 : 0
    case nil:
      let rows = topRows
      scroll = 0
      let enabled = last ? rows.lastIndex(where: \.isEnabled) : rows.firstIndex(where: \.isEnabled)
      // Only a move the user sees marks the row: the focus follows the screen until then.
      if let enabled, enabled != topSelection { topSelection = enabled }
    }
  }

  /// Scrolls up to `delta` lines, one at a time, stopping where the frame stops changing.
  private func scrollLines(by delta: Int) {
    let step = delta > 0 ? 1 : -1
    var before = renderedFrame(view: viewState).lines
    for _ in 0..<abs(delta) {
      scroll += step
      let after = renderedFrame(view: viewState).lines
      if after == before {
        scroll -= step
        return
      }
      before = after
    }
  }

  /// Applies an editing action to the top screen's field at its cursor.
  private func edit(
    _ field: TerminalTextField, of screen: any TerminalScreen, with action: TerminalAction
  ) {
    if var open = filter {
      var editor = FieldEditor(text: open.text, cursor: open.cursor)
      editor.apply(action)
      open.text = editor.text
      open.cursor = editor.storedCursor
      filter = open
      return
    }
    var editor = FieldEditor(text: field.text, cursor: topCursor)
    editor.apply(action)
    topCursor = editor.storedCursor
    if editor.text != field.text { screen.textFieldDidChange(editor.text) }
  }

  /// Chooses what is at a frame cell: a row (selected and activated), an alert button
  /// (pressed) or a recent state in the inspector (chosen and opened; jumped back to when
  /// clicked again).
  private func click(line: Int, column: Int) {
    switch renderedFrame().target(line: line, column: column) {
    case .row(let index):
      let screen = topScreen
      let rows = topRows
      guard rows.indices.contains(index), rows[index].isEnabled else { return }
      topSelection = index
      screen.activate(row: topRowIndex(index))
    case .alertButton(let index):
      guard let buttons = state.visibleAlert?.buttons, buttons.indices.contains(index) else {
        return
      }
      alertFocus = index
      navigation.resolveAlert(at: index)
    case .history(let index):
      navigation.clickHistory(entry: index)
    case .tab(let index):
      select(tab: index)
    case nil:
      break
    }
  }

  /// Selects the tab at `index`; when it is the selected one, back at its root the tab keys
  /// go before a field there, until a key goes to the field: the user pressing the tab's key
  /// was not typing.
  private func select(tab index: Int) {
    let isSelected = navigation.tabBar?.selected == index
    navigation.selectTab(at: index)
    tabKeysFirst = isSelected
  }

  /// The tab bar shown, if the router has tabs.
  var tabBar: TerminalTabBar? { navigation.tabBar }

  /// Selects the tab at `index`, as a click on it does.
  func selectTab(at index: Int) { navigation.selectTab(at: index) }

  /// Whether the navigation inspector is open.
  var showsInspector: Bool { overlay == .inspector }

  /// Whether the help or the navigation inspector is open.
  var showsOverlay: Bool { overlay != nil }

  /// Whether the host has stopped.
  var isStopped: Bool { hasStopped }

  /// What the explorer reads to choose a step and to check the one it took (see
  /// `TerminalExploration`): the top screen's rows and selection, its field, whether an
  /// overlay or an alert takes the keys, the top route, and whether the screen is scrolled
  /// away from its selection.
  var explorationView: ExplorationView {
    let screen = topScreen
    let rows = screen.rows
    return ExplorationView(
      title: screen.title, rows: rows,
      // A focus that waits for its disabled default row marks no row.
      selection: focusWaits(in: rows) ? -1 : topMark.resolve(in: rows),
      field: screen.textField, alertButtons: state.visibleAlert?.buttons.map(\.title) ?? [],
      overlayIsOpen: overlay != nil, topRoute: state.routes.last.map { "\(plain: $0.screen)" },
      isTooSmall: isTooSmall, isScrolled: scroll != 0,
      tab: navigation.tabBar.flatMap {
        $0.titles.indices.contains($0.selected) ? $0.titles[$0.selected] : nil
      })
  }

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

/// What the keys asked of the terminal itself, which only the interactive driver can do.
enum TerminalRequest: Hashable, Sendable {
  /// Draw the whole screen again (Ctrl-L).
  case repaint
  /// Restore the terminal and stop until continued, then repaint (Ctrl-Z).
  case suspend
}
