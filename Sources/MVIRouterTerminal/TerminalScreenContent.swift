/// What a screen shows at one moment: a value the renderer draws, read from a
/// ``TerminalScreen`` by the host.
///
/// ```swift
/// let content = TerminalScreenContent(
///   title: "Movies", body: ["3 results"], rows: [TerminalRow("Alien")], selectedRow: 0)
/// ```
@_spi(Benchmarks) public struct TerminalScreenContent: Hashable, Sendable {
  /// The screen's title.
  public var title: String
  /// Lines of text above the rows.
  public var body: [String]
  /// The selectable rows.
  public var rows: [TerminalRow]
  /// The index of the selected row.
  public var selectedRow: Int
  /// The text field, if any.
  public var textField: TerminalTextField?

  /// Creates the content of a screen.
  ///
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - body: Lines of text above the rows.
  ///   - rows: The selectable rows.
  ///   - selectedRow: The index of the selected row.
  ///   - textField: The text field, if any.
  public init(
    title: String, body: [String] = [], rows: [TerminalRow] = [], selectedRow: Int = 0,
    textField: TerminalTextField? = nil
  ) {
    self.title = title
    self.body = body
    self.rows = rows
    self.selectedRow = selectedRow
    self.textField = textField
  }
}
