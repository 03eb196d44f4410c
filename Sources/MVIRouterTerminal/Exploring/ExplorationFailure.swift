/// What broke after a step of a walk: which rule, and how.
struct ExplorationFailure: Hashable, Sendable {
  /// The rule that broke; a shrunk walk must break the same one.
  enum Kind: String, Hashable, Sendable {
    /// The frame is not the terminal's size, or focus is on a disabled row.
    case frame
    /// Going back or pressing a close row left the navigation as it was.
    case cannotLeave = "cannot leave"
    /// Saved and restored into a fresh app, the navigation or the frame differs.
    case restore
    /// The app's own invariant threw.
    case invariant
  }

  /// The rule that broke.
  var kind: Kind
  /// How, in a sentence.
  var message: String
}
