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
