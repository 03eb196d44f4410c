/// What the navigation inspector shows: the live navigation state, the last events and the
/// recent states the user can jump back to.
///
/// ```swift
/// let content = TerminalInspectorContent(
///   state: "root > push movies", events: ["routed push movies"],
///   history: ["root", "root > push movies"], selectedHistory: nil)
/// print(content.history.count)
/// ```
///
/// Prints:
/// ```
/// 2
/// ```
package struct TerminalInspectorContent: Hashable, Sendable {
  /// The live one-line navigation state.
  package var state: String
  /// The last events, newest last, with their reasons.
  package var events: [String]
  /// Recent navigation states, newest last.
  package var history: [String]
  /// The history entry the user is on, if any.
  package var selectedHistory: Int?

  /// Creates the inspector's content.
  ///
  /// - Parameters:
  ///   - state: The live one-line navigation state.
  ///   - events: The last events, newest last.
  ///   - history: Recent navigation states, newest last.
  ///   - selectedHistory: The history entry the user is on, if any.
  package init(
    state: String, events: [String] = [], history: [String] = [], selectedHistory: Int? = nil
  ) {
    self.state = state
    self.events = events
    self.history = history
    self.selectedHistory = selectedHistory
  }
}
