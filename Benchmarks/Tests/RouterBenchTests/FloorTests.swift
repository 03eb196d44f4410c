import Floor
import Testing

/// The fair floor must do the work it stands for — every callback called once, with its
/// reason or value, in order — or the engine is compared with something that does less.
@Suite struct FloorTests {
  @Test func popCallsTheTopRoutesCallbackOnceWithTheReason() {
    let floor = FloorRouter()
    var calls: [String] = []
    floor.push(.sheet(1), onDismiss: FloorDismissHandler { calls.append("1 \($0)") })
    floor.push(.sheet(2), onDismiss: FloorDismissHandler { calls.append("2 \($0)") })
    #expect(floor.pop(reason: .dismissed))
    #expect(calls == ["2 dismissed"])
    #expect(floor.screens == [.sheet(1)])
    #expect(floor.pop(reason: .popped))
    #expect(!floor.pop())
    #expect(calls == ["2 dismissed", "1 popped"])
  }

  @Test func idsAreNeverReused() {
    let floor = FloorRouter()
    let first = floor.push(.list, onDismiss: nil)
    floor.pop()
    let second = floor.push(.list, onDismiss: nil)
    #expect(first != second)
  }

  @Test func popToRootCallsEveryCallbackOnceTopMostFirst() {
    let floor = FloorRouter()
    var calls: [String] = []
    for i in 0..<3 {
      floor.push(.detail(i), onDismiss: FloorDismissHandler { calls.append("\(i) \($0)") })
    }
    #expect(floor.popToRoot() == 3)
    #expect(calls == ["2 poppedToRoot", "1 poppedToRoot", "0 poppedToRoot"])
    #expect(floor.count == 0)
    #expect(floor.popToRoot() == 0)
    #expect(calls.count == 3)
  }

  @Test func replaceKeepsTheCommonPrefixAndReplacesTheRest() {
    let floor = FloorRouter()
    var calls: [String] = []
    let handler = FloorDismissHandler { calls.append("\($0)") }
    floor.replace(with: [.list, .detail(1), .detail(2)], onDismiss: handler)
    #expect(floor.replace(with: [.list, .detail(3)], onDismiss: handler) == 2)
    #expect(floor.screens == [.list, .detail(3)])
    #expect(calls == ["replaced", "replaced"])
  }

  @Test func finishDeliversTheValueOnceAndCancelsWhatIsAbove() {
    let floor = FloorResultRouter()
    var routes: [Int] = []
    var results: [FloorResult] = []
    let below = floor.push(
      .sheet(1),
      onResult: FloorResultHandler {
        routes.append(1)
        results.append($0)
      })
    floor.push(
      .sheet(2),
      onResult: FloorResultHandler {
        routes.append(2)
        results.append($0)
      })
    #expect(floor.finish(below, with: 7))
    #expect(routes == [2, 1])
    #expect(results == [.cancelled(.dismissed), .value(7)])
    #expect(!floor.finish(below, with: 8))
    #expect(floor.count == 0)
    #expect(results.count == 2)
  }

  @Test func aResultRoutePoppedIsCancelled() {
    let floor = FloorResultRouter()
    var results: [FloorResult] = []
    floor.push(.sheet(1), onResult: FloorResultHandler { results.append($0) })
    #expect(floor.pop())
    #expect(!floor.pop())
    #expect(results == [.cancelled(.dismissed)])
  }

  @Test func alertsAreAnsweredInOrderWithTheTypedAction() {
    let alerts = FloorAlerts()
    var answers: [String] = []
    alerts.present(.confirm, onAction: FloorAlertHandler { answers.append("1 \($0)") })
    alerts.present(.confirm, onAction: FloorAlertHandler { answers.append("2 \($0)") })
    #expect(alerts.resolve(.delete))
    #expect(alerts.resolve(.keep))
    #expect(!alerts.resolve(.keep))
    #expect(answers == ["1 delete", "2 keep"])
    #expect(alerts.count == 0)
  }

  @Test func tabsKeepAStackEachAndSelectOnlyAChange() {
    let tabs = FloorTabs(count: 2)
    #expect(tabs.selected == 0)
    #expect(!tabs.select(0))
    #expect(!tabs.select(2))
    #expect(tabs.select(1))
    tabs.router(1).push(.list, onDismiss: nil)
    #expect(tabs.router(1).count == 1)
    #expect(tabs.router(0).count == 0)
  }

  @MainActor @Test func theSinkCountsEachHit() {
    let before = CallSink.hits
    CallSink.hit()
    CallSink.hit()
    #expect(CallSink.hits - before == 2)
  }
}
