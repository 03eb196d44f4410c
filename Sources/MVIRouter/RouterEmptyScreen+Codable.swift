extension RouterEmptyScreen: Codable {
  /// Always throws: there is no value to decode.
  public init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(
      .init(codingPath: decoder.codingPath, debugDescription: "RouterEmptyScreen has no values")
    )
  }

  /// Never called: there is no value to encode.
  public func encode(to encoder: any Encoder) throws {}
}
