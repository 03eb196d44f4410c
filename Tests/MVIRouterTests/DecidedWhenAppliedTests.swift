import Foundation
import MVIRouter
import Testing

/// A change requested during delivery (from a callback) is queued, and decided against the state
/// it meets when it is applied, not the state at the call.
@MainActor
@Suite struct DecidedWhenAppliedTests {
  @Test func aQueuedPopToAScreenFindsTheScreenPresentedBeforeIt() {
    let h = CoreHarness()
    h.router.routeTo(.edit, as: .sheet) { _ in
      h.router.routeTo(.detail(1), as: .push)
      h.router.routeTo(.list, as: .push)
      #expect(h.router.pop(to: .detail(1)) == .queued)
    }
    h.router.dismiss()
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
    h.router.routeTo(.list, as: .push)
    h.router.routeTo(.edit, as: .sheet) { _ in
      h.router.presentAlert(.delete) { answers.append($0.title) }
      h.router.userDidGoBack()
    }
    h.router.dismiss()
    #expect(answers == ["Cancel"])
    #expect(h.text == "root > push list")
    #expect(h.hooks.alertActions == ["delete: Cancel"])
  }

  @Test func aQueuedFinishChecksTheTypeThePresenterExpectsWhenApplied() {
    let h = CoreHarness()
    var results: [RouteResult<Int>] = []
    h.router.routeTo(.edit, as: .sheet) { _ in
      let picker = h.router.routeTo(.picker, expecting: Int.self) { results.append($0) }
      h.router.finish(picker, with: "three")
      h.router.finish(picker, with: 3)
    }
    h.router.dismiss()
    #expect(results == [.value(3)])
    #expect(
      h.takeEvents().filter { $0.hasPrefix("ignored") } == [
        "ignored: finish(#2, with: three): the presenter expects Int, not String"
      ])
  }

  @Test func aQueuedPresentAlertTakesTheTopRouteWhenAppliedAsOwner() {
    let h = CoreHarness()
    h.router.routeTo(.edit, as: .sheet) { _ in
      h.router.routeTo(.picker, as: .sheet)
      h.router.presentAlert(.info)
    }
    h.router.dismiss()
    #expect(h.router.state.visibleAlert?.owner == h.router.state.topRoute?.id)
    h.router.dismiss()
    #expect(h.router.state.visibleAlert == nil)
  }
}
