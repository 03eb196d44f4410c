/// What a frame shows besides the navigation and the screens' content: the UI state the host
/// owns (selection, alert focus, the text cursor, an overlay) and whether to style the output.
///
/// The renderer keeps the selected row in view, scrolling long screens, and marks focus with
/// `▸` whether or not ``colour`` is on, so the frame reads the same on a terminal without colour.
///
/// ```swift
/// var view = TerminalViewState()
/// view.selection = 3
/// view.overlay = .help
/// print(view.colour)
/// ```
///
/// Prints:
/// ```
/// false
/// ```
package struct TerminalViewState: Hashable, Sendable {
  /// The selected row of the top-most screen; the host clamps it to the enabled rows.
  package var selection: Int
  /// The focused button of the visible alert.
  package var alertFocus: Int
  /// The cursor in the top screen's text field, as a `Character` offset; `nil` puts it at the
  /// end of the text.
  package var fieldCursor: Int?
  /// What is drawn over the navigation, if anything.
  package var overlay: TerminalOverlay?
  /// Whether the styled lines carry styles: reverse-video focus, red destructive buttons, the
  /// screens behind a modal dimmed.
  package var colour: Bool
  /// Lines the top-most screen is scrolled by, from where its selection keeps it: negative
  /// reads above (a long body over the rows), positive below. The renderer stops at the first
  /// and last lines; `0` keeps the selection in view. With the help open, the lines of the help
  /// it is scrolled by.
  package var scroll: Int = 0
  /// The tabs drawn above the keys line, when the host shows a tabbed router; `nil` draws none.
  package var tabBar: TerminalTabBar?
  /// Whether the focused text field's cursor is the terminal's own (``TerminalFrame/cursor``)
  /// rather than a drawn `_` or `▏` taking a cell: what the interactive driver asks for.
  package var terminalCursor = false
  /// A message the keys line shows instead of the keys, e.g. why the saved navigation was not
  /// restored; `nil` shows the keys.
  package var notice: String?
  /// Whether clicks and the wheel work; `false` (under `--no-mouse`) leaves them out of the
  /// help.
  package var mouse: Bool = true
  /// Whether the tab keys go before the top screen's field, so the keys line lists them.
  package var tabKeysFirst = false
  /// Whether the `/` filter of the top screen's rows is open: its field is the top screen's.
  package var filtering = false

  /// Creates a view state.
  ///
  /// - Parameters:
  ///   - selection: The selected row of the top-most screen.
  ///   - alertFocus: The focused button of the visible alert.
  ///   - fieldCursor: The cursor in the top screen's text field; `nil` for its end.
  ///   - overlay: What is drawn over the navigation.
  ///   - colour: Whether the styled lines carry styles.
  package init(
    selection: Int = 0, alertFocus: Int = 0, fieldCursor: Int? = nil,
    overlay: TerminalOverlay? = nil, colour: Bool = false
  ) {
    self.selection = selection
    self.alertFocus = alertFocus
    self.fieldCursor = fieldCursor
    self.overlay = overlay
    self.colour = colour
  }
}
