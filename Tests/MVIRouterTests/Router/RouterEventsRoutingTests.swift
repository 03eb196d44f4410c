import MVIRouter
import Testing

@MainActor
@Suite struct RouterEventsRoutingTests {
  @Test func routeToUsesTheRoutersPresentationType() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.list)
    harness.routerEvents.routeTo(.edit)
    harness.routerEvents.routeTo(.settings)
    #expect(harness.text == "root > push list > sheet edit > fullScreenCover settings")
    #expect(
      harness.takeEvents() == [
        "routed push list", "routed sheet edit", "routed fullScreenCover settings",
      ])
  }

  @Test func routeToWithoutARouterPresentsASheet() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    routerEvents.routeTo(.detail(1))
    #expect(routerEvents.state.description == "root > sheet detail(1)")
  }

  @Test func routeIDsAreUniqueAndReturnedAtOnce() {
    let harness = CoreHarness()
    let first = harness.routerEvents.routeTo(.list)
    let second = harness.routerEvents.routeTo(.detail(1), as: .push)
    #expect(first != second)
    #expect(harness.routerEvents.state.routes.map(\.id) == [first, second])
  }

  @Test func aSecondSheetStacksOnTheFirstInsteadOfReplacingIt() {
    let harness = CoreHarness()
    var left: [DismissReason] = []
    harness.routerEvents.routeTo(.edit) { left.append($0) }
    harness.routerEvents.routeTo(.picker)
    #expect(harness.text == "root > sheet edit > sheet picker")
    #expect(left.isEmpty)
  }

  @Test func pushBelongsToTheStackOfTheLayerBelow() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.list)
    harness.routerEvents.routeTo(.edit)
    harness.routerEvents.routeTo(.detail(1))
    harness.routerEvents.routeTo(.detail(2))
    #expect(harness.routerEvents.state.topModalIndex == 1)
    #expect(harness.routerEvents.state.topLayer.map(\.screen) == [.edit, .detail(1), .detail(2)])
    #expect(harness.routerEvents.state.topStackPushes.map(\.screen) == [.detail(1), .detail(2)])
  }

  @Test func dismissRemovesTheTopModalAndEverythingAboveIt() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.list)
    harness.routerEvents.routeTo(.edit)
    harness.routerEvents.routeTo(.detail(1))
    _ = harness.takeEvents()
    #expect(harness.routerEvents.dismiss() == .applied)
    #expect(harness.text == "root > push list")
    #expect(
      harness.takeEvents() == [
        "dismissed push detail(1) (ancestorDismissed)", "dismissed sheet edit (dismissed)",
      ])
  }

  @Test func dismissWithNoModalIsAReportedNoOp() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.list)
    _ = harness.takeEvents()
    let outcome = harness.routerEvents.dismiss()
    #expect(outcome == .ignored(.noModal(.dismiss)))
    #expect(outcome.ignoreReason?.description == "dismiss(): no modal is presented")
    #expect(harness.text == "root > push list")
    #expect(harness.takeEvents() == ["ignored: dismiss(): no modal is presented"])
  }

  @Test func dismissByIDClosesWhatAPresenterPresented() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.list)
    let edit = harness.routerEvents.routeTo(.edit)
    harness.routerEvents.routeTo(.picker)
    _ = harness.takeEvents()
    harness.routerEvents.dismiss(edit)
    #expect(harness.text == "root > push list")
    #expect(
      harness.takeEvents() == [
        "dismissed sheet picker (ancestorDismissed)", "dismissed sheet edit (dismissed)",
      ])
    #expect(harness.routerEvents.dismiss(edit).isIgnored)
  }

  @Test func popRemovesOnlyThePushOnTop() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.list)
    harness.routerEvents.routeTo(.detail(1))
    _ = harness.takeEvents()
    harness.routerEvents.pop()
    #expect(harness.text == "root > push list")
    #expect(harness.takeEvents() == ["dismissed push detail(1) (popped)"])
  }

  @Test func popDoesNotDismissAModal() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.edit)
    #expect(harness.routerEvents.pop() == .ignored(.nothingPushed(.pop)))
    #expect(harness.text == "root > sheet edit")
  }

  @Test func popOnAnEmptyRouterIsIgnored() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    #expect(routerEvents.pop().isIgnored)
    #expect(routerEvents.popToRoot().isIgnored)
    #expect(routerEvents.dismissAll().isIgnored)
    #expect(routerEvents.goBack().isIgnored)
    #expect(routerEvents.cancelAlert().isIgnored)
    #expect(routerEvents.state == NavigationState())
  }

  @Test func popToRootEmptiesOnlyTheTopLayersStack() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.list)
    harness.routerEvents.routeTo(.edit)
    harness.routerEvents.routeTo(.detail(1))
    harness.routerEvents.routeTo(.detail(2))
    _ = harness.takeEvents()
    harness.routerEvents.popToRoot()
    #expect(harness.text == "root > push list > sheet edit")
    #expect(
      harness.takeEvents() == [
        "dismissed push detail(2) (poppedToRoot)", "dismissed push detail(1) (poppedToRoot)",
      ])
  }

  @Test func popToARouteRemovesEverythingAboveIt() {
    let harness = CoreHarness()
    let list = harness.routerEvents.routeTo(.list)
    harness.routerEvents.routeTo(.detail(1))
    harness.routerEvents.routeTo(.edit)
    _ = harness.takeEvents()
    harness.routerEvents.pop(to: list)
    #expect(harness.text == "root > push list")
    #expect(
      harness.takeEvents() == [
        "dismissed sheet edit (popped)", "dismissed push detail(1) (popped)",
      ])
    #expect(harness.routerEvents.pop(to: list) == .ignored(.alreadyOnTop(.popToRoute(list))))
    #expect(
      "\(harness.routerEvents.pop(to: list))" == "ignored: pop(to: \(list)): it is already on top")
  }

  @Test func popToAScreenFindsTheTopMostRouteShowingIt() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.detail(1))
    harness.routerEvents.routeTo(.detail(2))
    harness.routerEvents.routeTo(.detail(1))
    harness.routerEvents.routeTo(.detail(3))
    harness.routerEvents.pop(to: .detail(1))
    #expect(harness.text == "root > push detail(1) > push detail(2) > push detail(1)")
    #expect(
      harness.routerEvents.pop(to: .settings)
        == .ignored(.noSuchRoute(.popToScreen("settings"))))
  }

  @Test func dismissAllKeepsThePushesOnTheRoot() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.list)
    harness.routerEvents.routeTo(.edit)
    harness.routerEvents.routeTo(.detail(1))
    harness.routerEvents.routeTo(.settings)
    _ = harness.takeEvents()
    harness.routerEvents.dismissAll()
    #expect(harness.text == "root > push list")
    #expect(
      harness.takeEvents() == [
        "dismissed fullScreenCover settings (dismissedAll)",
        "dismissed push detail(1) (dismissedAll)",
        "dismissed sheet edit (dismissedAll)",
      ])
  }

  @Test func goBackRemovesTheTopRouteWithItsNaturalReason() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.list)
    harness.routerEvents.routeTo(.edit)
    _ = harness.takeEvents()
    harness.routerEvents.goBack()
    harness.routerEvents.goBack()
    #expect(
      harness.takeEvents() == ["dismissed sheet edit (dismissed)", "dismissed push list (popped)"])
    #expect(harness.routerEvents.goBack() == .ignored(.nothingPresented(.goBack)))
  }

  @Test func userBackReportsTheUserBackReason() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.edit)
    _ = harness.takeEvents()
    harness.routerEvents.userDidGoBack()
    #expect(harness.takeEvents() == ["dismissed sheet edit (userBack)"])
    #expect(harness.hooks.dismissed == ["edit userBack"])
  }

  @Test func performAppliesSeveralChangesAsOneTransaction() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.list)
    _ = harness.takeEvents()
    var seenDuringBatch: [String] = []
    harness.routerEvents.perform {
      harness.routerEvents.popToRoot()
      harness.routerEvents.routeTo(.detail(9))
      seenDuringBatch = harness.takeEvents()
    }
    #expect(seenDuringBatch.isEmpty)
    #expect(harness.text == "root > push detail(9)")
    #expect(
      harness.takeEvents() == ["dismissed push list (poppedToRoot)", "routed push detail(9)"])
  }

  @Test func aBatchThatThrowsStillDeliversWhatItChanged() {
    struct Stop: Error {}
    let harness = CoreHarness()
    #expect(throws: Stop.self) {
      try harness.routerEvents.perform {
        harness.routerEvents.routeTo(.list)
        throw Stop()
      }
    }
    #expect(harness.takeEvents() == ["routed push list"])
    harness.routerEvents.routeTo(.edit)
    #expect(harness.takeEvents() == ["routed sheet edit"])
  }

  @Test func eventStreamsReceiveEventsInOrder() async {
    let harness = CoreHarness()
    let stream = harness.routerEvents.events()
    harness.routerEvents.routeTo(.list)
    harness.routerEvents.pop()
    var received: [String] = []
    for await event in stream {
      received.append("\(event)")
      if received.count == 2 { break }
    }
    #expect(received == ["routed push list", "dismissed push list (popped)"])
  }

  @Test func aCancelledSubscriptionReceivesNothingMore() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    var count = 0
    let subscription = routerEvents.observe { _ in count += 1 }
    routerEvents.routeTo(.list)
    subscription.cancel()
    routerEvents.pop()
    #expect(count == 1)
  }

  @Test func aHostThatAttachesLateSeesTheCurrentState() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    routerEvents.routeTo(.edit)
    routerEvents.routeTo(.detail(1), as: .push)
    // Nothing is lost: a host reads the state whenever it arrives.
    #expect(routerEvents.state.description == "root > sheet edit > push detail(1)")
  }
}
