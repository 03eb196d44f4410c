import MVIRouter
import MVIRouterTerminal
import MVIRouterTesting
import Testing

@testable import DemoApp

/// The demo's screen factory: making a screen has no effects; a screen's work starts when the
/// host tells it that it appeared, and stops when its route leaves.
@Suite @MainActor struct DemoScreenFactoryTests {
  let environment = makeEnvironment(delay: neverFinishes)
  var factory: DemoScreenFactory { DemoScreenFactory(environment: environment) }

  @Test(arguments: [DemoScreen.image, .dogSearch, .movies(.detail(id: 1)), .product(id: 1)])
  func aScreenStartsLoadingWhenItAppearsNotWhenItIsMade(screen: DemoScreen) async {
    let id = environment.routerEvents.routeTo(screen)
    let view = factory.makeScreen(for: environment.routerEvents.state.route(id)!)
    #expect(environment.tasks.count == 0)
    view.didAppear()
    #expect(environment.tasks.count == 1)
    view.didDisappear()
    await environment.tasks.waitIdle()
    #expect(environment.tasks.count == 0)
  }

  @Test func theDescriptionSheetClosesItself() {
    let routerEvents = environment.routerEvents
    let id = routerEvents.routeTo(.imageDescription("Mountains"))
    let sheet = factory.makeScreen(for: routerEvents.state.route(id)!)
    #expect(sheet.body == ["Mountains"])
    withRoutingRecorder(routerEvents) { recorder in
      sheet.activate(row: 0)
      recorder.expect(.dismissed(.imageDescription("Mountains"), .dismissed))
    }
  }

  @Test func theMenuOnlyRoutes() {
    let menu = factory.makeRootScreen()
    #expect(menu.rows.map(\.title) == ["Image", "Dog search", "Movie search", "Products"])
    withRoutingRecorder(environment.routerEvents) { recorder in
      menu.activate(row: 3)
      recorder.expect(.routed(.products, as: .push))
      menu.activate(row: 9)
    }
  }

  @Test func theQuantitySheetFinishesWithTheQuantityPicked() {
    let routerEvents = environment.routerEvents
    let id = routerEvents.routeTo(.quantityPicker(productID: 2), as: .sheet, expecting: Int.self) {
      _ in
    }
    let sheet = factory.makeScreen(for: routerEvents.state.route(id)!)
    #expect(sheet.rows.map(\.title) == ["1", "2", "3", "4", "5"])
    withRoutingRecorder(routerEvents) { recorder in
      sheet.activate(row: 4)
      recorder.expect(
        .dismissed(.quantityPicker(productID: 2), .finished),
        .result(.quantityPicker(productID: 2), .value(5)))
    }
    #expect(environment.catalog.quantity(for: 2) == "5")
  }
}
