import MVIRouter
import MVIRouterTesting
import Testing

enum StoreTab: String, Hashable, Sendable, CustomStringConvertible {
  case shop
  case cart

  var description: String { rawValue }
}

@Suite @MainActor struct TabbedRoutingRecorderTests {
  let tabs = TabbedRouterEvents<StoreTab, StoreScreen, StoreAlert>(
    tabs: [.shop, .cart], selected: .shop, router: StoreRouter())

  @Test func eventsOfEveryTabAndSelectionsAssertedInOrderPass() {
    let recorder = TabbedRoutingRecorder(tabs)
    tabs[tab: .shop].routeTo(.detail(3))
    tabs.select(.cart)
    tabs.overlay.routeTo(.quantity)
    recorder.expect(
      .in(.shop, .routed(.detail(3), as: .push)), .tabSelected(from: .shop, to: .cart),
      .overTabs(.routed(.quantity, as: .sheet)))
    recorder.expectState("shop: root > push detail(3) · [cart] root | over tabs: sheet quantity")
    #expect(recorder.unassertedEvents.isEmpty)
    recorder.finish()
  }

  @Test func aWrongEventFailsAtTheCallerWithADifference() async {
    let recorder = TabbedRoutingRecorder(tabs)
    tabs[tab: .cart].routeTo(.list)
    let expected = """
      Routing events do not match.
      Difference (− expected, + received):
      − shop: routed push list
      + cart: routed push list
      """
    await expectIssue(expected, atLine: #line + 1) {
      recorder.expect(.in(.shop, .routed(.list, as: .push)))
    }
    recorder.finish()
  }

  @Test func aWrongStateFailsWithEachTabOnItsOwnLine() async {
    let recorder = TabbedRoutingRecorder(tabs, exhaustive: false)
    tabs[tab: .cart].routeTo(.detail(1))
    let expected = """
      Navigation state does not match.
        expected: [shop] root > push detail(1) · cart: root
          actual: [shop] root · cart: root > push detail(1)
      Difference (− expected, + actual):
        [shop] root
      − > push detail(1)
        cart: root
      + > push detail(1)
      """
    await expectIssue(expected, atLine: #line + 1) {
      recorder.expectState("[shop] root > push detail(1) · cart: root")
    }
    recorder.finish()
  }

  @Test func unassertedEventsFailFinishNamingThem() async {
    let recorder = TabbedRoutingRecorder(tabs)
    tabs.select(.cart)
    let expected = """
      1 routing event was not asserted:
        tab selected: shop → cart
      """
    await expectIssue(expected, atLine: #line + 1) {
      recorder.finish()
    }
  }

  @Test func aNonExhaustiveRecorderSkipsEventsBetween() async {
    let recorder = TabbedRoutingRecorder(tabs, exhaustive: false)
    tabs[tab: .shop].routeTo(.detail(1))
    tabs.select(.cart)
    tabs.select(.shop)
    recorder.expect(.tabSelected(from: .cart, to: .shop))
    let expected = """
      Routing event not received: shop: routed push list
      Received and not yet asserted:
        (none)
      """
    await expectIssue(expected, atLine: #line + 1) {
      recorder.expect(.in(.shop, .routed(.list, as: .push)))
    }
    recorder.finish()
  }

  @Test func withTabbedRoutingRecorderFinishesTheRecorderAtTheEnd() async {
    let expected = """
      1 routing event was not asserted:
        cart: routed push list
      """
    await expectIssue(expected, atLine: #line + 1) {
      withTabbedRoutingRecorder(tabs) { recorder in
        tabs[tab: .shop].routeTo(.detail(1))
        tabs[tab: .cart].routeTo(.list)
        recorder.expect(.in(.shop, .routed(.detail(1), as: .push)))
      }
    }
  }
}
