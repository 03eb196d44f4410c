import MVIRouter

/// The screens of the Movies feature. The feature knows nothing of the app that embeds it.
public enum MovieScreen: RouterScreenProtocol, Codable {
  /// The search field and its results.
  case search
  /// One movie, with its similar movies.
  case detail(id: Int)
}
