import MVIRouter
import Testing

@MainActor
@Suite struct RouterEventsObservingTests {
  let routerEvents = RouterEvents<CoreScreen, CoreAlert>(router: CoreRouter())

  @Test func anObserverWhoseSubscriptionIsReleasedHearsNothingMore() {
    var heard: [String] = []
    do {
      let subscription = routerEvents.observe { heard.append("\($0)") }
      routerEvents.routeTo(.list)
      withExtendedLifetime(subscription) {}
    }
    routerEvents.pop()
    routerEvents.routeTo(.edit)
    #expect(heard == ["routed push list"])
  }

  @Test func releasingASubscriptionReleasesWhatItsObserverCaptured() {
    let counter = LifetimeProbe.Counter()
    do {
      let probe = LifetimeProbe(counter)
      let subscription = routerEvents.observe { _ in _ = probe }
      routerEvents.routeTo(.list)
      withExtendedLifetime(subscription) {}
    }
    #expect(counter.alive == 0)
  }

  @Test func aCancelledSubscriptionReleasesWhatItsObserverCaptured() {
    let counter = LifetimeProbe.Counter()
    let subscription = routerEvents.observe { [probe = LifetimeProbe(counter)] _ in _ = probe }
    #expect(counter.alive == 1)
    subscription.cancel()
    #expect(counter.alive == 0)
    subscription.cancel()
  }

  @Test func anObserverForTheRoutersWholeLifeKeepsHearing() {
    var heard: [String] = []
    routerEvents.observeAlways { heard.append("\($0)") }
    routerEvents.routeTo(.list)
    routerEvents.pop()
    #expect(heard == ["routed push list", "dismissed push list (popped)"])
  }

  @Test func anObserverForTheRoutersWholeLifeIsReleasedWithTheRouter() {
    let counter = LifetimeProbe.Counter()
    do {
      let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
      routerEvents.observeAlways { [probe = LifetimeProbe(counter)] _ in _ = probe }
      routerEvents.routeTo(.list)
      #expect(counter.alive == 1)
    }
    #expect(counter.alive == 0)
  }

  @Test func aSubscriptionOutlivingItsRouterEndsQuietly() {
    var subscription: RouterSubscription?
    do {
      let routerEvents = RouterEvents<CoreScreen, CoreAlert>()
      subscription = routerEvents.observe { _ in }
    }
    subscription?.cancel()
    subscription = nil
    #expect(subscription == nil)
  }

  @Test func observersHearEventsInTheOrderTheyWereAdded() {
    var heard: [String] = []
    routerEvents.observeAlways { _ in heard.append("first") }
    let second = routerEvents.observe { _ in heard.append("second") }
    routerEvents.observeAlways { _ in heard.append("third") }
    routerEvents.routeTo(.list)
    withExtendedLifetime(second) {}
    #expect(heard == ["first", "second", "third"])
  }

  @Test func anObserverThatReleasesItsOwnSubscriptionHearsNothingMore() {
    final class Listener {
      var subscription: RouterSubscription?
      var heard: [String] = []
    }
    let listener = Listener()
    listener.subscription = routerEvents.observe { [unowned listener] event in
      listener.heard.append("\(event)")
      listener.subscription = nil
    }
    routerEvents.routeTo(.list)
    routerEvents.pop()
    #expect(listener.heard == ["routed push list"])
  }
}
