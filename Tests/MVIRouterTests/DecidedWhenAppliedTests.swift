import Foundation
import MVIRouter
import Testing

/// A change requested during delivery (from a callback) is queued, and decided against the state
/// it meets when it is applied, not the state at the call.
@MainActor
@Suite struct DecidedWhenAppliedTests {
  @Test func aQueuedPopToAScreenFindsTheScreenPresentedBeforeIt() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.edit, as: .sheet) { _ in
      h.routerEvents.routeTo(.detail(1), as: .push)
      h.routerEvents.routeTo(.list, as: .push)
      #expect(h.routerEvents.pop(to: .detail(1)) == .queued)
    }
    h.routerEvents.dismiss()
    #expect(h.text == "root > push detail(1)")
    #expect(
      h.takeEvents() == [
        "routed sheet edit", "dismissed sheet edit (dismissed)", "routed push detail(1)",
        "routed push list", "dismissed push list (popped)",
      ])
  }

  @Test func aQueuedUserBackCancelsAnAlertPresentedBeforeIt() {
    let h = CoreHarness()
    var answers: [String] = []
    h.routerEvents.routeTo(.list, as: .push)
    h.routerEvents.routeTo(.edit, as: .sheet) { _ in
      h.routerEvents.presentAlert(.delete) { answers.append($0.title) }
      h.routerEvents.userDidGoBack()
    }
    h.routerEvents.dismiss()
    #expect(answers == ["Cancel"])
    #expect(h.text == "root > push list")
    #expect(h.hooks.alertActions == ["delete: Cancel"])
  }

  @Test func aQueuedFinishChecksTheTypeThePresenterExpectsWhenApplied() {
    let h = CoreHarness()
    var results: [RouteResult<Int>] = []
    h.routerEvents.routeTo(.edit, as: .sheet) { _ in
      let picker = h.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
      h.routerEvents.finish(picker, with: "three")
      h.routerEvents.finish(picker, with: 3)
    }
    h.routerEvents.dismiss()
    #expect(results == [.value(3)])
    #expect(
      h.takeEvents().filter { $0.hasPrefix("ignored") } == [
        "ignored: finish(#2, with: three): the presenter expects Int, not String"
      ])
  }

  @Test func aQueuedPresentAlertTakesTheTopRouteWhenAppliedAsOwner() {
    let h = CoreHarness()
    h.routerEvents.routeTo(.edit, as: .sheet) { _ in
      h.routerEvents.routeTo(.picker, as: .sheet)
      h.routerEvents.presentAlert(.info)
    }
    h.routerEvents.dismiss()
    #expect(h.routerEvents.state.visibleAlert?.owner == h.routerEvents.state.topRoute?.id)
    h.routerEvents.dismiss()
    #expect(h.routerEvents.state.visibleAlert == nil)
  }
}
