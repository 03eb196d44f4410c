import DemoMovies
import MVIRouter

/// Every alert of the demo.
enum DemoAlert: RouterAlertScreenProtocol, Codable {
  case failedToOpen
  case uploadFailed
  case productLoadFailed
  /// The Movies feature's alerts, embedded.
  case movies(MovieAlert)

  /// The Movies alert this alert embeds, if it is one.
  var movies: MovieAlert? {
    if case .movies(let alert) = self { alert } else { nil }
  }
}
