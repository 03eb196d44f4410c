import MVIRouter
import Testing

/// Guards across a tab container: a container operation stopped anywhere changes nothing, a
/// guarded change names its tab, and the container confirms or abandons it.
@Suite @MainActor struct TabbedGuardTests {
  /// The overlay's sheet, a push in the selected tab and a guarded push in another tab.
  private func guardedHarness(_ decision: GuardDecision) -> TabHarness {
    let harness = TabHarness()
    harness.tabs.overlay.routeTo(.edit)
    harness.tabs[tab: .home].routeTo(.list)
    let guarded = harness.tabs[tab: .search].routeTo(.detail(1))
    harness.tabs[tab: .search].guardDismissal(of: guarded, decision)
    _ = harness.takeEvents()
    return harness
  }

  /// What the guarded harness's dismissAll, finished once its deferral is confirmed, dismisses:
  /// the guarded part first, then the rest in the container's order.
  static let finishedDismissAll = [
    "search: dismissed push detail(1) (dismissedAll)",
    "over tabs: dismissed sheet edit (dismissedAll)",
    "home: dismissed push list (dismissedAll)",
  ]

  @Test func aVetoInAnyTabStopsTheWholeDismissAll() {
    let harness = guardedHarness(.veto)
    let before = harness.text
    let outcome = harness.tabs.dismissAll()
    guard case .ignored(.vetoed) = outcome else {
      Issue.record("expected a veto, got \(outcome)")
      return
    }
    #expect(harness.text == before)
    #expect(harness.tabs.overlay.state.routes.count == 1)
    #expect(
      harness.takeEvents() == ["search: ignored: dismissAll(): vetoed by the guard of route #3"])
  }

  @Test func aDeferralStopsAllAndTheContainersConfirmFinishesTheWholeDismissAll() {
    let harness = guardedHarness(.defer)
    let before = harness.text
    let outcome = harness.tabs.dismissAll()
    guard case .ignored(.deferred) = outcome else {
      Issue.record("expected a deferral, got \(outcome)")
      return
    }
    #expect(harness.text == before)
    let change = harness.tabs[tab: .search].deferredChange!
    #expect(harness.tabs.tab(of: change) == .search)
    #expect(!change.isPresentation)
    _ = harness.takeEvents()
    #expect(harness.tabs.confirm(change) == .applied)
    #expect(harness.text == "[home] root · search: root · profile: root")
    #expect(harness.takeEvents() == Self.finishedDismissAll)
  }

  /// The screen whose guard stopped the container's `dismissAll()` holds its own tab's router,
  /// not the container: its `confirm` finishes the whole dismissAll, as in a single router.
  @Test func aTabRoutersOwnConfirmOfTheContainersDeferralFinishesTheWholeDismissAll() {
    let harness = guardedHarness(.defer)
    guard case .ignored(.deferred) = harness.tabs.dismissAll() else {
      Issue.record("expected a deferral")
      return
    }
    let search = harness.tabs[tab: .search]
    let change = search.deferredChange!
    _ = harness.takeEvents()
    #expect(search.confirm(change) == .applied)
    #expect(harness.text == "[home] root · search: root · profile: root")
    #expect(harness.takeEvents() == Self.finishedDismissAll)
    // Nothing of it waits any more, through either.
    #expect(search.confirm(change) == .ignored(.noDeferredChange(.confirmDeferred(change.id))))
    #expect(
      harness.tabs.confirm(change) == .ignored(.noDeferredChange(.confirmDeferred(change.id))))
  }

  /// The same, with the tab's router held where its type is not known: the confirm reaches it
  /// as a request, and still finishes the whole dismissAll.
  @Test func aTabRoutersConfirmAsARequestFinishesTheWholeDismissAll() {
    let harness = guardedHarness(.defer)
    guard case .ignored(.deferred) = harness.tabs.dismissAll() else {
      Issue.record("expected a deferral")
      return
    }
    let search = ThroughRequests(harness.tabs[tab: .search])
    let change = harness.tabs[tab: .search].deferredChange!
    _ = harness.takeEvents()
    #expect(search.confirm(change) == .applied)
    #expect(harness.text == "[home] root · search: root · profile: root")
    #expect(harness.takeEvents() == Self.finishedDismissAll)
  }

  /// The guard's handler confirms at once, while the stop is being reported: the whole
  /// dismissAll follows, after the stop's delivery.
  @Test func aConfirmFromTheGuardsHandlerFinishesTheWholeDismissAll() {
    let harness = TabHarness()
    harness.tabs.overlay.routeTo(.edit)
    harness.tabs[tab: .home].routeTo(.list)
    let search = harness.tabs[tab: .search]
    let guarded = search.routeTo(.detail(1))
    var outcomes: [RouterOutcome] = []
    search.guardDismissal(of: guarded, .defer) { change in outcomes.append(search.confirm(change)) }
    _ = harness.takeEvents()
    guard case .ignored(.deferred) = harness.tabs.dismissAll() else {
      Issue.record("expected a deferral")
      return
    }
    #expect(outcomes == [.queued])
    #expect(harness.text == "[home] root · search: root · profile: root")
    #expect(harness.takeEvents().filter { $0.contains("dismissed") } == Self.finishedDismissAll)
  }

  /// A router's own deferral, not the container's, stays the router's to confirm: its
  /// `confirm` applies that change alone.
  @Test func aTabRoutersOwnDeferralStaysItsOwn() {
    let harness = guardedHarness(.defer)
    let search = harness.tabs[tab: .search]
    search.pop()
    let change = search.deferredChange!
    #expect(search.confirm(change) == .applied)
    #expect(
      harness.text
        == "[home] root > push list · search: root · profile: root | over tabs: sheet edit")
  }

  /// The container's deferral is the stopping router's, or the container's, to confirm: another
  /// tab's router has no such change.
  @Test func anotherTabsRouterHasNoSuchChange() {
    let harness = guardedHarness(.defer)
    harness.tabs.dismissAll()
    let change = harness.tabs[tab: .search].deferredChange!
    let before = harness.text
    #expect(
      harness.tabs[tab: .home].confirm(change)
        == .ignored(.noDeferredChange(.confirmDeferred(change.id))))
    #expect(harness.text == before)
    #expect(harness.tabs[tab: .search].confirm(change) == .applied)
    #expect(harness.text == "[home] root · search: root · profile: root")
  }

  /// A dismissAll vetoed in a router that has an older deferral of its own leaves that deferral
  /// the router's: confirmed through the container, it applies alone.
  @Test func anOlderDeferralIsNotTakenForTheVetoedDismissAll() {
    let harness = TabHarness()
    let search = harness.tabs[tab: .search]
    search.routeTo(.list)
    let top = search.routeTo(.detail(1))
    search.guardDismissal(of: top, .defer)
    search.pop()
    let older = search.deferredChange!
    search.guardDismissal(of: top, .veto)
    harness.tabs[tab: .home].routeTo(.list)
    guard case .ignored(.vetoed) = harness.tabs.dismissAll() else {
      Issue.record("expected a veto")
      return
    }
    #expect(harness.tabs.confirm(older) == .applied)
    #expect(harness.text == "[home] root > push list · search: root > push list · profile: root")
  }

  @Test func theContainerConfirmsAndAbandonsAChangeOfAnyTabOrTheOverlay() {
    let harness = TabHarness()
    let sheet = harness.tabs.overlay.routeTo(.edit)
    harness.tabs.overlay.guardDismissal(of: sheet, .defer)
    let pushed = harness.tabs[tab: .profile].routeTo(.detail(2))
    harness.tabs[tab: .profile].guardDismissal(of: pushed, .defer)
    harness.tabs[tab: .profile].pop()
    let inProfile = harness.tabs[tab: .profile].deferredChange!
    harness.tabs.overlay.dismiss()
    let inOverlay = harness.tabs.overlay.deferredChange!
    #expect(harness.tabs.tab(of: inProfile) == .profile)
    #expect(harness.tabs.tab(of: inOverlay) == nil)
    #expect(harness.tabs.confirm(inProfile) == .applied)
    #expect(harness.tabs.abandon(inOverlay) == .applied)
    #expect(harness.text == "[home] root · search: root · profile: root | over tabs: sheet edit")
    // Done with, the change still names its tab, and is not confirmed twice.
    #expect(harness.tabs.tab(of: inProfile) == .profile)
    #expect(harness.tabs.confirm(inProfile) == .ignored(.noDeferredChange(.confirmDeferred(1))))
  }

  @Test func aChangeOfAnotherContainerIsNotFound() {
    let other = TabHarness()
    let pushed = other.tabs[tab: .home].routeTo(.detail(2))
    other.tabs[tab: .home].guardDismissal(of: pushed, .defer)
    other.tabs[tab: .home].pop()
    let change = other.tabs[tab: .home].deferredChange!
    let harness = TabHarness()
    #expect(harness.tabs.tab(of: change) == nil)
    #expect(harness.tabs.abandon(change) == .ignored(.noDeferredChange(.abandonDeferred(1))))
    #expect(other.tabs[tab: .home].deferredChange == change)
  }

  /// A declared tab's router is found without an optional; a tab the container does not have
  /// is added at the end, at its root, as selecting it would.
  @Test func aTabIsLookedUpWithoutAnOptional() {
    let harness = TabHarness(tabs: [.home, .search])
    harness.tabs[tab: .search].routeTo(.detail(1))
    #expect(harness.tabs[tab: .search].state.description == "root > push detail(1)")
    #expect(harness.tabs[tab: .profile].state.routes.isEmpty)
    #expect(harness.tabs.tabs == [.home, .search, .profile])
    #expect(harness.tabs.selectedTab == .home)
  }

  /// The route guard a tab's router asks (here, for a deep link) runs outside any delivery of
  /// the container: a change it asks of another router applies at once, before the link's
  /// routes are presented, as in a single router.
  @Test func aChangeTheRouteGuardAsksOfAnotherTabAppliesAtOnce() throws {
    let gate = RouteGateRouter()
    let tabs = TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>(
      tabs: CoreTab.allTabs, selected: .home, router: gate)
    var log: [String] = []
    let subscription = tabs.observe { log.append("\($0)") }
    var selecting: RouterOutcome?
    gate.decide = { _ in
      if selecting == nil { selecting = tabs.select(.profile) }
      return .allow
    }
    let links = DeepLinkMap<CoreScreen>(
      scheme: "shop", [DeepLink("edit") { _ in [.sheet(.edit)] }])
    let opening = try tabs[tab: .home].open("shop://edit", using: links)
    #expect(selecting == .applied)
    #expect(opening == .applied)
    #expect(log.first == "tab selected: home → profile")
    #expect(log.count == 2)
    #expect(tabs.selectedTab == .profile)
    #expect(tabs[tab: .home].state.description == "root > sheet edit")
    subscription.cancel()
  }
}

