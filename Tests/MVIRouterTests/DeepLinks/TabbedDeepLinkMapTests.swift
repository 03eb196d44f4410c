import MVIRouter
import Testing

@Suite @MainActor struct TabbedDeepLinkMapTests {
  static let links = TabbedDeepLinkMap<CoreTab, CoreScreen>(
    scheme: "shop",
    [
      .home: DeepLinkMap(
        scheme: "shop",
        [
          DeepLink("items/:id") { p in [.push(.list), .push(.detail(try p.int("id")))] },
          DeepLink("items/:id/edit") { p in
            [.push(.list), .push(.detail(try p.int("id"))), .sheet(.edit)]
          },
        ]),
      .search: DeepLinkMap(
        scheme: "ignored", [DeepLink(":id") { p in [.push(.detail(try p.int("id")))] }]),
    ])

  @Test func aLinkNamesTheTabAndItsRoutes() throws {
    let target = try Self.links.target(for: "SHOP://Search/7?from=mail")
    #expect(target.tab == .search)
    #expect(target.steps == [.push(.detail(7))])
    #expect(try Self.links.target(for: "shop://home/").steps.isEmpty)
  }

  @Test(arguments: [
    ("shop://profile/3", DeepLinkError.unknownPath("profile/3")),
    ("shop://", .unknownPath("")),
    ("shop://home/nowhere", .unknownPath("home/nowhere")),
    ("shop://search/x", .invalidParameter(name: "id", value: "x", reason: "is not a number")),
    ("mail://home", .unsupportedScheme(found: "mail", expected: "shop")),
    ("shop://home/%zz", .badEncoding("%zz")),
  ])
  func aLinkThatMatchesNoTabOrRouteIsAnError(link: String, error: DeepLinkError) {
    #expect(throws: error) { try Self.links.target(for: link) }
  }

  /// One case rule for flat and tabbed links: the host (here the tab's name) ignores case, the
  /// rest of the path does not — as the same pattern in a flat map.
  @Test func aTabbedLinkMatchesCaseAsAFlatMapDoes() throws {
    let flat = DeepLinkMap<CoreScreen>(
      scheme: "shop", [DeepLink("home/items/:id") { p in [.push(.detail(try p.int("id")))] }])
    for link in ["shop://home/ITEMS/4", "shop://home/Items/4/"] {
      #expect(throws: DeepLinkError.unknownPath(String(link.dropFirst(7)).trimmingSuffix())) {
        try flat.steps(for: link)
      }
      #expect(throws: DeepLinkError.unknownPath(String(link.dropFirst(7)).trimmingSuffix())) {
        try Self.links.target(for: link)
      }
    }
    #expect(try Self.links.target(for: "shop://HOME/items/4").steps == flatSteps(4))
    #expect(try flat.steps(for: "shop://HOME/items/4") == [.push(.detail(4))])
  }

  /// An empty segment after the tab's name matches nothing, as in a flat map.
  @Test func anEmptySegmentAfterTheTabMatchesNothing() {
    #expect(throws: DeepLinkError.unknownPath("home/")) {
      try Self.links.target(for: "shop://home//")
    }
  }

  private func flatSteps(_ id: Int) -> [RouteStep<CoreScreen>] {
    [.push(.list), .push(.detail(id))]
  }

  @Test func openingALinkSelectsTheTabAndBuildsItsStackWithTheLeastChange() throws {
    let harness = TabHarness(selected: .search)
    var reasons: [DismissReason] = []
    harness.tabs[tab: .home].routeTo(.list) { reasons.append($0) }
    harness.tabs[tab: .home].routeTo(.detail(1))
    harness.tabs[tab: .search].routeTo(.detail(9))
    _ = harness.takeEvents()
    #expect(try harness.tabs.open("shop://home/items/2", using: Self.links) == .applied)
    #expect(reasons.isEmpty)
    #expect(
      harness.takeEvents() == [
        "home: dismissed push detail(1) (deepLink)", "home: routed push detail(2)",
        "tab selected: search → home",
      ])
    #expect(
      harness.text
        == "[home] root > push list > push detail(2) · search: root > push detail(9) · profile: root"
    )
    #expect(
      try harness.tabs.open("shop://home/items/2", using: Self.links)
        == .ignored(.unchanged(.openLink)))
  }

  @Test func openingALinkDismissesWhatIsPresentedOverTheTabs() throws {
    let harness = TabHarness()
    harness.tabs.overlay.routeTo(.picker)
    _ = harness.takeEvents()
    try harness.tabs.open("shop://search/4", using: Self.links)
    #expect(
      harness.takeEvents() == [
        "over tabs: dismissed sheet picker (deepLink)", "search: routed push detail(4)",
        "tab selected: home → search",
      ])
  }

  @Test func aBadLinkChangesNothing() {
    let harness = TabHarness()
    harness.tabs.overlay.routeTo(.picker)
    let before = harness.tabs.state
    _ = harness.takeEvents()
    #expect(throws: DeepLinkError.unknownPath("profile")) {
      try harness.tabs.open("shop://profile", using: Self.links)
    }
    #expect(harness.tabs.state == before)
    #expect(harness.takeEvents().isEmpty)
  }
}

