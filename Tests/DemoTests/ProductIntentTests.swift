import MVIRouterTerminal
import MVIRouterTesting
import Testing

@testable import DemoApp

@Suite @MainActor struct ProductIntentTests {
  let environment = makeEnvironment()

  /// A product screen presented as the demo presents it, its intent knowing its route.
  func present(_ id: Int) -> ProductIntent {
    let routerEvents = environment.routerEvents
    let routeID = routerEvents.routeTo(.product(id: id))
    return ProductIntent(
      model: ProductModel(id: id, catalog: environment.catalog),
      route: routerEvents.context(for: routerEvents.state.route(routeID)!),
      environment: environment)
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
      intent.onAppear()
      await recorder.receive(.alertPresented(.productLoadFailed(id: 3)), timeout: Self.loadDeadline)
      recorder.expectState(
        "root > fullScreenCover product(id: 3) | alert productLoadFailed(id: 3)[Delete Broken product, Retry, Cancel]"
      )
      recorder.answerAlert(.retry)
      recorder.expect(.alertResolved(.productLoadFailed(id: 3), action: .retry))
      #expect(intent.model.phase == .loading)
      await recorder.receive(.alertPresented(.productLoadFailed(id: 3)), timeout: Self.loadDeadline)
    }
    #expect(intent.model.loads == 2)
  }

  @Test func deleteRemovesTheProductAndDismissesTheCover() async {
    let intent = present(3)
    await withRoutingRecorder(environment.routerEvents) { recorder in
      intent.onAppear()
      await recorder.receive(.alertPresented(.productLoadFailed(id: 3)), timeout: Self.loadDeadline)
      recorder.answerAlert(.delete)
      recorder.expect(
        .alertResolved(.productLoadFailed(id: 3), action: .delete),
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
      let routerEvents = environment.routerEvents
      let picker = QuantityPickerView.build(
        productID: 1,
        route: routerEvents.context(for: routerEvents.state.routes.last!, returning: Int.self))
      picker.activate(row: 2)
      recorder.expect(
        .dismissed(.quantityPicker(productID: 1), .finished),
        .result(.quantityPicker(productID: 1), value: 3))
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
    #expect(intent.model.quantity == "not chosen")
  }

  /// A pick the user cancels leaves the quantity chosen before it as it was.
  @Test func aCancelledPickKeepsTheEarlierQuantity() {
    environment.catalog.record(.value(3), for: 1)
    let intent = present(1)
    intent.chooseQuantity()
    environment.routerEvents.userDidGoBack()
    #expect(intent.model.quantity == "3")
  }

  @Test func closeDismissesTheCover() {
    let intent = present(1)
    withRoutingRecorder(environment.routerEvents) { recorder in
      intent.closeTapped()
      recorder.expect(.dismissed(.product(id: 1), .dismissed))
    }
  }

  @Test func aDeepLinkedPickerDeliversItsQuantityThroughTheRouterHook() throws {
    let routerEvents = environment.routerEvents
    try routerEvents.open("demo://products/1/quantity", using: DemoLinks.map)
    let cover = routerEvents.state.routes[1]
    let intent = ProductIntent(
      model: ProductModel(id: 1, catalog: environment.catalog),
      route: routerEvents.context(for: cover), environment: environment)
    QuantityPickerView.build(
      productID: 1,
      route: routerEvents.context(for: routerEvents.state.routes.last!, returning: Int.self)
    )
    .activate(row: 3)
    #expect(intent.model.quantity == "4")
    #expect(
      routerEvents.state.description == "root > push products > fullScreenCover product(id: 1)")
  }

  @Test func aRestoredFailedLoadAlertIsReattachedNotPresentedAgain() async throws {
    let saved = makeEnvironment()
    let coverID = saved.routerEvents.routeTo(.product(id: 3))
    let first = ProductIntent(
      model: ProductModel(id: 3, catalog: saved.catalog),
      route: saved.routerEvents.context(for: saved.routerEvents.state.route(coverID)!),
      environment: saved)
    await withRoutingRecorder(saved.routerEvents, exhaustive: false) { recorder in
      first.onAppear()
      await recorder.receive(.alertPresented(.productLoadFailed(id: 3)), timeout: Self.loadDeadline)
    }
    let data = try saved.routerEvents.savedState()

    let routerEvents = environment.routerEvents
    try routerEvents.restore(from: data)
    let intent = ProductIntent(
      model: ProductModel(id: 3, catalog: environment.catalog),
      route: routerEvents.context(for: routerEvents.state.routes.last!),
      environment: environment)
    withRoutingRecorder(routerEvents) { recorder in
      intent.onAppear()
      #expect(routerEvents.state.queuedAlertCount == 0)
      #expect(intent.model.loads == 0)
      recorder.answerAlert(.delete)
      recorder.expect(
        .alertResolved(.productLoadFailed(id: 3), action: .delete),
        .dismissed(.product(id: 3), .dismissed))
    }
    #expect(environment.catalog.products.map(\.id) == [1, 2])
  }

  @Test func theIntentGetsThePickedQuantityAtOnce() {
    let intent = present(1)
    let routerEvents = environment.routerEvents
    intent.chooseQuantity()
    #expect(
      routerEvents.state.description.hasSuffix("> sheet[medium] quantityPicker(productID: 1)"))
    QuantityPickerView.build(
      productID: 1,
      route: routerEvents.context(for: routerEvents.state.routes.last!, returning: Int.self)
    )
    .activate(row: 2)
    #expect(intent.model.picked == "3")
    #expect(intent.model.quantity == "3")
  }

  @Test func aPickerLeftWithoutAValueSaysWhy() {
    let intent = present(1)
    intent.chooseQuantity()
    environment.routerEvents.userDidGoBack()
    #expect(intent.model.picked == "cancelled: you went back")
  }

  @Test func theCoverLeavingTakesThePickerWithIt() {
    let intent = present(1)
    let routerEvents = environment.routerEvents
    intent.chooseQuantity()
    intent.closeTapped()
    intent.onDisappear()
    #expect(intent.model.picked == "cancelled: the screen below it closed")
    #expect(routerEvents.state.description == "root")
  }

  /// What a recorded session replays: the picked quantity is on screen once the pick is
  /// handled, with nothing left running that `wait-idle` would not wait for.
  @Test func aScriptedSessionThatPicksAQuantitySeesItPicked() async throws {
    let host = try DemoApp.host(arguments: ["--delay-ms", "0", "--open", "demo://products/1"])
    let run = await host.run(
      script: """
        wait-idle
        key enter
        wait-idle
        key down
        key enter
        wait-idle
        expect "Picked here: 2"
        """)
    #expect(run.succeeded, "\(run.failure.map(\.description) ?? "")")
  }
}
