import DemoMovies
import MVIRouter

/// Every alert of the demo.
enum DemoAlert: RouterAlertScreenProtocol, Codable {
  /// A title, a message and OK, as the seed's image screen shows them: the seed's
  /// ``RouterDefaultAlert``.
  case plain(RouterDefaultAlert)
  /// The failed-load alert of a product, by id: its destructive button names the product.
  case productLoadFailed(id: Int)
  /// The Movies feature's alerts, embedded.
  case movies(MovieAlert)
  /// The note editor's question before unsaved changes are lost.
  case discardChanges

  /// The image screen's alert when there is no image to open yet.
  static let failedToOpen = DemoAlert.plain(
    .defaultAlert(title: "Error", message: "Failed to open the screen"))
  /// The image screen's alert when the image could not be loaded.
  static let uploadFailed = DemoAlert.plain(
    .defaultAlert(title: "Error", message: "It was not possible to upload a image"))

  /// The product this alert is about, if it is about one.
  var productID: Int? {
    if case .productLoadFailed(let id) = self { id } else { nil }
  }

  /// The Movies alert this alert embeds, if it is one.
  var movies: MovieAlert? {
    if case .movies(let alert) = self { alert } else { nil }
  }
}
