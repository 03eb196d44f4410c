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

  @Test func requireStateStopsAtAWrongState() async throws {
    let recorder = TabbedRoutingRecorder(tabs, exhaustive: false)
    tabs[tab: .cart].routeTo(.detail(1))
    try recorder.requireState("[shop] root · cart: root > push detail(1)")
    let expected = """
      Navigation state does not match.
        expected: [shop] root · cart: root
          actual: [shop] root · cart: root > push detail(1)
      Difference (− expected, + actual):
        [shop] root
        cart: root
      + > push detail(1)
      """
    var stopped = false
    await expectIssue(expected, atLine: #line + 2) {
      do {
        try recorder.requireState("[shop] root · cart: root")
      } catch {
        stopped = true
      }
    }
    #expect(stopped)
  }

  @Test func routedMatchesWhateverTheOptionsAsInRoutingRecorder() {
    let recorder = TabbedRoutingRecorder(tabs)
    tabs[tab: .shop].routeTo(.quantity, options: .medium)
    recorder.expect(.in(.shop, .routed(.quantity, as: .sheet)))
    tabs.overlay.routeTo(.quantity, options: .medium)
    recorder.expect(.overTabs(.routed(.quantity, as: .sheet, options: .medium)))
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

  // MARK: Acting as the user, as RoutingRecorder does

  @Test func answeringAnAlertOfTheSelectedTabByTitle() {
    let intent = StoreIntent(routerEvents: tabs[tab: .shop])
    intent.productSelected(2)
    withTabbedRoutingRecorder(tabs) { recorder in
      intent.loadFailed()
      recorder.answerAlert("Retry")
      recorder.expect(
        .in(.shop, .alertPresented(.loadFailed)),
        .in(.shop, .alertResolved(.loadFailed, button: "Retry")))
      recorder.expectState("[shop] root > push detail(2) · cart: root")
    }
    #expect(intent.loads == 1)
  }

  @Test func answeringTheOverlaysAlertFirstByActionOrRole() {
    tabs[tab: .shop].presentAlert(.info)
    tabs.overlay.presentAlert(.loadFailed)
    withTabbedRoutingRecorder(tabs) { recorder in
      recorder.answerAlert("Delete")
      recorder.answerAlert(role: .cancel)
      recorder.expect(
        .overTabs(.alertResolved(.loadFailed, action: "Delete")),
        .in(.shop, .alertResolved(.info, button: "OK")))
    }
  }

  @Test func answeringWithNoAlertVisibleFailsAndChangesNothing() async {
    tabs[tab: .cart].presentAlert(.info)
    let recorder = TabbedRoutingRecorder(tabs)
    let expected =
      "No alert is visible to answer with the button \"OK\". Navigation: [shop] root · cart: root | alert info[OK]"
    await expectIssue(expected, atLine: #line + 1) {
      recorder.answerAlert("OK")
    }
    #expect(tabs[tab: .cart].state.visibleAlert?.alert == .info)
    recorder.finish()
  }

  @Test func goingBackLeavesTheOverlayThenTheSelectedTab() {
    tabs[tab: .shop].routeTo(.detail(1))
    tabs.overlay.routeTo(.quantity)
    withTabbedRoutingRecorder(tabs) { recorder in
      #expect(recorder.goBack() == .applied)
      #expect(recorder.goBack() == .applied)
      recorder.expect(
        .overTabs(.dismissed(.quantity, .userBack)), .in(.shop, .dismissed(.detail(1), .userBack)))
      recorder.expectState("[shop] root · cart: root")
    }
  }

  @Test func goingBackPastADeferringGuardIsAnOutcomeTheTestAsserts() {
    let intent = StoreIntent(routerEvents: tabs[tab: .shop])
    let edit = intent.edit()
    withTabbedRoutingRecorder(tabs) { recorder in
      #expect(recorder.goBack() == .ignored(.deferred(.userBack, route: edit)))
      recorder.expect(
        .in(.shop, .ignored(.deferred(.userBack, route: edit))),
        .in(.shop, .alertPresented(.discardChanges)))
      recorder.answerAlert(role: .cancel)
      recorder.expect(.in(.shop, .alertResolved(.discardChanges, button: "Keep editing")))
      recorder.expectState("[shop] root > sheet edit · cart: root")
    }
  }

  @Test func goingBackWithNothingPresentedFails() async {
    let recorder = TabbedRoutingRecorder(tabs)
    await expectIssue(
      "Going back did nothing: userDidGoBack(): nothing is presented", atLine: #line + 2
    ) {
      #expect(recorder.goBack() == .ignored(.nothingPresented(.userBack)))
    }
    #expect(recorder.unassertedEvents.isEmpty)
    recorder.finish()
  }

  // MARK: Waiting

  @Test func receiveWaitsForEventsOfLaterWork() async {
    await withTabbedRoutingRecorder(tabs) { recorder in
      StoreIntent(routerEvents: tabs[tab: .cart]).loadLater()
      #expect(recorder.unassertedEvents.isEmpty)
      await recorder.receive(.in(.cart, .routed(.detail(99), as: .push)))
    }
  }

  @Test func aNonExhaustiveReceiveWaitsForTheEventItNames() async {
    let recorder = TabbedRoutingRecorder(tabs, exhaustive: false)
    tabs.select(.cart)
    StoreIntent(routerEvents: tabs[tab: .cart]).loadLater()
    await recorder.receive(.in(.cart, .routed(.detail(99), as: .push)))
    recorder.finish()
  }

  @Test func receiveFailsAfterItsTimeout() async {
    let recorder = TabbedRoutingRecorder(tabs)
    let expected = """
      Expected 1 routing event within 0.02 seconds; 0 received.
      Difference (− expected, + received):
      − tab selected: shop → cart
      """
    await expectIssue(expected, atLine: #line + 1) {
      await recorder.receive(.tabSelected(from: .shop, to: .cart), timeout: .milliseconds(20))
    }
    recorder.finish()
  }
}
