/// The saved format's version: one number for a router's navigation and a tab container's, so
/// every reader refuses another version in the same words.
enum SavedFormat {
  /// The version this library writes and reads: 2, whose alert buttons carry their action
  /// values (left out where the value is the button's title).
  static var version: Int { 2 }
}

/// A saved form with a format version: the one place a version read from saved data is checked,
/// for one router's navigation and for tabs.
protocol SavedFormatVersioned {
  /// The version this library writes.
  static var formatVersion: Int { get }
  /// The versions this library reads.
  static var readableFormatVersions: ClosedRange<Int> { get }
}

extension SavedFormatVersioned {
  /// Checks a version read from saved data.
  ///
  /// - Throws: ``RestorationError/incompatibleVersion(found:supported:)`` when this library
  ///   does not read it.
  static func checkFormatVersion(_ version: Int) throws(RestorationError) {
    guard readableFormatVersions.contains(version) else {
      throw .incompatibleVersion(found: version, supported: formatVersion)
    }
  }

  /// Reads the version of a saved form from `container` and checks it, before anything else of
  /// the form is decoded.
  ///
  /// - Throws: A `DecodingError` at the `version` key that says which version was found and
  ///   which this library reads; its underlying error is the
  ///   ``RestorationError/incompatibleVersion(found:supported:)`` that `restore(from:)` throws.
  static func decodeFormatVersion<Key: CodingKey>(
    from container: KeyedDecodingContainer<Key>, forKey key: Key
  ) throws -> Int {
    let version = try container.decode(Int.self, forKey: key)
    do {
      try checkFormatVersion(version)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath + [key], debugDescription: error.description,
          underlyingError: error))
    }
    return version
  }
}

extension NavigationState: SavedFormatVersioned
where Screen: Codable, Alert: Codable, Alert.Action: Codable {}

extension TabbedNavigationState: SavedFormatVersioned
where Tab: Codable, Screen: Codable, Alert: Codable, Alert.Action: Codable {}

extension NavigationStateError {
  /// The error a saved form's `init(from:)` throws when the decoded value fails its checks:
  /// a `DecodingError` whose underlying error is this one, so `restore(from:)` reports it as
  /// ``RestorationError/corrupted(_:)`` in these words.
  func decodingError(at codingPath: [any CodingKey]) -> DecodingError {
    .dataCorrupted(
      .init(codingPath: codingPath, debugDescription: description, underlyingError: self))
  }
}
