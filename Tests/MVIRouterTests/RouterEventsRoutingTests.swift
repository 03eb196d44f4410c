import MVIRouter
import Testing

@MainActor
@Suite struct RouterEventsRoutingTests {
  @Test func routeToUsesTheRoutersPresentationType() {
    let h = CoreHarness()
    h.router.routeTo(.list)
    h.router.routeTo(.edit)
    h.router.routeTo(.settings)
    #expect(h.text == "root > push list > sheet edit > fullScreenCover settings")
    #expect(
      h.takeEvents() == [
        "routed push list", "routed sheet edit", "routed fullScreenCover settings",
      ])
  }

  @Test func routeToWithoutARouterPresentsASheet() {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    router.routeTo(.detail(1))
    #expect(router.state.description == "root > sheet detail(1)")
  }

  @Test func routeIDsAreUniqueAndReturnedAtOnce() {
    let h = CoreHarness()
    let first = h.router.routeTo(.list)
    let second = h.router.routeTo(.detail(1), as: .push)
    #expect(first != second)
    #expect(h.router.state.routes.map(\.id) == [first, second])
  }

  @Test func aSecondSheetStacksOnTheFirstInsteadOfReplacingIt() {
    let h = CoreHarness()
    var left: [DismissReason] = []
    h.router.routeTo(.edit) { left.append($0) }
    h.router.routeTo(.picker)
    #expect(h.text == "root > sheet edit > sheet picker")
    #expect(left.isEmpty)
  }

  @Test func pushBelongsToTheStackOfTheLayerBelow() {
    let h = CoreHarness()
    h.router.routeTo(.list)
    h.router.routeTo(.edit)
    h.router.routeTo(.detail(1))
    h.router.routeTo(.detail(2))
    #expect(h.router.state.topModalIndex == 1)
    #expect(h.router.state.topLayer.map(\.screen) == [.edit, .detail(1), .detail(2)])
    #expect(h.router.state.topStackPushes.map(\.screen) == [.detail(1), .detail(2)])
  }

  @Test func dismissRemovesTheTopModalAndEverythingAboveIt() {
    let h = CoreHarness()
    h.router.routeTo(.list)
    h.router.routeTo(.edit)
    h.router.routeTo(.detail(1))
    _ = h.takeEvents()
    #expect(h.router.dismiss() == .applied)
    #expect(h.text == "root > push list")
    #expect(
      h.takeEvents() == [
        "dismissed push detail(1) (ancestorDismissed)", "dismissed sheet edit (dismissed)",
      ])
  }

  @Test func dismissWithNoModalIsAReportedNoOp() {
    let h = CoreHarness()
    h.router.routeTo(.list)
    _ = h.takeEvents()
    let outcome = h.router.dismiss()
    #expect(outcome == .ignored(.noModal(.dismiss)))
    #expect(outcome.ignoreReason?.description == "dismiss(): no modal is presented")
    #expect(h.text == "root > push list")
    #expect(h.takeEvents() == ["ignored: dismiss(): no modal is presented"])
  }

  @Test func dismissByIDClosesWhatAPresenterPresented() {
    let h = CoreHarness()
    h.router.routeTo(.list)
    let edit = h.router.routeTo(.edit)
    h.router.routeTo(.picker)
    _ = h.takeEvents()
    h.router.dismiss(edit)
    #expect(h.text == "root > push list")
    #expect(
      h.takeEvents() == [
        "dismissed sheet picker (ancestorDismissed)", "dismissed sheet edit (dismissed)",
      ])
    #expect(h.router.dismiss(edit).isIgnored)
  }

  @Test func popRemovesOnlyThePushOnTop() {
    let h = CoreHarness()
    h.router.routeTo(.list)
    h.router.routeTo(.detail(1))
    _ = h.takeEvents()
    h.router.pop()
    #expect(h.text == "root > push list")
    #expect(h.takeEvents() == ["dismissed push detail(1) (popped)"])
  }

  @Test func popDoesNotDismissAModal() {
    let h = CoreHarness()
    h.router.routeTo(.edit)
    #expect(h.router.pop() == .ignored(.nothingPushed(.pop)))
    #expect(h.text == "root > sheet edit")
  }

  @Test func popOnAnEmptyRouterIsIgnored() {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    #expect(router.pop().isIgnored)
    #expect(router.popToRoot().isIgnored)
    #expect(router.dismissAll().isIgnored)
    #expect(router.goBack().isIgnored)
    #expect(router.cancelAlert().isIgnored)
    #expect(router.state == NavigationState())
  }

  @Test func popToRootEmptiesOnlyTheTopLayersStack() {
    let h = CoreHarness()
    h.router.routeTo(.list)
    h.router.routeTo(.edit)
    h.router.routeTo(.detail(1))
    h.router.routeTo(.detail(2))
    _ = h.takeEvents()
    h.router.popToRoot()
    #expect(h.text == "root > push list > sheet edit")
    #expect(
      h.takeEvents() == [
        "dismissed push detail(2) (poppedToRoot)", "dismissed push detail(1) (poppedToRoot)",
      ])
  }

  @Test func popToARouteRemovesEverythingAboveIt() {
    let h = CoreHarness()
    let list = h.router.routeTo(.list)
    h.router.routeTo(.detail(1))
    h.router.routeTo(.edit)
    _ = h.takeEvents()
    h.router.pop(to: list)
    #expect(h.text == "root > push list")
    #expect(
      h.takeEvents() == ["dismissed sheet edit (popped)", "dismissed push detail(1) (popped)"])
    #expect(h.router.pop(to: list) == .ignored(.alreadyOnTop(.popToRoute(list))))
    #expect("\(h.router.pop(to: list))" == "ignored: pop(to: \(list)): it is already on top")
  }

  @Test func popToAScreenFindsTheTopMostRouteShowingIt() {
    let h = CoreHarness()
    h.router.routeTo(.detail(1))
    h.router.routeTo(.detail(2))
    h.router.routeTo(.detail(1))
    h.router.routeTo(.detail(3))
    h.router.pop(to: .detail(1))
    #expect(h.text == "root > push detail(1) > push detail(2) > push detail(1)")
    #expect(
      h.router.pop(to: .settings)
        == .ignored(.noSuchScreen(.popToScreen("settings"))))
  }

  @Test func dismissAllKeepsThePushesOnTheRoot() {
    let h = CoreHarness()
    h.router.routeTo(.list)
    h.router.routeTo(.edit)
    h.router.routeTo(.detail(1))
    h.router.routeTo(.settings)
    _ = h.takeEvents()
    h.router.dismissAll()
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
    h.router.routeTo(.list)
    h.router.routeTo(.edit)
    _ = h.takeEvents()
    h.router.goBack()
    h.router.goBack()
    #expect(
      h.takeEvents() == ["dismissed sheet edit (dismissed)", "dismissed push list (popped)"])
    #expect(h.router.goBack() == .ignored(.nothingPresented(.goBack)))
  }

  @Test func userBackReportsTheUserBackReason() {
    let h = CoreHarness()
    h.router.routeTo(.edit)
    _ = h.takeEvents()
    h.router.userDidGoBack()
    #expect(h.takeEvents() == ["dismissed sheet edit (userBack)"])
    #expect(h.hooks.dismissed == ["edit userBack"])
  }

  @Test func performAppliesSeveralChangesAsOneTransaction() {
    let h = CoreHarness()
    h.router.routeTo(.list)
    _ = h.takeEvents()
    var seenDuringBatch: [String] = []
    h.router.perform {
      h.router.popToRoot()
      h.router.routeTo(.detail(9))
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
      try h.router.perform {
        h.router.routeTo(.list)
        throw Stop()
      }
    }
    #expect(h.takeEvents() == ["routed push list"])
    h.router.routeTo(.edit)
    #expect(h.takeEvents() == ["routed sheet edit"])
  }

  @Test func eventStreamsReceiveEventsInOrder() async {
    let h = CoreHarness()
    let stream = h.router.events()
    h.router.routeTo(.list)
    h.router.pop()
    var received: [String] = []
    for await event in stream {
      received.append("\(event)")
      if received.count == 2 { break }
    }
    #expect(received == ["routed push list", "dismissed push list (popped)"])
  }

  @Test func aCancelledSubscriptionReceivesNothingMore() {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    var count = 0
    let subscription = router.observe { _ in count += 1 }
    router.routeTo(.list)
    subscription.cancel()
    router.pop()
    #expect(count == 1)
  }

  @Test func aHostThatAttachesLateSeesTheCurrentState() {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    router.routeTo(.edit)
    router.routeTo(.detail(1), as: .push)
    // Nothing is lost: a host reads the state whenever it arrives.
    #expect(router.state.description == "root > sheet edit > push detail(1)")
  }
}
