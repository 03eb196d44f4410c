import MVIRouter
import Testing

@MainActor
@Suite struct RouterEventsObservingTests {
  let router = RouterEvents<CoreScreen, CoreAlert>(router: CoreRouter())

  @Test func anObserverWhoseSubscriptionIsReleasedHearsNothingMore() {
    var heard: [String] = []
    do {
      let subscription = router.observe { heard.append("\($0)") }
      router.routeTo(.list)
      withExtendedLifetime(subscription) {}
    }
    router.pop()
    router.routeTo(.edit)
    #expect(heard == ["routed push list"])
  }

  @Test func releasingASubscriptionReleasesWhatItsObserverCaptured() {
    let counter = LifetimeProbe.Counter()
    do {
      let probe = LifetimeProbe(counter)
      let subscription = router.observe { _ in _ = probe }
      router.routeTo(.list)
      withExtendedLifetime(subscription) {}
    }
    #expect(counter.alive == 0)
  }

  @Test func aCancelledSubscriptionReleasesWhatItsObserverCaptured() {
    let counter = LifetimeProbe.Counter()
    let subscription = router.observe { [probe = LifetimeProbe(counter)] _ in _ = probe }
    #expect(counter.alive == 1)
    subscription.cancel()
    #expect(counter.alive == 0)
    subscription.cancel()
  }

  @Test func anObserverForTheRoutersWholeLifeKeepsHearing() {
    var heard: [String] = []
    router.observeForever { heard.append("\($0)") }
    router.routeTo(.list)
    router.pop()
    #expect(heard == ["routed push list", "dismissed push list (popped)"])
  }

  @Test func anObserverForTheRoutersWholeLifeIsReleasedWithTheRouter() {
    let counter = LifetimeProbe.Counter()
    do {
      let router = RouterEvents<CoreScreen, CoreAlert>()
      router.observeForever { [probe = LifetimeProbe(counter)] _ in _ = probe }
      router.routeTo(.list)
      #expect(counter.alive == 1)
    }
    #expect(counter.alive == 0)
  }

  @Test func aSubscriptionOutlivingItsRouterEndsQuietly() {
    var subscription: RouterSubscription?
    do {
      let router = RouterEvents<CoreScreen, CoreAlert>()
      subscription = router.observe { _ in }
    }
    subscription?.cancel()
    subscription = nil
    #expect(subscription == nil)
  }

  @Test func observersHearEventsInTheOrderTheyWereAdded() {
    var heard: [String] = []
    router.observeForever { _ in heard.append("first") }
    let second = router.observe { _ in heard.append("second") }
    router.observeForever { _ in heard.append("third") }
    router.routeTo(.list)
    withExtendedLifetime(second) {}
    #expect(heard == ["first", "second", "third"])
  }

  @Test func anObserverThatReleasesItsOwnSubscriptionHearsNothingMore() {
    final class Listener {
      var subscription: RouterSubscription?
      var heard: [String] = []
    }
    let listener = Listener()
    listener.subscription = router.observe { [unowned listener] event in
      listener.heard.append("\(event)")
      listener.subscription = nil
    }
    router.routeTo(.list)
    router.pop()
    #expect(listener.heard == ["routed push list"])
  }
}
