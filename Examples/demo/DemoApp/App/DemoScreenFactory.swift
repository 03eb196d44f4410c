import DemoMovies
import MVIRouter
import MVIRouterTerminal

/// Maps each demo screen to its terminal view, creating its model and intent.
@MainActor
struct DemoScreenFactory: TerminalScreenFactory {
  let environment: DemoEnvironment
  var routerEvents: RouterEvents<DemoScreen, DemoAlert> { environment.routerEvents }

  func makeRootScreen() -> any TerminalScreen {
    MenuView(intent: MenuIntent(routerEvents: routerEvents))
  }

  func makeScreen(for route: Route<DemoScreen>) -> any TerminalScreen {
    switch route.screen {
    case .image:
      ImageView(intent: ImageIntent(model: ImageModel(), environment: environment))
    case .imageDescription(let text):
      ImageDescriptionView(text: text, routerEvents: routerEvents)
    case .dogSearch:
      DogSearchView(intent: DogSearchIntent(model: DogSearchModel(), environment: environment))
    case .movies(let screen):
      environment.movies.makeTerminalScreen(for: screen)
    case .products:
      ProductListView(intent: ProductListIntent(environment: environment))
    case .product(let id):
      ProductView(
        intent: ProductIntent(
          model: ProductModel(id: id), route: routerEvents.context(for: route),
          environment: environment))
    case .quantityPicker:
      QuantityPickerView(route: routerEvents.context(for: route, returning: Int.self))
    }
  }
}
