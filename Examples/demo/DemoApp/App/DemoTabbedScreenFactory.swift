import MVIRouter
import MVIRouterTerminal

/// The tabbed demo (`demo --tabs`): the four demos as tabs, each demo's first screen the root of
/// its tab, each tab with its own stack and its own environment routing in that stack. The
/// screens are the menu demo's, made by ``DemoScreenFactory`` with the tab's environment.
@MainActor
final class DemoTabbedScreenFactory: TabbedTerminalScreenFactory {
  typealias Screen = DemoScreen
  typealias Alert = DemoAlert

  let tabbedRouterEvents: TabbedRouterEvents<DemoTab, DemoScreen, DemoAlert>
  /// The environment of the modals over the tabs; its tasks and catalogue are every tab's.
  let environment: DemoEnvironment
  private var tabEnvironments: [DemoTab: DemoEnvironment] = [:]

  init(services: DemoServices) {
    let catalog = ProductCatalog()
    let tabbed = TabbedRouterEvents<DemoTab, DemoScreen, DemoAlert>(
      tabs: DemoTab.allCases, selected: .image, router: DemoRouter(catalog: catalog))
    tabbedRouterEvents = tabbed
    environment = DemoEnvironment(
      services: services, routerEvents: tabbed.overlay, tasks: DemoTasks(), catalog: catalog)
  }

  /// The environment whose intents route in `tab`'s stack (over the tabs for `nil`).
  func environment(for tab: DemoTab?) -> DemoEnvironment {
    guard let tab else { return environment }
    if let made = tabEnvironments[tab] { return made }
    let made = DemoEnvironment(
      // Every DemoTab is a tab of the container (made with DemoTab.allCases).
      services: environment.services, routerEvents: tabbedRouterEvents[tab: tab],
      tasks: environment.tasks, catalog: environment.catalog)
    tabEnvironments[tab] = made
    return made
  }

  func title(for tab: DemoTab) -> String { tab.title }

  /// A tab's root screen. A root has no route of its own, so its screen needs none.
  func makeRootScreen(for tab: DemoTab) -> any TerminalScreen {
    let environment = environment(for: tab)
    return switch tab {
    case .image: ImageView.build(environment: environment)
    case .dogs: DogSearchView.build(environment: environment)
    case .movies: environment.movies.makeSearchScreen()
    case .products: ProductListView.build(environment: environment)
    }
  }

  func makeScreen(for route: Route<DemoScreen>, in tab: DemoTab?) -> any TerminalScreen {
    DemoScreenFactory(environment: environment(for: tab)).makeScreen(for: route)
  }
}
