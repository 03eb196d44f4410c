import MVIRouter

/// A routing event of a `TabbedRouterEvents` as a test states it: the tab and an
/// ``ExpectedRoutingEvent``, or a change of the selected tab.
///
/// The wrapped event matches exactly as it does in a ``RoutingRecorder`` (see
/// ``ExpectedRoutingEvent/matches(_:)``): `.routed(_:as:)` whatever the route's options,
/// answers by action value or by title.
///
/// ```swift
/// let recorder = TabbedRoutingRecorder(tabs)
/// recorder.expect(
///   .in(.inbox, .routed(.message(id: 1), as: .push)),
///   .tabSelected(from: .inbox, to: .settings),
///   .overTabs(.routed(.login, as: .sheet))
/// )
/// ```
///
/// Reads, in a message:
/// ```
/// inbox: routed push message(id: 1)
/// tab selected: inbox → settings
/// over tabs: routed sheet login
/// ```
public enum ExpectedTabbedRoutingEvent<
  Tab: Hashable & Sendable, Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol
>: Equatable, Sendable, CustomStringConvertible {
  /// An event of the router of `tab`.
  case `in`(Tab, ExpectedRoutingEvent<Screen, Alert>)
  /// An event of the overlay's router (what is presented over the tab bar).
  case overTabs(ExpectedRoutingEvent<Screen, Alert>)
  /// The selected tab changed.
  case tabSelected(from: Tab, to: Tab)

  /// The form a received event takes when compared with an expected one.
  ///
  /// - Parameter event: An event a tabbed router emitted.
  public init(_ event: TabbedRouterEvent<Tab, Screen, Alert>) {
    switch event {
    case .routing(let tab?, let event): self = .in(tab, ExpectedRoutingEvent(event))
    case .routing(nil, let event): self = .overTabs(ExpectedRoutingEvent(event))
    case .tabSelected(let from, let to): self = .tabSelected(from: from, to: to)
    }
  }

  /// Whether an event the tabbed router emitted is this one: the same tab (or the overlay) and
  /// an event the wrapped ``ExpectedRoutingEvent`` matches, or the same change of selection.
  ///
  /// ```swift
  /// let expected = ExpectedTabbedRoutingEvent<AppTab, AppScreen, AppAlert>.in(
  ///   .inbox, .routed(.compose, as: .sheet))
  /// let subscription = tabs.observe { event in
  ///   // true for a sheet compose in inbox, whatever its options:
  ///   print(expected.matches(event))
  /// }
  /// ```
  ///
  /// - Parameter event: An event a tabbed router emitted.
  public func matches(_ event: TabbedRouterEvent<Tab, Screen, Alert>) -> Bool {
    switch (self, event) {
    case (.in(let tab, let expected), .routing(let received?, let event)):
      tab == received && expected.matches(event)
    case (.overTabs(let expected), .routing(nil, let event)): expected.matches(event)
    case (.tabSelected(let from, let to), .tabSelected(let previous, let selected)):
      from == previous && to == selected
    default: false
    }
  }

  /// One line, e.g. `inbox: dismissed message(id: 1) (popped)` or
  /// `tab selected: inbox → settings`.
  public var description: String {
    switch self {
    case .in(let tab, let event): "\(tab): \(event)"
    case .overTabs(let event): "over tabs: \(event)"
    case .tabSelected(let from, let to): "tab selected: \(from) → \(to)"
    }
  }
}
