/// What became of one router operation.
///
/// Operations never crash on a state that does not allow them: they are ignored, and say why
/// with a typed ``IgnoreReason``.
///
/// ```swift
/// let routerEvents = RouterEvents<MovieScreen, RouterDefaultAlert>()
/// let outcome = routerEvents.dismiss()
/// print(outcome)
/// print(outcome == .ignored(.noModal(.dismiss)))
/// ```
///
/// Prints:
/// ```
/// ignored: dismiss(): no modal is presented
/// true
/// ```
public enum RouterOutcome: Equatable, Sendable, CustomStringConvertible {
  /// The change was applied and its events delivered.
  case applied
  /// Requested while events were being delivered: it is applied after the current transaction,
  /// decided against the state it meets then (an ignored event reports it if it has nothing to
  /// do then).
  case queued
  /// Nothing to do; the reason says why. The state is unchanged.
  case ignored(IgnoreReason)

  /// Whether the operation was ignored.
  @usableFromInline package var isIgnored: Bool {
    if case .ignored = self { return true }
    return false
  }

  /// The reason the operation was ignored, if it was.
  package var ignoreReason: IgnoreReason? {
    if case .ignored(let reason) = self { return reason }
    return nil
  }

  /// `applied`, `queued`, or `ignored: ` and the reason.
  public var description: String {
    switch self {
    case .applied: "applied"
    case .queued: "queued"
    case .ignored(let reason): "ignored: \(reason)"
    }
  }
}
