/// A mouse event the terminal reports in SGR mouse mode: a click or a wheel turn, at a cell.
///
/// Lines and columns count from 0 at the top-left cell, like the lines of a frame.
///
/// ```swift
/// let click = TerminalMouse(.press, line: 3, column: 10)
/// print(click)  // click 3 10
/// ```
public struct TerminalMouse: Hashable, Sendable, CustomStringConvertible {
  /// What the mouse did.
  public enum Kind: Hashable, Sendable {
    /// The left button went down.
    case press
    /// A button went up.
    case release
    /// The wheel turned up (away from the user).
    case wheelUp
    /// The wheel turned down (towards the user).
    case wheelDown
  }

  /// What the mouse did.
  public var kind: Kind
  /// The line, from 0 at the top.
  public var line: Int
  /// The column, from 0 at the left.
  public var column: Int

  /// Creates a mouse event.
  ///
  /// - Parameters:
  ///   - kind: What the mouse did.
  ///   - line: The line, from 0 at the top.
  ///   - column: The column, from 0 at the left.
  public init(_ kind: Kind, line: Int, column: Int) {
    self.kind = kind
    self.line = line
    self.column = column
  }

  /// How scripts write it: `click 3 10`, `release 3 10`, `wheel up 3 10`, `wheel down 3 10`.
  public var description: String {
    switch kind {
    case .press: "click \(line) \(column)"
    case .release: "release \(line) \(column)"
    case .wheelUp: "wheel up \(line) \(column)"
    case .wheelDown: "wheel down \(line) \(column)"
    }
  }
}
