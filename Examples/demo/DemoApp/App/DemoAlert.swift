import MVIRouter

/// Every alert of the demo.
enum DemoAlert: RouterAlertScreenProtocol, Codable {
  case failedToOpen
  case uploadFailed
  case productLoadFailed
}
