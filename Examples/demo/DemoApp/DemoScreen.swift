import MVIRouter

/// Every screen of the demo.
public enum DemoScreen: RouterScreenProtocol, Codable {
  case image
}
