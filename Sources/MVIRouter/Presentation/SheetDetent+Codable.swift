extension SheetDetent: Codable {
  /// Decodes `"medium"`, `"large"`, or a number in `(0, 1]` for a fraction.
  ///
  /// ```swift
  /// let detents = try JSONDecoder().decode([SheetDetent].self, from: Data(#"["medium", 0.3]"#.utf8))
  /// print(detents)
  /// ```
  ///
  /// Prints `[medium, 0.3]`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for another name, or a fraction outside `(0, 1]`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let name = try? container.decode(String.self) {
      switch name {
      case "medium": self = .medium
      case "large": self = .large
      default:
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription:
            "unknown sheet detent \"\(name)\"; expected \"medium\", \"large\" or a fraction in (0, 1]"
        )
      }
      return
    }
    let value = try container.decode(Double.self)
    guard value > 0 && value <= 1 else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "sheet detent fraction \(value) is outside (0, 1]")
    }
    self = .fraction(value)
  }

  /// Encodes `"medium"`, `"large"`, or the fraction as a number.
  ///
  /// - Throws: `EncodingError.invalidValue` for a fraction outside `(0, 1]`, which could not be
  ///   read back.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .medium: try container.encode("medium")
    case .large: try container.encode("large")
    case .fraction(let value):
      guard isValid else {
        throw EncodingError.invalidValue(
          value,
          .init(
            codingPath: encoder.codingPath,
            debugDescription: "sheet detent fraction \(value) is outside (0, 1]"))
      }
      try container.encode(value)
    }
  }
}
