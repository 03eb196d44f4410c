import DemoMovies
import MVIRouter

/// How the demo presents its screens and what its alerts say.
struct DemoRouter: RouterProtocol {
  func getScreenPresentationType(for type: DemoScreen) -> RouterScreenPresentationType {
    switch type {
    case .image, .dogSearch, .products: .push
    case .movies(let screen): MovieRouter().getScreenPresentationType(for: screen)
    case .imageDescription, .quantityPicker: .sheet
    case .product: .fullScreenCover
    }
  }

  func getAlertTitle(for type: DemoAlert) -> String? {
    switch type {
    case .failedToOpen: "Failed to open the screen"
    case .uploadFailed: "It was not possible to upload a image"
    case .productLoadFailed: "The product could not be loaded"
    case .movies(let alert): MovieRouter().getAlertTitle(for: alert)
    }
  }

  func getAlertMessage(for type: DemoAlert) -> String? {
    switch type {
    case .failedToOpen: "There is no image to describe yet."
    case .uploadFailed: "The image service did not answer."
    case .productLoadFailed: "Retry, or delete the product from the list."
    case .movies(let alert): MovieRouter().getAlertMessage(for: alert)
    }
  }

  func getAlertActions(for type: DemoAlert) -> [RouterAlertAction] {
    switch type {
    case .failedToOpen, .uploadFailed: [.cancel("OK")]
    case .productLoadFailed: [.destructive("Delete"), RouterAlertAction(title: "Retry"), .cancel()]
    case .movies(let alert): MovieRouter().getAlertActions(for: alert)
    }
  }
}
