import MVIRouter
import Testing

@MainActor
@Suite struct RouteResultTests {
  @Test func thePresenterGetsTheValueTheScreenFinishesWith() {
    let harness = CoreHarness()
    var results: [RouteResult<Int>] = []
    let id = harness.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
    _ = harness.takeEvents()
    #expect(harness.routerEvents.finish(id, with: 3) == .applied)
    #expect(results == [.value(3)])
    #expect(harness.text == "root")
    #expect(
      harness.takeEvents() == ["dismissed sheet picker (finished)", "result sheet picker: 3"])
  }

  @Test(arguments: [DismissReason.dismissed, .userBack, .replaced, .ancestorDismissed])
  func leavingAnyOtherWayDeliversCancelledOnce(reason: DismissReason) {
    let harness = CoreHarness()
    var results: [RouteResult<Int>] = []
    let base = harness.routerEvents.routeTo(.edit)
    harness.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
    switch reason {
    case .dismissed: harness.routerEvents.dismiss()
    case .userBack: harness.routerEvents.userDidGoBack()
    case .replaced: harness.routerEvents.setRoutes([])
    default: harness.routerEvents.dismiss(base)
    }
    #expect(results == [.cancelled(reason == .replaced ? .replaced : reason)])
  }

  @Test func aResultOfTheWrongTypeIsIgnoredAndTheRouteStays() {
    let harness = CoreHarness()
    var results: [RouteResult<Int>] = []
    let id = harness.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
    let outcome = harness.routerEvents.finish(id, with: "three")
    #expect(
      outcome
        == .ignored(
          .wrongResultType(.finish(id, value: "three"), expected: "Int", actual: "String")))
    #expect(
      outcome.ignoreReason?.description
        == "finish(\(id), with: three): the presenter expects Int, not String")
    #expect(results.isEmpty)
    #expect(harness.text == "root > sheet picker")
  }

  @Test func finishingTwiceDeliversOnlyOnce() {
    let harness = CoreHarness()
    var results: [RouteResult<Int>] = []
    let id = harness.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
    harness.routerEvents.finish(id, with: 1)
    #expect(harness.routerEvents.finish(id, with: 2).isIgnored)
    #expect(results == [.value(1)])
  }

  @Test func finishingARouteWithRoutesAboveTakesThemAlong() {
    let harness = CoreHarness()
    var results: [RouteResult<Int>] = []
    let id = harness.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
    harness.routerEvents.routeTo(.detail(1))
    _ = harness.takeEvents()
    harness.routerEvents.finish(id, with: 7)
    #expect(
      harness.takeEvents() == [
        "dismissed push detail(1) (ancestorDismissed)", "dismissed sheet picker (finished)",
        "result sheet picker: 7",
      ])
    #expect(results == [.value(7)])
  }

  @Test func nothingTheHandlerCapturesOutlivesTheRoute() {
    let harness = CoreHarness()
    let counter = LifetimeProbe.Counter()
    for index in 0..<100 {
      let probe = LifetimeProbe(counter)
      let id = harness.routerEvents.routeTo(.picker, expecting: Int.self) { _ in _ = probe }
      if index.isMultiple(of: 2) {
        harness.routerEvents.finish(id, with: index)
      } else {
        harness.routerEvents.dismiss()
      }
    }
    #expect(counter.alive == 0)
  }
}
