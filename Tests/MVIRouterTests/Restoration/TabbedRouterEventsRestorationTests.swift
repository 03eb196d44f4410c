import Foundation
import MVIRouter
import Testing

@Suite @MainActor struct TabbedRouterEventsRestorationTests {
  /// A container with something in every part: pushes and a sheet in home, an alert owned by a
  /// route in search, a sheet over the tabs; search selected.
  static func populated() -> TabHarness {
    let harness = TabHarness()
    harness.tabs[tab: .home].routeTo(.list)
    harness.tabs[tab: .home].routeTo(.edit)
    harness.tabs[tab: .search].routeTo(.detail(3))
    harness.tabs[tab: .search].presentAlert(.delete)
    harness.tabs.overlay.routeTo(.picker)
    harness.tabs.select(.search)
    _ = harness.takeEvents()
    return harness
  }

  @Test func aSavedStateRestoresIntoANewContainerWithItsIds() throws {
    let saved = Self.populated()
    let data = try saved.tabs.savedState()
    let fresh = TabHarness()
    #expect(try fresh.tabs.restore(from: data) == .applied)
    #expect(fresh.tabs.state == saved.tabs.state)
    #expect(
      fresh.text
        == "home: root > push list > sheet edit · [search] root > push detail(3) | alert delete[Delete, Cancel] · profile: root | over tabs: sheet picker"
    )
    #expect(
      fresh.takeEvents() == [
        "over tabs: routed sheet picker", "home: routed push list", "home: routed sheet edit",
        "search: routed push detail(3)", "search: alert presented delete[Delete, Cancel]",
        "tab selected: home → search",
      ])
    // New ids continue after the restored ones, in every tab.
    let next = fresh.tabs[tab: .profile].routeTo(.list)
    #expect(!saved.tabs.state.overlay.routes.map(\.id).contains(next))
    #expect(throws: Never.self) { try fresh.tabs.state.validate() }
  }

  @Test func restoringIntoARunningContainerDismissesOnceAndNeverReusesIds() throws {
    let harness = Self.populated()
    let before = harness.tabs.state
    var reasons: [DismissReason] = []
    harness.tabs[tab: .home].routeTo(.settings) { reasons.append($0) }
    harness.tabs[tab: .search].userDidGoBack()
    harness.tabs[tab: .search].pop()
    harness.tabs.overlay.dismiss()
    harness.tabs.overlay.routeTo(.edit)
    let parts = { [harness.tabs.overlay] + CoreTab.allTabs.map { harness.tabs[tab: $0] } }
    let usedIDs = Set(
      before.overlay.routes.map(\.id) + parts().flatMap { $0.state.routes.map(\.id) })
    _ = harness.takeEvents()
    #expect(try harness.tabs.restore(before) == .applied)
    #expect(reasons == [.restored])
    #expect(harness.tabs.state.description == before.description)
    let restoredIDs = parts().flatMap { $0.state.routes.map(\.id) }
    #expect(usedIDs.isDisjoint(with: restoredIDs))
    #expect(throws: Never.self) { try harness.tabs.state.validate() }
    // Alerts follow their renewed owners.
    let search = harness.tabs[tab: .search].state
    #expect(search.alerts.map(\.owner) == search.routes.map(\.id))
    #expect(try harness.tabs.restore(harness.tabs.state) == .ignored(.unchanged(.restore)))
  }

  @Test func aPartThatAlreadyShowsItsSavedNavigationIsLeftAlone() throws {
    let harness = Self.populated()
    var reasons: [DismissReason] = []
    harness.tabs[tab: .profile].routeTo(.list) { reasons.append($0) }
    var saved = harness.tabs.state
    saved[tab: .home] = NavigationState()
    _ = harness.takeEvents()
    try harness.tabs.restore(saved)
    #expect(reasons.isEmpty)
    #expect(
      harness.takeEvents() == [
        "home: dismissed sheet edit (restored)", "home: dismissed push list (restored)",
      ])
  }

  /// As a router's restore: a restore that changes the state is applied, whatever it changes —
  /// here only the order of the tabs.
  @Test func aRestoreThatOnlyReordersTheTabsIsApplied() throws {
    let harness = TabHarness(tabs: [.home, .search], selected: .home)
    let saved = TabbedNavigationState<CoreTab, CoreScreen, CoreAlert>(
      tabs: [.search, .home], selected: .home)
    #expect(try harness.tabs.restore(saved) == .applied)
    #expect(harness.tabs.state == saved)
    #expect(try harness.tabs.restore(saved) == .ignored(.unchanged(.restore)))
  }

  /// As a router's restore: restoring the navigation already shown is ignored, and observers
  /// hear it as an `ignored` event (the container's own, so tagged as over the tabs).
  @Test func restoringTheSameStateIsIgnoredWithAnEventAsInARouter() throws {
    let harness = Self.populated()
    let router = RouterEvents<CoreScreen, CoreAlert>()
    var routerEvents: [String] = []
    let subscription = router.observe { routerEvents.append("\($0)") }
    #expect(try router.restore(router.state) == .ignored(.unchanged(.restore)))
    #expect(try harness.tabs.restore(harness.tabs.state) == .ignored(.unchanged(.restore)))
    #expect(harness.takeEvents() == routerEvents.map { "over tabs: \($0)" })
    #expect(routerEvents.count == 1)
    subscription.cancel()
  }

  /// Each router of the container restores as ``RouterEvents/restore(_:)`` does: one that
  /// already shows its saved navigation keeps everything, its deferred change included; one
  /// that is restored drops its deferral and its routes' callbacks.
  @Test func eachPartRestoresAsARouterDoesItsDeferralIncluded() throws {
    let harness = TabHarness(tabs: [.home, .search])
    let home = harness.tabs[tab: .home]
    let search = harness.tabs[tab: .search]
    for router in [home, search] {
      let edit = router.routeTo(.edit)
      router.guardDismissal(of: edit, .defer)
      router.dismiss()
    }
    var saved = harness.tabs.state
    saved[tab: .search] = NavigationState()
    #expect(try harness.tabs.restore(saved) == .applied)
    #expect(home.deferredChange != nil)
    #expect(search.deferredChange == nil)
    #expect(harness.text == "[home] root > sheet edit · search: root")
  }

  @Test func aSavedTabTheContainerDoesNotHaveIsAddedAndMissingTabsReturnToTheirRoot() throws {
    let harness = TabHarness(tabs: [.home, .search], selected: .home)
    harness.tabs[tab: .search].routeTo(.list)
    let state = TabbedNavigationState<CoreTab, CoreScreen, CoreAlert>(
      tabs: [.profile, .home], selected: .profile,
      stacks: [
        .profile: NavigationState(routes: [
          Route(id: RouteID(rawValue: 40), screen: .detail(1), presentation: .push)
        ])
      ])
    try harness.tabs.restore(state)
    #expect(harness.tabs.tabs == [.profile, .home, .search])
    #expect(harness.text == "[profile] root > push detail(1) · home: root · search: root")
  }

  @Test(arguments: [
    (
      #"{"version":2,"selectedTab":"home","tabs":[],"overlay":{"version":2,"routes":[],"alerts":[]}"#,
      "the data is not valid JSON: unexpected end of file"
    ),
    (
      #"{"version":1,"selectedTab":"home","tabs":[],"overlay":{}}"#,
      "format version 1; this library reads version 2"
    ),
    (
      #"{"version":2,"selectedTab":"home","tabs":[],"overlay":{"version":3,"routes":[],"alerts":[]}}"#,
      "format version 3; this library reads version 2"
    ),
    (
      #"{"version":2,"selectedTab":"home","tabs":[],"overlay":{"version":2,"routes":[],"alerts":[]}}"#,
      "there are no tabs"
    ),
    (
      #"{"version":2,"selectedTab":"nowhere","tabs":[],"overlay":{"version":2,"routes":[],"alerts":[]}}"#,
      "selectedTab"
    ),
    (
      #"{"version":2,"selectedTab":"home","tabs":[{"tab":"home","state":{"version":2,"routes":[{"id":1,"screen":{"list":{}},"presentation":"push"}],"alerts":[]}}],"overlay":{"version":2,"routes":[{"id":1,"screen":{"edit":{}},"presentation":"sheet"}],"alerts":[]}}"#,
      "route id #1 is used by tab home and by the overlay"
    ),
    (
      #"{"version":2,"selectedTab":"home","tabs":[{"tab":"home","state":{"version":2,"routes":[],"alerts":[]}},{"tab":"home","state":{"version":2,"routes":[],"alerts":[]}}],"overlay":{"version":2,"routes":[],"alerts":[]}}"#,
      "tab home appears twice"
    ),
    (
      #"{"version":2,"selectedTab":"home","tabs":[{"tab":"home","state":{"version":2,"routes":[{"id":"1","screen":{"list":{}},"presentation":"push"}],"alerts":[]}}],"overlay":{"version":2,"routes":[],"alerts":[]}}"#,
      "expected Int at tabs[0].state.routes[0].id"
    ),
    (
      #"{"version":2,"selectedTab":"home","tabs":[{"tab":"home","state":{"version":2,"routes":[{"id":1,"screen":{"list":{}},"presentation":"push"},{"id":1,"screen":{"list":{}},"presentation":"push"}],"alerts":[]}}],"overlay":{"version":2,"routes":[],"alerts":[]}}"#,
      "invalid navigation state: route id #1 appears twice at tabs[0].state"
    ),
  ])
  func badDataThrowsAndChangesNothing(json: String, fragment: String) throws {
    let harness = Self.populated()
    let before = harness.tabs.state
    do {
      try harness.tabs.restore(from: Data(json.utf8))
      Issue.record("restored \(json)")
    } catch {
      #expect(error.description.contains(fragment), "\(error)")
    }
    #expect(harness.tabs.state == before)
    #expect(harness.takeEvents().isEmpty)
  }

  /// A router's save given to a tab container (an app that added tabs) says what it is, not
  /// only that "selectedTab" is missing.
  @Test func aRoutersSaveSaysWhatItIs() throws {
    let router = CoreHarness()
    router.routerEvents.routeTo(.list)
    let harness = Self.populated()
    let before = harness.tabs.state
    #expect(
      throws: RestorationError.corrupted(
        "this is a router's saved navigation (it has \"routes\", not \"tabs\"): "
          + "restore it with RouterEvents")
    ) { try harness.tabs.restore(from: try router.routerEvents.savedState()) }
    #expect(harness.tabs.state == before)
  }

  /// Data with both "tabs" and "routes" is neither form: its missing key is named, not the
  /// other form (it said `it has "routes", not "tabs"` of data that has "tabs").
  @Test func dataWithTabsAndRoutesIsNotCalledTheOtherForm() throws {
    let harness = Self.populated()
    let text = String(decoding: try harness.tabs.savedState(), as: UTF8.self)
      .replacingOccurrences(of: "\"selectedTab\"", with: "\"routes\":[],\"selected\"")
    #expect(throws: RestorationError.corrupted("missing \"selectedTab\"")) {
      try harness.tabs.restore(from: Data(text.utf8))
    }
  }

  @Test func truncatedDataThrowsAtEveryCut() throws {
    let harness = Self.populated()
    let data = try harness.tabs.savedState()
    let before = harness.tabs.state
    for cut in stride(from: 0, to: data.count, by: 7) {
      #expect(throws: RestorationError.self) { try harness.tabs.restore(from: data.prefix(cut)) }
    }
    #expect(harness.tabs.state == before)
  }

  @Test func restoringAnInvalidValueThrowsAndChangesNothing() {
    let harness = Self.populated()
    let before = harness.tabs.state
    var invalid = before
    invalid.selectedTab = .profile
    invalid.tabs = [.home]
    #expect(throws: RestorationError.self) { try harness.tabs.restore(invalid) }
    #expect(harness.tabs.state == before)
  }

  @Test func theSavedFormIsVersionedJSONWithTheTabsInOrder() throws {
    let harness = TabHarness(tabs: [.home, .search], selected: .search)
    harness.tabs[tab: .home].routeTo(.list)
    let text = String(decoding: try harness.tabs.savedState(), as: UTF8.self)
    #expect(
      text
        == #"{"overlay":{"alerts":[],"routes":[],"version":2},"selectedTab":"search","tabs":[{"state":{"alerts":[],"routes":[{"id":1,"presentation":"push","screen":{"list":{}}}],"version":2},"tab":"home"},{"state":{"alerts":[],"routes":[],"version":2},"tab":"search"}],"version":2}"#
    )
  }

  @Test func aRestoreRequestedFromACallbackNeverReusesAnId() throws {
    let harness = TabHarness()
    var left: Set<RouteID> = []
    harness.tabs.observeAlways { event in
      if case .routing(_, .dismissed(let route, _)) = event { left.insert(route.id) }
    }
    harness.tabs[tab: .home].routeTo(.edit)
    harness.tabs[tab: .search].routeTo(.list)
    harness.tabs.overlay.routeTo(.picker)
    let saved = harness.tabs.state
    harness.tabs[tab: .home].routeTo(.detail(2), as: .push)
    harness.tabs[tab: .search].pop()
    harness.tabs.overlay.dismiss()
    // Home's part of the restore waits until home has delivered this pop; the others apply at
    // once, so the ids they renew are handed out before home's.
    harness.tabs[tab: .home].routeTo(.list, as: .push) { _ in
      #expect(throws: Never.self) { try harness.tabs.restore(saved) }
    }
    harness.tabs[tab: .profile].routeTo(.list)
    harness.tabs[tab: .home].pop()
    #expect(harness.tabs.state.description == saved.description)
    #expect(throws: Never.self) { try harness.tabs.state.validate() }
    let present = ([harness.tabs.overlay] + CoreTab.allTabs.map { harness.tabs[tab: $0] })
      .flatMap { $0.state.routes.map(\.id) }
    // Search's list and the overlay's picker, then home's list, profile's list, and home's
    // detail and edit (home differs from its saved part when its queued restore applies).
    #expect(left.count == 6)
    #expect(left.isDisjoint(with: present))
  }
}

@Suite @MainActor struct TabbedSavedFormatVersionTests {
  /// One saved format, one version: a tab container and a router refuse another version in the
  /// same words.
  @Test func anUnknownVersionNamesTheVersionARouterReads() {
    let harness = TabbedRouterEventsRestorationTests.populated()
    let before = harness.tabs.state
    let newer = #"{"version":7,"selectedTab":"home","tabs":[],"overlay":{}}"#
    let routerError: RestorationError
    do {
      try RouterEvents<CoreScreen, CoreAlert>().restore(
        from: Data(#"{"version":7,"routes":[],"alerts":[]}"#.utf8))
      Issue.record("a router restored version 7")
      return
    } catch {
      routerError = error
    }
    #expect(throws: routerError) { try harness.tabs.restore(from: Data(newer.utf8)) }
    #expect(
      routerError.description
        == "the saved navigation has format version 7; this library reads version 2")
    #expect(harness.tabs.state == before)
    #expect(harness.takeEvents().isEmpty)
  }
}
