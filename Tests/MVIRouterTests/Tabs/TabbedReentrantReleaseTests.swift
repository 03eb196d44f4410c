import MVIRouter
import Testing

/// The release of a closure a tab container holds may re-enter the container in any way, as
/// it may a router. Each test runs in a process of its own, so that a trap fails the test
/// instead of the run. The container's queue (the routers' `DeliveryGroup`) releases what it
/// holds as a router does: a change is moved out of the queue when its turn comes, and a
/// router's queued requests are moved into its own queue.
@MainActor
@Suite struct TabbedReentrantReleaseTests {
  /// A route requested in one tab from a callback of another waits in the container's queue,
  /// which holds its dismiss callback; when the route has left by the time that queue is
  /// drained, releasing the callback runs the deinit of an object it captured — which selects a
  /// tab. Found by the tabbed model-based run: the queue releases its closures when it empties
  /// itself, inside its own change, so the deinit's call into the container traps
  /// ("Simultaneous accesses …, but modification requires exclusive access").
  @Test func aCallbackReleasedFromTheContainersQueueMaySelectATab() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        let tabs = TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>(
          tabs: CoreTab.allTabs, selected: .home)
        var log: [String] = []
        tabs[tab: .home].routeTo(.detail(1), as: .push) { _ in
          let token = ReleaseProbe {
            log.append("released")
            tabs.select(.profile)
          }
          tabs[tab: .search].routeTo(.detail(2), as: .push) { [token] reason in
            _ = token
            log.append("search \(reason)")
          }
          tabs[tab: .search].pop()
        }
        tabs[tab: .home].pop()
        guard log == ["search popped", "released"],
          "\(tabs.state)" == "home: root · search: root · [profile] root"
        else { fatalError("\(log) \(tabs.state)") }
      }
    }
  }

  /// A request queued in the container's queue that the route guard vetoes releases its
  /// closures as a router does, within the delivery: what a deinit asks for then waits behind
  /// the changes already queued, first in first out. Found by the tabbed model-based run: the
  /// queued change keeps the request's closures until the queue is emptied, so the deinit runs
  /// inside the queue's change and traps; released as soon as the queue has called the change,
  /// it would still run after the delivery, and its selection be applied at once, ahead of the
  /// selection already waiting.
  @Test func aVetoedRequestFromTheContainersQueueReleasesItsCallbackInOrder() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        let gate = RouteGateRouter()
        gate.decide = { $0 == .edit ? .veto : .allow }
        let tabs = TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>(
          tabs: CoreTab.allTabs, selected: .home, router: gate)
        var log: [String] = []
        tabs[tab: .home].routeTo(.detail(1), as: .push) { _ in
          let token = ReleaseProbe { log.append("released: \(tabs.select(.profile))") }
          tabs[tab: .search].routeTo(.edit, as: .sheet) { [token] _ in _ = token }
          log.append("select search: \(tabs.select(.search))")
        }
        tabs[tab: .home].pop()
        let text = "\(tabs.state)"
        guard log == ["select search: queued", "released: queued"],
          text == "home: root · search: root · [profile] root"
        else { fatalError("\(log) \(text)") }
      }
    }
  }
}
