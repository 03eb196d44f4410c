import MVIRouter
import MVIRouterTerminal
import MVIRouterTesting
import Testing

@testable import DemoApp

/// The root menu: its intent only routes.
@Suite @MainActor struct MenuIntentTests {
  let environment = makeEnvironment()
  var factory: DemoScreenFactory { DemoScreenFactory(environment: environment) }

  @Test func theMenuOnlyRoutes() {
    let menu = factory.makeRootScreen()
    #expect(menu.rows.map(\.title) == ["Image", "Dog search", "Movie search", "Products"])
    withRoutingRecorder(environment.routerEvents) { recorder in
      menu.activate(row: 3)
      recorder.expect(.routed(.products, as: .push))
      menu.activate(row: 9)
    }
  }
}