/// The sign-in guard across tabs of the issue: the container exists before the app object that
/// owns the policy, the policy is attached once that object exists, and a route deferred in any
/// tab is confirmed through the container — no relay, no scan of the tabs.
@Suite @MainActor struct TabbedSignInTests {
  @MainActor final class Session {
    let tabs: TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>
    var isSignedIn = false
    var waiting: GuardedChange?
    init(tabs: TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>) { self.tabs = tabs }
    func signIn() {
      isSignedIn = true
      if let change = waiting { tabs.confirm(change) }
      waiting = nil
    }
  }

  @MainActor final class SignInPolicy: RouterPolicy {
    typealias Screen = CoreScreen
    typealias Alert = CoreAlert
    weak var session: Session?
    init(session: Session) { self.session = session }
    func getScreenPresentationType(for type: CoreScreen) -> RouterScreenPresentationType {
      type == .edit ? .sheet : .push
    }
    func getRouteDecision(for type: CoreScreen, as presentation: RouterScreenPresentationType)
      -> GuardDecision
    {
      type == .settings && session?.isSignedIn != true ? .defer : .allow
    }
    func onGuardedChange(_ change: GuardedChange, of route: Route<CoreScreen>) {
      session?.waiting = change
    }
  }

  @Test func aRouteDeferredInAnyTabIsConfirmedThroughTheContainer() {
    let tabs = TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>(
      tabs: CoreTab.allTabs, selected: .home)
    let session = Session(tabs: tabs)
    tabs.attach(SignInPolicy(session: session))
    tabs[tab: .profile].routeTo(.settings)
    #expect(tabs[tab: .profile].state.routes.isEmpty)
    let change = session.waiting!
    #expect(tabs.tab(of: change) == .profile)
    #expect(change.isPresentation)
    session.signIn()
    #expect(tabs.state.description == "[home] root · search: root · profile: root > push settings")
  }
}
