/// What the terminal host draws over the navigation.
///
/// ```swift
/// let overlay = TerminalOverlay.help
/// print(overlay == .help)
/// ```
///
/// Prints:
/// ```
/// true
/// ```
package enum TerminalOverlay: Hashable, Sendable {
  /// A box listing every key of the current screen.
  case help
  /// The navigation inspector: a side pane when the terminal is wide, a bottom pane when not.
  case inspector(TerminalInspectorContent)
}
