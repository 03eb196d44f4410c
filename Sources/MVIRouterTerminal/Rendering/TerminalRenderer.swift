import MVIRouter

/// Draws navigation as text: a pure function from the navigation state, the content of the
/// screens, the host's view state and a size to a ``TerminalFrame`` of exactly `height` lines,
/// none wider than `width` columns.
///
/// - The top line shows the breadcrumbs of the whole path, through modals, cut from the left
///   with `…` (`… › Image › Description`).
/// - The root's top screen fills the body. Each sheet is a titled box that rises from the
///   bottom, inset over what is below (which stays readable above it), with the band around it
///   cleared, at its first detent when it has detents (`.medium` takes half the body); a
///   full-screen cover hides everything below it. A long
///   screen scrolls with its selection, with `↑ 3 more` and `↓ 2 more` markers.
/// - The visible alert is a centred box; its buttons read `[ Cancel] [▸Delete]` and wrap onto
///   more lines when narrow, the focused one marked with `▸` so focus reads without colour.
/// - With colour on, focus is a reverse-video bar, destructive buttons are red and the screens
///   behind a modal are dimmed in a grey that reads on dark and light backgrounds.
/// - With ``TerminalViewState/tabBar`` set, the line above the keys shows the tabs
///   (``TerminalTabBar``).
/// - The bottom line lists the keys that work now (``TerminalKeyHelp``); the `?` overlay lists
///   them all; the inspector is a side pane when the terminal is wide, a bottom pane when not.
/// - Below ``minimumWidth`` × ``minimumHeight`` it says the terminal is too small and the size
///   it needs (shortened to fit, down to `≥24×6`), and that `q` quits.
///
/// A frame costs what is visible: only the screens from the top-most full-screen cover up are
/// read, only each layer's top screen is drawn, and the breadcrumbs read titles from the top
/// until the line is full.
///
/// ```swift
/// let frame = TerminalRenderer.render(
///   state: routerEvents.state, root: menuContent, screens: [:], view: TerminalViewState(),
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
package enum TerminalRenderer {
  /// The narrowest terminal the renderer lays out navigation in.
  package static let minimumWidth = 24
  /// The shortest terminal the renderer lays out navigation in.
  package static let minimumHeight = 6

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
  package static func render<Screen, Alert>(
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
      let (message, quits) = tooSmall(width: width, height: height)
      for (index, line) in message.enumerated() {
        canvas.put(line, row: index, column: 0)
      }
      canvas.put(quits, row: height - 1, column: 0, style: .dim)
      return TerminalFrame(lines: canvas.lines)
    }
    let scene = Scene(
      state: state, root: root, content: content, crumbWidth: width)
    return FrameComposer.compose(scene, view: view, width: width, height: height)
  }

  /// The too-small screen's message lines and its last line, which says how to leave: the
  /// fullest message whose wrapped lines fit and keep the needed size whole on one line, from
  /// `Terminal too small: 10×40, needs 24×6.` down to `≥24×6`, so the size that would do shows
  /// at any size it fits in. One line holds both, the needed size first.
  static func tooSmall(width: Int, height: Int) -> (message: [String], quits: String) {
    let columns = max(1, width)
    let needed = "\(minimumWidth)×\(minimumHeight)"
    let size = "\(width)×\(height)"
    if height == 1 {
      let line =
        [
          "Too small, needs \(needed) · q quits", "needs \(needed) · q quits",
          "≥\(needed) · q quits", "≥\(needed)",
        ].first { DisplayWidth.of($0) <= columns }
        ?? DisplayWidth.truncateLeft("q quits", to: columns)
      return ([], line)
    }
    let messages = [
      "Terminal too small: \(size), needs \(needed).", "Too small: \(size), needs \(needed).",
      "Too small, needs \(needed)", "Needs \(needed)", "≥\(needed)",
    ]
    let wrapped = messages.lazy.map { DisplayWidth.wrap($0, to: columns) }
    let message =
      wrapped.first { $0.count < height && $0.contains { $0.contains(needed) } } ?? wrapped[0]
    return (Array(message.prefix(height - 1)), DisplayWidth.truncateLeft("q quits", to: columns))
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
  package static func render<Screen, Alert>(
    state: NavigationState<Screen, Alert>, root: TerminalScreenContent,
    screens: [RouteID: TerminalScreenContent], alertFocus: Int, width: Int, height: Int
  ) -> [String] {
    let top = state.routes.last.flatMap { screens[$0.id] } ?? (state.routes.isEmpty ? root : nil)
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
    /// For a sheet with detents: the part of the body's height it opens at (its first detent).
    var heightFraction: Double? = nil
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
      return content(route) ?? TerminalScreenContent(title: "\(plain: route.screen)")
    }

    // The layers from the top-most cover (or the root) up, as the presentation model has them:
    // its layers cost one step per modal, and each layer's stack is a slice of `routes`, so
    // the index of a layer's top screen is the end of its path less one (-1: the root).
    let presentation = NavigationPresentation(state)
    let firstShown = presentation.layers.lastIndex { $0.modal?.isCover == true } ?? 0
    var visible: [Int: TerminalScreenContent] = [:]
    layers = presentation.layers[firstShown...].map { layer in
      let top = layer.path.endIndex - 1
      let content = contentAt(top)
      visible[top] = content
      return Layer(
        isCover: layer.modal?.isCover ?? true, content: content,
        heightFraction: layer.modal?.options.detents.first?.heightFraction)
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
    // Back works on a presented route, unless its options leave dismissing it to the app.
    canGoBack =
      presentation.topLayer.topRoute.map { !$0.options.interactiveDismissDisabled } ?? false

    alert = presentation.alert.map {
      Alert(
        title: $0.title, message: $0.message,
        buttons: $0.buttons.map { ($0.title, $0.role == .destructive) },
        queued: state.queuedAlertCount)
    }
  }
}
