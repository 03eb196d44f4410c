import MVIRouter
import Testing

/// Who hears a delivery: the observers and streams attached when it began. The router's hub
/// lives in its core, so the access that begins a delivery takes its mark (the id the hub gives
/// next) and hands out the first observer: a delivery asks the hub nothing before its first
/// event.
@MainActor
@Suite struct DeliveryListenersTests {
  @Test func aStreamMadeDuringADeliveryHearsFromTheNextTransactionOn() async {
    var stream: AsyncStream<RouterEvent<CoreScreen, CoreAlert>>?
    do {
      let router = RouterEvents<CoreScreen, CoreAlert>()
      let observer = router.observe { _ in }
      router.routeTo(.list, as: .push)
      router.routeTo(.detail(1), as: .push) { _ in stream = router.events() }
      router.popToRoot()
      router.routeTo(.edit, as: .sheet)
      withExtendedLifetime(observer) {}
    }
    // The router is gone, so the stream has ended after what it heard.
    var heard: [String] = []
    let ended = stream ?? AsyncStream(unfolding: { nil })
    for await event in ended { heard.append("\(event)") }
    #expect(heard == ["routed sheet edit"])
  }

  @Test func aStreamMadeBeforeAnyObserverHearsEveryEvent() async {
    var stream: AsyncStream<RouterEvent<CoreScreen, CoreAlert>>?
    do {
      let router = RouterEvents<CoreScreen, CoreAlert>()
      stream = router.events()
      router.routeTo(.list, as: .push)
      router.pop()
    }
    var heard: [String] = []
    let ended = stream ?? AsyncStream(unfolding: { nil })
    for await event in ended { heard.append("\(event)") }
    #expect(heard == ["routed push list", "dismissed push list (popped)"])
  }

  @Test func anObserverCancelledByAnEarlierOneHearsNothingMoreAndTheRouterStillObserves() {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    var heard: [String] = []
    var second: RouterSubscription?
    let first = router.observe { event in
      heard.append("first \(event)")
      second?.cancel()
    }
    second = router.observe { event in heard.append("second \(event)") }
    router.routeTo(.list, as: .push)
    router.pop()
    #expect(heard == ["first routed push list", "first dismissed push list (popped)"])
    withExtendedLifetime(first) {}
  }
}
