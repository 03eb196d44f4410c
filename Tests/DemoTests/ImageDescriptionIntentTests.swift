import MVIRouter
import MVIRouterTerminal
import MVIRouterTesting
import Testing

@testable import DemoApp

/// The description sheet: its intent closes its own route.
@Suite @MainActor struct ImageDescriptionIntentTests {
  let environment = makeEnvironment()
  var factory: DemoScreenFactory { DemoScreenFactory(environment: environment) }

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
}
