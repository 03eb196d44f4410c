import Foundation
import MVIRouter
import Testing

/// A container operation over several routers (`dismissAll()`, a tabbed link, a restore, a
/// confirm that finishes a deferred `dismissAll()`) is one transaction, as a single router's
/// change is: every part changes first, then each part's callbacks, hooks and observers hear
/// it, in the order the parts changed. A callback reads the state the whole operation left, and
/// an observer a callback adds hears from the next change on.
@Suite @MainActor struct TabbedTransactionTests {
  static let everyTabAtItsRoot = "home: root · [search] root · profile: root"

  @Test func aCallbackDuringDismissAllSeesEveryTabCleared() {
    let harness = TabHarness(selected: .search)
    var seen: [String] = []
    harness.tabs.overlay.routeTo(.picker) { _ in seen.append(harness.text) }
    harness.tabs[tab: .search].routeTo(.detail(1)) { _ in seen.append(harness.text) }
    harness.tabs[tab: .home].routeTo(.list) { _ in seen.append(harness.text) }
    _ = harness.takeEvents()
    harness.tabs.dismissAll()
    #expect(seen == Array(repeating: Self.everyTabAtItsRoot, count: 3))
    #expect(
      harness.takeEvents() == [
        "over tabs: dismissed sheet picker (dismissedAll)",
        "search: dismissed push detail(1) (dismissedAll)",
        "home: dismissed push list (dismissedAll)",
      ])
  }

  /// A policy whose dismiss hook reads the container it is attached to.
  @MainActor final class ReadingPolicy: RouterPolicy {
    typealias Screen = CoreScreen
    typealias Alert = CoreAlert
    weak var tabs: TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>?
    var seen: [String] = []

    func onScreenDismiss(type: CoreScreen, reason: DismissReason) {
      seen.append(tabs.map { "\($0.state)" } ?? "")
    }
  }

  @Test func aPolicyHookDuringDismissAllSeesEveryTabCleared() {
    let policy = ReadingPolicy()
    let tabs = TabbedRouterEvents<CoreTab, CoreScreen, CoreAlert>(
      tabs: [.home, .search, .profile], selected: .search, router: policy)
    policy.tabs = tabs
    tabs.overlay.routeTo(.picker)
    tabs[tab: .home].routeTo(.list)
    tabs.dismissAll()
    #expect(policy.seen == Array(repeating: Self.everyTabAtItsRoot, count: 2))
  }

  @Test func anObserverACallbackAddsDuringDismissAllHearsFromTheNextChangeOn() {
    let harness = TabHarness(selected: .search)
    var late: [String] = []
    var subscription: RouterSubscription?
    harness.tabs.overlay.routeTo(.picker) { _ in
      subscription = harness.tabs.observe { late.append("\($0)") }
    }
    harness.tabs[tab: .home].routeTo(.list)
    harness.tabs.dismissAll()
    #expect(late.isEmpty)
    harness.tabs[tab: .home].routeTo(.detail(2))
    #expect(late == ["home: routed push detail(2)"])
    subscription?.cancel()
  }

  @Test func aCallbackDuringATabbedLinkSeesTheLinkOpenedAndItsTabSelected() throws {
    let harness = TabHarness()
    var seen: [String] = []
    harness.tabs.overlay.routeTo(.picker) { _ in seen.append(harness.text) }
    _ = harness.takeEvents()
    try harness.tabs.open("shop://search/4", using: TabbedDeepLinkMapTests.links)
    #expect(seen == ["home: root · [search] root > push detail(4) · profile: root"])
    #expect(
      harness.takeEvents() == [
        "over tabs: dismissed sheet picker (deepLink)", "search: routed push detail(4)",
        "tab selected: home → search",
      ])
  }

  @Test func aCallbackDuringARestoreSeesTheRestoredState() throws {
    let saved = TabbedRouterEventsRestorationTests.populated()
    let data = try saved.tabs.savedState()
    let harness = TabHarness()
    var seen: [String] = []
    harness.tabs.overlay.routeTo(.settings) { _ in seen.append(harness.text) }
    harness.tabs[tab: .profile].routeTo(.list) { _ in seen.append(harness.text) }
    try harness.tabs.restore(from: data)
    #expect(seen == Array(repeating: saved.text, count: 2))
  }

  @Test func aConfirmThatFinishesADeferredDismissAllIsOneTransaction() {
    let harness = TabHarness(selected: .search)
    var seen: [String] = []
    var waiting: GuardedChange?
    let search = harness.tabs[tab: .search]
    let guarded = search.routeTo(.edit) { _ in seen.append(harness.text) }
    search.guardDismissal(of: guarded, .defer, onGuard: { waiting = $0 })
    harness.tabs[tab: .home].routeTo(.list) { _ in seen.append(harness.text) }
    harness.tabs.overlay.routeTo(.picker) { _ in seen.append(harness.text) }
    #expect(harness.tabs.dismissAll() == .ignored(.deferred(.dismissAll, route: guarded)))
    #expect(seen.isEmpty)
    #expect(waiting.map { harness.tabs.confirm($0) } == .applied)
    #expect(seen == Array(repeating: Self.everyTabAtItsRoot, count: 3))
  }
}

/// A container operation that changes nothing tells the container's observers why, as a
/// router's ignored change does (as the container's own event, over the tabs).
@Suite @MainActor struct TabbedIgnoredOperationTests {
  @Test func dismissAllWithNothingPresentedAnywhereIsHeard() {
    let harness = TabHarness()
    harness.tabs[tab: .home].presentAlert(.info)
    _ = harness.takeEvents()
    #expect(harness.tabs.dismissAll() == .ignored(.noModal(.dismissAll)))
    #expect(harness.takeEvents() == ["over tabs: ignored: dismissAll(): no modal is presented"])
    #expect(harness.text == "[home] root | alert info[OK] · search: root · profile: root")
  }

  @Test func confirmingOrAbandoningAChangeOfAnotherContainerIsHeard() {
    let other = TabHarness()
    let guarded = other.tabs[tab: .home].routeTo(.edit)
    other.tabs[tab: .home].guardDismissal(of: guarded, .defer)
    other.tabs.dismissAll()
    let harness = TabHarness()
    guard let change = other.tabs[tab: .home].deferredChange else {
      Issue.record("the other container's dismissAll was not deferred")
      return
    }
    #expect(
      harness.tabs.confirm(change) == .ignored(.noDeferredChange(.confirmDeferred(change.id))))
    #expect(
      harness.tabs.abandon(change) == .ignored(.noDeferredChange(.abandonDeferred(change.id))))
    #expect(
      harness.takeEvents() == [
        "over tabs: ignored: \(IgnoreReason.noDeferredChange(.confirmDeferred(change.id)))",
        "over tabs: ignored: \(IgnoreReason.noDeferredChange(.abandonDeferred(change.id)))",
      ])
  }
}
