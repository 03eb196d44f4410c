import MVIRouter

/// Draws navigation as text: a pure function from the navigation state, the content of the
/// screens, the host's view state and a size to a ``TerminalFrame`` of exactly `height` lines,
/// none wider than `width` columns.
///
/// - The top line shows the breadcrumbs of the whole path, through modals, cut from the left
///   with `…` (`… › Image › Description`).
/// - The root's top screen fills the body. Each sheet is a titled box inset over what is below,
///   with the band around it cleared; a full-screen cover hides everything below it. A long
///   screen scrolls with its selection, with `↑ 3 more` and `↓ 2 more` markers.
/// - The visible alert is a centred box; its buttons read `[ Cancel] [▸Delete]` and wrap onto
///   more lines when narrow, the focused one marked with `▸` so focus reads without colour.
/// - With colour on, focus is in reverse video, destructive buttons are red and the screens
///   behind a modal are dimmed.
/// - The bottom line lists the keys that work now (``TerminalKeyHelp``); the `?` overlay lists
///   them all; the inspector is a side pane when the terminal is wide, a bottom pane when not.
/// - Below ``minimumWidth`` × ``minimumHeight`` it says the terminal is too small.
///
/// A frame costs what is visible: only the screens from the top-most full-screen cover up are
/// read, only each layer's top screen is drawn, and the breadcrumbs read titles from the top
/// until the line is full.
///
/// ```swift
/// let frame = TerminalRenderer.render(
///   state: router.state, root: menuContent, screens: [:], view: TerminalViewState(),
///   width: 40, height: 6)
/// print(frame.lines.joined(separator: "\n"))
/// ```
///
/// Prints:
/// ```
/// Menu
/// ────────────────────────────────────────
/// ▸ Images
///   Movies
///
/// ↑↓ move · enter select · ? help · q quit
/// ```
@_spi(Benchmarks) public enum TerminalRenderer {
  /// The narrowest terminal the renderer lays out navigation in.
  public static let minimumWidth = 24
  /// The shortest terminal the renderer lays out navigation in.
  public static let minimumHeight = 6

  /// Renders one frame.
  ///
  /// ```swift
  /// let frame = TerminalRenderer.render(
  ///   state: state, root: root, screens: screens, view: TerminalViewState(colour: true),
  ///   width: 80, height: 24)
  /// ```
  ///
  /// - Parameters:
  ///   - state: The navigation to draw.
  ///   - root: The content of the root screen.
  ///   - screens: The content of each presented route's screen; a missing one is drawn empty
  ///     with the route's screen as its title. Only the visible ones are read.
  ///   - view: The host's UI state: selection, alert focus, text cursor, overlay, colour.
  ///   - width: The terminal's width in columns.
  ///   - height: The terminal's height in lines.
  /// - Returns: Exactly `height` lines, each at most `width` columns, without trailing spaces.
  public static func render<Screen, Alert>(
    state: NavigationState<Screen, Alert>, root: TerminalScreenContent,
    screens: [RouteID: TerminalScreenContent], view: TerminalViewState, width: Int, height: Int
  ) -> TerminalFrame {
    render(
      state: state, root: root, content: { screens[$0.id] }, view: view, width: width,
      height: height)
  }

  /// Renders one frame, asking for the content of only the routes it shows.
  ///
  /// - Parameters:
  ///   - state: The navigation to draw.
  ///   - root: The content of the root screen.
  ///   - content: The content of a presented route's screen, or `nil` to draw it empty with the
  ///     route's screen as its title. It is called only for the routes the frame shows.
  ///   - view: The host's UI state.
  ///   - width: The terminal's width in columns.
  ///   - height: The terminal's height in lines.
  /// - Returns: The frame.
  package static func render<Screen, Alert>(
    state: NavigationState<Screen, Alert>, root: TerminalScreenContent,
    content: (Route<Screen>) -> TerminalScreenContent?, view: TerminalViewState, width: Int,
    height: Int
  ) -> TerminalFrame {
    guard height > 0 else { return TerminalFrame(lines: []) }
    if width < minimumWidth || height < minimumHeight {
      var canvas = Canvas(width: width, height: height)
      let message = DisplayWidth.wrap(
        "Terminal too small: \(width)×\(height), needs \(minimumWidth)×\(minimumHeight).",
        to: max(1, width))
      for (index, line) in message.prefix(height).enumerated() {
        canvas.put(line, row: index, column: 0)
      }
      return TerminalFrame(lines: canvas.lines)
    }
    let scene = Scene(
      state: state, root: root, content: content, crumbWidth: width)
    return FrameComposer.compose(scene, view: view, width: width, height: height)
  }

  /// Renders one frame as plain lines, focus on the alert's button `alertFocus` and the top
  /// screen's selection taken from its content.
  ///
  /// - Parameters:
  ///   - state: The navigation to draw.
  ///   - root: The content of the root screen.
  ///   - screens: The content of each presented route's screen.
  ///   - alertFocus: The index of the visible alert's focused button.
  ///   - width: The terminal's width in columns.
  ///   - height: The terminal's height in lines.
  /// - Returns: Exactly `height` lines, each at most `width` columns.
  public static func render<Screen, Alert>(
    state: NavigationState<Screen, Alert>, root: TerminalScreenContent,
    screens: [RouteID: TerminalScreenContent], alertFocus: Int, width: Int, height: Int
  ) -> [String] {
    let top = state.topRoute.flatMap { screens[$0.id] } ?? (state.routes.isEmpty ? root : nil)
    let view = TerminalViewState(selection: top?.selectedRow ?? 0, alertFocus: alertFocus)
    return render(
      state: state, root: root, screens: screens, view: view, width: width, height: height
    ).lines
  }
}

