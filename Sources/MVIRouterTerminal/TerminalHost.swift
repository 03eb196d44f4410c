import MVIRouter
import Observation

/// Runs a ``TerminalRouter`` in the terminal: interactively when standard input and output are
/// a terminal, else (or with `--script FILE`) as a script of ``ScriptCommand``s.
///
/// The host keeps one ``TerminalScreen`` per presented route: it asks the router for a screen
/// when a route appears and calls the screen's ``TerminalScreen/didDisappear()`` when the route
/// leaves, however it leaves. Keys go to the top-most screen; going back from the keyboard is a
/// real dismissal with the ``MVIRouter/DismissReason/userBack`` reason, so dismiss callbacks
/// fire.
///
/// ```swift
/// let routerEvents = RouterEvents<AppScreen, AppAlert>(router: AppRouter())
/// let host = TerminalHost(router: AppTerminalRouter(routerEvents: routerEvents))
/// exit(await host.run(arguments: Array(CommandLine.arguments.dropFirst())))
/// ```
///
/// Arguments: `--script FILE` runs a script (`-` for standard input), `--size WxH` sets the
/// scripted terminal's size (80x24 by default).
@MainActor
public final class TerminalHost<Router: TerminalRouter> {
  /// The router whose navigation is shown.
  public let router: Router
  /// The terminal's width in columns.
  public var width = 80
  /// The terminal's height in lines.
  public var height = 24

  let waitIdle: @MainActor () async -> Void
  private let rootScreen: any TerminalScreen
  private var screens: [RouteID: any TerminalScreen] = [:]
  private var selections: [RouteID: Int] = [:]
  private var rootSelection = 0
  private var alertFocus = 0
  private var focusedAlert: AlertID?
  private var subscription: RouterSubscription?
  private var quitHandlers: [@MainActor () -> Void] = []
  private var hasStopped = false
  var scriptCommands: [String: @MainActor (String) async throws -> Void] = [:]

  /// Creates a host.
  ///
  /// - Parameters:
  ///   - router: The router whose navigation is shown.
  ///   - waitIdle: Returns when the work the screens started has finished; the script command
  ///     `wait-idle` awaits it.
  public init(router: Router, waitIdle: @escaping @MainActor () async -> Void = {}) {
    self.router = router
    self.waitIdle = waitIdle
    rootScreen = router.makeRootScreen()
    subscription = router.routerEvents.observe { [weak self] _ in self?.syncScreens() }
    syncScreens()
  }

  /// Adds a script command: a line starting with `name` calls `handler` with the rest of the
  /// line. An error it throws fails the script at that line, like a failed `expect`.
  ///
  /// ```swift
  /// host.addScriptCommand("open") { argument in
  ///   try routerEvents.open(argument, using: links)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The command's name; it must not be a built-in command's.
  ///   - handler: Runs the command with the rest of the line.
  public func addScriptCommand(
    _ name: String, _ handler: @escaping @MainActor (String) async throws -> Void
  ) {
    guard !ScriptCommand.builtInNames.contains(name) else { return }
    scriptCommands[name] = handler
  }

  /// Calls `handler` once when the host stops normally: `q`, Ctrl-C, a script's `quit` or end.
  ///
  /// ```swift
  /// host.onQuit { try? routerEvents.save(to: stateFile) }
  /// ```
  ///
  /// - Parameter handler: Runs on the main actor before ``run(arguments:)`` returns.
  public func onQuit(_ handler: @escaping @MainActor () -> Void) {
    quitHandlers.append(handler)
  }

  // MARK: Screens

  private var state: NavigationState<Router.Screen, Router.Alert> {
    router.routerEvents.state
  }

