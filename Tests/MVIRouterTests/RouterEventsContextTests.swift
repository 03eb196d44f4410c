import MVIRouter
import Testing

@MainActor
@Suite struct RouterEventsContextTests {
  @Test func aRestoredRouteGetsItsDismissCallbackBack() throws {
    let h = CoreHarness()
    try h.routerEvents.restore(
      NavigationState(routes: [Route(id: RouteID(rawValue: 5), screen: .edit, presentation: .sheet)]
      ))
    var reasons: [DismissReason] = []
    #expect(h.routerEvents.reattach(route: RouteID(rawValue: 5)) { reasons.append($0) })
    h.routerEvents.dismiss()
    #expect(reasons == [.dismissed])
  }

  @Test func aRestoredRouteReattachedExpectingAResultDeliversItTyped() throws {
    let h = CoreHarness()
    try h.routerEvents.restore(
      NavigationState(routes: [
        Route(id: RouteID(rawValue: 5), screen: .picker, presentation: .sheet)
      ]))
    var results: [RouteResult<Int>] = []
    let id = RouteID(rawValue: 5)
    h.routerEvents.reattach(route: id, expecting: Int.self) { results.append($0) }
    #expect(
      h.routerEvents.finish(id, with: "x")
        == .ignored(.wrongResultType(.finish(id, value: "x"), expected: "Int", actual: "String")))
    h.routerEvents.finish(id, with: 2)
    #expect(results == [.value(2)])
  }

  @Test func reattachingARouteThatIsNotPresentedChangesNothing() {
    let h = CoreHarness()
    #expect(!h.routerEvents.reattach(route: RouteID(rawValue: 9), onDismiss: nil))
    #expect(!h.routerEvents.reattach(route: RouteID(rawValue: 9), expecting: Int.self) { _ in })
    #expect(!h.routerEvents.reattach(alert: AlertID(rawValue: 9)) { _ in })
  }

  @Test func aRestoredAlertFoundByItsOwnerGetsItsHandlerBackOnce() throws {
    let h = MailHarness()
    let edit = h.routerEvents.routeTo(.edit)
    h.routerEvents.presentAlert(.loginFailed, owner: .root)
    h.routerEvents.presentAlert(.discardDraft)
    let data = try h.routerEvents.savedState()

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
