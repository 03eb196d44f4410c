import MVIRouter
import MVIRouterTesting
import Testing

@Suite @MainActor struct ExpectedTabbedRoutingEventTests {
  typealias Expected = ExpectedTabbedRoutingEvent<StoreTab, StoreScreen, StoreAlert>
  typealias Event = TabbedRouterEvent<StoreTab, StoreScreen, StoreAlert>

  let tabs = TabbedRouterEvents<StoreTab, StoreScreen, StoreAlert>(
    tabs: [.shop, .cart], selected: .shop, router: StoreRouter())

  /// The events `change` makes the container emit.
  private func events(_ change: () -> Void) -> [Event] {
    var events: [Event] = []
    let subscription = tabs.observe { events.append($0) }
    change()
    subscription.cancel()
    return events
  }

  @Test func aRouteMatchesInItsOwnTabOnly() throws {
    let event = try #require(events { tabs[tab: .cart].routeTo(.list) }.first)
    #expect(Expected.in(.cart, .routed(.list, as: .push)).matches(event))
    #expect(!Expected.in(.shop, .routed(.list, as: .push)).matches(event))
    #expect(!Expected.overTabs(.routed(.list, as: .push)).matches(event))
  }

  @Test func routedMatchesWhateverTheOptionsUnlessItStatesThem() throws {
    let event = try #require(events { tabs.overlay.routeTo(.quantity, options: .medium) }.first)
    #expect(Expected.overTabs(.routed(.quantity, as: .sheet)).matches(event))
    #expect(Expected.overTabs(.routed(.quantity, as: .sheet, options: .medium)).matches(event))
    #expect(!Expected.overTabs(.routed(.quantity, as: .sheet, options: .locked)).matches(event))
    #expect(!Expected.overTabs(.routed(.quantity, as: .fullScreenCover)).matches(event))
  }

  @Test func answersMatchByActionOrByTitle() throws {
    let answered = events {
      tabs[tab: .shop].presentAlert(.loadFailed)
      tabs[tab: .shop].resolveAlert("Retry")
    }
    let event = try #require(answered.last)
    #expect(Expected.in(.shop, .alertResolved(.loadFailed, button: "Retry")).matches(event))
    #expect(
      Expected.in(.shop, .alertResolved(.loadFailed, action: "Retry"))
        .matches(event))
    #expect(!Expected.in(.shop, .alertResolved(.loadFailed, button: "Delete")).matches(event))
  }

  @Test func aSelectionMatchesTheSameChange() throws {
    let event = try #require(events { tabs.select(.cart) }.first)
    #expect(Expected.tabSelected(from: .shop, to: .cart).matches(event))
    #expect(!Expected.tabSelected(from: .cart, to: .shop).matches(event))
    #expect("\(Expected(event))" == "tab selected: shop → cart")
  }
}
