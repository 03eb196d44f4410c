import Foundation
import MVIRouter
import Testing

@Suite @MainActor struct TabbedRouterEventsRestorationTests {
  /// A container with something in every part: pushes and a sheet in home, an alert owned by a
  /// route in search, a sheet over the tabs; search selected.
  static func populated() -> TabHarness {
    let harness = TabHarness()
    harness.router[tab: .home].routeTo(.list)
    harness.router[tab: .home].routeTo(.edit)
    harness.router[tab: .search].routeTo(.detail(3))
    harness.router[tab: .search].presentAlert(.delete)
    harness.router.overlay.routeTo(.picker)
    harness.router.select(.search)
    _ = harness.takeEvents()
    return harness
  }

  @Test func aSavedStateRestoresIntoANewContainerWithItsIds() throws {
    let saved = Self.populated()
    let data = try saved.router.savedState()
    let fresh = TabHarness()
    #expect(try fresh.router.restore(from: data) == .applied)
    #expect(fresh.router.state == saved.router.state)
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
    let next = fresh.router[tab: .profile].routeTo(.list)
    #expect(!saved.router.state.overlay.routes.map(\.id).contains(next))
    #expect(throws: Never.self) { try fresh.router.state.validate() }
  }

  @Test func restoringIntoARunningContainerDismissesOnceAndNeverReusesIds() throws {
    let harness = Self.populated()
    let before = harness.router.state
    var reasons: [DismissReason] = []
    harness.router[tab: .home].routeTo(.settings) { reasons.append($0) }
    harness.router[tab: .search].userDidGoBack()
    harness.router[tab: .search].pop()
    harness.router.overlay.dismiss()
    harness.router.overlay.routeTo(.edit)
    let parts = { [harness.router.overlay] + CoreTab.allTabs.map { harness.router[tab: $0] } }
    let usedIDs = Set(
      before.overlay.routes.map(\.id) + parts().flatMap { $0.state.routes.map(\.id) })
    _ = harness.takeEvents()
    #expect(try harness.router.restore(before) == .applied)
    #expect(reasons == [.restored])
    #expect(harness.router.state.description == before.description)
    let restoredIDs = parts().flatMap { $0.state.routes.map(\.id) }
    #expect(usedIDs.isDisjoint(with: restoredIDs))
    #expect(throws: Never.self) { try harness.router.state.validate() }
    // Alerts follow their renewed owners.
    let search = harness.router[tab: .search].state
    #expect(search.alerts.map(\.owner) == search.routes.map(\.id))
    #expect(try harness.router.restore(harness.router.state) == .ignored(.unchanged(.restore)))
  }

