import Foundation
import MVIRouter
import Testing

/// A change requested during delivery (from a callback) is queued, and decided against the state
/// it meets when it is applied, not the state at the call.
@MainActor
@Suite struct DecidedWhenAppliedTests {
  @Test func aQueuedPopToAScreenFindsTheScreenPresentedBeforeIt() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.edit, as: .sheet) { _ in
      harness.routerEvents.routeTo(.detail(1), as: .push)
      harness.routerEvents.routeTo(.list, as: .push)
      #expect(harness.routerEvents.pop(to: .detail(1)) == .queued)
    }
    harness.routerEvents.dismiss()
    #expect(harness.text == "root > push detail(1)")
    #expect(
      harness.takeEvents() == [
        "routed sheet edit", "dismissed sheet edit (dismissed)", "routed push detail(1)",
        "routed push list", "dismissed push list (popped)",
      ])
  }

  @Test func aQueuedUserBackCancelsAnAlertPresentedBeforeIt() {
    let harness = CoreHarness()
    var answers: [String] = []
    harness.routerEvents.routeTo(.list, as: .push)
    harness.routerEvents.routeTo(.edit, as: .sheet) { _ in
      harness.routerEvents.presentAlert(.delete) { answers.append($0) }
      harness.routerEvents.userDidGoBack()
    }
    harness.routerEvents.dismiss()
    #expect(answers == ["Cancel"])
    #expect(harness.text == "root > push list")
    #expect(harness.hooks.alertActions == ["delete: Cancel"])
  }

  @Test func aQueuedFinishChecksTheTypeThePresenterExpectsWhenApplied() {
    let harness = CoreHarness()
    var results: [RouteResult<Int>] = []
    harness.routerEvents.routeTo(.edit, as: .sheet) { _ in
      let picker = harness.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
      harness.routerEvents.finish(picker, with: "three")
      harness.routerEvents.finish(picker, with: 3)
    }
    harness.routerEvents.dismiss()
    #expect(results == [.value(3)])
    #expect(
      harness.takeEvents().filter { $0.hasPrefix("ignored") } == [
        "ignored: finish(#2, with: three): the presenter expects Int, not String"
      ])
  }

  @Test func aQueuedPresentAlertTakesTheTopRouteWhenAppliedAsOwner() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.edit, as: .sheet) { _ in
      harness.routerEvents.routeTo(.picker, as: .sheet)
      harness.routerEvents.presentAlert(.info)
    }
    harness.routerEvents.dismiss()
    #expect(
      harness.routerEvents.state.visibleAlert?.owner == harness.routerEvents.state.routes.last?.id)
    harness.routerEvents.dismiss()
    #expect(harness.routerEvents.state.visibleAlert == nil)
  }
}
