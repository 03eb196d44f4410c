extension PresentationOptions: Codable {
  private enum CodingKeys: String, CodingKey {
    case detents, interactiveDismissDisabled
  }

  /// Decodes options; a missing key takes the ``standard`` value.
  ///
  /// ```swift
  /// let options = try JSONDecoder().decode(
  ///   PresentationOptions.self, from: Data(#"{"detents": ["medium"]}"#.utf8))
  /// print(options)
  /// ```
  ///
  /// Prints `medium`.
  ///
  /// - Throws: `DecodingError` for a detent that is not valid (see ``SheetDetent/init(from:)``),
  ///   or more than four detents.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let detents = try container.decodeIfPresent([SheetDetent].self, forKey: .detents) ?? []
    guard detents.count <= Self.maximumDetentCount else {
      throw DecodingError.dataCorruptedError(
        forKey: .detents, in: container,
        debugDescription:
          "\(detents.count) sheet detents; at most \(Self.maximumDetentCount) are supported")
    }
    self.init(
      detents: detents,
      interactiveDismissDisabled:
        try container.decodeIfPresent(Bool.self, forKey: .interactiveDismissDisabled) ?? false)
  }

  /// Encodes only what differs from ``standard``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if !detents.isEmpty { try container.encode(detents, forKey: .detents) }
    if interactiveDismissDisabled {
      try container.encode(true, forKey: .interactiveDismissDisabled)
    }
  }
}
