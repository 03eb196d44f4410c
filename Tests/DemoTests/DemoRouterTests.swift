import MVIRouterTesting
import Testing

@testable import DemoApp

/// The demo's router: its dismiss hook (the seed's `onScreenDismiss`) hears every route that
/// leaves, whichever way it leaves, including routes no intent is waiting for.
@Suite @MainActor struct DemoRouterTests {
  let environment = makeEnvironment()

  @Test func aProductCoverThatLeavesIsRememberedAsTheLastViewed() throws {
    let routerEvents = environment.routerEvents
    try routerEvents.open("demo://products/2", using: DemoLinks.map)
    #expect(environment.catalog.lastViewedID == nil)
    routerEvents.userDidGoBack()
    #expect(environment.catalog.lastViewedID == 2)
    let list = ProductListView.build(environment: environment)
    #expect(list.body == ["A product opens full screen.", "Last viewed: Cups, set of 4"])
  }

  @Test func aDeletedProductIsNotShownAsTheLastViewed() {
    let routerEvents = environment.routerEvents
    routerEvents.routeTo(.product(id: 3))
    routerEvents.dismiss()
    environment.catalog.delete(id: 3)
    #expect(
      ProductListView.build(environment: environment).body == ["A product opens full screen."])
  }
}
