import Foundation
import MVIRouter
import Testing

/// A route id and an alert id name one presentation for a router's whole life: never reused,
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
    let h = CoreHarness()
    var compose: RouteID?
    var alert: AlertID?
    h.router.presentAlert(.info) { _ in
      _ = try? h.router.restore(from: saved)
      compose = h.router.routeTo(.edit, as: .sheet)
      alert = h.router.presentAlert(.info)
    }
    h.router.cancelAlert()
    let state = h.router.state
    #expect(
      state.description
        == "root > push list > push detail(1) > sheet edit | alert delete[Delete, Cancel] | queued info[OK]"
    )
    try state.validate()
    #expect(Set(state.routes.map(\.id)).count == 3)
    #expect(Set(state.alerts.map(\.id)).count == 2)
    #expect(state.alerts.last?.id == alert)
    // The compose sheet owns the alert presented while it was on top: they leave together.
    #expect(h.router.dismiss(try #require(compose)) == .applied)
    #expect(
      h.router.state.description
        == "root > push list > push detail(1) | alert delete[Delete, Cancel]")
    let again = RouterEvents(router: CoreRouter())
    try again.restore(from: try h.router.savedState())
    #expect(again.state == h.router.state)
  }

  @Test func restoringIntoARunningRouterRenewsTheIDsItHasUsed() throws {
    let saved = try savedTwoPushes()
    let h = CoreHarness()
    let used = [h.router.routeTo(.settings, as: .fullScreenCover), h.router.routeTo(.edit)]
    let usedAlert = h.router.presentAlert(.info)
    try h.router.restore(from: saved)
    let restored = h.router.state
    #expect(restored.routes.allSatisfy { !used.contains($0.id) })
    #expect(restored.alerts.allSatisfy { $0.id != usedAlert })
    #expect(restored.visibleAlert?.owner == restored.routes.last?.id)
    let next = h.router.routeTo(.picker)
    #expect(!(used + restored.routes.map(\.id)).contains(next))
  }

  @Test func aNewRouterKeepsTheSavedIDs() throws {
    let saved = try savedTwoPushes()
    let router = RouterEvents(router: CoreRouter())
    try router.restore(from: saved)
    #expect(router.state.routes.map(\.id.rawValue) == [1, 2])
    #expect(router.state.alerts.map(\.id.rawValue) == [1])
    #expect(router.routeTo(.edit).rawValue == 3)
  }

  @Test func restoringAValueRenewsIDsToo() throws {
    let h = CoreHarness()
    h.router.routeTo(.list, as: .push)
    let before = h.router.state
    h.router.routeTo(.edit)
    try h.router.restore(before)
    #expect(h.text == "root > push list")
    #expect(h.router.state.routes[0].id != before.routes[0].id)
    #expect(
      h.takeEvents() == [
        "routed push list", "routed sheet edit", "dismissed sheet edit (restored)",
        "dismissed push list (restored)", "routed push list",
      ])
  }

  @Test func anInvalidValueIsNotRestored() {
    let h = CoreHarness()
    h.router.routeTo(.list, as: .push)
    let twice = NavigationState<CoreScreen, CoreAlert>(routes: [
      Route(id: RouteID(rawValue: 5), screen: .list, presentation: .push),
      Route(id: RouteID(rawValue: 5), screen: .edit, presentation: .sheet),
    ])
    #expect(throws: RestorationError.self) { try h.router.restore(twice) }
    #expect(h.text == "root > push list")
  }

  @Test func idsNearTheEndOfIntDoNotTrap() {
    let state = NavigationState<CoreScreen, CoreAlert>(
      routes: [Route(id: RouteID(rawValue: Int.max - 1), screen: .list, presentation: .push)],
      alerts: [
        PresentedAlert(
          id: AlertID(rawValue: Int.max), alert: .info, owner: nil, title: "Saved", message: nil,
          actions: [RouterAlertAction(title: "OK")])
      ])
    let router = RouterEvents(state: state)
    let next = router.routeTo(.edit)
    let alert = router.presentAlert(.delete)
    #expect(router.state.routes.count == 2)
    #expect(router.state.routes.allSatisfy { RouteID.validRawValues.contains($0.id.rawValue) })
    #expect(next != router.state.routes[0].id)
    #expect(alert != router.state.alerts[0].id)
    #expect(router.dismiss(RouteID(rawValue: Int.max)).isIgnored)
  }
}
