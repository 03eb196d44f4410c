import MVIRouter

/// Maps a tabbed router's tabs and screens to ``TerminalScreen``s, so the terminal host shows a
/// tab bar and the selected tab's stack.
///
/// Give a ``TerminalHost`` a value of a type that conforms and it draws a line with the tabs
/// above the keys line, the selected one marked (`[▸2 Movies]`), and the breadcrumbs and body of
/// the selected tab's stack; the modals of `TabbedRouterEvents.overlay` draw over
/// everything. `1`–`9` select a tab (alt with a digit inside a text field, where digits are
/// typed), `[` and `]` the one before or after, a click selects the tab clicked, and selecting
/// the selected tab again pops it to its root (the container's
/// `TabbedRouterEvents.reselectPopsToRoot`). Back (Esc) acts on the modals over the
/// tab bar when there are some, else on the selected tab.
///
/// Every tab keeps its screens while another is selected: a hidden tab's screens are not told
/// they disappeared; a screen leaves only when its route leaves. The host makes each tab's root
/// screen once, when it first sees the tab.
///
/// The conformance gives ``TerminalScreenFactory``'s requirements for free: its router is the selected
/// tab's, its root screen the selected tab's. Name `Screen` and `Alert` with type aliases: Swift
/// does not infer them through ``tabbedRouterEvents``.
///
/// ```swift
/// @MainActor struct AppTabs: TabbedTerminalScreenFactory {
///   typealias Screen = AppScreen
///   typealias Alert = AppAlert
///   let tabbedRouterEvents = TabbedRouterEvents<AppTab, AppScreen, AppAlert>(
///     tabs: [.inbox, .settings], selected: .inbox, router: AppRouter())
///   func title(for tab: AppTab) -> String { tab == .inbox ? "Inbox" : "Settings" }
///   func makeRootScreen(for tab: AppTab) -> any TerminalScreen {
///     tab == .inbox ? InboxView(router: tabbedRouterEvents[tab: .inbox]) : SettingsView()
///   }
///   func makeScreen(for route: Route<AppScreen>, in tab: AppTab?) -> any TerminalScreen {
///     MessageView(route: route)
///   }
/// }
/// let host = TerminalHost(screenFactory: AppTabs())
/// print(host.frame()[22])
/// ```
///
/// Prints:
/// ```
/// [▸1 Inbox] [ 2 Settings]
/// ```
@MainActor
public protocol TabbedTerminalScreenFactory<Tab, Screen, Alert>: TerminalScreenFactory {
  /// The tabs.
  associatedtype Tab: Hashable & Sendable

  /// The navigation the host shows and changes: the tabs, each tab's stack and the overlay.
  var tabbedRouterEvents: TabbedRouterEvents<Tab, Screen, Alert> { get }

  /// The title the tab bar shows for a tab; by default the tab as text.
  ///
  /// - Parameter tab: The tab.
  func title(for tab: Tab) -> String

  /// The screen under every route of a tab.
  ///
  /// - Parameter tab: The tab.
  func makeRootScreen(for tab: Tab) -> any TerminalScreen

  /// The screen for a route presented in a tab, or over the tab bar.
  ///
  /// - Parameters:
  ///   - route: The route; its id lets the screen finish it with a result.
  ///   - tab: The tab whose stack holds the route; `nil` for a route of the overlay.
  func makeScreen(for route: Route<Screen>, in tab: Tab?) -> any TerminalScreen
}

extension TabbedTerminalScreenFactory {
  /// The tab as text.
  ///
  /// - Parameter tab: The tab.
  public func title(for tab: Tab) -> String { "\(plain: tab)" }

  /// The selected tab's router.
  public var routerEvents: RouterEvents<Screen, Alert> { tabbedRouterEvents.selected }

  /// The selected tab's root screen, made anew; the host makes each tab's once.
  public func makeRootScreen() -> any TerminalScreen {
    makeRootScreen(for: tabbedRouterEvents.selectedTab)
  }

  /// The screen for a route of whichever tab holds it (`nil`, the overlay, when none does).
  ///
  /// - Parameter route: The route.
  public func makeScreen(for route: Route<Screen>) -> any TerminalScreen {
    let state = tabbedRouterEvents.state
    let tab = state.tabs.first { state[tab: $0].route(route.id) != nil }
    return makeScreen(for: route, in: tab)
  }
}
