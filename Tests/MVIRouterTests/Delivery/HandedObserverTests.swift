import MVIRouter
import Testing

/// The access that begins a delivery hands out the router's first observer, so a delivery to one
/// observer asks the router nothing more. Before each event the delivery checks that the
/// observer is still attached: the app's code called meanwhile (a callback, a hook, an earlier
/// observer, a released closure's deinit) may have cancelled it, and a cancelled observer hears
/// nothing more, not even the event being delivered.
@MainActor
@Suite struct HandedObserverTests {
  @Test func anObserverCancelledByADismissCallbackDoesNotHearTheDismissal() {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    var log: [String] = []
    var subscription: RouterSubscription?
    var probe: ReleaseProbe? = ReleaseProbe { log.append("observer released") }
    subscription = router.observe { [probe] event in
      _ = probe
      log.append("heard \(event)")
    }
    probe = nil
    router.routeTo(.edit, as: .sheet) { reason in
      log.append("edit \(reason)")
      subscription = nil
    }
    router.dismiss()
    log.append("dismiss returned")
    #expect(
      log == [
        "heard routed sheet edit", "edit dismissed", "observer released", "dismiss returned",
      ])
    #expect(subscription == nil)
  }

  @Test func aLoneObserverCancelledByACallbackOfAPopToRootHearsNoLaterRemoval() {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    var heard: [String] = []
    var subscription: RouterSubscription?
    subscription = router.observe { heard.append("\($0)") }
    for index in 1...3 {
      router.routeTo(.detail(index), as: .push) { _ in
        if index == 2 { subscription?.cancel() }
      }
    }
    heard.removeAll()
    router.popToRoot()
    #expect(heard == ["dismissed push detail(3) (poppedToRoot)"])
    #expect(router.state.description == "root")
  }

  @Test func theFirstObserverCancelledByACallbackLeavesTheNextOneHearing() {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    var heard: [String] = []
    var first: RouterSubscription?
    first = router.observe { heard.append("first \($0)") }
    let second = router.observe { heard.append("second \($0)") }
    router.routeTo(.list, as: .push) { _ in first = nil }
    router.pop()
    #expect(
      heard == [
        "first routed push list", "second routed push list",
        "second dismissed push list (popped)",
      ])
    #expect(first == nil)
    withExtendedLifetime(second) {}
  }

  @Test func anObserverReplacedByItselfHearsNothingMoreAndItsSuccessorHearsTheNextChange() {
    let router = RouterEvents<CoreScreen, CoreAlert>()
    var heard: [String] = []
    var subscription: RouterSubscription?
    router.routeTo(.list, as: .push)
    router.routeTo(.detail(1), as: .push)
    subscription = router.observe { event in
      heard.append("old \(event)")
      subscription = router.observe { heard.append("new \($0)") }
    }
    router.popToRoot()
    router.routeTo(.edit, as: .sheet)
    #expect(
      heard == [
        "old dismissed push detail(1) (poppedToRoot)", "new routed sheet edit",
      ])
    #expect(subscription != nil)
  }

  @Test func aStreamHearsTheWholeTransactionWhenTheObserverBesideItIsCancelled() async {
    var stream: AsyncStream<RouterEvent<CoreScreen, CoreAlert>>?
    var heard: [String] = []
    do {
      let router = RouterEvents<CoreScreen, CoreAlert>()
      var subscription: RouterSubscription?
      subscription = router.observe { heard.append("observer \($0)") }
      stream = router.events()
      router.routeTo(.list, as: .push) { _ in subscription = nil }
      router.routeTo(.detail(1), as: .push)
      router.popToRoot()
      #expect(subscription == nil)
    }
    let ended = stream ?? AsyncStream(unfolding: { nil })
    for await event in ended { heard.append("stream \(event)") }
    #expect(
      heard == [
        "observer routed push list", "observer routed push detail(1)",
        "observer dismissed push detail(1) (poppedToRoot)",
        "stream routed push list", "stream routed push detail(1)",
        "stream dismissed push detail(1) (poppedToRoot)",
        "stream dismissed push list (poppedToRoot)",
      ])
  }
}
