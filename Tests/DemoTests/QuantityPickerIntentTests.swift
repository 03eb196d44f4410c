import MVIRouter
import MVIRouterTerminal
import MVIRouterTesting
import Testing

@testable import DemoApp

/// The quantity sheet: its intent finishes its route with the quantity picked.
@Suite @MainActor struct QuantityPickerIntentTests {
  let environment = makeEnvironment()
  var factory: DemoScreenFactory { DemoScreenFactory(environment: environment) }

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
        .result(.quantityPicker(productID: 2), value: 5))
    }
    #expect(environment.catalog.quantity(for: 2) == "5")
  }
}
