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
}