extension String {
  /// The text without one trailing `/`.
  fileprivate func trimmingSuffix() -> String { hasSuffix("/") ? String(dropLast()) : self }
}

/// A tabbed link is one change: a guard anywhere that stops it stops all of it, as in a
/// single router — no tab selected, nothing over the tabs cleared.
@Suite @MainActor struct TabbedLinkGuardTests {
  @Test func aVetoOnTheOverlayStopsTheWholeLink() throws {
    let harness = TabHarness()
    let sheet = harness.tabs.overlay.routeTo(.edit, as: .sheet)
    harness.tabs.overlay.guardDismissal(of: sheet, .veto)
    let before = harness.text
    _ = harness.takeEvents()
    let outcome = try harness.tabs.open("shop://search/4", using: TabbedDeepLinkMapTests.links)
    guard case .ignored(let reason) = outcome else {
      Issue.record("expected the link to be stopped, got \(outcome)")
      return
    }
    #expect("\(reason)".contains("vetoed by the guard of route #\(sheet.rawValue)"))
    #expect(harness.text == before)
    #expect(harness.tabs.selectedTab == .home)
    #expect(!harness.takeEvents().contains { $0.contains("selected") })
  }

  /// Stopped, a link to a tab the container does not have yet does not add the tab either.
  @Test func aVetoedLinkToANewTabAddsNoTab() throws {
    let harness = TabHarness(tabs: [.home])
    let sheet = harness.tabs.overlay.routeTo(.edit, as: .sheet)
    harness.tabs.overlay.guardDismissal(of: sheet, .veto)
    let before = harness.text
    let outcome = try harness.tabs.open("shop://search/4", using: TabbedDeepLinkMapTests.links)
    #expect(outcome != .applied)
    #expect(harness.tabs.tabs == [.home])
    #expect(harness.text == before)
  }

  @Test func aVetoInTheLinksTabStopsTheWholeLink() throws {
    let harness = TabHarness()
    harness.tabs.overlay.routeTo(.picker, as: .sheet)
    let detail = harness.tabs[tab: .search].routeTo(.detail(9), as: .push)
    harness.tabs[tab: .search].guardDismissal(of: detail, .veto)
    let before = harness.text
    let outcome = try harness.tabs.open("shop://search/4", using: TabbedDeepLinkMapTests.links)
    #expect(outcome != .applied)
    #expect(harness.text == before)
    #expect(harness.tabs.selectedTab == .home)
  }
}

/// A tabbed link a guard deferred is one change when confirmed too: confirming it — through the
/// container, or through the router whose guard stopped it, as the screen holding that router
/// does — finishes the whole link, as `confirm` of a deferred link in one router opens the link
/// again: what is over the tabs is cleared, the tab shows the link's routes and is selected.
@Suite @MainActor struct TabbedDeferredLinkTests {
  static let opened = "home: root · [search] root > push detail(4) · profile: root"

  /// A deferring sheet over the tabs.
  private func overlayHarness() -> (TabHarness, RouteID) {
    let harness = TabHarness()
    let sheet = harness.tabs.overlay.routeTo(.edit, as: .sheet)
    harness.tabs.overlay.guardDismissal(of: sheet, .defer)
    return (harness, sheet)
  }

  /// A deferring push in the link's tab, and a sheet over the tabs.
  private func tabHarness() -> (TabHarness, RouteID) {
    let harness = TabHarness()
    harness.tabs.overlay.routeTo(.picker, as: .sheet)
    let detail = harness.tabs[tab: .search].routeTo(.detail(9), as: .push)
    harness.tabs[tab: .search].guardDismissal(of: detail, .defer)
    return (harness, detail)
  }

