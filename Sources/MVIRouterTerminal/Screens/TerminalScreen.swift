import MVIRouter

/// A screen as the terminal host shows it: a title, body lines, selectable rows and an optional
/// text field. Its content comes from the screen's MVI model; selecting a row or typing sends an
/// event to the screen's intent.
///
/// The host reads `title`, `body`, `rows` and `textField` inside Observation tracking, so a
/// screen whose properties read an `@Observable` model is redrawn when the model changes.
///
/// ```swift
/// @MainActor final class MenuScreen: TerminalScreen {
///   let title = "Menu"
///   var body: [String] { ["Pick a demo."] }
///   var rows: [TerminalRow] { [TerminalRow("Images"), TerminalRow("Movies")] }
///   func activate(row index: Int) { print("picked", index) }
/// }
/// ```
@MainActor
public protocol TerminalScreen: AnyObject {
  /// The title: shown in the breadcrumbs and on a modal's box.
  var title: String { get }
  /// Lines of text above the rows.
  var body: [String] { get }
  /// The rows the user can move between and activate with Enter.
  var rows: [TerminalRow] { get }
  /// The text field, if the screen has one; typed text goes to it.
  var textField: TerminalTextField? { get }

  /// The user activated the row at `index`.
  ///
  /// - Parameter index: The row's index in ``rows``.
  func activate(row index: Int)

  /// The user edited the text field; `text` is its whole new content.
  ///
  /// - Parameter text: The field's text.
  func textFieldDidChange(_ text: String)

  /// The host made the screen, for its route or as a root: start the work its intent does on
  /// appearing (a first load). Called once, right after the screen is made, before it is drawn.
  func didAppear()

  /// The screen's route left (or the host stopped): cancel the work its intent started.
  func didDisappear()
}

extension TerminalScreen {
  public var body: [String] { [] }
  public var rows: [TerminalRow] { [] }
  public var textField: TerminalTextField? { nil }
  public func activate(row index: Int) {}
  public func textFieldDidChange(_ text: String) {}
  public func didAppear() {}
  public func didDisappear() {}
}
