import DemoSupport
import MVIRouter
import MVIRouterTerminal
import Testing

@testable import DemoApp

/// The product's cover as the terminal shows it.
@Suite @MainActor struct ProductViewTests {
  let environment = makeEnvironment(delay: neverFinishes)

  func view(_ id: Int) -> ProductView {
    let routerEvents = environment.routerEvents
    let routeID = routerEvents.routeTo(.product(id: id))
    return ProductView.build(
      id: id, route: routerEvents.context(for: routerEvents.state.route(routeID)!),
      environment: environment)
  }

  /// The cover is titled as the list names the product, whether it loads, failed or loaded.
  @Test func theCoverIsTitledAsTheListNamesIt() {
    let broken = view(3)
    #expect(broken.title == "Broken product")
    broken.container.model.phase = .failed
    #expect(broken.title == "Broken product")
    #expect(view(1).title == "Tea pot")
  }

  /// Loading shows a spinner and takes as many lines as the loaded product, so the rows below
  /// stay where they are when it ends.
  @Test func loadingShowsASpinnerAndTheRowsDoNotMoveWhenItEnds() throws {
    let product = view(1)
    let model = product.container.model
    let loading = product.body
    #expect(loading.first?.contains("Loading") == true)
    #expect(Spinner.frames.contains { loading.joined().contains($0) })
    model.phase = .loaded(try #require(DemoData.products.first))
    #expect(product.body.count == loading.count)
    #expect(product.rows.firstIndex { $0.title == "Close" } == 1)
  }
}
