import Foundation

extension RouterEvents where Screen: Codable, Alert: Codable, Alert.Action: Codable {
  /// The navigation as data to save: routes with their ids, screens and presentations, and the
  /// alerts, in a versioned JSON format written by Foundation's `JSONEncoder` (keys sorted, so
  /// the same navigation saves the same bytes). The encoder writes the routes a thousand at a
  /// time, so a save needs little memory beyond its bytes however deep the stack; the bytes are
  /// the ones `JSONEncoder` writes for the whole ``state`` at once.
  ///
  /// Screens and alerts are saved through their `Codable` conformances with `JSONEncoder`'s
  /// default strategies, so a `Decimal`, `URL`, `Data` or `Date` they hold comes back as it was.
  ///
  /// ```swift
  /// routerEvents.routeTo(.detail(id: 7), as: .push)
  /// let data = try routerEvents.savedState()
  /// print(String(decoding: data, as: UTF8.self))
  /// ```
  ///
  /// Prints:
  /// ```
  /// {"alerts":[],"routes":[{"id":1,"presentation":"push","screen":{"detail":{"id":7}}}],"version":2}
  /// ```
  ///
  /// - Returns: The encoded state.
  /// - Throws: `EncodingError` if a screen or alert fails to encode (e.g. a `Double.nan`), with
  ///   the path to it.
  public func savedState() throws -> Data {
    try state.savedData()
  }

  /// Replaces the navigation with a saved one, as one transaction.
  ///
  /// The current routes leave top-most first with reason ``DismissReason/restored`` (their
  /// dismiss callbacks and result handlers fire, results as cancelled), its alerts leave too,
  /// then the saved routes and alerts arrive. New ids continue after them.
  ///
  /// A route or alert id names one presentation for a router's whole life: a new router keeps
  /// the saved ids, while restoring into a router that has already used some of them gives
  /// those routes and alerts fresh ids (alerts follow their owners).
  ///
  /// The data is decoded by Foundation's `JSONDecoder` — what it reads, a restore reads — and
  /// the decoded value is checked before anything changes: the format version first (else
  /// ``RestorationError/incompatibleVersion(found:supported:)``), then the content: known
  /// presentations, ids in 1...2^53 − 1 and not repeated, alerts owned by presented routes and
  /// with buttons (else ``RestorationError/corrupted(_:)``, saying what and where).
  /// See <doc:StateRestoration>.
  ///
  /// Closures cannot be saved: restored routes have no per-route dismiss callback or result
  /// handler, and restored alerts no action handler. The router's own hooks
  /// (``RouterPolicy/onScreenDismiss(type:reason:)``, ``RouterPolicy/onResult(_:of:presenter:)``,
  /// ``RouterPolicy/onAlertAction(_:for:owner:)``) hear about them, and intents re-attach their
  /// closures with ``reattach(route:expecting:onDismiss:onResult:)`` and
  /// ``reattach(alert:onAction:)``. See <doc:ResultsAlertsAndRestore>.
  ///
  /// Data that is not a valid saved state changes nothing and throws.
  ///
  /// ```swift
  /// do {
  ///   try routerEvents.restore(from: Data(#"{"alerts":[],"routes":[{"id":1,"#.utf8))
  /// } catch {
  ///   print("starting fresh:", error)
  /// }
  /// ```
  ///
  /// Prints `starting fresh: the saved navigation is corrupted: the data is not valid JSON:
  /// unexpected end of file during JSON parse`.
  ///
  /// - Parameter data: Data from ``savedState()``.
  /// - Returns: Whether it was applied, queued or ignored (already this state).
  /// - Throws: ``RestorationError`` for corrupted, truncated or incompatible data.
  @discardableResult
  public func restore(from data: Data) throws(RestorationError) -> RouterOutcome {
    let saved = try Self.decodeSavedState(data)
    return submit(.restore(saved))
  }

  /// Decodes and checks a saved state without changing anything: `JSONDecoder` through
  /// ``NavigationState/init(from:)``, which checks the version before the rest and validates
  /// the decoded value.
  static func decodeSavedState(_ data: Data) throws(RestorationError)
    -> NavigationState<Screen, Alert>
  {
    try SavedStateCoding.decode(NavigationState<Screen, Alert>.self, from: data)
  }
}
