import MVIRouter

/// The observations the tests make for a router's whole life. A subscription holds its router
/// weakly, so keeping them here keeps no router alive.
@MainActor private var keptSubscriptions: [RouterSubscription] = []

extension RouterEventsProtocol {
  /// Observes every event for as long as the router lives (a test's log).
  func observeAlways(_ observer: @escaping (RouterEvent<Screen, Alert>) -> Void) {
    keptSubscriptions.append(observe(observer))
  }
}

extension TabbedRouterEvents {
  /// Observes every event of the container for as long as it lives (a test's log).
  func observeAlways(_ observer: @escaping (TabbedRouterEvent<Tab, Screen, Alert>) -> Void) {
    keptSubscriptions.append(observe(observer))
  }
}

/// The observers a model-based run adds and cancels from callbacks, and what each heard (one
/// list per observer, in the order they were added).
@MainActor final class LateObservers {
  private(set) var heard: [[String]] = []
  /// `nil` once a callback cancelled it.
  private var subscriptions: [RouterSubscription?] = []

  /// Adds an observer of `router`; returns what the callback log says of it.
  func add(to router: some RouterEventsProtocol) -> String {
    added { slot in router.observe { [unowned self] in self.heard[slot].append("\($0)") } }
  }

  /// Adds an observer of a tab container (every tab's events, tagged, and its selections);
  /// returns what the callback log says of it.
  func add<Tab, Screen, Alert>(to tabs: TabbedRouterEvents<Tab, Screen, Alert>) -> String {
    added { slot in tabs.observe { [unowned self] in self.heard[slot].append("\($0)") } }
  }

  private func added(_ subscribe: (_ slot: Int) -> RouterSubscription) -> String {
    let slot = heard.count
    heard.append([])
    subscriptions.append(subscribe(slot))
    return " → observing"
  }

  /// Cancels the oldest observer still observing; returns what the callback log says of it.
  func stopFirst() -> String {
    guard let slot = subscriptions.firstIndex(where: { $0 != nil }) else { return " → nothing" }
    let subscription = subscriptions[slot]
    subscriptions[slot] = nil
    subscription?.cancel()
    return " → stopped observer \(slot)"
  }

  /// Cancels every observer and forgets what they heard, for the next seed.
  func reset() {
    for subscription in subscriptions { subscription?.cancel() }
    subscriptions = []
    heard = []
  }
}
