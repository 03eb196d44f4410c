import MVIRouterTesting
import Testing

@testable import DemoApp

@Suite @MainActor struct ProductIntentTests {
  let environment = makeEnvironment()

  /// A product screen presented as the demo presents it, its intent knowing its route.
  func present(_ id: Int) -> ProductIntent {
    let routeID = environment.routerEvents.routeTo(.product(id: id))
    let intent = ProductIntent(model: ProductModel(id: id), environment: environment)
    intent.routeID = routeID
    return intent
  }

  @Test func theProductIsAFullScreenCover() {
    withRoutingRecorder(environment.routerEvents) { recorder in
      _ = present(1)
      recorder.expect(.routed(.product(id: 1), as: .fullScreenCover))
    }
  }

  @Test func aFailedLoadAsksAndRetryRunsTheLoadAgain() async {
    let intent = present(3)
    await withRoutingRecorder(environment.routerEvents) { recorder in
      intent.start()
      await recorder.receive(.alertPresented(.productLoadFailed))
      recorder.expectState(
        "root > fullScreenCover product(id: 3) | alert productLoadFailed[Delete, Retry, Cancel]")
      recorder.answerAlert("Retry")
      recorder.expect(.alertResolved(.productLoadFailed, button: "Retry"))
      #expect(intent.model.phase == .loading)
      await recorder.receive(.alertPresented(.productLoadFailed))
    }
    #expect(intent.model.loads == 2)
  }

  @Test func deleteRemovesTheProductAndDismissesTheCover() async {
    let intent = present(3)
    await withRoutingRecorder(environment.routerEvents) { recorder in
      intent.start()
      await recorder.receive(.alertPresented(.productLoadFailed))
      recorder.answerAlert(role: .destructive)
      recorder.expect(
        .alertResolved(.productLoadFailed, button: "Delete"),
        .dismissed(.product(id: 3), .dismissed))
      recorder.expectState("root")
    }
    #expect(environment.catalog.products.map(\.id) == [1, 2])
  }

  @Test func aChosenQuantityComesBackAsTheResult() {
    let intent = present(1)
    withRoutingRecorder(environment.routerEvents) { recorder in
      intent.chooseQuantity()
      recorder.expect(.routed(.quantityPicker(productID: 1), as: .sheet))
      let picker = QuantityPickerView(
        routeID: environment.routerEvents.state.topRoute!.id,
        routerEvents: environment.routerEvents)
      picker.activate(row: 2)
      recorder.expect(
        .dismissed(.quantityPicker(productID: 1), .finished),
        .result(.quantityPicker(productID: 1), .value("3")))
    }
    #expect(intent.model.quantity == "3")
  }

  @Test func goingBackFromThePickerIsACancelledResult() {
    let intent = present(1)
    withRoutingRecorder(environment.routerEvents) { recorder in
      intent.chooseQuantity()
      recorder.goBack()
      recorder.expect(
        .routed(.quantityPicker(productID: 1), as: .sheet),
        .dismissed(.quantityPicker(productID: 1), .userBack),
        .result(.quantityPicker(productID: 1), .cancelled(.userBack)))
    }
    #expect(intent.model.quantity == "cancelled")
  }

  @Test func closeDismissesTheCover() {
    let intent = present(1)
    withRoutingRecorder(environment.routerEvents) { recorder in
      intent.close()
      recorder.expect(.dismissed(.product(id: 1), .dismissed))
    }
  }
}
