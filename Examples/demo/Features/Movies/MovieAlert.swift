import MVIRouter

/// The alerts of the Movies feature.
public enum MovieAlert: RouterAlertScreenProtocol, Codable {
  /// A movie's details could not be loaded.
  case loadFailed(id: Int)
}