  private func deferredLink(_ harness: TabHarness, in router: RouterEvents<CoreScreen, CoreAlert>)
    throws -> GuardedChange
  {
    let outcome = try harness.tabs.open("shop://search/4", using: TabbedDeepLinkMapTests.links)
    if case .ignored(.deferred) = outcome {} else { Issue.record("not deferred: \(outcome)") }
    _ = harness.takeEvents()
    return try #require(router.deferredChange)
  }

  @Test func theContainersConfirmOfALinkTheOverlayDeferredFinishesTheLink() throws {
    let (harness, _) = overlayHarness()
    let change = try deferredLink(harness, in: harness.tabs.overlay)
    #expect(harness.tabs.confirm(change) == .applied)
    #expect(harness.text == Self.opened)
    #expect(
      harness.takeEvents() == [
        "over tabs: dismissed sheet edit (deepLink)", "search: routed push detail(4)",
        "tab selected: home → search",
      ])
  }

  @Test func theOverlaysOwnConfirmOfTheLinkFinishesTheLink() throws {
    let (harness, _) = overlayHarness()
    let change = try deferredLink(harness, in: harness.tabs.overlay)
    #expect(harness.tabs.overlay.confirm(change) == .applied)
    #expect(harness.text == Self.opened)
  }

  @Test func theContainersConfirmOfALinkItsTabDeferredFinishesTheLink() throws {
    let (harness, _) = tabHarness()
    let change = try deferredLink(harness, in: harness.tabs[tab: .search])
    #expect(harness.tabs.confirm(change) == .applied)
    #expect(harness.text == Self.opened)
    #expect(
      harness.takeEvents() == [
        "search: dismissed push detail(9) (deepLink)", "search: routed push detail(4)",
        "over tabs: dismissed sheet picker (deepLink)", "tab selected: home → search",
      ])
  }

  @Test func theTabRoutersOwnConfirmOfTheLinkFinishesTheLink() throws {
    let (harness, _) = tabHarness()
    let search = harness.tabs[tab: .search]
    let change = try deferredLink(harness, in: search)
    #expect(search.confirm(change) == .applied)
    #expect(harness.text == Self.opened)
    // Nothing of it waits any more.
    #expect(search.confirm(change) == .ignored(.noDeferredChange(.confirmDeferred(change.id))))
  }

  @Test func aConfirmFromTheGuardsOwnHandlerFinishesTheLink() throws {
    let harness = TabHarness()
    let overlay = harness.tabs.overlay
    let sheet = overlay.routeTo(.edit, as: .sheet)
    var heard: [GuardedChange] = []
    overlay.guardDismissal(of: sheet, .defer) { change in
      heard.append(change)
      overlay.confirm(change)
    }
    let outcome = try harness.tabs.open("shop://search/4", using: TabbedDeepLinkMapTests.links)
    #expect(heard.count == 1)
    if case .ignored(.deferred) = outcome {} else { Issue.record("not deferred: \(outcome)") }
    #expect(harness.text == Self.opened)
  }

  @Test func aLaterLinksStopTakesThePlaceOfTheDeferredLink() throws {
    let (harness, _) = overlayHarness()
    let first = try deferredLink(harness, in: harness.tabs.overlay)
    // A later link the same guard defers: only its deferral finishes a link.
    let later = try harness.tabs.open("shop://home", using: TabbedDeepLinkMapTests.links)
    if case .ignored(.deferred) = later {} else { Issue.record("not deferred: \(later)") }
    let second = try #require(harness.tabs.overlay.deferredChange)
    #expect(second != first)
    #expect(
      harness.tabs.confirm(first) == .ignored(.noDeferredChange(.confirmDeferred(first.id))))
    #expect(harness.tabs.confirm(second) == .applied)
    #expect(harness.text == "[home] root · search: root · profile: root")
  }

  @Test func anAbandonedLinkLeavesEverythingAsItWas() throws {
    let (harness, _) = tabHarness()
    let before = harness.text
    let change = try deferredLink(harness, in: harness.tabs[tab: .search])
    #expect(harness.tabs.abandon(change) == .applied)
    #expect(harness.text == before)
    #expect(
      harness.tabs.confirm(change) == .ignored(.noDeferredChange(.confirmDeferred(change.id))))
    #expect(harness.text == before)
  }
}
