import Observation

/// What the menu shows: one row per demo.
@MainActor @Observable
final class MenuModel {
  struct Demo: Equatable {
    var title: String
    var detail: String
    var screen: DemoScreen
  }

  let demos = [
    Demo(title: "Image", detail: "loading, a description sheet, error alerts", screen: .image),
    Demo(title: "Dog search", detail: "a title that follows the state", screen: .dogSearch),
    Demo(
      title: "Movie search", detail: "a query field, pushes to details", screen: .movies(.search)),
    Demo(title: "Products", detail: "a full-screen cover, alerts, a result", screen: .products),
  ]
}
