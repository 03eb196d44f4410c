/// The keys that work now, as `(keys, what)` pairs: the bottom line shows the short ones, the
/// `?` overlay lists them all. Key handling follows the same list, so the help never lies.
///
/// ```swift
/// let context = TerminalKeyHelp.Context(hasRows: true, canGoBack: true)
/// print(TerminalKeyHelp.line(in: context))
/// ```
///
/// Prints:
/// ```
/// ↑↓ move · enter select · esc back · ? help · q quit
/// ```
package enum TerminalKeyHelp {
  /// One key binding as the help shows it.
  package struct Entry: Hashable, Sendable {
    /// The keys, e.g. `↑↓ j k`.
    package var keys: String
    /// What they do, e.g. `move`.
    package var what: String
    /// How the bottom line writes it, e.g. `↑↓ move`; `nil` when only the `?` overlay lists it.
    package var short: String?

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - keys: The keys.
    ///   - what: What they do.
    ///   - short: How the bottom line writes it; `nil` to leave it off the bottom line.
    package init(_ keys: String, _ what: String, short: String? = nil) {
      self.keys = keys
      self.what = what
      self.short = short
    }
  }

  /// What is on screen when the help is asked for.
  package struct Context: Hashable, Sendable {
    /// The visible alert's button count; 0 when no alert is visible.
    package var alertButtons: Int
    /// Whether the top screen has a text field.
    package var hasTextField: Bool
    /// Whether the top screen has a row that can be selected.
    package var hasRows: Bool
    /// Whether going back pops or dismisses something (a route is presented that the user may
    /// dismiss).
    package var canGoBack: Bool
    /// The overlay shown, if any.
    package var overlay: Overlay?
    /// How many tabs the number keys and `[`/`]` switch between; 0 without a tab bar, or
    /// while modals over the tab bar take the keys.
    package var tabs: Int
    /// Whether clicks and the wheel work: `false` under `--no-mouse`, and then nothing lists
    /// them.
    package var mouse: Bool
    /// Whether the tab keys go before the field (see ``TerminalAction/Context/tabKeysFirst``).
    package var tabKeysFirst = false
    /// Whether the text field is the `/` filter of the rows: typing filters, Esc clears it.
    package var filtering = false

    /// The kind of overlay shown.
    package enum Overlay: Hashable, Sendable {
      /// The `?` help.
      case help
      /// The navigation inspector.
      case inspector
    }

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - alertButtons: The visible alert's button count.
    ///   - hasTextField: Whether the top screen has a text field.
    ///   - hasRows: Whether the top screen has a row that can be selected.
    ///   - canGoBack: Whether a route is presented that the user may dismiss.
    ///   - overlay: The overlay shown, if any.
    ///   - tabs: How many tabs the tab keys switch between; 0 for none.
    ///   - mouse: Whether clicks and the wheel work.
    package init(
      alertButtons: Int = 0, hasTextField: Bool = false, hasRows: Bool = false,
      canGoBack: Bool = false, overlay: Overlay? = nil, tabs: Int = 0, mouse: Bool = true
    ) {
      self.alertButtons = alertButtons
      self.hasTextField = hasTextField
      self.hasRows = hasRows
      self.canGoBack = canGoBack
      self.overlay = overlay
      self.tabs = tabs
      self.mouse = mouse
    }
  }

  /// Every key that works in `context`, in the order the `?` overlay lists them.
  ///
  /// - Parameter context: What is on screen.
  /// - Returns: The bindings.
  package static func entries(in context: Context) -> [Entry] {
    switch context.overlay {
    case .help:
      return [
        Entry("↑↓ pgup pgdn g G", "scroll the keys"),
        Entry("esc ? q f1", "close help", short: "esc close"),
        Entry("ctrl-c", "quit", short: "ctrl-c quit"),
      ]
    case .inspector:
      return [
        Entry("↑↓", "choose a recent state", short: "↑↓ history"),
        Entry("pgup pgdn g G", "page, the oldest, the newest"),
        Entry("enter", "open it, then jump back to it", short: "enter open/jump"),
        Entry("r", "record the session as a test", short: "r record"),
      ] + (context.mouse ? [Entry("click", "open a state, again: jump back")] : []) + [
        Entry("esc", "close the state, then the inspector", short: "esc close"),
        Entry("f2 ~", "close the inspector"),
        Entry("ctrl-c", "quit", short: "ctrl-c quit"),
      ]
    case nil:
      break
    }
    if context.alertButtons > 0 {
      // With one button there is nothing to choose.
      let choose =
        context.alertButtons > 1
        ? [Entry("tab ←→", "choose a button", short: "tab/←→ choose")] : []
      return choose + [Entry("enter", "press it", short: "enter press")]
        + (context.mouse ? [Entry("click", "press a button")] : []) + [
          Entry("esc", "cancel", short: "esc cancel"),
          Entry("? f1", "help", short: "? help"),
          Entry("f2 ~", "navigation inspector"),
          Entry("ctrl-c", "quit", short: "ctrl-c quit"),
        ]
    }
    var entries: [Entry] = []
    if context.filtering {
      // With no row matching, there is nothing to move to or select.
      let rows =
        context.hasRows
        ? [Entry("↑↓", "move", short: "↑↓ move"), Entry("enter", "select", short: "enter select")]
        : []
      return [Entry("type", "filter the rows", short: "type to filter")] + rows + [
        Entry("esc", "clear the filter", short: "esc clear"),
        Entry("f1", "help", short: "f1 help"),
        Entry("ctrl-c", "quit", short: "ctrl-c quit"),
      ]
    }
    if context.hasTextField {
      entries += [
        Entry("type", "edit the text", short: "type to edit"),
        Entry("←→ ctrl-a ctrl-e home end", "move in the text"),
        Entry("ctrl-←→ alt-b alt-f", "move a word"),
        Entry("backspace delete ctrl-d", "delete a character"),
        Entry("ctrl-w ctrl-u ctrl-k", "delete a word, to the start, to the end"),
      ]
    }
    if context.hasRows {
      entries += [
        Entry(context.hasTextField ? "↑↓" : "↑↓ j k", "move", short: "↑↓ move"),
        Entry(
          context.hasTextField ? "pgup pgdn" : "pgup pgdn g G",
          context.hasTextField ? "page" : "page, first, last"),
        Entry(context.hasTextField ? "enter" : "enter →", "select", short: "enter select"),
      ]
      if context.mouse { entries.append(Entry("click wheel", "select, scroll")) }
      if !context.hasTextField { entries.append(Entry("/", "filter the rows")) }
    }
    if context.tabs > 0 {
      // In a text field digits and brackets are typed: alt and a digit still switch.
      let last = min(context.tabs, 9)
      let digits = last == 1 ? "1" : "1-\(last)"
      entries.append(
        context.hasTextField && !context.tabKeysFirst
          ? Entry("alt-\(digits)", "switch tabs", short: "alt-\(digits) tabs")
          : Entry("\(digits) [ ]", "switch tabs", short: "\(digits) [ ] tabs"))
      entries.append(Entry("the selected tab's key", "back to its root"))
      if context.mouse { entries.append(Entry("click", "select a tab")) }
    }
    if context.canGoBack {
      entries.append(
        Entry(context.hasTextField ? "esc" : "esc ← backspace", "back", short: "esc back"))
    }
    entries.append(
      context.hasTextField
        ? Entry("f1", "help", short: "f1 help") : Entry("? f1", "help", short: "? help"))
    entries.append(Entry(context.hasTextField ? "f2" : "f2 ~", "navigation inspector"))
    entries.append(Entry("ctrl-l ctrl-z", "repaint, suspend"))
    entries.append(
      context.hasTextField
        ? Entry("ctrl-c", "quit", short: "ctrl-c quit") : Entry("q ctrl-c", "quit", short: "q quit")
    )
    return entries
  }

  /// The bottom line: the entries' short forms joined with ` · `. When they do not fit in
  /// `width` columns, the obvious ones go first (`↑↓ move`, the help, `tab/←→ choose`), then
  /// the others from the end, the way back (`esc …`) last of all; the last one (quit) always
  /// stays.
  ///
  /// - Parameters:
  ///   - context: What is on screen.
  ///   - width: The columns available.
  /// - Returns: The line; cut with `…` only when the last entry alone does not fit.
  package static func line(in context: Context, width: Int = .max) -> String {
    var shorts = entries(in: context).compactMap(\.short).map { ($0, DisplayWidth.of($0)) }
    guard !shorts.isEmpty else { return "" }
    var total = shorts.reduce(0) { $0 + $1.1 } + 3 * (shorts.count - 1)
    func remove(at index: Int) {
      total -= shorts[index].1 + 3
      shorts.remove(at: index)
    }
    for obvious in ["↑↓ move", "? help", "f1 help", "tab/←→ choose"] where total > width {
      if let index = shorts.firstIndex(where: { $0.0 == obvious }) { remove(at: index) }
    }
    // The way back or out of what is shown stays longest: without it a modal, an alert or the
    // inspector has no visible exit.
    for index in shorts.indices.dropLast().reversed() where total > width {
      if !shorts[index].0.hasPrefix("esc ") { remove(at: index) }
    }
    while shorts.count > 1, total > width { remove(at: shorts.count - 2) }
    let line = shorts.map(\.0).joined(separator: " · ")
    return total > width ? DisplayWidth.truncate(line, to: width) : line
  }
}