  /// Creates screens for new routes and lets the screens of gone routes know, top-most first.
  private func syncScreens() {
    guard !hasStopped else { return }
    let ids = Set(state.routes.map(\.id))
    let gone = screens.keys.filter { !ids.contains($0) }.sorted { $0.rawValue > $1.rawValue }
    for id in gone {
      let screen = screens.removeValue(forKey: id)
      selections[id] = nil
      screen?.didDisappear()
    }
    for route in state.routes where screens[route.id] == nil {
      screens[route.id] = router.makeScreen(for: route)
    }
    if state.visibleAlert?.id != focusedAlert {
      focusedAlert = state.visibleAlert?.id
      let actions = state.visibleAlert?.actions ?? []
      // Focus starts on a plain button, never on a destructive one unless it is all there is.
      alertFocus =
        actions.firstIndex { $0.role == nil } ?? actions.firstIndex { $0.role == .cancel } ?? 0
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

  private func content(of screen: any TerminalScreen, selection: Int) -> TerminalScreenContent {
    let rows = screen.rows
    return TerminalScreenContent(
      title: screen.title, body: screen.body, rows: rows,
      selectedRow: min(max(0, selection), max(0, rows.count - 1)), textField: screen.textField)
  }

  // MARK: Frames and keys

  /// The current frame at the host's size.
  ///
  /// - Returns: Exactly ``height`` lines, each at most ``width`` columns.
  public func frame() -> [String] {
    var contents: [RouteID: TerminalScreenContent] = [:]
    for (id, screen) in screens {
      contents[id] = content(of: screen, selection: selections[id] ?? 0)
    }
    return TerminalRenderer.render(
      state: state, root: content(of: rootScreen, selection: rootSelection), screens: contents,
      alertFocus: alertFocus, width: width, height: height)
  }

  /// The current frame, calling `onChange` once when a model the screens read changes.
  func trackedFrame(onChange: @escaping @Sendable () -> Void) -> [String] {
    withObservationTracking {
      frame()
    } onChange: {
      onChange()
    }
  }

  /// Handles a key as the user pressing it.
  ///
  /// ```swift
  /// host.handle(.down)
  /// host.handle(.enter)
  /// ```
  ///
  /// - Parameter key: The key.
  /// - Returns: `false` when the key asks the host to quit.
  @discardableResult
  public func handle(_ key: TerminalKey) -> Bool {
    let screen = topScreen
    let field = screen.textField
    let alert = state.visibleAlert
    let context = TerminalAction.Context(
      alertButtons: alert?.actions.count ?? 0, hasTextField: field != nil,
      textIsEmpty: field?.text.isEmpty ?? true)
    switch TerminalAction.action(for: key, in: context) {
    case .move(let delta):
      let count = screen.rows.count
      if count > 0 { topSelection = min(max(0, min(topSelection, count - 1) + delta), count - 1) }
    case .activate:
      let count = screen.rows.count
      if count > 0 { screen.activate(row: min(max(0, topSelection), count - 1)) }
    case .back:
      router.routerEvents.userDidGoBack()
    case .insert(let text):
      screen.textFieldDidChange((field?.text ?? "") + text)
    case .deleteBackward:
      screen.textFieldDidChange(String((field?.text ?? "").dropLast()))
    case .focusButton(let delta):
      let count = alert?.actions.count ?? 0
      if count > 0 { alertFocus = ((alertFocus + delta) % count + count) % count }
    case .pressButton:
      if let actions = alert?.actions, actions.indices.contains(alertFocus) {
        router.routerEvents.resolveAlert(actions[alertFocus])
      }
    case .cancelAlert:
      router.routerEvents.cancelAlert()
    case .quit:
      return false
    default:
      break
    }
    return true
  }

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

  // MARK: Running

  /// Runs until the user or the script quits.
  ///
  /// - Parameter arguments: The host's arguments: `--script FILE` (or `-` for standard input)
  ///   runs a script, `--size WxH` sets a script's terminal size.
  /// - Returns: The process exit code: 0 on success, 1 when a script fails, 2 for bad
  ///   arguments.
  public func run(arguments: [String]) async -> Int32 {
    var scriptPath: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--script":
        guard let path = remaining.popFirst() else { return usage("--script needs a file") }
        scriptPath = path
      case "--size":
        guard let value = remaining.popFirst(), let size = Self.parseSize(value) else {
          return usage("--size needs WIDTHxHEIGHT, e.g. --size 80x24")
        }
        (width, height) = size
      default:
        return usage("unknown argument \"\(argument)\"")
      }
    }
    if scriptPath == nil, TerminalDevice.isInteractive {
      return await runInteractive()
    }
    let text: String
    do {
      text = try TerminalDevice.readScript(at: scriptPath ?? "-")
    } catch {
      TerminalDevice.writeError("\(error)\n")
      return 2
    }
    return await runScript(text)
  }

  private func usage(_ message: String) -> Int32 {
    TerminalDevice.writeError(
      "error: \(message)\nusage: [--script FILE|-] [--size WIDTHxHEIGHT]\n")
    return 2
  }

  static func parseSize(_ text: String) -> (Int, Int)? {
    let parts = text.split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...1000).contains(width), (1...1000).contains(height)
    else { return nil }
    return (width, height)
  }
}
