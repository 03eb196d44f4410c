import Testing

@testable import MVIRouter

/// A tab whose `==` runs code of the test each time it compares (as an app's tab may): it
/// changes the container it belongs to, which traps if a comparison runs during an access to the
/// container's state.
struct ComparingTab: Hashable, Sendable, CustomStringConvertible {
  let name: String

  var description: String { name }

  static func == (lhs: ComparingTab, rhs: ComparingTab) -> Bool {
    MainActor.assumeIsolated { TabComparisons.compared() }
    return lhs.name == rhs.name
  }

  func hash(into hasher: inout Hasher) { hasher.combine(name) }

  static let all = ["a", "b", "c", "d"].map(ComparingTab.init)
}

/// What a ``ComparingTab``'s `==` does: counts, and calls `onCompare` (not while it runs).
@MainActor enum TabComparisons {
  static var count = 0
  static var onCompare: (() -> Void)?
  static var isComparing = false

  static func compared() {
    count += 1
    guard !isComparing, let onCompare else { return }
    isComparing = true
    defer { isComparing = false }
    onCompare()
  }
}

/// The container's state as one value (`TabsCore`): a tab's router is found by position, the two
/// tabs last looked up first, and a tab is compared (the app's `==`) only outside an access to
/// the container's state.
@MainActor
@Suite struct TabsCoreTests {
  typealias Tabs = TabbedRouterEvents<ComparingTab, CoreScreen, CoreAlert>

  /// Selecting a tab, and routing in it or in the tab selected before, compares the tab with
  /// the two tabs last looked up only; another tab is found among the tabs in order.
  @Test func theTwoTabsLastLookedUpAreFoundFirst() {
    let (a, b, c, d) = (
      ComparingTab.all[0], ComparingTab.all[1], ComparingTab.all[2], ComparingTab.all[3]
    )
    let tabs = Tabs(tabs: [a, b, c, d], selected: a)
    tabs.select(b)
    #expect(tabs.core.recent == (1, 0))
    TabComparisons.count = 0
    tabs[tab: b].routeTo(.detail(1), as: .push)
    #expect(TabComparisons.count == 1)
    TabComparisons.count = 0
    tabs.select(a)
    tabs[tab: a].routeTo(.detail(2), as: .push)
    #expect(TabComparisons.count == 3)
    #expect(tabs.core.recent == (0, 1))
    tabs[tab: d].routeTo(.detail(3), as: .push)
    #expect(tabs.core.recent == (3, 0))
    #expect(
      "\(tabs.state)"
        == "[a] root > push detail(2) · b: root > push detail(1) · c: root · d: root > push detail(3)"
    )
  }

  /// A tab added by a lookup and the tabs of a restore that reorders them keep their routers:
  /// each router stays at its tab's position.
  @Test func routersFollowTheirTabsWhenTabsAreAddedOrReordered() throws {
    let (a, b, c, d) = (
      ComparingTab.all[0], ComparingTab.all[1], ComparingTab.all[2], ComparingTab.all[3]
    )
    let tabs = Tabs(tabs: [a, b], selected: b)
    let routerOfA = tabs[tab: a]
    tabs[tab: c].routeTo(.detail(3), as: .push)
    routerOfA.routeTo(.detail(1), as: .push)
    var saved = TabbedNavigationState<ComparingTab, CoreScreen, CoreAlert>(
      tabs: [d, c, a], selected: a)
    saved[tab: a] = routerOfA.state
    saved[tab: c] = tabs[tab: c].state
    try tabs.restore(saved)
    #expect(tabs.tabs == [d, c, a, b])
    #expect(tabs[tab: a] === routerOfA)
    #expect(
      tabs.core.routers.map { "\($0.state)" } == [
        "root", "root > push detail(3)", "root > push detail(1)", "root",
      ])
    #expect(
      "\(tabs.state)" == "d: root · c: root > push detail(3) · [a] root > push detail(1) · b: root")
  }

  /// A tab's `==` is the app's code: the container compares tabs on copies, never while it
  /// changes its state, so an `==` that uses the container does not trap. (Before, the
  /// container's machine compared the selected tab during the access that changed it.)
  @Test func aTabsEqualityMayUseTheContainer() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        let (a, b, c, d) = (
          ComparingTab.all[0], ComparingTab.all[1], ComparingTab.all[2], ComparingTab.all[3]
        )
        let tabs = Tabs(tabs: [a, b, c], selected: a)
        TabComparisons.onCompare = { tabs.reselectPopsToRoot = true }
        tabs.select(b)
        tabs[tab: c].routeTo(.detail(1), as: .push)
        tabs.select(c)
        tabs.select(c)
        tabs[tab: d].routeTo(.detail(2), as: .push)
        tabs.select(a)
        let saved = TabbedNavigationState(
          tabs: [d, a, b], selected: b, stacks: [d: tabs[tab: d].state])
        _ = try? tabs.restore(saved)
        TabComparisons.onCompare = nil
        guard "\(tabs.state)" == "d: root > push detail(2) · a: root · [b] root · c: root"
        else { fatalError("\(tabs.state)") }
      }
    }
  }
}
