import MVIRouter
import Testing

@MainActor
@Suite struct RouteResultTests {
  @Test func thePresenterGetsTheValueTheScreenFinishesWith() {
    let h = CoreHarness()
    var results: [RouteResult<Int>] = []
    let id = h.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
    _ = h.takeEvents()
    #expect(h.routerEvents.finish(id, with: 3) == .applied)
    #expect(results == [.value(3)])
    #expect(h.text == "root")
    #expect(h.takeEvents() == ["dismissed sheet picker (finished)", "result sheet picker: 3"])
  }

  @Test(arguments: [DismissReason.dismissed, .userBack, .replaced, .ancestorDismissed])
  func leavingAnyOtherWayDeliversCancelledOnce(reason: DismissReason) {
    let h = CoreHarness()
    var results: [RouteResult<Int>] = []
    let base = h.routerEvents.routeTo(.edit)
    h.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
    switch reason {
    case .dismissed: h.routerEvents.dismiss()
    case .userBack: h.routerEvents.userDidGoBack()
    case .replaced: h.routerEvents.setRoutes([])
    default: h.routerEvents.dismiss(base)
    }
    #expect(results == [.cancelled(reason == .replaced ? .replaced : reason)])
  }

  @Test func aResultOfTheWrongTypeIsIgnoredAndTheRouteStays() {
    let h = CoreHarness()
    var results: [RouteResult<Int>] = []
    let id = h.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
    let outcome = h.routerEvents.finish(id, with: "three")
    #expect(
      outcome
        == .ignored(
          .wrongResultType(.finish(id, value: "three"), expected: "Int", actual: "String")))
    #expect(
      outcome.ignoreReason?.description
        == "finish(\(id), with: three): the presenter expects Int, not String")
    #expect(results.isEmpty)
    #expect(h.text == "root > sheet picker")
  }

  @Test func finishingTwiceDeliversOnlyOnce() {
    let h = CoreHarness()
    var results: [RouteResult<Int>] = []
    let id = h.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
    h.routerEvents.finish(id, with: 1)
    #expect(h.routerEvents.finish(id, with: 2).isIgnored)
    #expect(results == [.value(1)])
  }

  @Test func finishingARouteWithRoutesAboveTakesThemAlong() {
    let h = CoreHarness()
    var results: [RouteResult<Int>] = []
    let id = h.routerEvents.routeTo(.picker, expecting: Int.self) { results.append($0) }
    h.routerEvents.routeTo(.detail(1))
    _ = h.takeEvents()
    h.routerEvents.finish(id, with: 7)
    #expect(
      h.takeEvents() == [
        "dismissed push detail(1) (ancestorDismissed)", "dismissed sheet picker (finished)",
        "result sheet picker: 7",
      ])
    #expect(results == [.value(7)])
  }

  @Test func nothingTheHandlerCapturesOutlivesTheRoute() {
    let h = CoreHarness()
    let counter = LifetimeProbe.Counter()
    for index in 0..<100 {
      let probe = LifetimeProbe(counter)
      let id = h.routerEvents.routeTo(.picker, expecting: Int.self) { _ in _ = probe }
      if index.isMultiple(of: 2) {
        h.routerEvents.finish(id, with: index)
      } else {
        h.routerEvents.dismiss()
      }
    }
    #expect(counter.alive == 0)
  }
}