  @Test func aPartThatAlreadyShowsItsSavedNavigationIsLeftAlone() throws {
    let harness = Self.populated()
    var reasons: [DismissReason] = []
    harness.router[tab: .profile].routeTo(.list) { reasons.append($0) }
    var saved = harness.router.state
    saved[tab: .home] = NavigationState()
    _ = harness.takeEvents()
    try harness.router.restore(saved)
    #expect(reasons.isEmpty)
    #expect(
      harness.takeEvents() == [
        "home: dismissed sheet edit (restored)", "home: dismissed push list (restored)",
      ])
  }

  @Test func aSavedTabTheContainerDoesNotHaveIsAddedAndMissingTabsReturnToTheirRoot() throws {
    let harness = TabHarness(tabs: [.home, .search], selected: .home)
    harness.router[tab: .search].routeTo(.list)
    let state = TabbedNavigationState<CoreTab, CoreScreen, CoreAlert>(
      tabs: [.profile, .home], selected: .profile,
      stacks: [
        .profile: NavigationState(routes: [
          Route(id: RouteID(rawValue: 40), screen: .detail(1), presentation: .push)
        ])
      ])
    try harness.router.restore(state)
    #expect(harness.router.tabs == [.profile, .home, .search])
    #expect(harness.text == "[profile] root > push detail(1) · home: root · search: root")
  }

  @Test(arguments: [
    (
      #"{"version":1,"selectedTab":"home","tabs":[],"overlay":{"version":1,"routes":[],"alerts":[]},}"#,
      "the data is not valid JSON"
    ),
    (#"{"version":2,"selectedTab":"home","tabs":[],"overlay":{}}"#, "format version 2"),
    (
      #"{"version":1,"selectedTab":"home","tabs":[],"overlay":{"version":1,"routes":[],"alerts":[]}}"#,
      "there are no tabs"
    ),
    (
      #"{"version":1,"selectedTab":"nowhere","tabs":[],"overlay":{"version":1,"routes":[],"alerts":[]}}"#,
      "selectedTab"
    ),
    (
      #"{"version":1,"selectedTab":"home","tabs":[{"tab":"home","state":{"version":1,"routes":[{"id":1,"screen":{"list":{}},"presentation":"push"}],"alerts":[]}}],"overlay":{"version":1,"routes":[{"id":1,"screen":{"edit":{}},"presentation":"sheet"}],"alerts":[]}}"#,
      "route id #1 is used by tab home and by the overlay"
    ),
    (
      #"{"version":1,"selectedTab":"home","tabs":[{"tab":"home","state":{"version":1,"routes":[],"alerts":[]}},{"tab":"home","state":{"version":1,"routes":[],"alerts":[]}}],"overlay":{"version":1,"routes":[],"alerts":[]}}"#,
      "tab home appears twice"
    ),
    (
      #"{"version":1,"selectedTab":"home","tabs":[{"tab":"home","state":{"version":1,"routes":[{"id":1.0,"screen":{"list":{}},"presentation":"push"}],"alerts":[]}}],"overlay":{"version":1,"routes":[],"alerts":[]}}"#,
      "1.0"
    ),
  ])
  func badDataThrowsAndChangesNothing(json: String, fragment: String) throws {
    let harness = Self.populated()
    let before = harness.router.state
    do {
      try harness.router.restore(from: Data(json.utf8))
      Issue.record("restored \(json)")
    } catch {
      #expect(error.description.contains(fragment), "\(error)")
    }
    #expect(harness.router.state == before)
    #expect(harness.takeEvents().isEmpty)
  }

  @Test func truncatedDataThrowsAtEveryCut() throws {
    let harness = Self.populated()
    let data = try harness.router.savedState()
    let before = harness.router.state
    for cut in stride(from: 0, to: data.count, by: 7) {
      #expect(throws: RestorationError.self) { try harness.router.restore(from: data.prefix(cut)) }
    }
    #expect(harness.router.state == before)
  }

  @Test func restoringAnInvalidValueThrowsAndChangesNothing() {
    let harness = Self.populated()
    let before = harness.router.state
    var invalid = before
    invalid.selectedTab = .profile
    invalid.tabs = [.home]
    #expect(throws: RestorationError.self) { try harness.router.restore(invalid) }
    #expect(harness.router.state == before)
  }

  @Test func theSavedFormIsVersionedJSONWithTheTabsInOrder() throws {
    let harness = TabHarness(tabs: [.home, .search], selected: .search)
    harness.router[tab: .home].routeTo(.list)
    let text = String(decoding: try harness.router.savedState(), as: UTF8.self)
    #expect(
      text
        == #"{"overlay":{"alerts":[],"routes":[],"version":2},"selectedTab":"search","tabs":[{"state":{"alerts":[],"routes":[{"id":1,"presentation":"push","screen":{"list":{}}}],"version":2},"tab":"home"},{"state":{"alerts":[],"routes":[],"version":2},"tab":"search"}],"version":1}"#
    )
  }

  @Test func aRestoreRequestedFromACallbackNeverReusesAnId() throws {
    let harness = TabHarness()
    var left: Set<RouteID> = []
    harness.router.observeForever { event in
      if case .routing(_, .dismissed(let route, _)) = event { left.insert(route.id) }
    }
    harness.router[tab: .home].routeTo(.edit)
    harness.router[tab: .search].routeTo(.list)
    harness.router.overlay.routeTo(.picker)
    let saved = harness.router.state
    harness.router[tab: .home].routeTo(.detail(2), as: .push)
    harness.router[tab: .search].pop()
    harness.router.overlay.dismiss()
    // Home's part of the restore waits until home has delivered this pop; the others apply at
    // once, so the ids they renew are handed out before home's.
    harness.router[tab: .home].routeTo(.list, as: .push) { _ in
      #expect(throws: Never.self) { try harness.router.restore(saved) }
    }
    harness.router[tab: .profile].routeTo(.list)
    harness.router[tab: .home].pop()
    #expect(harness.router.state.description == saved.description)
    #expect(throws: Never.self) { try harness.router.state.validate() }
    let present = ([harness.router.overlay] + CoreTab.allTabs.map { harness.router[tab: $0] })
      .flatMap { $0.state.routes.map(\.id) }
    // Search's list and the overlay's picker, then home's list, profile's list, and home's
    // detail and edit (home differs from its saved part when its queued restore applies).
    #expect(left.count == 6)
    #expect(left.isDisjoint(with: present))
  }
}
