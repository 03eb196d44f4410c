import Foundation

extension RouterEvents where Screen: Codable, Alert: Codable, Alert.Action: Codable {
  /// The navigation as data to save: routes with their ids, screens and presentations, and the
  /// alerts, in a versioned JSON format.
  ///
  /// ```swift
  /// let data = try routerEvents.savedState()
  /// ```
  ///
  /// - Returns: The encoded state.
  /// - Throws: An encoding error if a screen or alert fails to encode.
  public func savedState() throws -> Data {
    // The bytes `JSONEncoder` with `.sortedKeys` writes, without building the tree first.
    try SortedJSONEncoder().encode(state)
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
  /// The data is read strictly and once: it must be JSON, then its format version is checked,
  /// then its content; a byte order mark, trailing commas, `1.0` where a whole number belongs,
  /// a key that appears twice, and ids outside 1...2^53 - 1 are all
  /// ``RestorationError/corrupted(_:)``. See <doc:StateRestoration>.
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
  ///   try routerEvents.restore(from: Data(#"{"alerts":[],"routes":[],"version":1,}"#.utf8))
  /// } catch {
  ///   print("starting fresh:", error)
  /// }
  /// ```
  ///
  /// Prints `starting fresh: the saved navigation is corrupted: the data is not valid JSON: a
  /// trailing comma at line 1, column 38`.
  ///
  /// - Parameter data: Data from ``savedState()``.
  /// - Returns: Whether it was applied, queued or ignored (already this state).
  /// - Throws: ``RestorationError`` for corrupted, truncated or incompatible data.
  @discardableResult
  public func restore(from data: Data) throws(RestorationError) -> RouterOutcome {
    let saved = try Self.decodeSavedState(data)
    return submit(.restore(saved))
  }

  /// Decodes and checks a saved state without changing anything.
  ///
  /// The data is parsed once, strictly (see ``JSONTape``); the format version is checked
  /// before anything else is decoded, so data of another version is refused quickly.
  static func decodeSavedState(_ data: Data) throws(RestorationError)
    -> NavigationState<Screen, Alert>
  {
    try SavedStateReader.decode(data) { tape in
      let header = try TapeKeyedContainer<SavedStateHeaderKey>(tape: tape, index: 0)
      try NavigationState<Screen, Alert>.checkFormatVersion(
        try header.decode(Int.self, forKey: .version))
      let state = try SavedStateReader.state(
        from: tape, as: NavigationState<Screen, Alert>.self)
      try state.validate()
      return state
    }
  }
}

/// The part of a saved state every format version has.
private enum SavedStateHeaderKey: String, CodingKey {
  case version
}
