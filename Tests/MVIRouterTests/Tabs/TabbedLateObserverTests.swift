import MVIRouter
import Testing

/// A container's observers added while it delivers hear from the next change on, as a
/// router's do.
@MainActor
@Suite struct TabbedLateObserverTests {
  /// An observer of the container added by a callback hears the change that callback asked of
  /// its own tab's router, which is the next change. Found by the tabbed model-based run: the
  /// container marks its observers when the delivery of all its routers begins, so it misses
  /// every change a router applies from its own queue in the same delivery, where a router's
  /// own observer added there hears it. The container now marks its observers as each change's
  /// delivery begins.
  @Test func aContainerObserverAddedInACallbackHearsTheNextChangeOfThatTab() {
    let harness = TabHarness()
    let tabs = harness.tabs
    var heard: [String] = []
    var routerHeard: [String] = []
    var subscriptions: [RouterSubscription] = []
    tabs[tab: .home].routeTo(.detail(1), as: .push) { _ in
      subscriptions.append(tabs.observe { heard.append("\($0)") })
      subscriptions.append(tabs[tab: .home].observe { routerHeard.append("\($0)") })
      tabs[tab: .home].routeTo(.list, as: .push)
    }
    tabs[tab: .home].pop()
    #expect(routerHeard == ["routed push list"])
    #expect(heard == ["home: routed push list"])
    _ = subscriptions
  }
}
