import MVIRouterTesting
import Testing

@Suite @MainActor struct ExpectNavigationTests {
  let router = RouterEvents<ShopScreen, ShopAlert>(router: ShopRouter())

  @Test func matchingStatePasses() {
    router.routeTo(.detail(7))
    router.routeTo(.quantity)
    expectNavigation(router, "root > push detail(7) > sheet quantity")
  }

  @Test func aMissingRouteIsShownAsADifference() async {
    router.routeTo(.detail(7))
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
      expectNavigation(router, "root > push detail(7) > sheet quantity")
    }
  }

  @Test func alertsAreLinesOfTheDifference() async {
    router.presentAlert(.info)
    router.presentAlert(.loadFailed)
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
      expectNavigation(router, "root | alert info[OK]")
    }
  }
}
