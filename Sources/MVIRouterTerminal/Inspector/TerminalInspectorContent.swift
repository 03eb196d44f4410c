/// What the navigation inspector shows: the live navigation state, the last events and the
/// recent states the user can jump back to, each listed by what changed from the one before.
///
/// ```swift
/// let content = TerminalInspectorContent(
///   state: "root > push movies", events: ["routed push movies"],
///   history: ["root", "+ push movies"], selectedHistory: nil)
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
  /// Recent navigation states, newest last, each as what changed from the one before it
  /// (the first as its whole text).
  package var history: [String]
  /// The history entry the user is on, if any.
  package var selectedHistory: Int?
  /// The whole text of the entry the user opened (Enter or a click), lines separated by
  /// `\n`; `nil` while none is open.
  package var openedEntry: String?

  /// Creates the inspector's content.
  ///
  /// - Parameters:
  ///   - state: The live one-line navigation state.
  ///   - events: The last events, newest last.
  ///   - history: Recent navigation states, newest last, as what changed.
  ///   - selectedHistory: The history entry the user is on, if any.
  ///   - openedEntry: The whole text of the entry the user opened, if any.
  package init(
    state: String, events: [String] = [], history: [String] = [], selectedHistory: Int? = nil,
    openedEntry: String? = nil
  ) {
    self.state = state
    self.events = events
    self.history = history
    self.selectedHistory = selectedHistory
    self.openedEntry = openedEntry
  }
}
