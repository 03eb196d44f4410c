import DemoMovies
import MVIRouter
import MVIRouterTerminal

/// Maps each demo screen to its terminal view; each view builds its own model and intent.
@MainActor
struct DemoScreenFactory: TerminalScreenFactory {
  let environment: DemoEnvironment
  var routerEvents: RouterEvents<DemoScreen, DemoAlert> { environment.routerEvents }

  func makeRootScreen() -> any TerminalScreen {
    MenuView.build(routerEvents: routerEvents)
  }

  func makeScreen(for route: Route<DemoScreen>) -> any TerminalScreen {
    switch route.screen {
    case .image:
      ImageView.build(environment: environment)
    case .imageDescription(let text):
      ImageDescriptionView.build(text: text, route: routerEvents.context(for: route))
    case .dogSearch:
      DogSearchView.build(environment: environment)
    case .movies:
      // The feature's own route and context for this route, from the feature's scoped router.
      if let route = environment.movies.routerEvents.context(forAppRoute: route) {
        environment.movies.makeTerminalScreen(for: route)
      } else {
        // Only a route that already left has none; the host never shows its screen.
        environment.movies.makeSearchScreen()
      }
    case .products:
      ProductListView.build(environment: environment)
    case .product(let id):
      ProductView.build(id: id, route: routerEvents.context(for: route), environment: environment)
    case .quantityPicker(let productID):
      QuantityPickerView.build(
        productID: productID, route: routerEvents.context(for: route, returning: Int.self))
    case .productNote(let productID):
      ProductNoteView.build(
        productID: productID, route: routerEvents.context(for: route),
        catalog: environment.catalog)
    }
  }
}
