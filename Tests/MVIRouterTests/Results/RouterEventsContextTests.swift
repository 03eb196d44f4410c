import MVIRouter
import Testing

@MainActor
@Suite struct RouterEventsContextTests {
  @Test func aRestoredRouteGetsItsDismissCallbackBack() throws {
    let harness = CoreHarness()
    try harness.routerEvents.restore(
      NavigationState(routes: [Route(id: RouteID(rawValue: 5), screen: .edit, presentation: .sheet)]
      ))
    var reasons: [DismissReason] = []
    #expect(harness.routerEvents.reattach(route: RouteID(rawValue: 5)) { reasons.append($0) })
    harness.routerEvents.dismiss()
    #expect(reasons == [.dismissed])
  }

  @Test func aRestoredRouteReattachedExpectingAResultDeliversItTyped() throws {
    let harness = CoreHarness()
    try harness.routerEvents.restore(
      NavigationState(routes: [
        Route(id: RouteID(rawValue: 5), screen: .picker, presentation: .sheet)
      ]))
    var results: [RouteResult<Int>] = []
    let id = RouteID(rawValue: 5)
    harness.routerEvents.reattach(route: id, expecting: Int.self) { results.append($0) }
    #expect(
      harness.routerEvents.finish(id, with: "x")
        == .ignored(.wrongResultType(.finish(id, value: "x"), expected: "Int", actual: "String")))
    harness.routerEvents.finish(id, with: 2)
    #expect(results == [.value(2)])
  }

  @Test func reattachingARouteThatIsNotPresentedChangesNothing() {
    let harness = CoreHarness()
    #expect(!harness.routerEvents.reattach(route: RouteID(rawValue: 9), onDismiss: nil))
    #expect(
      !harness.routerEvents.reattach(route: RouteID(rawValue: 9), expecting: Int.self) { _ in })
    #expect(!harness.routerEvents.reattach(alert: AlertID(rawValue: 9)) { _ in })
  }

  @Test func aRestoredAlertFoundByItsOwnerGetsItsHandlerBackOnce() throws {
    let harness = MailHarness()
    let edit = harness.routerEvents.routeTo(.edit)
    harness.routerEvents.presentAlert(.loginFailed, owner: .root)
    harness.routerEvents.presentAlert(.discardDraft)
    let data = try harness.routerEvents.savedState()

    let restored = MailHarness()
    try restored.routerEvents.restore(from: data)
    let found = try #require(restored.routerEvents.state.alert(.discardDraft, ownedBy: edit))
    #expect(restored.routerEvents.state.alert(.loginFailed, ownedBy: nil) != nil)
    #expect(restored.routerEvents.state.alert(.loginFailed, ownedBy: edit) == nil)
    #expect(restored.routerEvents.state.alerts(ownedBy: edit).map(\.alert) == [.discardDraft])
    var chosen: [MailAlert.Action] = []
    #expect(restored.routerEvents.reattach(alert: found.id) { chosen.append($0) })
    restored.routerEvents.reattach(alert: found.id) { chosen.append($0) }
    restored.routerEvents.resolveAlert(.retry)
    restored.routerEvents.resolveAlert(.discard)
    #expect(chosen == [.discard])
  }
}
