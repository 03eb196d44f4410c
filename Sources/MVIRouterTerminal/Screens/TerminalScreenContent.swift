/// What a screen shows at one moment: a value the renderer draws, read from a
/// ``TerminalScreen`` by the host.
///
/// ```swift
/// let content = TerminalScreenContent(
///   title: "Movies", body: ["3 results"], rows: [TerminalRow("Alien")], selectedRow: 0)
/// ```
package struct TerminalScreenContent: Hashable, Sendable {
  /// The screen's title.
  package var title: String
  /// Lines of text above the rows.
  package var body: [String]
  /// The selectable rows.
  package var rows: [TerminalRow]
  /// The index of the selected row. The renderer draws the top-most screen's selection from
  /// ``TerminalViewState/selection`` instead, and marks a selection with `▸` only on the
  /// focused screen.
  package var selectedRow: Int
  /// The text field, if any.
  package var textField: TerminalTextField?
  /// A line shown, dimmed, where the rows would be when there are none, e.g. the `/` filter's
  /// `no matches for "xyz"`.
  package var noRowsLine: String?

  /// Creates the content of a screen.
  ///
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - body: Lines of text above the rows.
  ///   - rows: The selectable rows.
  ///   - selectedRow: The index of the selected row.
  ///   - textField: The text field, if any.
  ///   - noRowsLine: A line shown where the rows would be when there are none.
  package init(
    title: String, body: [String] = [], rows: [TerminalRow] = [], selectedRow: Int = 0,
    textField: TerminalTextField? = nil, noRowsLine: String? = nil
  ) {
    self.title = title
    self.body = body
    self.rows = rows
    self.selectedRow = selectedRow
    self.textField = textField
    self.noRowsLine = noRowsLine
  }
}
