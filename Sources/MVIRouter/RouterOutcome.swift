/// What became of one router operation.
///
/// Operations never crash on a state that does not allow them: they are ignored, and say why.
///
/// ```swift
/// let router = RouterEvents<MovieScreen, RouterDefaultAlert>()
/// print(router.dismiss())
/// ```
///
/// Prints `ignored("dismiss(): no modal is presented")`.
public enum RouterOutcome: Hashable, Sendable {
  /// The change was applied and its events delivered.
  case applied
  /// Requested while events were being delivered: it is applied after the current transaction.
  case queued
  /// Nothing to do; the text says why. The state is unchanged.
  case ignored(String)

  /// Whether the operation was ignored.
  public var isIgnored: Bool {
    if case .ignored = self { return true }
    return false
  }
}
