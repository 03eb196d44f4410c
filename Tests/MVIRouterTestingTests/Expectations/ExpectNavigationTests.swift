import MVIRouter
import MVIRouterTesting
import Testing

@Suite @MainActor struct ExpectNavigationTests {
  let routerEvents = RouterEvents<StoreScreen, StoreAlert>(router: StoreRouter())

  @Test func matchingStatePasses() {
    routerEvents.routeTo(.detail(7))
    routerEvents.routeTo(.quantity)
    expectNavigation(routerEvents, "root > push detail(7) > sheet quantity")
  }

  @Test func aMissingRouteIsShownAsADifference() async {
    routerEvents.routeTo(.detail(7))
    let expected = """
      Navigation state does not match.
        expected: root > push detail(7) > sheet quantity
          actual: root > push detail(7)
      Difference (− expected, + actual):
        root
        > push detail(7)
      − > sheet quantity
      """
    await expectIssue(expected, atLine: #line + 1) {
      expectNavigation(routerEvents, "root > push detail(7) > sheet quantity")
    }
  }

  @Test func alertsAreLinesOfTheDifference() async {
    routerEvents.presentAlert(.info)
    routerEvents.presentAlert(.loadFailed)
    let expected = """
      Navigation state does not match.
        expected: root | alert info[OK]
          actual: root | alert info[OK] | queued loadFailed[Delete, Retry, Cancel]
      Difference (− expected, + actual):
        root
        | alert info[OK]
      + | queued loadFailed[Delete, Retry, Cancel]
      """
    await expectIssue(expected, atLine: #line + 1) {
      expectNavigation(routerEvents, "root | alert info[OK]")
    }
  }
}
