import Foundation
import MVIRouter
import Testing

/// A route id and an alert id name one presentation for a routerEvents's whole life: never reused,
/// not by a queued change, not by a restore into a running app.
@MainActor
@Suite struct IDLifetimeTests {
  /// A saved navigation with two pushes, ids #1 and #2, and an alert !1 owned by the second.
  private func savedTwoPushes() throws -> Data {
    let other = RouterEvents(router: CoreRouter())
    other.routeTo(.list, as: .push)
    other.routeTo(.detail(1), as: .push)
    other.presentAlert(.delete)
    return try other.savedState()
  }

  @Test func aRouteQueuedAfterAQueuedRestoreGetsAnIDOfItsOwn() throws {
    let saved = try savedTwoPushes()
    let harness = CoreHarness()
    var compose: RouteID?
    var alert: AlertID?
    harness.routerEvents.presentAlert(.info) { _ in
      _ = try? harness.routerEvents.restore(from: saved)
      compose = harness.routerEvents.routeTo(.edit, as: .sheet)
      alert = harness.routerEvents.presentAlert(.info)
    }
    harness.routerEvents.cancelAlert()
    let state = harness.routerEvents.state
    #expect(
      state.description
        == "root > push list > push detail(1) > sheet edit | alert delete[Delete, Cancel] | queued info[OK]"
    )
    try state.validate()
    #expect(Set(state.routes.map(\.id)).count == 3)
    #expect(Set(state.alerts.map(\.id)).count == 2)
    #expect(state.alerts.last?.id == alert)
    // The compose sheet owns the alert presented while it was on top: they leave together.
    #expect(harness.routerEvents.dismiss(try #require(compose)) == .applied)
    #expect(
      harness.routerEvents.state.description
        == "root > push list > push detail(1) | alert delete[Delete, Cancel]")
    let again = RouterEvents(router: CoreRouter())
    try again.restore(from: try harness.routerEvents.savedState())
    #expect(again.state == harness.routerEvents.state)
  }

  @Test func restoringIntoARunningRouterRenewsTheIDsItHasUsed() throws {
    let saved = try savedTwoPushes()
    let harness = CoreHarness()
    let used = [
      harness.routerEvents.routeTo(.settings, as: .fullScreenCover),
      harness.routerEvents.routeTo(.edit),
    ]
    let usedAlert = harness.routerEvents.presentAlert(.info)
    try harness.routerEvents.restore(from: saved)
    let restored = harness.routerEvents.state
    #expect(restored.routes.allSatisfy { !used.contains($0.id) })
    #expect(restored.alerts.allSatisfy { $0.id != usedAlert })
    #expect(restored.visibleAlert?.owner == restored.routes.last?.id)
    let next = harness.routerEvents.routeTo(.picker)
    #expect(!(used + restored.routes.map(\.id)).contains(next))
  }

  @Test func aNewRouterKeepsTheSavedIDs() throws {
    let saved = try savedTwoPushes()
    let routerEvents = RouterEvents(router: CoreRouter())
    try routerEvents.restore(from: saved)
    #expect(routerEvents.state.routes.map(\.id.rawValue) == [1, 2])
    #expect(routerEvents.state.alerts.map(\.id.rawValue) == [1])
    #expect(routerEvents.routeTo(.edit).rawValue == 3)
  }

  @Test func restoringAValueRenewsIDsToo() throws {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.list, as: .push)
    let before = harness.routerEvents.state
    harness.routerEvents.routeTo(.edit)
    try harness.routerEvents.restore(before)
    #expect(harness.text == "root > push list")
    #expect(harness.routerEvents.state.routes[0].id != before.routes[0].id)
    #expect(
      harness.takeEvents() == [
        "routed push list", "routed sheet edit", "dismissed sheet edit (restored)",
        "dismissed push list (restored)", "routed push list",
      ])
  }

  @Test func anInvalidValueIsNotRestored() {
    let harness = CoreHarness()
    harness.routerEvents.routeTo(.list, as: .push)
    let twice = NavigationState<CoreScreen, CoreAlert>(routes: [
      Route(id: RouteID(rawValue: 5), screen: .list, presentation: .push),
      Route(id: RouteID(rawValue: 5), screen: .edit, presentation: .sheet),
    ])
    #expect(throws: RestorationError.self) { try harness.routerEvents.restore(twice) }
    #expect(harness.text == "root > push list")
  }

  @Test func idsNearTheEndOfIntDoNotTrap() {
    let state = NavigationState<CoreScreen, CoreAlert>(
      routes: [Route(id: RouteID(rawValue: Int.max - 1), screen: .list, presentation: .push)],
      alerts: [
        PresentedAlert(
          id: AlertID(rawValue: Int.max), alert: .info, owner: nil, title: "Saved", message: nil,
          buttons: [.default("OK")])
      ])
    let routerEvents = RouterEvents(state: state)
    let next = routerEvents.routeTo(.edit)
    let alert = routerEvents.presentAlert(.delete)
    #expect(routerEvents.state.routes.count == 2)
    #expect(
      routerEvents.state.routes.allSatisfy { RouteID.validRawValues.contains($0.id.rawValue) })
    #expect(next != routerEvents.state.routes[0].id)
    #expect(alert != routerEvents.state.alerts[0].id)
    #expect(routerEvents.dismiss(RouteID(rawValue: Int.max)).isIgnored)
  }
}
