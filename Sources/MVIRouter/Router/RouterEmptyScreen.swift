/// The screen type of a router that opens no screens.
///
/// It has no values, so a `RouterEvents<RouterEmptyScreen, SomeAlert>` can only show alerts.
///
/// ```swift
/// let routerEvents = RouterEvents<RouterEmptyScreen, RouterDefaultAlert>()
/// routerEvents.presentAlert(.defaultAlert(title: "Saved", message: nil))
/// print(routerEvents.state)
/// ```
///
/// Prints `root | alert Saved[OK]`.
public enum RouterEmptyScreen: RouterScreenProtocol {}

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
