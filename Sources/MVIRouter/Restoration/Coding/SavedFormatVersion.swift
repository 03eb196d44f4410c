/// A saved form with a format version: the one place a version read from saved data is checked,
/// for every reader (`init(from:)` and the strict reader behind `restore(from:)`, of one router's
/// navigation and of tabs).
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

  /// Reads the version of a saved form from `container` and checks it; a version this library
  /// does not read is a `DecodingError` at the `version` key that says so.
  static func decodeFormatVersion<Key: CodingKey>(
    from container: KeyedDecodingContainer<Key>, forKey key: Key
  ) throws -> Int {
    let version = try container.decode(Int.self, forKey: key)
    do {
      try checkFormatVersion(version)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: error.description)
    }
    return version
  }
}

extension NavigationState: SavedFormatVersioned
where Screen: Codable, Alert: Codable, Alert.Action: Codable {}

extension TabbedNavigationState: SavedFormatVersioned
where Tab: Codable, Screen: Codable, Alert: Codable, Alert.Action: Codable {}
