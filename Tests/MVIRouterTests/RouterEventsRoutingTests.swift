import MVIRouter
import Testing

@MainActor
@Suite struct RouterEventsRoutingTests {
  @Test func routeToUsesTheRoutersPresentationType() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.list)
    h.routerEvents.routeTo(.edit)
    h.routerEvents.routeTo(.settings)
    #expect(h.text == "root > push list > sheet edit > fullScreenCover settings")
    #expect(
      h.takeEvents() == [
        "routed push list", "routed sheet edit", "routed fullScreenCover settings",
      ])
  }

  @Test func routeToWithoutARouterPresentsASheet() {
    let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
    routerEvents.routeTo(.detail(1))
    #expect(routerEvents.state.description == "root > sheet detail(1)")
  }

  @Test func routeIDsAreUniqueAndReturnedAtOnce() {
    let h = CoreHarness()
    let first = h.routerEvents.routeTo(.list)
    let second = h.routerEvents.routeTo(.detail(1), as: .push)
    #expect(first != second)
    #expect(h.routerEvents.state.routes.map(\.id) == [first, second])
  }

  @Test func aSecondSheetStacksOnTheFirstInsteadOfReplacingIt() {
    let h = CoreHarness()
    var left: [DismissReason] = []
    h.routerEvents.routeTo(.edit) { left.append($0) }
    h.routerEvents.routeTo(.picker)
    #expect(h.text == "root > sheet edit > sheet picker")
    #expect(left.isEmpty)
  }

  @Test func pushBelongsToTheStackOfTheLayerBelow() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.list)
    h.routerEvents.routeTo(.edit)
    h.routerEvents.routeTo(.detail(1))
    h.routerEvents.routeTo(.detail(2))
    #expect(h.routerEvents.state.topModalIndex == 1)
    #expect(h.routerEvents.state.topLayer.map(\.screen) == [.edit, .detail(1), .detail(2)])
    #expect(h.routerEvents.state.topStackPushes.map(\.screen) == [.detail(1), .detail(2)])
  }

  @Test func dismissRemovesTheTopModalAndEverythingAboveIt() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.list)
    h.routerEvents.routeTo(.edit)
    h.routerEvents.routeTo(.detail(1))
    _ = h.takeEvents()
    #expect(h.routerEvents.dismiss() == .applied)
    #expect(h.text == "root > push list")
    #expect(
      h.takeEvents() == [
        "dismissed push detail(1) (ancestorDismissed)", "dismissed sheet edit (dismissed)",
      ])
  }

  @Test func dismissWithNoModalIsAReportedNoOp() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.list)
    _ = h.takeEvents()
    let outcome = h.routerEvents.dismiss()
    #expect(outcome == .ignored(.noModal(.dismiss)))
    #expect(outcome.ignoreReason?.description == "dismiss(): no modal is presented")
    #expect(h.text == "root > push list")
    #expect(h.takeEvents() == ["ignored: dismiss(): no modal is presented"])
  }

  @Test func dismissByIDClosesWhatAPresenterPresented() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.list)
    let edit = h.routerEvents.routeTo(.edit)
    h.routerEvents.routeTo(.picker)
    _ = h.takeEvents()
    h.routerEvents.dismiss(edit)
    #expect(h.text == "root > push list")
    #expect(
      h.takeEvents() == [
        "dismissed sheet picker (ancestorDismissed)", "dismissed sheet edit (dismissed)",
      ])
    #expect(h.routerEvents.dismiss(edit).isIgnored)
  }

  @Test func popRemovesOnlyThePushOnTop() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.list)
    h.routerEvents.routeTo(.detail(1))
    _ = h.takeEvents()
    h.routerEvents.pop()
    #expect(h.text == "root > push list")
    #expect(h.takeEvents() == ["dismissed push detail(1) (popped)"])
  }

  @Test func popDoesNotDismissAModal() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.edit)
    #expect(h.routerEvents.pop() == .ignored(.nothingPushed(.pop)))
    #expect(h.text == "root > sheet edit")
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
    let h = CoreHarness()
    h.routerEvents.routeTo(.list)
    h.routerEvents.routeTo(.edit)
    h.routerEvents.routeTo(.detail(1))
    h.routerEvents.routeTo(.detail(2))
    _ = h.takeEvents()
    h.routerEvents.popToRoot()
    #expect(h.text == "root > push list > sheet edit")
    #expect(
      h.takeEvents() == [
        "dismissed push detail(2) (poppedToRoot)", "dismissed push detail(1) (poppedToRoot)",
      ])
  }

  @Test func popToARouteRemovesEverythingAboveIt() {
    let h = CoreHarness()
    let list = h.routerEvents.routeTo(.list)
    h.routerEvents.routeTo(.detail(1))
    h.routerEvents.routeTo(.edit)
    _ = h.takeEvents()
    h.routerEvents.pop(to: list)
    #expect(h.text == "root > push list")
    #expect(
      h.takeEvents() == ["dismissed sheet edit (popped)", "dismissed push detail(1) (popped)"])
    #expect(h.routerEvents.pop(to: list) == .ignored(.alreadyOnTop(.popToRoute(list))))
    #expect("\(h.routerEvents.pop(to: list))" == "ignored: pop(to: \(list)): it is already on top")
  }

  @Test func popToAScreenFindsTheTopMostRouteShowingIt() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.detail(1))
    h.routerEvents.routeTo(.detail(2))
    h.routerEvents.routeTo(.detail(1))
    h.routerEvents.routeTo(.detail(3))
    h.routerEvents.pop(to: .detail(1))
    #expect(h.text == "root > push detail(1) > push detail(2) > push detail(1)")
    #expect(
      h.routerEvents.pop(to: .settings)
        == .ignored(.noSuchScreen(.popToScreen("settings"))))
  }

  @Test func dismissAllKeepsThePushesOnTheRoot() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.list)
    h.routerEvents.routeTo(.edit)
    h.routerEvents.routeTo(.detail(1))
    h.routerEvents.routeTo(.settings)
    _ = h.takeEvents()
    h.routerEvents.dismissAll()
    #expect(h.text == "root > push list")
    #expect(
      h.takeEvents() == [
        "dismissed fullScreenCover settings (dismissedAll)",
        "dismissed push detail(1) (dismissedAll)",
        "dismissed sheet edit (dismissedAll)",
      ])
  }

  @Test func goBackRemovesTheTopRouteWithItsNaturalReason() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.list)
    h.routerEvents.routeTo(.edit)
    _ = h.takeEvents()
    h.routerEvents.goBack()
    h.routerEvents.goBack()
    #expect(
      h.takeEvents() == ["dismissed sheet edit (dismissed)", "dismissed push list (popped)"])
    #expect(h.routerEvents.goBack() == .ignored(.nothingPresented(.goBack)))
  }

  @Test func userBackReportsTheUserBackReason() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.edit)
    _ = h.takeEvents()
    h.routerEvents.userDidGoBack()
    #expect(h.takeEvents() == ["dismissed sheet edit (userBack)"])
    #expect(h.hooks.dismissed == ["edit userBack"])
  }

  @Test func performAppliesSeveralChangesAsOneTransaction() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.list)
    _ = h.takeEvents()
    var seenDuringBatch: [String] = []
    h.routerEvents.perform {
      h.routerEvents.popToRoot()
      h.routerEvents.routeTo(.detail(9))
      seenDuringBatch = h.takeEvents()
    }
    #expect(seenDuringBatch.isEmpty)
    #expect(h.text == "root > push detail(9)")
    #expect(h.takeEvents() == ["dismissed push list (poppedToRoot)", "routed push detail(9)"])
  }

  @Test func aBatchThatThrowsStillDeliversWhatItChanged() {
    struct Stop: Error {}
    let h = CoreHarness()
    #expect(throws: Stop.self) {
      try h.routerEvents.perform {
        h.routerEvents.routeTo(.list)
        throw Stop()
      }
    }
    #expect(h.takeEvents() == ["routed push list"])
    h.routerEvents.routeTo(.edit)
    #expect(h.takeEvents() == ["routed sheet edit"])
  }

  @Test func eventStreamsReceiveEventsInOrder() async {
    let h = CoreHarness()
    let stream = h.routerEvents.events()
    h.routerEvents.routeTo(.list)
    h.routerEvents.pop()
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