/// What a frame shows, taken from the generic navigation state once: the visible layers (from
/// the top-most cover up), the breadcrumbs' titles and the visible alert.
struct Scene {
  /// A layer: the root or a modal, as its top screen.
  struct Layer {
    var isCover: Bool
    var content: TerminalScreenContent
  }

  /// The visible alert, as drawn.
  struct Alert {
    var title: String
    var message: String?
    var buttons: [(title: String, isDestructive: Bool)]
    var queued: Int
  }

  /// Bottom-most first; the first is the root or a full-screen cover.
  var layers: [Layer]
  /// The titles of the path, top-most last; the first ones are missing when `isCut`.
  var crumbs: [String]
  var isCut: Bool
  var alert: Alert?
  var canGoBack: Bool

  init<Screen, AlertType>(
    state: NavigationState<Screen, AlertType>, root: TerminalScreenContent,
    content: (Route<Screen>) -> TerminalScreenContent?, crumbWidth: Int
  ) {
    let routes = state.routes
    func contentAt(_ index: Int) -> TerminalScreenContent {
      if index < 0 { return root }
      let route = routes[index]
      return content(route) ?? TerminalScreenContent(title: "\(route.screen)")
    }

    // Walk down from the top to the top-most cover (or the root), keeping each layer's top.
    var tops: [(index: Int, isCover: Bool)] = []
    var top = routes.count - 1
    while true {
      guard let (index, presentation) = Self.lastModal(in: routes, before: top + 1) else {
        tops.append((top, true))
        break
      }
      tops.append((top, presentation == .fullScreenCover))
      if presentation == .fullScreenCover { break }
      top = index - 1
    }
    var visible: [Int: TerminalScreenContent] = [:]
    layers = tops.reversed().map { entry in
      let content = contentAt(entry.index)
      visible[entry.index] = content
      return Layer(isCover: entry.isCover, content: content)
    }

    // Breadcrumbs from the top down until the line is full.
    var crumbs: [String] = []
    var used = 0
    var crumbIndex = routes.count - 1
    while crumbIndex >= -1, used <= crumbWidth {
      let title = visible[crumbIndex]?.title ?? contentAt(crumbIndex).title
      crumbs.append(title)
      used += DisplayWidth.of(title) + 3
      crumbIndex -= 1
    }
    self.crumbs = crumbs.reversed()
    isCut = crumbIndex >= -1
    canGoBack = !routes.isEmpty

    alert = state.visibleAlert.map {
      Alert(
        title: $0.title, message: $0.message,
        buttons: $0.actions.map { ($0.title, $0.role == .destructive) },
        queued: state.queuedAlerts.count)
    }
  }
  /// The last modal route before `end` and its presentation; `nil` when every route before
  /// `end` is a push.
  ///
  /// The renderer is generic but not specialized (the host calls it from generic code), so
  /// reading `routes[index].presentation` would copy a whole route through its value witnesses
  /// at every step, and a deep stack of pushes would cost a frame dearly. Instead each step
  /// compares one byte in place. This is sound because: `Route` is a struct with a stored
  /// `presentation` (`MemoryLayout.offset(of:)` is non-nil only then, and gives its place);
  /// `RouterScreenPresentationType` is a trivial one-byte enum (checked), so its byte is its
  /// value and equal bytes are equal cases; the buffer holds initialized routes `stride`
  /// bytes apart while `withUnsafeBufferPointer` runs; and only fields of routes in
  /// `0..<count` are read. Otherwise it falls back to the plain loop.
  static func lastModal<Screen>(in routes: [Route<Screen>], before end: Int) -> (
    Int, RouterScreenPresentationType
  )? {
    let last = min(end, routes.count) - 1
    guard last >= 0 else { return nil }
    guard MemoryLayout<RouterScreenPresentationType>.size == 1,
      let offset = MemoryLayout<Route<Screen>>.offset(of: \Route<Screen>.presentation)
    else {
      let index = routes[...last].lastIndex { $0.presentation != .push }
      return index.map { ($0, routes[$0].presentation) }
    }
    let stride = MemoryLayout<Route<Screen>>.stride
    let push = withUnsafeBytes(of: RouterScreenPresentationType.push) { $0[0] }
    return routes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      let fields = UnsafeRawPointer(base) + offset
      var index = last
      // Four at a time while there are four: one branch for four pushes.
      while index >= 3 {
        let at = fields + index &* stride
        if at.load(as: UInt8.self) != push
          || at.load(fromByteOffset: -stride, as: UInt8.self) != push
          || at.load(fromByteOffset: -2 &* stride, as: UInt8.self) != push
          || at.load(fromByteOffset: -3 &* stride, as: UInt8.self) != push
        {
          break
        }
        index &-= 4
      }
      while index >= 0 {
        let at = fields + index &* stride
        if at.load(as: UInt8.self) != push {
          return (index, at.load(as: RouterScreenPresentationType.self))
        }
        index &-= 1
      }
      return nil
    }
  }
}
